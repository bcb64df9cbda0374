import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_WORKFLOWS } from '@tessera/server/demo';
import { signInMobile } from './pages/signInMobile.js';
import { E2E_SERVER_ORIGIN } from './server/e2eOrigins.js';
import { demoUser, signInUser, startLeaveRequest } from './server/serverCalls.js';

// The approval pages of spec 2 §2.12 inside the mobile runtime (README "Approval pages"): reached
// from a designed page's user menu, with the runtime's own session.

const LEAVE = DEMO_WORKFLOWS.leaveRequest.displayName;

/** The list of one tab once loaded, and the row of an instance in it. */
async function rowIn(page: Page, type: 'apply' | 'todo' | 'cc' | 'done', instanceId: string) {
  const list = page.getByTestId(`approval-list-${type}`);
  await expect(list).toHaveAttribute('data-state', 'ready');
  return list.getByTestId('approval-row').and(page.locator(`[data-instance="${instanceId}"]`));
}

async function expectRow(row: Locator, status: string, step?: string) {
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('row-status')).toHaveText(status);
  if (step !== undefined) await expect(row.getByTestId('row-step')).toContainText(step);
}

test('李四 opens his todo from a mobile page and approves the request 张三 started', async ({
  page,
}) => {
  const zhang = await signInUser(demoUser('applicant').phone);
  const instanceId = await startLeaveRequest(zhang.accessToken);
  await signInMobile(page, await signInUser(demoUser('approver1').phone));

  // From a designed page: the user menu → 我的审批 → the todo list.
  await page.goto('/home');
  await page.getByTestId('user-menu-button').first().tap();
  await page.getByText('我的审批', { exact: true }).tap();
  await expect(page).toHaveURL(/\/frame\/approval-list\?type=todo$/);
  // 待办 carries the live count of 李四's pending tasks (a badge: 待办1, 待办2 … as earlier specs
  // on this server left him tasks).
  await expect(page.getByRole('tab')).toHaveText(['我的申请', /^待办\d*$/, '抄送我的', '已办']);
  const todo = await rowIn(page, 'todo', instanceId);
  await expectRow(todo, '审批中', '部门主管审批');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'e2e-artifacts/approval-todo-list.png' });

  // The detail: the request's form, the comment box and 同意.
  await todo.tap();
  await expect(page).toHaveURL(/\/frame\/approval-detail\?.*type=todo/);
  await expect(page.getByTestId('workflow-name')).toHaveText(LEAVE);
  await expect(page.getByTestId('approval-form')).toContainText('体检');
  await expect(page.getByTestId('instance-status')).toHaveText('审批中');
  await page.screenshot({ path: 'e2e-artifacts/approval-detail-todo.png' });
  await page
    .getByTestId('approval-comment')
    .locator('textarea:not([aria-hidden])')
    .fill('同意，按时返岗');
  await page.getByRole('button', { name: '同意', exact: true }).tap();
  await expect(page.locator('.adm-toast-main').filter({ hasText: '审批成功!' })).toBeVisible();

  // Back on the todo list; the instance moved on to 人事审批 and is in 李四's 已办.
  await expect(page).toHaveURL(/\/frame\/approval-list\?type=todo/);
  await page.getByRole('tab', { name: '已办' }).tap();
  await expectRow(await rowIn(page, 'done', instanceId), '审批中', '人事审批');
  await page.screenshot({ path: 'e2e-artifacts/approval-done-list.png' });
});

test('a signed-out visitor of an approval page signs in and comes back to it', async ({ page }) => {
  await page.goto('/frame/approval-list?type=done');
  await expect(page).toHaveURL(new RegExp(`^${E2E_SERVER_ORIGIN}/oidc/interaction/`));
  const li = demoUser('approver1');
  await page.locator('#phone').fill(li.phone);
  await page.locator('#password').fill(li.password);
  await page.getByRole('button', { name: '登录' }).tap();
  await expect(page).toHaveURL(/\/frame\/approval-list\?type=done$/);
  await expect(page.getByTestId('approval-list-done')).toHaveAttribute('data-state', 'ready');
});
