// The workflow designer (issue 26) against the real server: the administrator opens the seeded
// 请假申请 flow, adds an approver after 人事审批 and a condition branch after 部门主管审批, sees the
// checks on the incomplete nodes, completes them (a member picked from the organisation, a
// condition over the form's 请假天数), publishes, and after a reload the tree is kept. A member
// without the workflow-design operation gets the server's refusal. The seeded flow is put back
// afterwards (the other files of the shard start the leave request).
import { expect, test, type Page } from '@playwright/test';
import { WORKFLOW_DESIGN_PATHS } from '@tessera/protocol';
import { DEMO, DEMO_WORKFLOWS } from '@tessera/server/demo';
import { signInAs } from './pages/signInAs.js';
import { callServer, demoUser, signInUser } from './server/workflowUsers.js';

const flowNode = (page: Page, name: string) =>
  page.locator(`[data-testid="flow-node"][data-name="${name}"]`);
const flowBranch = (page: Page, name: string) =>
  page.locator(`[data-testid="flow-branch"][data-name="${name}"]`);
const addAfter = (page: Page, key: string) =>
  page.locator(`button[aria-label="添加节点"][data-after="${key}"]`);

const workFlowId = DEMO_WORKFLOWS.leaveRequest.id;
const steps = DEMO_WORKFLOWS.leaveRequest.steps;
let original: unknown = null;
let adminToken = '';

test.describe('flow designer', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 960 } });

  test.beforeAll(async () => {
    adminToken = (await signInUser(demoUser('admin').phone)).accessToken;
    const answer = await callServer(
      'GET',
      WORKFLOW_DESIGN_PATHS.config.build({ appId: DEMO.appId, id: workFlowId }),
      { accessToken: adminToken },
    );
    original = (answer.data as { jsonDetail: unknown }).jsonDetail;
  });

  test.afterAll(async () => {
    if (!original) return;
    await callServer('POST', WORKFLOW_DESIGN_PATHS.saveConfig.build({ appId: DEMO.appId }), {
      accessToken: adminToken,
      body: { id: workFlowId, jsonDetail: original },
    });
  });

  test('adds an approver and a condition branch to 请假申请, publishes, and keeps them', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    await page.goto(`/flow-design/${workFlowId}`);
    await expect(page.getByTestId('flow-name')).toHaveText('请假申请');
    await expect(flowNode(page, '申请人')).toContainText('所有人');
    await expect(flowNode(page, '部门主管审批')).toContainText('直接主管');
    await expect(flowNode(page, '人事审批')).toContainText('李四、王五（或签）');
    await expect(page.getByTestId('flow-end')).toHaveText('结束');
    await page.screenshot({ path: 'e2e-artifacts/flow-design-seeded.png' });

    // An approver after 人事审批: the drawer opens on it; the node shows its check at once.
    await addAfter(page, steps.hr).click();
    await page.getByRole('menuitem', { name: '审批人' }).click();
    const settings = page.getByTestId('flow-node-settings');
    await expect(settings).toBeVisible();
    await settings.getByLabel('节点名称').fill('总经理审批');
    const added = flowNode(page, '总经理审批');
    await expect(added).toHaveAttribute('data-invalid', 'true');
    await expect(added).toContainText('审批节点「总经理审批」未设置审批人');
    await settings.getByRole('button', { name: '关闭' }).click();
    await expect(settings).toBeHidden();

    // A condition branch after 部门主管审批: 条件1 has no condition yet.
    await addAfter(page, steps.supervisor).click();
    await page.getByRole('menuitem', { name: '条件分支' }).click();
    await expect(flowBranch(page, '条件1')).toContainText('分支「条件1」未设置条件');
    await expect(flowBranch(page, '其他情况')).toContainText('其他条件进入此流程');
    await expect(page.getByTestId('flow-problem-count')).toHaveText('2 处待完善');

    // Publishing is refused while nodes are incomplete: the checks stay on the nodes.
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.locator('.MuiSnackbar-root').getByRole('alert')).toContainText(
      '还有 2 处需要完善，请先修改标红的节点',
    );
    await page.screenshot({ path: 'e2e-artifacts/flow-design-checks.png' });

    // Undo and redo the branch.
    await page.getByRole('button', { name: '撤销' }).click();
    await expect(page.getByTestId('flow-route')).toHaveCount(0);
    await page.getByRole('button', { name: '重做' }).click();
    await expect(page.getByTestId('flow-route')).toHaveCount(1);

    // Complete the approver: 李四 from the organisation's members, 或签, 请假天数 editable.
    await added.click();
    await settings.getByRole('combobox', { name: '审批人' }).fill('李四');
    await page.getByRole('option', { name: '李四' }).click();
    await settings.getByLabel('或签（一名审批人同意或拒绝即可）').check();
    await settings.getByLabel('请假天数可编辑').check();
    await settings.getByLabel('请假事由隐藏').check();
    await expect(settings.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: 'e2e-artifacts/flow-design-approver.png' });
    await settings.getByRole('button', { name: '关闭' }).click();
    await expect(added).not.toHaveAttribute('data-invalid', 'true');
    await expect(added).toContainText('李四');

    // Complete the branch: 请假天数 大于 3.
    await flowBranch(page, '条件1').click();
    await settings.getByRole('button', { name: '添加条件' }).click();
    const row = settings.getByTestId('condition-row');
    await row.getByRole('combobox', { name: '字段' }).click();
    await page.getByRole('option', { name: '请假天数' }).click();
    await row.getByRole('combobox', { name: '比较' }).click();
    await page.getByRole('option', { name: '大于', exact: true }).click();
    await row.getByLabel('值').fill('3');
    await page.screenshot({ path: 'e2e-artifacts/flow-design-condition.png' });
    await settings.getByRole('button', { name: '关闭' }).click();
    await expect(flowBranch(page, '条件1')).toContainText('请假天数 大于 3');
    await expect(page.getByTestId('flow-problem-count')).toHaveCount(0);

    // A third branch goes before the default; ‹ moves it to the first priority, a drag moves it
    // back; then it goes.
    await page.getByRole('button', { name: '添加条件' }).click();
    const third = flowBranch(page, '条件2');
    await expect(third).toContainText('优先级2');
    await third.hover();
    await third.getByRole('button', { name: '左移' }).click();
    await expect(third).toContainText('优先级1');
    await expect(flowBranch(page, '条件1')).toContainText('优先级2');
    // Dragged onto 条件2, 条件1 takes its priority back.
    await flowBranch(page, '条件1').dragTo(third);
    await expect(flowBranch(page, '条件1')).toContainText('优先级1');
    await expect(third).toContainText('优先级2');
    await page.screenshot({ path: 'e2e-artifacts/flow-design-branches.png' });
    await third.hover();
    await third.getByRole('button', { name: '删除分支' }).click();
    await expect(third).toHaveCount(0);
    await expect(flowBranch(page, '条件1')).toContainText('优先级1');

    // A second approver inside the branch, then zoom out to see the whole tree.
    await addAfter(
      page,
      await flowBranch(page, '条件1').getAttribute('data-key').then(String),
    ).click();
    await page.getByRole('menuitem', { name: '审批人' }).click();
    await settings.getByLabel('部门主管').check();
    await settings.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('button', { name: '缩小' }).click();
    await expect(page.getByTestId('flow-zoom')).toHaveText('90%');

    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.locator('.MuiSnackbar-root').getByRole('alert')).toContainText('流程已发布');
    await expect(page.getByTestId('flow-version')).toContainText('已发布');
    await page.screenshot({ path: 'e2e-artifacts/flow-design-published.png' });

    // Kept after a reload.
    await page.reload();
    await expect(flowNode(page, '总经理审批')).toContainText('李四');
    await expect(flowBranch(page, '条件1')).toContainText('请假天数 大于 3');
    await expect(page.getByTestId('flow-route')).toHaveCount(1);
    await expect(page.locator('[data-invalid="true"]')).toHaveCount(0);
    await page.screenshot({ path: 'e2e-artifacts/flow-design-reloaded.png' });
  });

  test('a member without the workflow-design operation gets the server refusal', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await page.goto(`/flow-design/${workFlowId}`);
    // The client's 403 rule shows the access-denied page (spec 2 §2.12) with the server's refusal.
    await expect(page.getByText('您没有访问权限！').first()).toBeVisible();
    await expect(page.getByTestId('flow-canvas')).toHaveCount(0);
    await page.screenshot({ path: 'e2e-artifacts/flow-design-denied.png' });
  });
});
