import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  expectAnswer,
  startTestServer,
} from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { WORKFLOW_PATHS } from '@tessera/protocol';
import type { ApprovalFieldData, FormAnswer, WorkflowChooserItem } from '@tessera/protocol';
import {
  addFormData,
  addSign,
  backTask,
  batchCompleteTask,
  cancelInstance,
  carbonCopy,
  completeTask,
  getAddSignConf,
  getBackTargets,
  getDepartsByUserId,
  getExecutionList,
  getFlowInsInfo,
  getFlowStepOperatorList,
  getFormDataInfo,
  getFormDataList,
  getFormInfo,
  getMyApplyList,
  getMyCcList,
  getMyDoneList,
  getMyTodoInfo,
  getMyTodoList,
  getTaskDetail,
  getWorkflowById,
  getWorkflowCategoriesPro,
  hastenInstance,
  isFlowRequireDepartment,
  queryAssigneeList,
  readCc,
  resubmitInstance,
  startInstance,
  transferTask,
  triggerOfPage,
  withdrawInstance,
} from '../index.js';
import { rejection } from './rejection.js';

// The workflow and form calls against the real server on loopback (PGlite; PostgreSQL too with
// DATABASE_URL), as the demo users: the seeded leave request (部门主管审批 李四 → 人事审批 或签
// 李四/王五 → 抄送 管理员).

const app = { appId: DEMO.appId, subAppId: DEMO.mobileSubAppId };
const user = (key: string) => DEMO_USERS.find((each) => each.key === key)!;

describe('workflow and form calls against the reference server (spec 2 §7.2, §7.4)', () => {
  let server: TestServer;
  const shown: string[] = [];
  const clients: Record<string, RequestClient> = {};
  let leave: WorkflowChooserItem;
  let form: FormAnswer;

  async function clientOf(key: string): Promise<RequestClient> {
    const { phone, password } = user(key);
    const { accessToken } = await server.signIn({ phone, password });
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: {
        info: (t) => void shown.push(t),
        error: (t) => void shown.push(t),
        warning: (t) => void shown.push(t),
      },
    });
  }
  const as = (key: string) => clients[key]!;

  const fields = (reason: string): ApprovalFieldData[] =>
    form.fields.map((field) => ({
      FieldType: field.type,
      FieldName: field.name,
      FieldAlias: field.alias ?? field.label,
      FieldUuid: field.uuid,
      FieldValue: {
        leaveType: '事假',
        startDate: '2026-12-01',
        endDate: '2026-12-02',
        days: 2,
        reason,
      }[field.name],
    }));

  const valuesOf = (reason: string) =>
    Object.fromEntries(fields(reason).map((f) => [f.FieldName, f.FieldValue]));

  async function apply(reason: string): Promise<string> {
    const zhang = user('applicant');
    const departments = await getDepartsByUserId(
      as('applicant'),
      { accountUrl: '' },
      app,
      zhang.id,
    );
    const stored = await addFormData(as('applicant'), app, {
      formId: form.id,
      jsonData: valuesOf(reason),
      createdby: zhang.id,
      CreatedName: zhang.nickName,
    });
    const answer = await startInstance(as('applicant'), app, {
      workFlowId: leave.id,
      userId: zhang.id,
      userName: zhang.nickName,
      departmentId: departments[0]!.id,
      formDataId: stored.id,
      fieldDataList: fields(reason),
    });
    expectAnswer(WORKFLOW_PATHS.startInstance, answer);
    expect(answer).toMatchObject({ isSuccess: true, processStatus: 'running' });
    return answer.workflowInstanceId;
  }

  async function todoOf(key: string, instanceId: string) {
    const page = await getMyTodoList(as(key), app);
    return page.items.find((item) => item.workflowInstanceId === instanceId);
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    for (const key of ['admin', 'applicant', 'approver1', 'approver2'])
      clients[key] = await clientOf(key);
    const categories = await getWorkflowCategoriesPro(as('applicant'), app);
    leave = categories.flatMap((c) => c.workflows ?? []).find((w) => w.displayName === '请假申请')!;
    form = await getFormInfo(as('applicant'), app, leave.formId!);
  });
  afterAll(() => server?.close());

  it('reads the start page: categories, workflow, department rule, form, departments', async () => {
    expect(leave).toMatchObject({ requireDepartment: true });
    const workflow = await getWorkflowById(as('applicant'), app, leave.id);
    expect(workflow).toMatchObject({ id: leave.id, displayName: '请假申请', formId: form.id });
    expect(await isFlowRequireDepartment(as('applicant'), app, leave.id)).toBe(true);
    expect(form.fields.map((f) => f.label)).toEqual([
      '请假类型',
      '开始日期',
      '结束日期',
      '请假天数',
      '请假事由',
    ]);
    const departments = await getDepartsByUserId(
      as('applicant'),
      { accountUrl: '' },
      app,
      user('applicant').id,
    );
    expect(departments.map((d) => d.label)).toEqual(['前端组']);
    expect(await getFlowStepOperatorList(as('applicant'), app, leave.id)).not.toHaveLength(0);
    const missing = await rejection(
      getWorkflowById(as('applicant'), app, '00000000-0000-4000-8000-000000000099'),
    );
    expect(missing.kind).toBe('envelope');
  });

  it('stores form data and reads it back, updated under its id', async () => {
    const zhang = user('applicant');
    const stored = await addFormData(as('applicant'), app, {
      formId: form.id,
      jsonData: valuesOf('初稿，待补充'),
      createdby: zhang.id,
      CreatedName: zhang.nickName,
    });
    expect((await getFormDataInfo(as('applicant'), app, stored.id)).jsonData).toMatchObject({
      reason: '初稿，待补充',
    });
    await addFormData(as('applicant'), app, {
      id: stored.id,
      formId: form.id,
      jsonData: valuesOf('定稿'),
    });
    expect((await getFormDataInfo(as('applicant'), app, stored.id)).jsonData).toMatchObject({
      reason: '定稿',
    });
    const list = await getFormDataList(as('applicant'), app, {
      createdby: zhang.id,
      formId: form.id,
    });
    expect(list.items.map((item) => item.id)).toContain(stored.id);
  });

  it('runs an application through approve, back, transfer, add sign and 或签 to approved', async () => {
    const id = await apply('家中有事');
    expect((await getMyApplyList(as('applicant'), app)).items[0]).toMatchObject({
      workflowInstanceId: id,
      processStatus: 'running',
      currentStepNames: ['部门主管审批'],
      currentApproverNames: ['李四'],
    });

    // 李四: a rejection needs a comment and changes nothing; then PASS.
    const first = (await todoOf('approver1', id))!;
    expect(first).toMatchObject({ stepName: '部门主管审批', applicantName: '张三' });
    const detail = await getTaskDetail(as('approver1'), app, id);
    expect(detail.stepOperationList).toEqual(expect.arrayContaining(['PASS', 'NOT_PASS', 'BACK']));
    expect(
      await getMyTodoInfo(as('approver1'), app, {
        userId: user('approver1').id,
        taskId: first.taskId,
      }),
    ).toMatchObject({ taskId: first.taskId });
    expect((await getFlowInsInfo(as('approver1'), app, { insid: id })).workflowInstanceId).toBe(id);
    await rejection(completeTask(as('approver1'), app, { taskId: first.taskId, isPass: false }));
    expect(await todoOf('approver1', id)).toMatchObject({ taskId: first.taskId });
    expectAnswer(
      WORKFLOW_PATHS.completeTask,
      await completeTask(as('approver1'), app, {
        taskId: first.taskId,
        isPass: true,
        approvalComments: '同意',
      }),
    );

    // 王五 at 人事审批: back to 部门主管审批.
    const hr = (await todoOf('approver2', id))!;
    expect(hr.stepName).toBe('人事审批');
    const targets = await getBackTargets(as('approver2'), app, {
      flowInstanceId: id,
      taskId: hr.taskId,
    });
    expectAnswer(WORKFLOW_PATHS.hisSteps, targets);
    const supervisor = targets.find((t) => t.stepName === '部门主管审批')!;
    expectAnswer(
      WORKFLOW_PATHS.back,
      await backTask(as('approver2'), app, { taskId: hr.taskId, stepUuid: supervisor.stepUuid }),
    );

    // 李四 transfers to 王五; 王五 approves adding 李四 after him; 李四 approves.
    const again = (await todoOf('approver1', id))!;
    const candidates = await queryAssigneeList(as('approver1'), app, {
      taskId: again.taskId,
      keyWord: '王',
    });
    expectAnswer(WORKFLOW_PATHS.queryAssigneeList, candidates);
    expect(candidates.map((c) => c.userName)).toContain('王五');
    expectAnswer(
      WORKFLOW_PATHS.transfer,
      await transferTask(as('approver1'), app, {
        taskId: again.taskId,
        userId: user('approver2').id,
      }),
    );
    const transferred = (await todoOf('approver2', id))!;
    const conf = await getAddSignConf(as('approver2'), app, {
      flowInstanceId: id,
      stepUuid: (await getTaskDetail(as('approver2'), app, id)).stepUuid!,
    });
    expectAnswer(WORKFLOW_PATHS.addSignConf, conf);
    expect(conf.allowed).toBe(true);
    expectAnswer(
      WORKFLOW_PATHS.addSign,
      await addSign(as('approver2'), app, {
        taskId: transferred.taskId,
        position: 'after',
        userIds: [user('approver1').id],
      }),
    );
    const signed = (await todoOf('approver1', id))!;
    expectAnswer(
      WORKFLOW_PATHS.batchCompleteTask,
      await batchCompleteTask(as('approver1'), app, [{ taskId: signed.taskId, isPass: true }]),
    );

    // 人事审批 (或签): 王五 decides; then 李四's task there is gone.
    const last = (await todoOf('approver2', id))!;
    expect(last.stepName).toBe('人事审批');
    expectAnswer(
      WORKFLOW_PATHS.completeTask,
      await completeTask(as('approver2'), app, { taskId: last.taskId, isPass: true }),
    );
    expect(await todoOf('approver1', id)).toBeUndefined();
    expect((await getTaskDetail(as('applicant'), app, id)).processStatus).toBe('approved');
    expect(
      (await getMyApplyList(as('applicant'), app, { processStatus: 'approved' })).items.map(
        (i) => i.workflowInstanceId,
      ),
    ).toContain(id);
    expect(
      (await getMyApplyList(as('applicant'), app, { processStatus: 'running' })).items.map(
        (i) => i.workflowInstanceId,
      ),
    ).not.toContain(id);
    expect(
      (await getMyDoneList(as('approver1'), app)).items.find((i) => i.workflowInstanceId === id),
    ).toMatchObject({ processStatus: 'approved' });

    const timeline = await getExecutionList(as('applicant'), app, id);
    expect(timeline.map((r) => [r.appUserName, r.approvalType])).toEqual([
      ['张三', 'APPLY'],
      ['李四', 'PASS'],
      ['王五', 'BACK'],
      ['李四', 'TRANSFER'],
      ['王五', 'ADD_SIGN'],
      ['李四', 'PASS'],
      ['王五', 'PASS'],
    ]);

    // 管理员's copy: unread, then read.
    const cc = (await getMyCcList(as('admin'), app)).items.find(
      (i) => i.workflowInstanceId === id,
    )!;
    expect(cc).toMatchObject({ read: false, processStatus: 'approved' });
    expectAnswer(WORKFLOW_PATHS.readCc, await readCc(as('admin'), app, id));
    expect(
      (await getMyCcList(as('admin'), app, { read: false })).items.map((i) => i.workflowInstanceId),
    ).not.toContain(id);
  });

  it('lets the applicant urge, withdraw and cancel, and resubmit after a return', async () => {
    const withdrawn = await apply('撤回用');
    expectAnswer(WORKFLOW_PATHS.hasten, await hastenInstance(as('applicant'), app, withdrawn));
    expect((await todoOf('approver1', withdrawn))!.urged).toBe(true);
    expectAnswer(
      WORKFLOW_PATHS.withdraw,
      await withdrawInstance(as('applicant'), app, { flowInstanceId: withdrawn }),
    );
    expect((await getTaskDetail(as('applicant'), app, withdrawn)).processStatus).toBe('withdrawn');
    expect(await todoOf('approver1', withdrawn)).toBeUndefined();
    // A finished instance refuses everything, and the refusal changes nothing.
    await rejection(cancelInstance(as('applicant'), app, { flowInstanceId: withdrawn }));
    expect((await getTaskDetail(as('applicant'), app, withdrawn)).processStatus).toBe('withdrawn');

    const returned = await apply('退回申请人');
    const task = (await todoOf('approver1', returned))!;
    const start = (
      await getBackTargets(as('approver1'), app, { flowInstanceId: returned, taskId: task.taskId })
    ).find((t) => t.isStart)!;
    expectAnswer(
      WORKFLOW_PATHS.back,
      await backTask(as('approver1'), app, {
        taskId: task.taskId,
        stepUuid: start.stepUuid,
        approvalComments: '请补充',
      }),
    );
    expect((await getTaskDetail(as('applicant'), app, returned)).processStatus).toBe('returned');
    expectAnswer(
      WORKFLOW_PATHS.resubmit,
      await resubmitInstance(as('applicant'), app, {
        flowInstanceId: returned,
        fieldDataList: fields('已补充'),
      }),
    );
    expect((await getTaskDetail(as('applicant'), app, returned)).processStatus).toBe('running');
    // Only the current assignee acts: 王五 cannot complete 李四's task.
    const again = (await todoOf('approver1', returned))!;
    await rejection(completeTask(as('approver2'), app, { taskId: again.taskId, isPass: true }));
    expectAnswer(
      WORKFLOW_PATHS.carbonCopy,
      await carbonCopy(as('approver1'), app, {
        taskId: again.taskId,
        userIds: [user('approver2').id],
      }),
    );
    expect(
      (await getMyCcList(as('approver2'), app)).items.map((i) => i.workflowInstanceId),
    ).toContain(returned);
    expectAnswer(
      WORKFLOW_PATHS.cancel,
      await cancelInstance(as('applicant'), app, { flowInstanceId: returned }),
    );
    expect((await getTaskDetail(as('applicant'), app, returned)).processStatus).toBe('cancelled');
  });

  it('starts a workflow through a page trigger; a page without one is refused', async () => {
    const answer = await triggerOfPage(as('applicant'), DEMO.pages.pcHome, {
      workFlowId: leave.id,
      fieldDataList: fields('页面触发'),
    });
    expect(answer).toMatchObject({ isSuccess: true, processStatus: 'running' });
    const id = answer.workflowInstanceId;
    // 张三 applied (his supervisor 李四 has the task) with the page's fields.
    expect(await todoOf('approver1', id)).toMatchObject({
      applicantName: '张三',
      stepName: '部门主管审批',
    });
    expect((await getTaskDetail(as('applicant'), app, id)).fieldDataList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ FieldName: 'reason', FieldValue: '页面触发' }),
      ]),
    );

    // The seeded app settings name no workflow: nothing starts.
    const before = (await getMyApplyList(as('applicant'), app)).total;
    const refused = await rejection(
      triggerOfPage(as('applicant'), DEMO.pages.pcHome, { fieldDataList: fields('无流程') }),
    );
    expect(refused.message).toBe('未获取到审批流程！');
    expect((await getMyApplyList(as('applicant'), app)).total).toBe(before);
  });
});
