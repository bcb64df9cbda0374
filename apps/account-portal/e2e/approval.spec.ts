import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_WORKFLOWS } from '@tessera/server/demo';
import {
  anonymousPage,
  commentBox,
  expectToast,
  fieldInput,
  openList,
  pickDate,
  rowOf,
  shot,
  signedInPage,
  timeline,
  viewShot,
} from './pages/approvalPages.js';

// spec 2 §2.12, §5, §8 with the seeded users in 375×667 touch browsers against the real server.
// The demo workflow 请假申请: 部门主管审批 (张三's supervisor 李四) → 人事审批 (或签 李四 / 王五) →
// 抄送 管理员 → end. Instance A: apply (checks first) → 李四 rejects without a comment (refused),
// approves → 王五 sends it back to 部门主管审批 → 李四 transfers it to 王五 → 王五 approves and adds
// 李四 after him → 李四 approves → 王五 approves at 人事审批 → approved, copied to 管理员.
// Instance B: urged by 张三, rejected by 李四 with a comment. Instance D: sent back to 张三, who
// changes the reason and resubmits; 李四 has it again.

test.describe.configure({ mode: 'serial' });

const LEAVE = DEMO_WORKFLOWS.leaveRequest.displayName;

let zhang: Page;
let li: Page;
let wang: Page;
let admin: Page;
let instanceA = '';
let instanceB = '';

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  zhang = await signedInPage(browser, 'applicant');
  li = await signedInPage(browser, 'approver1');
  wang = await signedInPage(browser, 'approver2');
  admin = await signedInPage(browser, 'admin');
});

/** Fills the leave form with valid values and submits it: 提交成功, then the apply list. */
async function applyForLeave(page: Page, reason: string): Promise<string> {
  await page.getByText('事假', { exact: true }).click();
  await pickDate(page, '开始日期');
  await pickDate(page, '结束日期');
  await fieldInput(page, 'days').fill('2');
  await fieldInput(page, 'reason').fill(reason);
  await page.getByTestId('approval-submit').click();
  await expectToast(page, '提交成功');
  await expect(page).toHaveURL(/\/frame\/approval-list\?type=apply/);
  const rows = page.getByTestId('approval-row');
  await expect(rows.first()).toBeVisible();
  return (await rows.first().getAttribute('data-instance'))!;
}

/** Opens a list and answers the row of an instance there. */
async function rowIn(
  page: Page,
  type: 'apply' | 'todo' | 'cc' | 'done',
  id: string,
  status?: string,
) {
  const rows = await openList(page, type, status);
  return rowOf(rows, id);
}

/** Expects a row's status tag and current step text. */
async function expectRow(row: Locator, status: string, step?: string) {
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('row-status')).toHaveText(status);
  if (step !== undefined) await expect(row.getByTestId('row-step')).toContainText(step);
}

/** Opens the todo row of an instance (the detail page with type=todo). */
async function openTodo(page: Page, id: string, step: string) {
  const row = await rowIn(page, 'todo', id);
  await expectRow(row, '审批中', step);
  await row.click();
  await expect(page).toHaveURL(/\/frame\/approval-detail\?.*type=todo/);
  await expect(page.getByTestId('approval-actions')).toBeVisible();
}

/** The timeline's entries as `user result` pairs (and their comments). */
async function expectTimeline(page: Page, entries: [string, string, string?][]) {
  const steps = timeline(page);
  await expect(steps).toHaveCount(entries.length);
  for (const [index, [user, result, comment]] of entries.entries()) {
    const step = steps.nth(index);
    await expect(step.getByTestId('timeline-entry')).toContainText(user);
    await expect(step.getByTestId('timeline-entry')).toContainText(result);
    if (comment) await expect(step.getByTestId('timeline-comment')).toHaveText(comment);
  }
}

test('张三 applies for leave: the form checks first, then 提交成功', async () => {
  // Without a workflow the submit button is disabled with 未获取到审批流程！.
  await zhang.goto('/frame/approval-category?id=00000000-0000-4000-8000-000000000099');
  await expect(zhang.getByTestId('approval-submit')).toHaveText('未获取到审批流程！');
  await expect(zhang.getByTestId('approval-submit')).toBeDisabled();
  await shot(zhang, 'approval-start-no-workflow');

  await zhang.goto('/frame/approval-category');
  await expect(zhang.getByTestId('approval-category')).toContainText('人事审批');
  await shot(zhang, 'approval-chooser');
  await zhang.getByText(LEAVE, { exact: true }).click();
  await expect(zhang.getByTestId('approval-form')).toBeVisible();
  await expect(zhang.getByTestId('approval-start-head')).toContainText('张三');
  await expect(zhang.getByTestId('department-picker')).toContainText('前端组');
  await shot(zhang, 'approval-start');

  // spec 2 §5: on blur for text and number fields; every field at submit.
  await fieldInput(zhang, 'days').fill('abc');
  await fieldInput(zhang, 'days').blur();
  await expect(zhang.locator('[data-field="days"] [role="alert"]')).toHaveText(
    '请假天数不是有效数值',
  );
  await fieldInput(zhang, 'days').fill('');
  await zhang.getByTestId('approval-submit').click();
  const alerts = zhang.getByTestId('approval-form').getByRole('alert');
  await expect(alerts).toHaveText([
    '请假类型不能为空',
    '请选择日期',
    '请选择日期',
    '请假天数不能为空',
    '请假事由不能为空',
  ]);
  await shot(zhang, 'approval-start-invalid');
  instanceA = await applyForLeave(zhang, '家中有事，请假两天');
  await expectRow(
    rowOf(zhang.getByTestId('approval-row'), instanceA),
    '审批中',
    '部门主管审批（李四）',
  );
  await shot(zhang, 'approval-list-apply');
});

test('李四: reject without a comment is refused, then 同意 with a comment', async () => {
  await openTodo(li, instanceA, '部门主管审批');
  await expect(li.getByTestId('workflow-name')).toHaveText(LEAVE);
  await expect(li.getByTestId('approval-form')).toContainText('家中有事，请假两天');
  await expect(li.getByTestId('approval-actions').getByRole('button')).toHaveText([
    '退回',
    '转办',
    '加签',
    '抄送',
    '同意',
    '驳回',
  ]);
  await viewShot(li, 'approval-detail-todo');
  await shot(li, 'approval-detail-todo-full');
  // The 审批意见 box, taking focus, scrolls entirely above the fixed action bar; scrolled to the
  // end, the last card ends above it too.
  const bar = (await li.getByTestId('approval-actions').boundingBox())!;
  await commentBox(li).focus();
  const comment = (await commentBox(li).boundingBox())!;
  expect(comment.y + comment.height).toBeLessThanOrEqual(bar.y);
  await viewShot(li, 'approval-detail-todo-comment');
  await li.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const end = (await li.getByTestId('approval-timeline').boundingBox())!;
  expect(end.y + end.height).toBeLessThanOrEqual(bar.y);
  await commentBox(li).blur();
  await li.getByRole('button', { name: '驳回', exact: true }).click();
  await expectToast(li, '请填写驳回意见！');
  await expect(li.getByTestId('instance-status')).toHaveText('审批中');

  await commentBox(li).fill('同意，注意工作交接');
  await li.getByRole('button', { name: '同意', exact: true }).click();
  await expectToast(li, '审批成功!');
  await expect(li).toHaveURL(/\/frame\/approval-list\?type=todo/);
  // 或签 at 人事审批: 李四 holds a task there too.
  await expectRow(await rowIn(li, 'todo', instanceA), '审批中', '人事审批');
  await expectRow(await rowIn(li, 'done', instanceA), '审批中');
  await expectRow(await rowIn(zhang, 'apply', instanceA), '审批中', '人事审批');
  await shot(li, 'approval-list-done');
});

test('王五 sends it back (退回) to 部门主管审批; 李四 transfers it (转办) to 王五', async () => {
  await openTodo(wang, instanceA, '人事审批');
  await wang.getByRole('button', { name: '退回', exact: true }).click();
  const back = wang.getByTestId('back-popup');
  await expect(back.getByText('部门主管审批', { exact: true })).toBeVisible();
  await back.getByText('部门主管审批', { exact: true }).click();
  await viewShot(wang, 'approval-back-popup');
  await back.getByTestId('popup-confirm').click();
  // Each action says its own result (not 审批成功!, which is 同意's).
  await expectToast(wang, '已退回');
  await expect(wang).toHaveURL(/type=todo/);
  await expect(await rowIn(wang, 'todo', instanceA)).toHaveCount(0);

  await openTodo(li, instanceA, '部门主管审批');
  await expectTimeline(li, [
    ['张三', '发起申请'],
    ['李四', '同意', '同意，注意工作交接'],
    ['王五', '退回'],
  ]);
  await li.getByRole('button', { name: '转办', exact: true }).click();
  const users = li.getByTestId('user-popup');
  await users.getByText('王五', { exact: true }).click();
  await viewShot(li, 'approval-transfer-popup');
  await users.getByTestId('popup-confirm').click();
  await expectToast(li, '已转办给 王五');
  await expect(await rowIn(li, 'todo', instanceA)).toHaveCount(0);
});

test('王五 approves and adds 李四 after him (加签); 李四 then 王五 approve: 已通过, copied to 管理员', async () => {
  await openTodo(wang, instanceA, '部门主管审批');
  await wang.getByRole('button', { name: '加签', exact: true }).click();
  const users = wang.getByTestId('user-popup');
  await users.getByText('在我之后', { exact: true }).click();
  await users.getByText('李四', { exact: true }).click();
  await viewShot(wang, 'approval-add-sign-popup');
  await users.getByTestId('popup-confirm').click();
  await expectToast(wang, '已加签');

  await openTodo(li, instanceA, '部门主管审批');
  await li.getByRole('button', { name: '同意', exact: true }).click();
  await expectToast(li, '审批成功!');

  await openTodo(wang, instanceA, '人事审批');
  await commentBox(wang).fill('同意');
  await wang.getByRole('button', { name: '同意', exact: true }).click();
  await expectToast(wang, '审批成功!');
  await expect(await rowIn(wang, 'todo', instanceA)).toHaveCount(0);
  await expect(await rowIn(li, 'todo', instanceA)).toHaveCount(0);

  // Every list shows it approved.
  await expectRow(await rowIn(zhang, 'apply', instanceA), '已通过');
  await expectRow(await rowIn(zhang, 'apply', instanceA, 'approved'), '已通过');
  await expect(await rowIn(zhang, 'apply', instanceA, 'running')).toHaveCount(0);
  await expectRow(await rowIn(li, 'done', instanceA), '已通过');
  await expectRow(await rowIn(wang, 'done', instanceA), '已通过');
  const cc = await rowIn(admin, 'cc', instanceA);
  await expectRow(cc, '已通过');
  await expect(cc.getByLabel('未读')).toBeVisible();
  await shot(admin, 'approval-list-cc');

  // 管理员 opens the copy: marked read.
  await cc.click();
  await expect(admin).toHaveURL(/type=cc/);
  await expect(admin.getByTestId('instance-status')).toHaveText('已通过');
  await expect(admin.getByTestId('approval-actions')).toHaveCount(0);
  await expect(await rowIn(admin, 'cc', instanceA)).toHaveCount(1);
  await expect((await rowIn(admin, 'cc', instanceA)).getByLabel('未读')).toHaveCount(0);

  // The applicant's timeline: every step with its user, result and comment.
  await (await rowIn(zhang, 'apply', instanceA)).click();
  await expect(zhang.getByTestId('instance-status')).toHaveText('已通过');
  await expectTimeline(zhang, [
    ['张三', '发起申请'],
    ['李四', '同意', '同意，注意工作交接'],
    ['王五', '退回'],
    ['李四', '转办'],
    ['王五', '加签'],
    ['李四', '同意'],
    ['王五', '同意', '同意'],
  ]);
  // The 转办 and 加签 records say to whom.
  await expect(timeline(zhang).nth(3).getByTestId('timeline-targets')).toHaveText('转办给 王五');
  await expect(timeline(zhang).nth(4).getByTestId('timeline-targets')).toHaveText('加签人员 李四');
  await shot(zhang, 'approval-detail-approved');
});

test('a second application: 张三 urges it, 李四 rejects it with a comment', async () => {
  await zhang.goto(`/frame/approval-category?id=${DEMO_WORKFLOWS.leaveRequest.id}`);
  await expect(zhang.getByTestId('approval-form')).toBeVisible();
  instanceB = await applyForLeave(zhang, '身体不适，需要休息');
  await rowOf(zhang.getByTestId('approval-row'), instanceB).click();
  await expect(zhang.getByTestId('applicant-actions')).toBeVisible();
  await viewShot(zhang, 'approval-detail-applicant');
  await zhang.getByRole('button', { name: '催办', exact: true }).click();
  await expectToast(zhang, '已催办');

  const row = await rowIn(li, 'todo', instanceB);
  await expect(row).toContainText('催办');
  await shot(li, 'approval-list-todo');
  await openTodo(li, instanceB, '部门主管审批');
  await commentBox(li).fill('事由不充分');
  await li.getByRole('button', { name: '驳回', exact: true }).click();
  await expectToast(li, '已驳回');

  await expectRow(await rowIn(zhang, 'apply', instanceB), '已驳回');
  await expectRow(await rowIn(zhang, 'apply', instanceB, 'rejected'), '已驳回');
  await expectRow(await rowIn(li, 'done', instanceB), '已驳回');
  await expect(await rowIn(wang, 'todo', instanceB)).toHaveCount(0);
  await expect(await rowIn(admin, 'cc', instanceB)).toHaveCount(0);
  await (await rowIn(zhang, 'apply', instanceB)).click();
  await expect(zhang.getByTestId('instance-status')).toHaveText('已驳回');
  await expect(zhang.getByTestId('applicant-actions')).toHaveCount(0);
  await expectTimeline(zhang, [
    ['张三', '发起申请'],
    ['张三', '催办'],
    ['李四', '驳回', '事由不充分'],
  ]);
  await shot(zhang, 'approval-detail-rejected');
});

test('a third application withdrawn (撤回) before anyone acted', async () => {
  await zhang.goto(`/frame/approval-category?id=${DEMO_WORKFLOWS.leaveRequest.id}`);
  await expect(zhang.getByTestId('approval-form')).toBeVisible();
  const instanceC = await applyForLeave(zhang, '行程取消，撤回申请');
  await expect(await rowIn(li, 'todo', instanceC)).toHaveCount(1);
  await (await rowIn(zhang, 'apply', instanceC)).click();
  await zhang.getByRole('button', { name: '撤回', exact: true }).click();
  await expect(zhang.getByText('确定撤回该申请吗？')).toBeVisible();
  await zhang.getByRole('button', { name: '确定', exact: true }).click();
  await expectToast(zhang, '操作成功');
  await expect(zhang.getByTestId('instance-status')).toHaveText('已撤回');
  await expect(zhang.getByTestId('applicant-actions')).toHaveCount(0);
  await expectRow(await rowIn(zhang, 'apply', instanceC, 'withdrawn'), '已撤回');
  await expect(await rowIn(li, 'todo', instanceC)).toHaveCount(0);
  await shot(zhang, 'approval-list-apply-withdrawn');
});

test('a fourth application sent back (退回) to 张三, who changes it and resubmits (重新提交)', async () => {
  await zhang.goto(`/frame/approval-category?id=${DEMO_WORKFLOWS.leaveRequest.id}`);
  await expect(zhang.getByTestId('approval-form')).toBeVisible();
  const instanceD = await applyForLeave(zhang, '外出办事');
  await openTodo(li, instanceD, '部门主管审批');
  await commentBox(li).fill('请写明去向');
  await li.getByRole('button', { name: '退回', exact: true }).click();
  const back = li.getByTestId('back-popup');
  await back.getByText('申请人', { exact: true }).click();
  await back.getByTestId('popup-confirm').click();
  await expectToast(li, '已退回');
  await expect(await rowIn(li, 'todo', instanceD)).toHaveCount(0);

  // 张三: returned, the form editable, 撤销 and 重新提交; the form is checked first. The form's
  // definition answers late here, as on a slow network: what 张三 types must still be what is
  // sent (the page used to show the fields before it and set them back when it came).
  await zhang.route('**/forminfo/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const row = await rowIn(zhang, 'apply', instanceD);
  await expectRow(row, '已退回');
  await row.click();
  await expect(zhang.getByTestId('instance-status')).toHaveText('已退回');
  await expect(zhang.getByTestId('applicant-actions').getByRole('button')).toHaveText([
    '撤销',
    '重新提交',
  ]);
  await expect(fieldInput(zhang, 'reason')).toHaveValue('外出办事');
  await fieldInput(zhang, 'reason').fill('');
  await zhang.getByTestId('approval-resubmit').click();
  await expect(zhang.locator('[data-field="reason"] [role="alert"]')).toHaveText(
    '请假事由不能为空',
  );
  await expectToast(zhang, '请假事由不能为空');
  await fieldInput(zhang, 'reason').fill('外出办事：去客户公司');
  // The changed field in view, once the check's toast has gone.
  await expect(zhang.locator('.adm-toast-main')).toHaveCount(0);
  // Centred, clear of the fixed action bar.
  await fieldInput(zhang, 'reason').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await viewShot(zhang, 'approval-detail-returned');
  await zhang.getByTestId('approval-resubmit').click();
  await expectToast(zhang, '提交成功');
  await expect(zhang).toHaveURL(/\/frame\/approval-list\?type=apply/);
  await expectRow(rowOf(zhang.getByTestId('approval-row'), instanceD), '审批中', '部门主管审批');
  await zhang.unroute('**/forminfo/**');

  // 李四 has it again, with the changed form and 重新提交 in the timeline.
  await openTodo(li, instanceD, '部门主管审批');
  await expect(li.getByTestId('approval-form')).toContainText('外出办事：去客户公司');
  await expectTimeline(li, [
    ['张三', '发起申请'],
    ['李四', '退回', '请写明去向'],
    ['张三', '重新提交'],
  ]);
});

test('/frame/form-detail: the submission read-only, then edited and saved', async () => {
  const detail = zhang.waitForResponse((response) => response.url().includes('getTaskDetail'));
  await zhang.goto(`/frame/approval-detail?id=${instanceA}`);
  const answer = (await (await detail).json()) as { data: { formDataId: string } };
  const formDataId = answer.data.formDataId;
  expect(formDataId).toBeTruthy();

  await zhang.goto(`/frame/form-detail?id=${formDataId}&editable=0`);
  await expect(zhang.locator('[data-field="reason"]')).toContainText('家中有事，请假两天');
  await expect(zhang.getByTestId('form-save')).toHaveCount(0);
  await shot(zhang, 'form-detail');

  await zhang.goto(`/frame/form-detail?id=${formDataId}&editable=1`);
  await expect(fieldInput(zhang, 'reason')).toHaveValue('家中有事，请假两天');
  await fieldInput(zhang, 'reason').fill('');
  await zhang.getByTestId('form-save').click();
  await expect(zhang.locator('[data-field="reason"] [role="alert"]')).toHaveText(
    '请假事由不能为空',
  );
  await fieldInput(zhang, 'reason').fill('家中有事，请假两天（已补充说明）');
  await shot(zhang, 'form-detail-editable');
  await zhang.getByTestId('form-save').click();
  await expectToast(zhang, '保存成功');
  await zhang.goto(`/frame/form-detail?id=${formDataId}&editable=0`);
  await expect(zhang.locator('[data-field="reason"]')).toContainText('（已补充说明）');
});

test('a framed page signs its calls with the token in the query; without one it asks to sign in', async ({
  browser,
}) => {
  const token = await zhang.evaluate(() => localStorage.getItem('AUTH-LOCAL'));
  expect(token).toBeTruthy();
  const framed = await anonymousPage(browser);
  await framed.goto(`/frame/approval-list?type=apply&token=${encodeURIComponent(token!)}`);
  await expect(framed.getByTestId('approval-list-apply')).toHaveAttribute('data-state', 'ready');
  await expect(framed.locator(`[data-instance="${instanceA}"]`)).toBeVisible();
  // The row keeps the token: the detail opens with it.
  await framed.locator(`[data-instance="${instanceA}"]`).click();
  await expect(framed.getByTestId('instance-status')).toHaveText('已通过');

  const visitor = await anonymousPage(browser);
  await visitor.goto('/frame/approval-list?type=todo');
  await expect(visitor).toHaveURL(/\/login-byphone\?returnUrl=/);
});
