// The whole story of issue 26 in one run against the real server: the administrator creates a
// workflow 差旅报销 from nothing, draws its form (a required money field 报销金额, a required date
// 出发日期 and a field 内部备注 hidden from the first approver), draws its flow (李四 approves, then a condition
// branch: 报销金额 大于 1000 → 王五; otherwise it ends) and publishes. 张三 starts it twice, under
// and over the threshold. 李四 sees both in his todo list without 内部备注; after he approves, only
// the instance over 1000 reaches 王五, and the one under 1000 is approved. Then the administrator
// adds 出差城市 to the form: 王五 still reads the running instance with its own fields, and a new
// application has the new field.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/signInAs.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

const WORKFLOW = '差旅报销';

const message = (page: Page) => page.locator('.MuiSnackbar-root').getByRole('alert');
const designField = (page: Page, label: string) =>
  page.getByTestId('design-field').filter({ hasText: label });
const flowNode = (page: Page, name: string) =>
  page.locator(`[data-testid="flow-node"][data-name="${name}"]`);
const flowBranch = (page: Page, name: string) =>
  page.locator(`[data-testid="flow-branch"][data-name="${name}"]`);
const addAfter = (page: Page, key: string) =>
  page.locator(`button[aria-label="添加节点"][data-after="${key}"]`);
const approvalField = (page: Page, label: string) =>
  page.getByTestId('approval-field').filter({ hasText: label });
const row = (page: Page, instanceId: string) =>
  page.locator(`[data-testid="approval-row"][data-instance="${instanceId}"]`);

/** Day 15 of the current month as the date picker names it (`yyyy-MM-dd`). */
function midMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
}

/**
 * 张三 starts 差旅报销 on the start page; answers the new instance's id (from 我的申请). With
 * `tryWithoutDate`, a first submit without the required 出发日期 is refused in place.
 */
async function startExpense(
  page: Page,
  amount: string,
  note: string,
  { city, tryWithoutDate = false }: { city?: string; tryWithoutDate?: boolean } = {},
): Promise<string> {
  await page.goto('/frame/approval-category');
  await page.getByTestId('approval-category').getByText(WORKFLOW, { exact: true }).click();
  await expect(page.getByTestId('approval-applicant')).toHaveText('张三');
  await approvalField(page, '报销金额').locator('input').fill(amount);
  await approvalField(page, '内部备注').locator('input').fill(note);
  if (city !== undefined) await approvalField(page, '出差城市').locator('input').fill(city);
  if (tryWithoutDate) {
    await page.getByTestId('approval-submit').click();
    // spec 2 §5: a required date left empty.
    await expect(approvalField(page, '出发日期')).toContainText('请选择日期');
    await expect(page).toHaveURL(/\/frame\/approval-category/);
  }
  // The widget kit's date picker (the approval form's date field).
  await approvalField(page, '出发日期').locator('input').click();
  const picker = page.getByTestId('date-picker');
  await picker.locator(`[data-testid="date-cell"][data-date="${midMonth()}"]`).first().click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(approvalField(page, '出发日期').locator('input')).toHaveValue(midMonth());
  await page.getByTestId('approval-submit').click();
  await expect(message(page)).toHaveText('提交成功');
  await expect(page).toHaveURL(/\/frame\/approval-list\?type=apply/);
  const mine = page.getByTestId('approval-row').filter({ hasText: WORKFLOW }).first();
  await expect(mine).toContainText('审批中');
  return String(await mine.getAttribute('data-instance'));
}

test.describe('a workflow drawn from nothing, published and run', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 960 } });

  test('差旅报销: form, flow with a branch on the amount, two instances, the right approvers', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // The administrator creates the workflow in the workflow list.
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    await page.goto('/workflow-admin');
    await page.getByRole('button', { name: '新建流程' }).click();
    const dialog = page.getByTestId('workflow-dialog');
    await dialog.getByLabel('流程名称').fill(WORKFLOW);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    const listed = page.getByTestId('workflow-row').filter({ hasText: WORKFLOW });
    await expect(listed).toContainText('未发布');
    const formHref = await listed.getByRole('link', { name: '表单设计' }).getAttribute('href');
    const workFlowId = String(formHref).split('/').pop()!;

    // Its form: a required money field and a note.
    await listed.getByRole('link', { name: '表单设计' }).click();
    await expect(page).toHaveURL(new RegExp(`/form-design/${workFlowId}$`));
    const palette = page.getByTestId('field-palette');
    const properties = page.getByTestId('field-properties');
    await palette.getByText('金额', { exact: true }).click();
    await properties.getByLabel('标题').fill('报销金额');
    await properties.getByLabel('必填').check();
    await palette.getByText('单行文本', { exact: true }).click();
    await properties.getByLabel('标题').fill('内部备注');
    await palette.getByText('日期', { exact: true }).click();
    await properties.getByLabel('标题').fill('出发日期');
    await properties.getByLabel('必填').check();
    await expect(designField(page, '出发日期')).toContainText('*出发日期');
    await expect(designField(page, '报销金额')).toContainText('*报销金额');
    await expect(designField(page, '内部备注')).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(message(page)).toHaveText('表单已保存');
    await page.screenshot({ path: 'e2e-artifacts/form-design-story.png' });

    // Its flow: an empty workflow starts as 申请人 → 结束.
    await page.goto(`/flow-design/${workFlowId}`);
    await expect(page.getByTestId('flow-name')).toHaveText(WORKFLOW);
    await expect(flowNode(page, '申请人')).toBeVisible();
    await expect(page.getByTestId('flow-end')).toHaveText('结束');
    const start = String(await flowNode(page, '申请人').getAttribute('data-key'));

    // 李四 approves first and must not see 内部备注.
    await addAfter(page, start).click();
    await page.getByRole('menuitem', { name: '审批人' }).click();
    const settings = page.getByTestId('flow-node-settings');
    await settings.getByLabel('节点名称').fill('主管审批');
    await settings.getByRole('combobox', { name: '审批人' }).fill('李四');
    await page.getByRole('option', { name: '李四' }).click();
    await settings.getByLabel('内部备注隐藏').check();
    await settings.getByRole('button', { name: '关闭' }).click();
    await expect(flowNode(page, '主管审批')).toContainText('李四');

    // Then a condition branch: 报销金额 大于 1000 goes to 王五; otherwise the flow ends.
    const first = String(await flowNode(page, '主管审批').getAttribute('data-key'));
    await addAfter(page, first).click();
    await page.getByRole('menuitem', { name: '条件分支' }).click();
    await flowBranch(page, '条件1').click();
    await settings.getByRole('button', { name: '添加条件' }).click();
    const condition = settings.getByTestId('condition-row');
    await condition.getByRole('combobox', { name: '字段' }).click();
    await page.getByRole('option', { name: '报销金额' }).click();
    await condition.getByRole('combobox', { name: '比较' }).click();
    await page.getByRole('option', { name: '大于', exact: true }).click();
    await condition.getByLabel('值').fill('1000');
    await settings.getByRole('button', { name: '关闭' }).click();
    await expect(flowBranch(page, '条件1')).toContainText('报销金额 大于 1000');
    const branch = String(await flowBranch(page, '条件1').getAttribute('data-key'));
    await addAfter(page, branch).click();
    await page.getByRole('menuitem', { name: '审批人' }).click();
    await settings.getByLabel('节点名称').fill('财务审批');
    await settings.getByRole('combobox', { name: '审批人' }).fill('王五');
    await page.getByRole('option', { name: '王五' }).click();
    await settings.getByRole('button', { name: '关闭' }).click();
    // Over 1000 the 审批人 role is copied in (a role picked from the app's roles).
    const finance = String(await flowNode(page, '财务审批').getAttribute('data-key'));
    await addAfter(page, finance).click();
    await page.getByRole('menuitem', { name: '抄送人' }).click();
    await settings.getByLabel('角色', { exact: true }).check();
    await settings.getByRole('combobox', { name: '角色' }).click();
    await page.getByRole('option', { name: '审批人' }).click();
    await page.screenshot({ path: 'e2e-artifacts/flow-design-story-role.png' });
    await settings.getByRole('button', { name: '关闭' }).click();
    await expect(flowNode(page, '抄送人')).toContainText('角色：审批人');
    await expect(page.locator('[data-invalid="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: '发布' }).click();
    await expect(message(page)).toContainText('流程已发布');
    await page.screenshot({ path: 'e2e-artifacts/flow-design-story.png' });

    // 张三 starts it under and over the threshold.
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    const small = await startExpense(page, '500', '客户招待，预算内', { tryWithoutDate: true });
    const large = await startExpense(page, '5000', '含头等舱升级');
    expect(small).not.toBe(large);

    // 李四 has both; his step hides 内部备注.
    await signInAs(context, baseURL!, await signInUser(demoUser('approver1').phone));
    for (const instanceId of [small, large]) {
      await page.goto('/frame/approval-list?type=todo');
      await expect(row(page, instanceId)).toContainText('主管审批');
      await row(page, instanceId).click();
      await expect(page.getByTestId('approval-form')).toContainText('报销金额');
      await expect(page.getByTestId('approval-form')).not.toContainText('内部备注');
      await expect(page.getByTestId('approval-form')).not.toContainText('预算内');
      await expect(page.getByTestId('approval-form')).not.toContainText('头等舱');
      if (instanceId === large) {
        await page.screenshot({ path: 'e2e-artifacts/workflow-story-first-approver.png' });
      }
      await page.getByTestId('action-PASS').click();
      await expect(message(page)).toHaveText('审批成功!');
    }

    // Only the instance over 1000 reaches 王五, who sees the note.
    await signInAs(context, baseURL!, await signInUser(demoUser('approver2').phone));
    await page.goto('/frame/approval-list?type=todo');
    await expect(row(page, large)).toContainText('财务审批');
    await expect(row(page, small)).toHaveCount(0);
    await row(page, large).click();
    await expect(page.getByTestId('approval-form')).toContainText('5000');
    await expect(page.getByTestId('approval-form')).toContainText('含头等舱升级');
    await page.screenshot({ path: 'e2e-artifacts/workflow-story-second-approver.png' });

    // 张三's applications: under 1000 approved, over 1000 waiting for 王五.
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await page.goto('/frame/approval-list?type=apply');
    await expect(row(page, small)).toContainText('已通过');
    await expect(row(page, large)).toContainText('审批中');
    await expect(row(page, large)).toContainText('王五');

    // The administrator adds 出差城市 to the form; the running instance keeps its form version.
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    await page.goto(`/form-design/${workFlowId}`);
    await expect(designField(page, '报销金额')).toBeVisible();
    await palette.getByText('单行文本', { exact: true }).click();
    await properties.getByLabel('标题').fill('出差城市');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(message(page)).toHaveText('表单已保存');

    await signInAs(context, baseURL!, await signInUser(demoUser('approver2').phone));
    await page.goto('/frame/approval-list?type=todo');
    await row(page, large).click();
    await expect(page.getByTestId('approval-form')).toContainText('报销金额');
    await expect(page.getByTestId('approval-form')).toContainText('5000');
    await expect(page.getByTestId('approval-form')).not.toContainText('出差城市');

    // A new application is made and read with the new field.
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    const later = await startExpense(page, '300', '打车费', { city: '上海' });
    await signInAs(context, baseURL!, await signInUser(demoUser('approver1').phone));
    await page.goto('/frame/approval-list?type=todo');
    await row(page, later).click();
    await expect(page.getByTestId('approval-form')).toContainText('出差城市');
    await expect(page.getByTestId('approval-form')).toContainText('上海');
    await page.screenshot({ path: 'e2e-artifacts/workflow-story-new-form-version.png' });
  });
});
