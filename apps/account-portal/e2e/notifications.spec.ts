import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKFLOWS } from '@tessera/server/demo';
import {
  expectToast,
  fieldInput,
  openList,
  pickDate,
  shot,
  signedInPage,
} from './pages/approvalPages.js';

// Issue 28 in the portal: two 375×667 touch browsers against the real server. 李四 keeps his
// todo list open; 张三 applies for leave in his own browser; 李四's bell and 待办 count go up
// without a reload, and the notification opens the approval on his task.

const bell = (page: Page) => page.getByRole('button', { name: '通知' });
/** The bell's unread count (antd-mobile draws no badge at 0). */
const unread = (page: Page) => page.getByTestId('notification-count');
const todoCount = (page: Page) => page.getByTestId('todo-count');
const list = (page: Page) => page.getByRole('dialog', { name: '通知' });
const shownCount = async (locator: ReturnType<typeof unread>) =>
  (await locator.count()) === 0 ? 0 : Number(await locator.textContent());

test('李四’s bell and 待办 count rise while 张三 applies; the notification opens the approval', async ({
  browser,
}) => {
  const li = await signedInPage(browser, 'approver1');
  const zhang = await signedInPage(browser, 'applicant');

  await openList(li, 'todo');
  await expect(bell(li)).toBeVisible();
  // Earlier tests may have told 李四 things: he reads them all first.
  await bell(li).click();
  await expect(list(li)).toBeVisible();
  const readAll = list(li).getByRole('button', { name: '全部已读' });
  if (await readAll.isEnabled()) await readAll.click();
  await expect(unread(li)).toHaveCount(0);
  await expect(readAll).toBeDisabled();
  // Tap above the sheet, as a person closes it: the sheet's rows cover the mask's centre.
  await li.locator('.adm-mask').click({ position: { x: 20, y: 20 } });
  await expect(list(li)).toBeHidden();
  const before = await shownCount(todoCount(li));
  // A reload would lose this mark.
  await li.evaluate(() => ((window as unknown as { listMark: number }).listMark = 1));

  // 张三 applies for leave in his own browser.
  await zhang.goto(`/frame/approval-category?id=${DEMO_WORKFLOWS.leaveRequest.id}`);
  await zhang.getByText('事假', { exact: true }).click();
  await pickDate(zhang, '开始日期');
  await pickDate(zhang, '结束日期');
  await fieldInput(zhang, 'days').fill('1');
  await fieldInput(zhang, 'reason').fill('铃铛测试');
  await zhang.getByTestId('approval-submit').click();
  await expectToast(zhang, '提交成功');
  await expect(zhang).toHaveURL(/\/frame\/approval-list\?type=apply/);
  const id = (await zhang.getByTestId('approval-row').first().getAttribute('data-instance'))!;

  // 李四's bell, 待办 count and todo list follow without a reload.
  await expect(unread(li)).toHaveText('1');
  await expect(todoCount(li)).toHaveText(String(before + 1));
  await expect(li.locator(`[data-testid="approval-row"][data-instance="${id}"]`)).toBeVisible();
  expect(await li.evaluate(() => (window as unknown as { listMark?: number }).listMark)).toBe(1);
  await shot(li, 'notification-todo-count');

  await bell(li).click();
  const item = list(li).locator('[data-testid="notification-item"][data-read="false"]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('待办');
  await expect(item).toContainText('张三的请假申请待你审批');
  await li.screenshot({ path: 'e2e-artifacts/notification-bell-open.png' });
  await item.click();
  await expect(li).toHaveURL(
    new RegExp(`/frame/approval-detail\\?id=${id}&taskId=[^&]+&type=todo`),
  );
  await expect(li.getByTestId('applicant-name')).toHaveText('张三');
  await expect(
    li.getByTestId('approval-actions').getByRole('button', { name: '同意' }),
  ).toBeVisible();
  await expect(unread(li)).toHaveCount(0);

  await li.context().close();
  await zhang.context().close();
});
