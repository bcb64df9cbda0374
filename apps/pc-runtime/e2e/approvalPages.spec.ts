import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { APPROVAL_PAGE_PATHS } from '@tessera/protocol';
import { APPROVAL_TEXTS } from '@tessera/screens';
import { signInAs } from './pages/signInAs.js';
import {
  addLeaveFormData,
  demoUser,
  signInUser,
  startLeaveRequest,
  todoTask,
} from './server/workflowUsers.js';

/** The on-screen message (spec 1 §8 Snackbar). */
const message = (page: Page) => page.locator('.MuiSnackbar-root').getByRole('alert');
const field = (page: Page, name: string) =>
  page.locator(`[data-testid="approval-field"][data-field="${name}"]`);

/** Day `day` of the current month as the picker names it (`yyyy-MM-dd`). */
function dayOfThisMonth(day: number): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(day)}`;
}

/** Picks a day in a date field with the widget kit's picker (the form widget's too). */
async function pickDate(page: Page, name: string, date: string) {
  await field(page, name).locator('input').click();
  const picker = page.getByTestId('date-picker');
  await picker.locator(`[data-testid="date-cell"][data-date="${date}"]`).first().click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(field(page, name).locator('input')).toHaveValue(date);
}

test.describe('Pc approval pages (spec 2 §2.12)', () => {
  // A Chinese desktop user: dates as the browser shows them in zh-CN; tall enough for a screen.
  test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 1000 } });

  test('张三 starts a 请假申请 on the start page; 李四 approves it on the detail page', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // 张三 chooses the workflow on the start page.
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await page.goto(APPROVAL_PAGE_PATHS.approvalCategory);
    const category = page.getByTestId('approval-category');
    await expect(category).toContainText('人事审批');
    await page.screenshot({ path: 'e2e-artifacts/approval-chooser.png' });
    await category.getByText('请假申请', { exact: true }).click();

    // The start page: applicant, his one department, the form.
    await expect(page).toHaveURL(/\/frame\/approval-category\?id=/);
    await expect(page.getByTestId('approval-applicant')).toHaveText('张三');
    await expect(page.getByTestId('department-picker')).toContainText('前端组');
    await expect(field(page, 'reason')).toBeVisible();
    // Submit checks the form first (spec 2 §5, verbatim).
    await page.getByTestId('approval-submit').click();
    await expect(field(page, 'leaveType')).toContainText('请假类型不能为空');
    await expect(field(page, 'reason')).toContainText('请假事由不能为空');
    await expect(message(page)).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/approval-start-invalid.png' });

    await field(page, 'leaveType').getByRole('combobox').click();
    await page.getByRole('option', { name: '年假' }).click();
    // The dates with the widget kit's picker (not the browser's mm/dd/yyyy input).
    await field(page, 'startDate').locator('input').click();
    await expect(page.getByTestId('date-picker')).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/approval-start-date-picker.png' });
    await page.keyboard.press('Escape');
    await pickDate(page, 'startDate', dayOfThisMonth(10));
    await pickDate(page, 'endDate', dayOfThisMonth(11));
    await field(page, 'days').locator('input').fill('2');
    await field(page, 'reason').locator('textarea').first().fill('回老家探亲');
    await expect(field(page, 'leaveType')).not.toContainText('不能为空');
    await page.screenshot({ path: 'e2e-artifacts/approval-start.png' });
    await page.getByTestId('approval-submit').click();
    await expect(message(page)).toHaveText(APPROVAL_TEXTS.submitted);
    // 1500 ms later: my applications.
    await expect(page).toHaveURL(/\/frame\/approval-list\?type=apply/);
    const mine = page.getByTestId('approval-row').first();
    await expect(mine).toContainText('请假申请');
    await expect(mine).toContainText('审批中');
    await expect(mine).toContainText('李四');
    await page.screenshot({ path: 'e2e-artifacts/approval-list-apply.png' });

    // 李四 opens his todo and the detail page.
    await signInAs(context, baseURL!, await signInUser(demoUser('approver1').phone));
    await page.goto(`${APPROVAL_PAGE_PATHS.approvalList}?type=todo`);
    const todo = page.getByTestId('approval-row').filter({ hasText: '张三' }).first();
    await expect(todo).toContainText('部门主管审批');
    await page.screenshot({ path: 'e2e-artifacts/approval-list-todo.png' });
    await todo.click();
    await expect(page).toHaveURL(/\/frame\/approval-detail\?.*type=todo/);
    await expect(page.getByTestId('approval-summary')).toContainText('张三');
    await expect(page.getByTestId('approval-form')).toContainText('回老家探亲');
    const timeline = page.getByTestId('timeline-entry');
    await expect(timeline.first()).toContainText('张三');
    await expect(timeline.first()).toContainText(APPROVAL_TEXTS.applied);
    for (const action of ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC']) {
      await expect(page.getByTestId(`action-${action}`)).toBeVisible();
    }
    await page.screenshot({ path: 'e2e-artifacts/approval-detail-todo.png' });

    // Reject needs an opinion (nothing is sent without one).
    await page.getByTestId('action-NOT_PASS').click();
    await expect(message(page)).toHaveText(APPROVAL_TEXTS.rejectComment);
    await page.getByTestId('approval-comment').fill('同意，注意交接工作');
    await page.getByTestId('action-PASS').click();
    await expect(message(page)).toHaveText(APPROVAL_TEXTS.approved);
    await page.screenshot({ path: 'e2e-artifacts/approval-detail-approved.png' });
    // 1500 ms later: back to the todo list, where the 或签 step of 李四 and 王五 now waits.
    await expect(page).toHaveURL(/\/frame\/approval-list\?type=todo/);
    const next = page.getByTestId('approval-row').filter({ hasText: '张三' }).first();
    await expect(next).toContainText('人事审批');

    // The done list holds it, and its detail shows 李四's approval with the comment.
    await page.getByTestId('tab-done').click();
    const done = page.getByTestId('approval-row').filter({ hasText: '张三' }).first();
    await expect(done).toContainText('审批中');
    await done.click();
    await expect(timeline.nth(1)).toContainText('李四');
    await expect(timeline.nth(1)).toContainText(APPROVAL_TEXTS.pass);
    await expect(timeline.nth(1)).toContainText('同意，注意交接工作');
    await page.screenshot({ path: 'e2e-artifacts/approval-detail.png' });
  });

  test('the form detail page shows a submission read-only, and editable=1 saves it', async ({
    page,
    context,
    baseURL,
  }) => {
    const zhang = await signInUser(demoUser('applicant').phone);
    const id = await addLeaveFormData(zhang.accessToken, {
      leaveType: '病假',
      startDate: '2026-12-10',
      endDate: '2026-12-10',
      days: 1,
      reason: '看病',
    });
    await signInAs(context, baseURL!, zhang);
    await page.goto(`${APPROVAL_PAGE_PATHS.formDetail}?id=${id}&editable=0`);
    const form = page.getByTestId('approval-form');
    await expect(form.locator('[data-field="reason"]')).toContainText('看病');
    await expect(form.locator('[data-field="leaveType"]')).toContainText('病假');
    await expect(page.getByTestId('form-save')).toHaveCount(0);
    await page.screenshot({ path: 'e2e-artifacts/form-detail.png' });

    await page.goto(`${APPROVAL_PAGE_PATHS.formDetail}?id=${id}&editable=1`);
    const reason = field(page, 'reason').locator('textarea').first();
    await expect(reason).toHaveValue('看病');
    await reason.fill('');
    await reason.blur();
    await expect(field(page, 'reason')).toContainText('请假事由不能为空');
    await reason.fill('复诊');
    await page.screenshot({ path: 'e2e-artifacts/form-detail-editable.png' });
    await page.getByTestId('form-save').click();
    await expect(message(page)).toHaveText(APPROVAL_TEXTS.saved);

    await page.goto(`${APPROVAL_PAGE_PATHS.formDetail}?id=${id}`);
    await expect(form.locator('[data-field="reason"]')).toContainText('复诊');
  });

  test('a start page without a workflow says 未获取到审批流程！ and cannot submit', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    // A workflow id no workflow has.
    await page.goto(
      `${APPROVAL_PAGE_PATHS.approvalCategory}?id=7e55e7a0-0010-4000-8000-0000000000ff`,
    );
    await expect(page.getByTestId('no-workflow')).toHaveText(APPROVAL_TEXTS.noWorkflow);
    const submit = page.getByTestId('approval-submit');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText(APPROVAL_TEXTS.noWorkflow);
    await page.screenshot({ path: 'e2e-artifacts/approval-start-no-workflow.png' });
  });

  test('an end date before the start date is refused before anything is sent', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await page.goto(APPROVAL_PAGE_PATHS.approvalCategory);
    await page.getByTestId('approval-category').getByText('请假申请', { exact: true }).click();
    await field(page, 'leaveType').getByRole('combobox').click();
    await page.getByRole('option', { name: '事假' }).click();
    await field(page, 'days').locator('input').fill('1');
    await field(page, 'reason').locator('textarea').first().fill('日期填反了');
    await pickDate(page, 'startDate', dayOfThisMonth(12));
    await pickDate(page, 'endDate', dayOfThisMonth(10));
    // Checked as the date is chosen, and again at submit: nothing is submitted.
    await expect(field(page, 'endDate')).toContainText('结束日期不能早于开始日期');
    let submitted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /addformdata|startinstance/i.test(request.url())) {
        submitted = true;
      }
    });
    await page.getByTestId('approval-submit').click();
    await expect(message(page)).toHaveText('结束日期不能早于开始日期');
    await page.screenshot({ path: 'e2e-artifacts/approval-start-date-range.png' });
    expect(submitted).toBe(false);
    await expect(page).toHaveURL(/\/frame\/approval-category\?id=/);
    // Moving the start back clears the end's message.
    await pickDate(page, 'startDate', dayOfThisMonth(9));
    await expect(field(page, 'endDate')).not.toContainText('结束日期不能早于开始日期');
  });

  test('驳回 with a comment says 已驳回', async ({ page, context, baseURL }) => {
    const zhang = await signInUser(demoUser('applicant').phone);
    const id = await startLeaveRequest(zhang.accessToken, { reason: '驳回测试', days: 1 });
    const li = await signInUser(demoUser('approver1').phone);
    const task = await todoTask(li.accessToken, id);
    await signInAs(context, baseURL!, li);
    await page.goto(
      `${APPROVAL_PAGE_PATHS.approvalDetail}?id=${id}&taskId=${task.taskId}&type=todo`,
    );
    await page.getByTestId('approval-comment').fill('事由不充分');
    await page.getByTestId('action-NOT_PASS').click();
    await expect(message(page)).toHaveText('已驳回');
    await page.screenshot({ path: 'e2e-artifacts/approval-detail-rejected.png' });
    await expect(page).toHaveURL(/\/frame\/approval-list\?type=todo/);
  });

  test('the dialogs: 李四 transfers to 王五, 王五 returns it to 张三, who resubmits it', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const zhang = await signInUser(demoUser('applicant').phone);
    const id = await startLeaveRequest(zhang.accessToken, { reason: '搬家', days: 1 });
    const li = await signInUser(demoUser('approver1').phone);
    const task = await todoTask(li.accessToken, id);

    // 李四: 转办 to 王五, found by name.
    await signInAs(context, baseURL!, li);
    await page.goto(
      `${APPROVAL_PAGE_PATHS.approvalDetail}?id=${id}&taskId=${task.taskId}&type=todo`,
    );
    await page.getByTestId('action-TRANSFER').click();
    const dialog = page.getByTestId('approval-dialog');
    await expect(dialog).toContainText(APPROVAL_TEXTS.transfer);
    await expect(page.getByTestId('approval-dialog-confirm')).toBeDisabled();
    await dialog.getByRole('combobox').fill('王五');
    await page.getByRole('option', { name: /王五/ }).click();
    await page.screenshot({ path: 'e2e-artifacts/approval-dialog-transfer.png' });
    await page.getByTestId('approval-dialog-confirm').click();
    // Each action says its own result (审批成功! is 同意's).
    await expect(message(page)).toHaveText('已转办给 王五');
    await expect(page).toHaveURL(/\/frame\/approval-list\?type=todo/);

    // 王五: the task is his; 退回 to the applicant.
    await signInAs(context, baseURL!, await signInUser(demoUser('approver2').phone));
    await page.goto(`${APPROVAL_PAGE_PATHS.approvalList}?type=todo`);
    await page.getByTestId('approval-row').filter({ hasText: '张三' }).first().click();
    await expect(page.getByTestId('approval-form')).toContainText('搬家');
    await page.getByTestId('approval-comment').fill('请补充交接人');
    await page.getByTestId('action-BACK').click();
    await expect(dialog.getByRole('radio', { name: APPROVAL_TEXTS.backToApplicant })).toBeChecked();
    await page.screenshot({ path: 'e2e-artifacts/approval-dialog-back.png' });
    await page.getByTestId('approval-dialog-confirm').click();
    await expect(message(page)).toHaveText('已退回');

    // 张三 sees it returned, with both records in the timeline.
    await signInAs(context, baseURL!, zhang);
    await page.goto(`${APPROVAL_PAGE_PATHS.approvalDetail}?id=${id}`);
    await expect(page.getByTestId('approval-status')).toHaveText('已退回');
    const timeline = page.getByTestId('timeline-entry');
    await expect(timeline.filter({ hasText: APPROVAL_TEXTS.transfer })).toContainText('李四');
    // The 转办 record says to whom.
    await expect(
      timeline.filter({ hasText: APPROVAL_TEXTS.transfer }).getByTestId('timeline-targets'),
    ).toHaveText('转办给 王五');
    await page.screenshot({ path: 'e2e-artifacts/approval-timeline-transfer.png' });
    await expect(timeline.filter({ hasText: APPROVAL_TEXTS.back })).toContainText('请补充交接人');

    // 张三 changes the reason and resubmits (重新提交): checked first, then 提交成功.
    const actions = page.getByTestId('applicant-actions');
    await expect(actions.getByRole('button')).toHaveText([
      APPROVAL_TEXTS.cancel,
      APPROVAL_TEXTS.resubmitted,
    ]);
    const reason = field(page, 'reason').locator('textarea').first();
    await expect(reason).toHaveValue('搬家');
    await reason.fill('');
    await page.getByTestId('approval-resubmit').click();
    await expect(field(page, 'reason')).toContainText('请假事由不能为空');
    await reason.fill('搬家，交接人：李四');
    // The check's message closed before the screenshot.
    await page.locator('.MuiSnackbar-root').getByRole('button').click();
    await expect(message(page)).toHaveCount(0);
    await page.screenshot({ path: 'e2e-artifacts/approval-detail-returned.png' });
    await page.getByTestId('approval-resubmit').click();
    await expect(message(page)).toHaveText(APPROVAL_TEXTS.submitted);
    await expect(page).toHaveURL(/\/frame\/approval-list\?type=apply/);
    await expect(page.locator(`[data-instance="${id}"]`)).toContainText('审批中');

    // The supervisor 李四 has it again; the timeline shows 重新提交 and the changed form.
    await signInAs(context, baseURL!, li);
    await page.goto(`${APPROVAL_PAGE_PATHS.approvalList}?type=todo`);
    const again = page.locator(`[data-instance="${id}"]`);
    await expect(again).toContainText('部门主管审批');
    await again.click();
    await expect(page.getByTestId('approval-form')).toContainText('搬家，交接人：李四');
    await expect(timeline.last()).toContainText('张三');
    await expect(timeline.last()).toContainText(APPROVAL_TEXTS.resubmitted);
    await page.screenshot({ path: 'e2e-artifacts/approval-detail-resubmitted.png' });
  });
});
