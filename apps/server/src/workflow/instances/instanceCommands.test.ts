import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAnswer,
  WORKFLOW_PATHS as P,
  type AssigneeCandidate,
  type BackTargetAnswer,
  type BatchCompleteItemAnswer,
  type InstanceCommandAnswer,
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
  publishWorkflow,
  start$,
  startAs,
  url,
  type People,
  type Person,
} from './__tests__/workflowSupport.js';
import { TRANSFER_TARGET_INVALID } from './taskRoutes.js';

describe.each(TEST_DATABASES)('workflow runtime: the other commands on $name', (database) => {
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
  const command = (who: Person, path: string, body: Record<string, unknown>) =>
    who.post<InstanceCommandAnswer>(url(path), body);
  const status = async (id: string) =>
    (
      await db()
        .selectFrom('wf_instances')
        .select('process_status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).process_status;
  const logLength = async (id: string) =>
    (await db().selectFrom('wf_actions').select('seq').where('instance_id', '=', id).execute())
      .length;
  const todoIds = async (who: Person) =>
    (
      await who.get<TodoListAnswer>(url(P.myTodoList.build(appId$, { pageSize: '100' })))
    ).body.data!.items.map((item) => item.workflowInstanceId);
  const taskStatus = async (taskId: string) =>
    (
      await db()
        .selectFrom('wf_tasks')
        .select('status')
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow()
    ).status;

  /** Every command of the runtime on one instance, with the task `taskId` where it takes one. */
  const everyCommand = (id: string, taskId: string) => [
    { name: 'completeTask', path: P.completeTask.build(app$), body: { taskId, isPass: true } },
    {
      name: 'reject',
      path: P.completeTask.build(app$),
      body: { taskId, isPass: false, approvalComments: '不同意' },
    },
    { name: 'back', path: P.back.build(app$), body: { taskId, stepUuid: 'start' } },
    { name: 'transfer', path: P.transfer.build(app$), body: { taskId, userId: u.zhao.ref.userId } },
    {
      name: 'addSign',
      path: P.addSign.build(app$),
      body: { taskId, position: 'before', userIds: [u.zhao.ref.userId] },
    },
    { name: 'cc', path: P.carbonCopy.build(app$), body: { taskId, userIds: [u.zhao.ref.userId] } },
    { name: 'withdraw', path: P.withdraw.build(app$), body: { flowInstanceId: id } },
    { name: 'cancel', path: P.cancel.build(app$), body: { flowInstanceId: id } },
    { name: 'hasten', path: P.hasten.build(app$), body: { flowInstanceId: id } },
    { name: 'resubmit', path: P.resubmit.build(app$), body: { flowInstanceId: id } },
  ];
  const applicantCommands = new Set(['withdraw', 'cancel', 'hasten', 'resubmit']);

  it('every command by the wrong user is refused 403; on a finished instance 40900; nothing changes', async () => {
    const id = await startAs(u.applicant, workFlowId);
    const taskId = await pendingTaskOf(u.approver1, id);
    for (const { name, path, body } of everyCommand(id, taskId)) {
      // The applicant's commands by an approver; the task's by another user (the applicant).
      const wrong = applicantCommands.has(name) ? u.approver1 : u.approver2;
      const answer = await command(wrong, path, body);
      expect([name, answer.status, answer.body.rspCd]).toEqual([name, 403, '40300']);
    }
    expect(await logLength(id)).toBe(1);
    expect(await taskStatus(taskId)).toBe('pending');

    await command(u.applicant, P.cancel.build(app$), { flowInstanceId: id });
    for (const { name, path, body } of everyCommand(id, taskId)) {
      const right = applicantCommands.has(name) ? u.applicant : u.approver1;
      const answer = await command(right, path, body);
      expect([name, answer.body.rspCd, answer.body.rspInf]).toEqual([name, '40900', M.finished]);
    }
    expect(await logLength(id)).toBe(2);
  });

  it('operations the steps do not allow are refused 403 for the right user too', async () => {
    const locked = await publishWorkflow(app, {
      key: 'start',
      type: 'start',
      name: '申请人',
      operations: [],
      next: {
        key: 'only',
        type: 'approver',
        name: '只能同意',
        operations: ['PASS'],
        assignee: { kind: 'users', users: [u.approver1.ref] },
        next: { key: 'end', type: 'end', name: '结束' },
      },
    });
    const id = await startAs(u.applicant, locked);
    const taskId = await pendingTaskOf(u.approver1, id);
    for (const { name, path, body } of everyCommand(id, taskId)) {
      if (name === 'completeTask' || name === 'resubmit') continue;
      const right = applicantCommands.has(name) ? u.applicant : u.approver1;
      const answer = await command(right, path, body);
      expect([name, answer.status, answer.body.rspInf]).toEqual([name, 403, M.operationNotAllowed]);
    }
    expect(await logLength(id)).toBe(1);
    expect((await detailOf(u.applicant, id)).applicantOperationList).toEqual([]);
  });

  it('withdraw: the applicant only, before any approval; afterwards refused and nothing changes', async () => {
    const id = await startAs(u.applicant, workFlowId);
    const byOther = await command(u.approver1, P.withdraw.build(app$), { flowInstanceId: id });
    expect(byOther.status).toBe(403);
    expect(byOther.body.rspInf).toBe(M.applicantOnlyWithdraw);
    const withdrawn = await command(u.applicant, P.withdraw.build(app$), { flowInstanceId: id });
    expect(withdrawn.body.data?.processStatus).toBe('withdrawn');
    expect(await todoIds(u.approver1)).not.toContain(id);
    const list = await u.applicant.get<InstanceListAnswer>(
      url(P.myApplyList.build(appId$, { processStatus: 'withdrawn' })),
    );
    expect(list.body.data!.items.map((item) => item.workflowInstanceId)).toContain(id);
    const again = await command(u.applicant, P.withdraw.build(app$), { flowInstanceId: id });
    expect(again.body).toMatchObject({ rspCd: '40900', rspInf: M.finished });

    const second = await startAs(u.applicant, workFlowId);
    await complete(u.approver1, await pendingTaskOf(u.approver1, second), true);
    const late = await command(u.applicant, P.withdraw.build(app$), { flowInstanceId: second });
    expect(late.body).toMatchObject({ rspCd: '40900', rspInf: M.alreadyActed });
    expect(await status(second)).toBe('running');
    expect(await logLength(second)).toBe(2);
    // Cancel stays open to the applicant (and ends it).
    const cancelled = await command(u.applicant, P.cancel.build(app$), {
      flowInstanceId: second,
      approvalComments: '不请了',
    });
    expect(cancelled.body.data?.processStatus).toBe('cancelled');
  });

  it('back to the applicant, then resubmit with changed fields; back to an earlier step', async () => {
    const id = await startAs(u.applicant, workFlowId);
    await complete(u.approver1, await pendingTaskOf(u.approver1, id), true);
    const wangTask = await pendingTaskOf(u.approver2, id);
    const targets = await u.approver2.post<BackTargetAnswer[]>(url(P.hisSteps.build(app$)), {
      taskId: wangTask,
    });
    expectAnswer(P.hisSteps, targets.body.data);
    expect(targets.body.data).toEqual([
      { stepUuid: 'start', stepName: '申请人', isStart: true },
      { stepUuid: 'boss', stepName: '部门主管', isStart: false },
    ]);
    const notMine = await command(u.approver1, P.back.build(app$), {
      taskId: wangTask,
      stepUuid: 'start',
    });
    expect(notMine.status).toBe(403);
    const badTarget = await command(u.approver2, P.back.build(app$), {
      taskId: wangTask,
      stepUuid: 'review',
    });
    expect(badTarget.body).toMatchObject({ rspCd: '40000', rspInf: M.backTargetInvalid });

    const returned = await command(u.approver2, P.back.build(app$), {
      taskId: wangTask,
      stepUuid: 'start',
      approvalComments: '请补充事由',
    });
    expect(returned.body.data?.processStatus).toBe('returned');
    expect(await todoIds(u.admin)).not.toContain(id);
    expect((await detailOf(u.applicant, id)).applicantOperationList).toEqual(['CANCEL']);
    const notApplicant = await command(u.approver1, P.resubmit.build(app$), { flowInstanceId: id });
    expect(notApplicant.status).toBe(403);

    const resubmitted = await command(u.applicant, P.resubmit.build(app$), {
      flowInstanceId: id,
      fieldDataList: leaveFields(5),
    });
    expect(resubmitted.body.data?.processStatus).toBe('running');
    const detail = await detailOf(u.approver1, id);
    expect(detail.fieldDataList.find((field) => field.FieldName === 'days')?.FieldValue).toBe(5);
    expect(detail.stepName).toBe('部门主管');
    expect(detail.commentsList.map((record) => record.approvalType)).toEqual([
      'APPLY',
      'PASS',
      'BACK',
      'RESUBMIT',
    ]);

    // Back to an earlier approver step: 部门主管 runs again, the other 或签 task is cancelled.
    await complete(u.approver1, detail.taskId!, true);
    const adminTask = await pendingTaskOf(u.admin, id);
    const back = await command(u.admin, P.back.build(app$), {
      taskId: adminTask,
      stepUuid: 'boss',
    });
    expect(back.body.data?.processStatus).toBe('running');
    expect(await taskStatus(adminTask)).toBe('returned');
    expect(await todoIds(u.approver2)).not.toContain(id);
    const again = await detailOf(u.approver1, id);
    expect(again.stepName).toBe('部门主管');
    expect(again.taskId).not.toBe(detail.taskId);
  });

  it('transfer: to a user of queryassigneelist only (not me, not a holder of the step); the new assignee decides', async () => {
    const id = await startAs(u.applicant, workFlowId);
    const bossTask = await pendingTaskOf(u.approver1, id);
    const candidates = await u.approver1.post<AssigneeCandidate[]>(
      url(P.queryAssigneeList.build(app$)),
      { taskId: bossTask },
    );
    expectAnswer(P.queryAssigneeList, candidates.body.data);
    const names = candidates.body.data!.map((c) => c.userName);
    expect(names).toEqual(expect.arrayContaining(['赵六', '王五', '张三', '管理员']));
    expect(names).not.toContain('李四');
    expect(candidates.body.data!.find((c) => c.userName === '王五')?.departmentNames).toEqual([
      '财务部',
    ]);
    const filtered = await u.approver1.post<AssigneeCandidate[]>(
      url(P.queryAssigneeList.build(app$)),
      { taskId: bossTask, keyWord: '赵' },
    );
    expect(filtered.body.data!.map((c) => c.userName)).toEqual(['赵六']);
    const othersList = await u.approver2.post(url(P.queryAssigneeList.build(app$)), {
      taskId: bossTask,
    });
    expect(othersList.status).toBe(403);

    const toSelf = await command(u.approver1, P.transfer.build(app$), {
      taskId: bossTask,
      userId: u.approver1.ref.userId,
    });
    expect(toSelf.body).toMatchObject({ rspCd: '40000', rspInf: TRANSFER_TARGET_INVALID });
    await db()
      .updateTable('users')
      .set({ enabled: false })
      .where('id', '=', u.outsider.ref.userId)
      .execute();
    const toDisabled = await command(u.approver1, P.transfer.build(app$), {
      taskId: bossTask,
      userId: u.outsider.ref.userId,
    });
    expect(toDisabled.body.rspInf).toBe(TRANSFER_TARGET_INVALID);
    await db()
      .updateTable('users')
      .set({ enabled: true })
      .where('id', '=', u.outsider.ref.userId)
      .execute();
    const byOther = await command(u.approver2, P.transfer.build(app$), {
      taskId: bossTask,
      userId: u.zhao.ref.userId,
    });
    expect(byOther.status).toBe(403);
    expect(await logLength(id)).toBe(1);

    const transferred = await command(u.approver1, P.transfer.build(app$), {
      taskId: bossTask,
      userId: u.zhao.ref.userId,
      approvalComments: '请赵六处理',
    });
    expect(transferred.body.data?.processStatus).toBe('running');
    expect(await taskStatus(bossTask)).toBe('transferred');
    expect(await todoIds(u.approver1)).not.toContain(id);
    // The timeline's record names whom the task went to.
    const record = (await detailOf(u.applicant, id)).commentsList.at(-1);
    expect([record?.approvalType, record?.appUserName, record?.targets]).toEqual([
      'TRANSFER',
      '李四',
      [{ userId: u.zhao.ref.userId, userName: '赵六' }],
    ]);
    const zhaoTask = await pendingTaskOf(u.zhao, id);
    await complete(u.zhao, zhaoTask, true);

    // In the 或签 step, 管理员 holds an open task: not a transfer target.
    const wangTask = await pendingTaskOf(u.approver2, id);
    const toHolder = await command(u.approver2, P.transfer.build(app$), {
      taskId: wangTask,
      userId: u.admin.ref.userId,
    });
    expect(toHolder.body.rspInf).toBe(TRANSFER_TARGET_INVALID);
  });

  it('add sign before me (my task waits) and after me (my approval stands until theirs)', async () => {
    const id = await startAs(u.applicant, workFlowId);
    const bossTask = await pendingTaskOf(u.approver1, id);
    const conf = await u.approver1.post(url(P.addSignConf.build(app$)), {
      flowInstanceId: id,
      stepUuid: 'boss',
    });
    expectAnswer(P.addSignConf, conf.body.data);
    expect(conf.body.data).toEqual({
      allowed: true,
      positions: ['before', 'after'],
      modes: ['sequential', 'and', 'or'],
    });
    const self = await command(u.approver1, P.addSign.build(app$), {
      taskId: bossTask,
      position: 'before',
      userIds: [u.approver1.ref.userId],
    });
    expect(self.body).toMatchObject({ rspCd: '40000', rspInf: M.addSignSelf });

    const before = await command(u.approver1, P.addSign.build(app$), {
      taskId: bossTask,
      position: 'before',
      userIds: [u.zhao.ref.userId],
    });
    expectAnswer(P.addSign, before.body.data);
    expect(before.body.rspCd).toBe('00000');
    expect(await taskStatus(bossTask)).toBe('waiting');
    expect((await detailOf(u.approver1, id)).stepOperationList).toEqual([]);
    const waiting = await complete(u.approver1, bossTask, true);
    expect(waiting.body).toMatchObject({ rspCd: '40900', rspInf: M.waitingForSigners });
    await complete(u.zhao, await pendingTaskOf(u.zhao, id), true);
    expect(await taskStatus(bossTask)).toBe('pending');

    const after = await command(u.approver1, P.addSign.build(app$), {
      taskId: bossTask,
      position: 'after',
      userIds: [u.zhou.ref.userId],
      approvalComments: '同意，请周八再看',
    });
    expect(after.body.rspCd).toBe('00000');
    expect(await taskStatus(bossTask)).toBe('approving');
    expect(await todoIds(u.approver2)).not.toContain(id);
    await complete(u.zhou, await pendingTaskOf(u.zhou, id), true);
    expect(await taskStatus(bossTask)).toBe('passed');
    expect(await todoIds(u.approver2)).toContain(id);
  });

  it('urge: the applicant reminds the current approvers, at most once per task in 10 minutes; a new approver at once', async () => {
    const id = await startAs(u.applicant, workFlowId);
    const byApprover = await command(u.approver1, P.hasten.build(app$), { flowInstanceId: id });
    expect(byApprover.status).toBe(403);
    const urged = await command(u.applicant, P.hasten.build(app$), { flowInstanceId: id });
    expectAnswer(P.hasten, urged.body.data);
    expect(urged.body.rspCd).toBe('00000');
    const todo = await u.approver1.get<TodoListAnswer>(
      url(P.myTodoList.build(appId$, { pageSize: '100' })),
    );
    expect(todo.body.data!.items.find((item) => item.workflowInstanceId === id)?.urged).toBe(true);
    const urgeNotes = await db()
      .selectFrom('wf_notifications')
      .select('user_id')
      .where('instance_id', '=', id)
      .where('kind', '=', 'urge')
      .execute();
    expect(urgeNotes).toEqual([{ user_id: u.approver1.ref.userId }]);
    const tooSoon = await command(u.applicant, P.hasten.build(app$), { flowInstanceId: id });
    expect(tooSoon.body).toMatchObject({ rspCd: '40900', rspInf: M.urgeTooFrequent(10) });

    await complete(u.approver1, await pendingTaskOf(u.approver1, id), true);
    const newApprovers = await command(u.applicant, P.hasten.build(app$), { flowInstanceId: id });
    expect(newApprovers.body.rspCd).toBe('00000');
    await complete(u.approver2, await pendingTaskOf(u.approver2, id), true);
    const ended = await command(u.applicant, P.hasten.build(app$), { flowInstanceId: id });
    expect(ended.body).toMatchObject({ rspCd: '40900', rspInf: M.finished });
  });

  it('CC: an approver copies; the recipient sees it unread, marks it read (also once finished)', async () => {
    const id = await startAs(u.applicant, workFlowId);
    const bossTask = await pendingTaskOf(u.approver1, id);
    const copied = await command(u.approver1, P.carbonCopy.build(app$), {
      taskId: bossTask,
      userIds: [u.zhao.ref.userId],
    });
    expectAnswer(P.carbonCopy, copied.body.data);
    expect(copied.body.rspCd).toBe('00000');
    const ccList = async (read?: string) =>
      (
        await u.zhao.get<InstanceListAnswer>(url(P.myCcList.build(appId$, read ? { read } : {})))
      ).body.data!.items.filter((item) => item.workflowInstanceId === id);
    expect(await ccList('false')).toHaveLength(1);
    expect(await ccList('true')).toHaveLength(0);
    expect((await detailOf(u.zhao, id)).workflowInstanceId).toBe(id);
    const notRecipient = await command(u.approver2, P.readCc.build(app$), { flowInstanceId: id });
    expect(notRecipient.status).toBe(403);
    const read = await command(u.zhao, P.readCc.build(app$), { flowInstanceId: id });
    expectAnswer(P.readCc, read.body.data);
    expect(read.body.rspCd).toBe('00000');
    expect(await ccList('true')).toMatchObject([{ read: true }]);
    expect(await ccList('false')).toHaveLength(0);
    // After the end, the CC step's recipient can still mark theirs read.
    await complete(u.approver1, bossTask, true);
    await complete(u.approver2, await pendingTaskOf(u.approver2, id), true);
    const finishedRead = await command(u.zhou, P.readCc.build(app$), { flowInstanceId: id });
    expect(finishedRead.body.data?.processStatus).toBe('approved');
  });

  it('batch complete: one decision per item, a refused item does not stop the others', async () => {
    const first = await startAs(u.applicant, workFlowId);
    const second = await startAs(u.applicant, workFlowId);
    const firstTask = await pendingTaskOf(u.approver1, first);
    const secondTask = await pendingTaskOf(u.approver1, second);
    const answer = await u.approver1.post<BatchCompleteItemAnswer[]>(
      url(P.batchCompleteTask.build(app$)),
      {
        items: [
          { taskId: firstTask, isPass: true, approvalComments: '同意' },
          { taskId: secondTask, isPass: false },
          { taskId: 'no-such-task', isPass: true },
        ],
      },
    );
    expectAnswer(P.batchCompleteTask, answer.body.data);
    expect(answer.body.data).toEqual([
      { taskId: firstTask, isSuccess: true, message: '' },
      { taskId: secondTask, isSuccess: false, message: '请填写驳回意见！' },
      { taskId: 'no-such-task', isSuccess: false, message: M.taskNotFound },
    ]);
    expect(await taskStatus(firstTask)).toBe('passed');
    expect(await taskStatus(secondTask)).toBe('pending');
    const empty = await u.approver1.post(url(P.batchCompleteTask.build(app$)), { items: [] });
    expect(empty.body.rspCd).toBe('40000');
  });

  it('names a repeated subapp of a start and a batch item without its task (40000); nothing changes', async () => {
    const instances = () => db().selectFrom('wf_instances').select('id').orderBy('id').execute();
    const before = await instances();
    const start = { workFlowId, userId: u.applicant.ref.userId, fieldDataList: leaveFields() };
    const cases: [Person, string, Record<string, unknown>, string][] = [
      [u.applicant, `${P.startInstance.build(start$)}&subapp=other`, start, '参数 subapp 应为文本'],
      [
        u.approver1,
        P.batchCompleteTask.build(app$),
        { items: [{ isPass: true }] },
        '缺少 items[0].taskId',
      ],
    ];
    for (const [who, path, body, message] of cases) {
      const answer = await command(who, path, body);
      expect([answer.body.rspCd, answer.body.rspInf]).toEqual(['40000', message]);
    }
    expect(await instances()).toEqual(before);
  });

  it('start by user: an administrator starts for the applicant, who owns the instance', async () => {
    const answer = await u.admin.post<InstanceCommandAnswer>(
      url(P.startInstanceByUser.build({ app: app$.app, subapp: '' })),
      {
        workFlowId,
        userId: u.applicant.ref.userId,
        userName: '张三',
        fieldDataList: leaveFields(),
      },
    );
    expectAnswer(P.startInstanceByUser, answer.body.data);
    expect(answer.body.rspCd).toBe('00000');
    const id = answer.body.data!.workflowInstanceId;
    expect((await detailOf(u.applicant, id)).applicantName).toBe('张三');
    expect(await todoIds(u.approver1)).toContain(id);
    const byMember = await u.approver1.post(
      url(P.startInstanceByUser.build({ app: app$.app, subapp: '' })),
      {
        workFlowId,
        userId: u.applicant.ref.userId,
        userName: '张三',
        fieldDataList: leaveFields(),
      },
    );
    expect(byMember.status).toBe(403);
  });
});
