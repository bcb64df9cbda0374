import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORKFLOW_PATHS as P,
  type InstanceListAnswer,
  type TodoListAnswer,
} from '@tessera/protocol';
import { WORKFLOW_MESSAGES as M } from '@tessera/workflow';
import { startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import {
  app$,
  appId$,
  complete,
  detailOf,
  leaveFields,
  leaveFlow,
  pendingTaskOf,
  people,
  start$,
  publishWorkflow,
  startAs,
  url,
  type People,
  type Person,
} from './__tests__/workflowSupport.js';

describe.each(TEST_DATABASES)(
  'workflow runtime: start, complete, detail and lists on $name',
  (database) => {
    let app: FastifyInstance;
    let u: People;
    let workFlowId: string;
    beforeAll(async () => {
      app = await startServer(database);
      u = await people(app);
      workFlowId = await publishWorkflow(
        app,
        leaveFlow([u.approver2.ref, u.admin.ref], [u.zhou.ref]),
      );
    });
    afterAll(() => app?.close());

    const db = () => app.tessera.db;
    const todo = async (who: Person, query: Record<string, string> = {}) =>
      (await who.get<TodoListAnswer>(url(P.myTodoList.build(appId$, query)))).body.data!;
    const applied = async (who: Person, query: Record<string, string> = {}) =>
      (await who.get<InstanceListAnswer>(url(P.myApplyList.build(appId$, query)))).body.data!;
    const ccs = async (who: Person, query: Record<string, string> = {}) =>
      (await who.get<InstanceListAnswer>(url(P.myCcList.build(appId$, query)))).body.data!;
    const done = async (who: Person, query: Record<string, string> = {}) =>
      (await who.get<InstanceListAnswer>(url(P.myDoneList.build(appId$, query)))).body.data!;
    const ids = (list: { items: { workflowInstanceId: string }[] }) =>
      list.items.map((item) => item.workflowInstanceId);
    const actions = async (instanceId: string) =>
      db()
        .selectFrom('wf_actions')
        .select(['seq', 'kind'])
        .where('instance_id', '=', instanceId)
        .orderBy('seq')
        .execute();
    const tasks = async (instanceId: string) =>
      db()
        .selectFrom('wf_tasks')
        .select(['id', 'step_uuid', 'assignee_name', 'status'])
        .where('instance_id', '=', instanceId)
        .orderBy('id')
        .execute();

    it('start → the supervisor approves → 或签: the first decision decides → approved, CC row written; the lists follow each step', async () => {
      const id = await startAs(u.applicant, workFlowId);

      // Step 1: 李四 (supervisor of 前端组) holds the only pending task.
      const mine = await applied(u.applicant, { processStatus: 'running' });
      const row = mine.items.find((item) => item.workflowInstanceId === id)!;
      expect(row).toMatchObject({
        processStatus: 'running',
        applicantName: '张三',
        workflowName: '请假申请（测试）',
        currentStepNames: ['部门主管'],
        currentApproverNames: ['李四'],
      });
      const todo1 = await todo(u.approver1);
      expect(todo1.items.find((item) => item.workflowInstanceId === id)).toMatchObject({
        stepName: '部门主管',
        applicantName: '张三',
        workFlowId,
        urged: false,
      });
      expect(ids(await todo(u.approver2))).not.toContain(id);
      expect(ids(await done(u.approver1))).not.toContain(id);

      const bossTask = await pendingTaskOf(u.approver1, id);
      const passed = await complete(u.approver1, bossTask, true, '同意');
      expect(passed.body).toMatchObject({
        rspCd: '00000',
        data: { isSuccess: true, workflowInstanceId: id, processStatus: 'running' },
      });

      // Step 2: 或签 of 王五 and 管理员.
      expect(ids(await todo(u.approver1))).not.toContain(id);
      expect(
        (await done(u.approver1)).items.find((item) => item.workflowInstanceId === id),
      ).toMatchObject({
        myLastAction: 'PASS',
        processStatus: 'running',
      });
      expect(ids(await todo(u.approver2))).toContain(id);
      expect(ids(await todo(u.admin))).toContain(id);
      expect(
        (await applied(u.applicant)).items.find((item) => item.workflowInstanceId === id),
      ).toMatchObject({
        currentStepNames: ['复核'],
        currentApproverNames: expect.arrayContaining(['王五', '管理员']),
      });
      expect(ids(await ccs(u.zhou))).not.toContain(id);

      const adminTask = await pendingTaskOf(u.admin, id);
      const wangTask = await pendingTaskOf(u.approver2, id);
      const decided = await complete(u.approver2, wangTask, true);
      expect(decided.body.data?.processStatus).toBe('approved');

      // The other 或签 task was cancelled: acting on it is refused, nothing changes.
      const review = (await tasks(id)).filter((task) => task.step_uuid === 'review');
      expect(review.map((task) => [task.assignee_name, task.status]).sort()).toEqual([
        ['王五', 'passed'],
        ['管理员', 'cancelled'],
      ]);
      const late = await complete(u.admin, adminTask, true);
      expect(late.body.rspCd).toBe('40900');
      expect(await actions(id)).toHaveLength(3);
      expect(ids(await todo(u.admin))).not.toContain(id);

      // Finished: the instance row, the CC row, the lists and the timeline.
      const instance = await db()
        .selectFrom('wf_instances')
        .select(['process_status', 'version', 'finished_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(instance.process_status).toBe('approved');
      expect(instance.version).toBe(3);
      expect(instance.finished_at).not.toBeNull();
      const ccRows = await db()
        .selectFrom('wf_ccs')
        .select(['user_name', 'read_at'])
        .where('instance_id', '=', id)
        .execute();
      expect(ccRows).toEqual([{ user_name: '周八', read_at: null }]);
      expect(
        (await ccs(u.zhou, { read: 'false' })).items.find((item) => item.workflowInstanceId === id),
      ).toMatchObject({
        read: false,
        processStatus: 'approved',
      });
      expect(ids(await applied(u.applicant, { processStatus: 'approved' }))).toContain(id);
      expect(ids(await applied(u.applicant, { processStatus: 'running,returned' }))).not.toContain(
        id,
      );
      expect(
        (await done(u.approver2, { processStatus: 'approved' })).items.find(
          (item) => item.workflowInstanceId === id,
        ),
      ).toMatchObject({
        myLastAction: 'PASS',
      });
      expect(ids(await done(u.admin))).not.toContain(id);

      const detail = await detailOf(u.applicant, id);
      expect(detail).toMatchObject({
        processStatus: 'approved',
        applicantName: '张三',
        stepOperationList: [],
        applicantOperationList: [],
        currentSteps: [],
      });
      expect(
        detail.commentsList.map((r) => [
          r.approvalType,
          r.appUserName,
          r.isPass,
          r.approvalComments,
        ]),
      ).toEqual([
        ['APPLY', '张三', null, ''],
        ['PASS', '李四', true, '同意'],
        ['PASS', '王五', true, ''],
      ]);
      const notifications = await db()
        .selectFrom('wf_notifications')
        .select(['kind', 'user_id'])
        .where('instance_id', '=', id)
        .execute();
      expect(notifications).toEqual(
        expect.arrayContaining([
          { kind: 'todo', user_id: u.approver1.ref.userId },
          { kind: 'cc', user_id: u.zhou.ref.userId },
          { kind: 'result', user_id: u.applicant.ref.userId },
        ]),
      );
    });

    it('rejecting without a comment answers 请填写驳回意见！ and changes nothing; with one, the instance is rejected', async () => {
      const id = await startAs(u.applicant, workFlowId);
      const taskId = await pendingTaskOf(u.approver1, id);
      const refused = await complete(u.approver1, taskId, false, '   ');
      expect(refused.status).toBe(200);
      expect(refused.body).toEqual({ rspCd: '40000', rspInf: '请填写驳回意见！', data: null });
      expect(await actions(id)).toHaveLength(1);
      expect((await tasks(id)).find((task) => task.id === taskId)?.status).toBe('pending');

      const rejected = await complete(u.approver1, taskId, false, '时间冲突');
      expect(rejected.body.data?.processStatus).toBe('rejected');
      expect(ids(await applied(u.applicant, { processStatus: 'rejected' }))).toContain(id);
      expect(
        (await done(u.approver1)).items.find((item) => item.workflowInstanceId === id),
      ).toMatchObject({
        myLastAction: 'NOT_PASS',
        processStatus: 'rejected',
      });
      // A finished instance refuses everything (40900), nothing changes.
      const again = await complete(u.approver1, taskId, true);
      expect(again.body).toMatchObject({ rspCd: '40900', rspInf: M.finished });
      expect(await actions(id)).toHaveLength(2);
    });

    it('refuses the wrong user (403), anonymous callers (401), a disallowed operation (403), a disabled or unknown workflow', async () => {
      const id = await startAs(u.applicant, workFlowId);
      const taskId = await pendingTaskOf(u.approver1, id);
      const wrong = await complete(u.approver2, taskId, true);
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ rspCd: '40300', rspInf: M.notAssignee });
      const anonymous = await complete(u.anonymous, taskId, true);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.rspCd).toBe('30002');
      const anonymousRead = await u.anonymous.get(
        url(P.taskDetail.build(app$, { flowInstanceId: id })),
      );
      expect(anonymousRead.status).toBe(401);
      const anonymousList = await u.anonymous.get(url(P.myTodoList.build(appId$)));
      expect(anonymousList.status).toBe(401);
      // appUserId, when sent, must be the caller.
      const impersonated = await u.approver1.post(url(P.formCompleteTask.build(appId$)), {
        taskId,
        isPass: true,
        appUserId: u.approver2.ref.userId,
      });
      expect(impersonated.status).toBe(403);
      // The applicant starts as themself only.
      const forOther = await u.approver1.post(url(P.startInstance.build(start$)), {
        workFlowId,
        userId: u.applicant.ref.userId,
        userName: '张三',
        fieldDataList: leaveFields(),
      });
      expect(forOther.status).toBe(403);
      expect(forOther.body.rspInf).toBe(M.startAsSelfOnly);
      expect(await actions(id)).toHaveLength(1);

      // A step allowing only PASS refuses a rejection with 403.
      const passOnly = await publishWorkflow(app, {
        key: 'start',
        type: 'start',
        name: '申请人',
        next: {
          key: 'only',
          type: 'approver',
          name: '只能同意',
          operations: ['PASS'],
          assignee: { kind: 'users', users: [u.approver2.ref] },
          next: { key: 'end', type: 'end', name: '结束' },
        },
      });
      const second = await startAs(u.applicant, passOnly);
      const onlyTask = await pendingTaskOf(u.approver2, second);
      expect((await detailOf(u.approver2, second)).stepOperationList).toEqual(['PASS']);
      const disallowed = await complete(u.approver2, onlyTask, false, '不行');
      expect(disallowed.status).toBe(403);
      expect(disallowed.body).toMatchObject({ rspCd: '40300', rspInf: M.operationNotAllowed });

      // Disabled: no new start (40900); unknown: 40400; a bad processStatus filter: 40000.
      const disabled = await publishWorkflow(app, leaveFlow([u.approver2.ref], [u.zhou.ref]), {
        enabled: false,
      });
      const disabledStart = await u.applicant.post(url(P.formStartInstance.build(appId$)), {
        workFlowId: disabled,
        userId: u.applicant.ref.userId,
        userName: '张三',
        fieldDataList: leaveFields(),
      });
      expect(disabledStart.body).toMatchObject({ rspCd: '40900', rspInf: M.workflowDisabled });
      const unknown = await u.applicant.post(url(P.startInstance.build(start$)), {
        workFlowId: '00000000-0000-4000-8000-000000000000',
        userId: u.applicant.ref.userId,
        userName: '张三',
        fieldDataList: [],
      });
      expect(unknown.body.rspCd).toBe('40400');
      const badFilter = await u.applicant.get(
        url(P.myApplyList.build(appId$, { processStatus: 'running,done' })),
      );
      expect(badFilter.body.rspCd).toBe('40000');
    });

    it('task detail: the applicant, approvers, CC recipients and admins read; an outsider is refused 403', async () => {
      const id = await startAs(u.applicant, workFlowId);
      const outsider = await u.outsider.get(url(P.taskDetail.build(app$, { flowInstanceId: id })));
      expect(outsider.status).toBe(403);
      expect(outsider.body).toMatchObject({ rspCd: '40300', rspInf: '您没有访问权限！' });
      const outsiderTimeline = await u.outsider.post(url(P.executionList.build(app$)), {
        flowInstanceId: id,
      });
      expect(outsiderTimeline.status).toBe(403);

      const applicant = await detailOf(u.applicant, id);
      expect(applicant).toMatchObject({
        taskId: null,
        stepOperationList: [],
        applicantOperationList: ['WITHDRAW', 'CANCEL', 'URGE'],
        currentSteps: [{ stepName: '部门主管', approverNames: ['李四'] }],
      });
      const boss = await detailOf(u.approver1, id);
      expect(boss).toMatchObject({
        stepName: '部门主管',
        stepOperationList: ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'],
        applicantOperationList: [],
      });
      // getflowinsinfo by task id and getmytodoinfo (oneself only) answer the same detail.
      const byTask = await u.approver1.get(
        url(P.flowInsInfo.build(appId$, { taskId: boss.taskId })),
      );
      expect(byTask.body.data).toMatchObject({ workflowInstanceId: id, taskId: boss.taskId });
      const todoInfo = await u.approver1.get(
        url(P.myTodoInfo.build(appId$, { userid: u.approver1.ref.userId, taskId: boss.taskId })),
      );
      expect(todoInfo.body.data).toMatchObject({ taskId: boss.taskId });
      const othersTodo = await u.approver2.get(
        url(P.myTodoInfo.build(appId$, { userid: u.approver1.ref.userId, taskId: boss.taskId })),
      );
      expect(othersTodo.status).toBe(403);
      // An admin reads any instance, also through the designer's form data call.
      expect((await detailOf(u.admin, id)).workflowInstanceId).toBe(id);
      const formData = await u.admin.get(
        url(P.instanceFormData.build({ appId: appId$.appId, id })),
      );
      expect(formData.body.data).toMatchObject({ fieldDataList: leaveFields() });
      const formDataAsMember = await u.applicant.get(
        url(P.instanceFormData.build({ appId: appId$.appId, id })),
      );
      expect(formDataAsMember.status).toBe(403);

      const jump = await u.approver1.get(url(P.jumpActionData.build(app$, { flowInstanceId: id })));
      expect(jump.body.data).toEqual({
        workFlowId,
        workflowInstanceId: id,
        workflowProNodeId: boss.workflowProNodeId,
        pageType: 'WorkFlowsLaunch',
        formId: null,
        formDataId: null,
      });
      const timeline = await u.approver1.post(url(P.executionList.build(app$)), {
        flowInstanceId: id,
      });
      expect(timeline.body.data).toEqual([
        expect.objectContaining({ approvalType: 'APPLY', appUserName: '张三' }),
      ]);

      // The CC recipient reads after the CC step.
      await complete(u.approver1, boss.taskId!, true);
      await complete(u.approver2, await pendingTaskOf(u.approver2, id), true);
      expect((await detailOf(u.zhou, id)).processStatus).toBe('approved');
    });

    it('a disabled member named by the definition gets no task; a step left empty goes to the administrators', async () => {
      await db()
        .updateTable('users')
        .set({ enabled: false })
        .where('id', '=', u.zhao.ref.userId)
        .execute();
      try {
        const flow = await publishWorkflow(app, {
          key: 'start',
          type: 'start',
          name: '申请人',
          next: {
            key: 'first',
            type: 'approver',
            name: '第一步',
            mode: 'and',
            assignee: { kind: 'users', users: [u.zhao.ref, u.approver2.ref] },
            next: {
              key: 'second',
              type: 'approver',
              name: '第二步',
              assignee: { kind: 'users', users: [u.zhao.ref] },
              next: { key: 'end', type: 'end', name: '结束' },
            },
          },
        });
        const id = await startAs(u.applicant, flow);
        expect((await tasks(id)).map((task) => task.assignee_name)).toEqual(['王五']);
        await complete(u.approver2, await pendingTaskOf(u.approver2, id), true);
        expect((await tasks(id)).filter((task) => task.step_uuid === 'second')).toMatchObject([
          { assignee_name: '管理员', status: 'pending' },
        ]);
      } finally {
        await db()
          .updateTable('users')
          .set({ enabled: true })
          .where('id', '=', u.zhao.ref.userId)
          .execute();
      }
    });

    it('lists page and filter: pageSize, pageNo, keyWord; bad paging is 40000', async () => {
      const first = await todo(u.approver1, { pageSize: '1' });
      expect(first.items).toHaveLength(1);
      expect(first.total).toBeGreaterThanOrEqual(1);
      const all = await todo(u.approver1, { pageSize: '100' });
      expect(all.items.map((item) => item.arrivedAt)).toEqual(
        [...all.items.map((item) => item.arrivedAt)].sort().reverse(),
      );
      const past = await todo(u.approver1, { pageNo: '1000' });
      expect(past).toEqual({ total: all.total, items: [] });
      expect((await todo(u.approver1, { keyWord: '张三' })).total).toBe(all.total);
      expect((await todo(u.approver1, { keyWord: '不存在的流程' })).total).toBe(0);
      const tooBig = await u.approver1.get(url(P.myTodoList.build(appId$, { pageSize: '101' })));
      expect(tooBig.body.rspCd).toBe('40000');
    });
  },
);
