import { describe, expect, it } from 'vitest';
import type { Actor, AddSignCommand, WorkflowCommand } from './commandTypes.js';
import { decide, decideBatch } from './decide.js';
import type { ApprovalMode, ApproverNode, StartNode, UserRef } from './flowTypes.js';
import { findInvariantViolations } from './findInvariantViolations.js';
import { backTargets, stepOperationList } from './queries.js';
import type { InstanceState } from './stateTypes.js';
import {
  accepted,
  activeStep,
  expectRefused,
  leaveTree,
  MINUTE,
  pass,
  pendingOf,
  ref,
  reject,
  run,
  started,
  T0,
  taskStatuses,
  U,
} from './__tests__/fixtures.js';

const back =
  (actor: Actor, stepUuid: string) =>
  (state: InstanceState): WorkflowCommand => ({
    type: 'back',
    taskId: pendingOf(state, actor).id,
    stepUuid,
  });

const addSign =
  (actor: Actor, position: 'before' | 'after', users: UserRef[], mode?: ApprovalMode) =>
  (state: InstanceState): AddSignCommand => ({
    type: 'addSign',
    taskId: pendingOf(state, actor).id,
    position,
    users,
    mode,
    approvalComments: '请协助',
  });

/** START → 审批 (王五 alone, or [王五, 赵六] with mode) → END. */
function single(users: UserRef[] = [ref(U.wang)], mode: ApprovalMode = 'sequential'): StartNode {
  return {
    key: 'start',
    type: 'start',
    name: '申请人',
    next: {
      key: 'a',
      type: 'approver',
      name: '审批',
      mode,
      assignee: { kind: 'users', users },
      next: { key: 'end', type: 'end', name: '结束' },
    },
  };
}

describe('decide: back', () => {
  it('back to a step passed on this path: the current step is returned, the target runs again', async () => {
    const state = run(await started({ amount: 10 }), [
      [U.supervisor, pass(U.supervisor)],
      [U.zhao, back(U.zhao, 'a1')],
    ]);
    expect(state.processStatus).toBe('running');
    expect(state.nodeRuns.map((r) => `${r.stepUuid}#${r.round}:${r.status}`)).toEqual([
      'start#1:passed',
      'a1#1:passed',
      'a3#1:returned',
      'a1#2:active',
    ]);
    expect(taskStatuses(state, 'a3')).toEqual(['赵六:returned', '孙七:cancelled']);
    expect(taskStatuses(state, 'a1')).toEqual(['李四:pending']);
    expect(state.passedSteps).toEqual([]);
    // …and on from there as before.
    const onward = run(state, [[U.supervisor, pass(U.supervisor)]], T0 + 10 * MINUTE);
    expect(activeStep(onward)).toBe('a3');
    expect(onward.nodeRuns.at(-1)?.round).toBe(2);
  });

  it('offers the applicant and the steps passed since the submission', async () => {
    const fresh = await started({ amount: 10 });
    expect(backTargets(fresh)).toEqual([{ stepUuid: 'start', name: '申请人', isApplicant: true }]);
    const later = run(fresh, [[U.supervisor, pass(U.supervisor)]]);
    expect(backTargets(later).map((t) => t.stepUuid)).toEqual(['start', 'a1']);
  });

  it.each([
    ['the current step', 'a3'],
    ['a step not on this path', 'a2'],
    ['a step ahead', 'cc1'],
    ['an unknown step', 'zzz'],
  ])('refuses a back to %s', async (_name, target) => {
    const state = run(await started({ amount: 10 }), [[U.supervisor, pass(U.supervisor)]]);
    expectRefused(
      decide(state, back(U.zhao, target)(state), U.zhao, T0 + 9 * MINUTE),
      'invalid',
      '只能退回到本次审批已通过的步骤或申请人',
    );
  });
});

describe('decide: transfer', () => {
  it('hands the task over: mine is transferred, the new assignee gets it pending', async () => {
    const before = await started();
    const decision = decide(
      before,
      {
        type: 'transfer',
        taskId: pendingOf(before, U.supervisor).id,
        user: ref(U.outsider),
        approvalComments: '出差',
      },
      U.supervisor,
      T0 + MINUTE,
    );
    const state = accepted(decision);
    expect(taskStatuses(state, 'a1')).toEqual(['李四:transferred', '吴九:pending']);
    expect(state.tasks[1]).toMatchObject({
      origin: 'transfer',
      originTaskId: state.tasks[0]?.id,
      seq: 1,
    });
    expect(decision.ok && decision.notifications).toEqual([
      {
        kind: 'todo',
        userId: U.outsider.userId,
        workflowInstanceId: 'wi-1',
        taskId: state.tasks[1]?.id,
      },
    ]);
    const passed = run(state, [[U.outsider, pass(U.outsider)]], T0 + 2 * MINUTE);
    expect(passed.passedSteps).toEqual(['a1']);
  });

  it('keeps the place of a transferred task in 依次', async () => {
    const state = run(await started({ tree: single([ref(U.wang), ref(U.zhao)]) }), [
      [U.wang, (s) => ({ type: 'transfer', taskId: pendingOf(s, U.wang).id, user: ref(U.sun) })],
      [U.sun, pass(U.sun)],
    ]);
    expect(taskStatuses(state, 'a')).toEqual(['王五:transferred', '赵六:pending', '孙七:passed']);
  });

  it.each([
    ['to myself', () => ref(U.supervisor), 'invalid', '不能转交给自己'],
    [
      'to someone without an id',
      () => ({ userId: '', userName: 'x' }),
      'invalid',
      '人员信息不正确',
    ],
  ])('refuses a transfer %s', async (_name, user, code, message) => {
    const state = await started();
    expectRefused(
      decide(
        state,
        { type: 'transfer', taskId: pendingOf(state, U.supervisor).id, user: user() },
        U.supervisor,
        T0 + 1,
      ),
      code,
      message,
    );
  });

  it('refuses a transfer to someone already assigned to the step', async () => {
    const state = run(await started({ amount: 10 }), [[U.supervisor, pass(U.supervisor)]]);
    expectRefused(
      decide(
        state,
        { type: 'transfer', taskId: pendingOf(state, U.zhao).id, user: ref(U.sun) },
        U.zhao,
        T0 + 9 * MINUTE,
      ),
      'conflict',
      '「孙七」已是当前步骤的审批人',
    );
  });
});

describe('decide: add sign (加签)', () => {
  it('before me: my task waits until the added signers approved, then I decide', async () => {
    let state = run(await started({ tree: single() }), [
      [U.wang, addSign(U.wang, 'before', [ref(U.zhao), ref(U.sun)])],
    ]);
    expect(taskStatuses(state, 'a')).toEqual(['王五:waiting', '赵六:pending', '孙七:pending']);
    expectRefused(
      decide(
        state,
        { type: 'complete', taskId: state.tasks[0]!.id, isPass: true },
        U.wang,
        T0 + 5 * MINUTE,
      ),
      'task-not-pending',
      '请等待加签人员审批',
    );
    state = run(state, [[U.zhao, pass(U.zhao)]], T0 + 5 * MINUTE);
    expect(taskStatuses(state, 'a')).toEqual(['王五:waiting', '赵六:passed', '孙七:pending']);
    state = run(state, [[U.sun, pass(U.sun)]], T0 + 6 * MINUTE);
    expect(taskStatuses(state, 'a')).toEqual(['王五:pending', '赵六:passed', '孙七:passed']);
    state = run(state, [[U.wang, pass(U.wang)]], T0 + 7 * MINUTE);
    expect(state.processStatus).toBe('approved');
  });

  it('after me: my approval stands as approving until the added signers approved', async () => {
    let state = run(await started({ tree: single() }), [
      [U.wang, addSign(U.wang, 'after', [ref(U.zhao)])],
    ]);
    expect(taskStatuses(state, 'a')).toEqual(['王五:approving', '赵六:pending']);
    expect(state.tasks[0]).toMatchObject({ actedAt: T0 + MINUTE, approvalComments: '请协助' });
    state = run(state, [[U.zhao, pass(U.zhao)]], T0 + 5 * MINUTE);
    expect(taskStatuses(state, 'a')).toEqual(['王五:passed', '赵六:passed']);
    expect(state.processStatus).toBe('approved');
  });

  it.each<[ApprovalMode, string[]]>([
    ['sequential', ['王五:waiting', '赵六:pending', '孙七:queued']],
    ['and', ['王五:waiting', '赵六:pending', '孙七:pending']],
    ['or', ['王五:waiting', '赵六:pending', '孙七:pending']],
  ])('the added signers decide by their own mode (%s)', async (mode, statuses) => {
    const state = run(await started({ tree: single() }), [
      [U.wang, addSign(U.wang, 'before', [ref(U.zhao), ref(U.sun)], mode)],
    ]);
    expect(taskStatuses(state, 'a')).toEqual(statuses);
    const afterOne = run(state, [[U.zhao, pass(U.zhao)]], T0 + 5 * MINUTE);
    expect(afterOne.tasks[0]?.status).toBe(mode === 'or' ? 'pending' : 'waiting');
  });

  it('a rejection by an added signer rejects the instance', async () => {
    const state = run(await started({ tree: single() }), [
      [U.wang, addSign(U.wang, 'before', [ref(U.zhao)])],
      [U.zhao, reject(U.zhao)],
    ]);
    expect(state.processStatus).toBe('rejected');
    expect(taskStatuses(state, 'a')).toEqual(['王五:cancelled', '赵六:notPassed']);
  });

  it('或签: another assignee deciding cancels my waiting task and the signers I added', async () => {
    const state = run(await started({ tree: single([ref(U.wang), ref(U.zhao)], 'or') }), [
      [U.wang, addSign(U.wang, 'before', [ref(U.sun)])],
      [U.zhao, pass(U.zhao)],
    ]);
    expect(state.processStatus).toBe('approved');
    expect(taskStatuses(state, 'a')).toEqual(['王五:cancelled', '赵六:passed', '孙七:cancelled']);
  });

  it('依次: the next assignee waits for the signers added after me', async () => {
    let state = run(await started({ tree: single([ref(U.wang), ref(U.zhao)]) }), [
      [U.wang, addSign(U.wang, 'after', [ref(U.sun)])],
    ]);
    expect(taskStatuses(state, 'a')).toEqual(['王五:approving', '赵六:queued', '孙七:pending']);
    state = run(state, [[U.sun, pass(U.sun)]], T0 + 5 * MINUTE);
    expect(taskStatuses(state, 'a')).toEqual(['王五:passed', '赵六:pending', '孙七:passed']);
    expect(findInvariantViolations(state)).toEqual([]);
  });

  it('an added signer may add signers in turn', async () => {
    const state = run(await started({ tree: single() }), [
      [U.wang, addSign(U.wang, 'before', [ref(U.zhao)])],
      [U.zhao, addSign(U.zhao, 'before', [ref(U.sun)])],
      [U.sun, pass(U.sun)],
      [U.zhao, pass(U.zhao)],
      [U.wang, pass(U.wang)],
    ]);
    expect(state.processStatus).toBe('approved');
  });

  it.each<[string, Partial<AddSignCommand>, string, string]>([
    ['without users', { users: [] }, 'invalid', '请选择加签人员'],
    ['with myself', { users: [ref(U.wang)] }, 'invalid', '不能给自己加签'],
    ['with a repeated user', { users: [ref(U.zhao), ref(U.zhao)] }, 'invalid', '加签人员重复'],
    ['with an unknown position', { position: 'with' as never }, 'invalid', '加签方式无效'],
    ['with an unknown mode', { mode: 'vote' as never }, 'invalid', '审批方式无效'],
    [
      'with someone already assigned',
      { users: [ref(U.zhao)] },
      'conflict',
      '「赵六」已是当前步骤的审批人',
    ],
  ])('refuses an add sign %s', async (_name, change, code, message) => {
    const state = await started({ tree: single([ref(U.wang), ref(U.zhao)], 'and') });
    const command = { ...addSign(U.wang, 'before', [ref(U.sun)])(state), ...change };
    expectRefused(decide(state, command, U.wang, T0 + MINUTE), code, message);
  });
});

describe('decide: CC from a task', () => {
  it('copies to new recipients only, and refuses when all are copied already', async () => {
    const state = await started();
    const taskId = pendingOf(state, U.supervisor).id;
    const copied = accepted(
      decide(
        state,
        { type: 'cc', taskId, users: [ref(U.cc), ref(U.cc), ref(U.sun)] },
        U.supervisor,
        T0 + 1,
      ),
    );
    expect(copied.ccs.map((cc) => `${cc.user.userName}:${cc.via}`)).toEqual([
      '周八:manual',
      '孙七:manual',
    ]);
    expect(pendingOf(copied, U.supervisor).id).toBe(taskId);
    expectRefused(
      decide(copied, { type: 'cc', taskId, users: [ref(U.sun)] }, U.supervisor, T0 + 2),
      'conflict',
      '所选人员已在抄送名单中',
    );
    expectRefused(
      decide(copied, { type: 'cc', taskId, users: [] }, U.supervisor, T0 + 2),
      'invalid',
      '请选择抄送人',
    );
  });
});

describe('decide: approver field edits', () => {
  const fieldsWith = (reason: string, amount: unknown = 5000) => [
    {
      FieldUuid: 'f-amount',
      FieldName: 'amount',
      FieldAlias: '金额',
      FieldType: 'Number',
      FieldValue: amount,
    },
    {
      FieldUuid: 'f-reason',
      FieldName: 'reason',
      FieldAlias: '事由',
      FieldType: 'String',
      FieldValue: reason,
    },
  ];

  it('applies changes to fields the step may write; unchanged fields may be sent back', async () => {
    const atFinance = run(await started({ amount: 5000 }), [[U.supervisor, pass(U.supervisor)]]);
    const state = accepted(
      decide(
        atFinance,
        {
          type: 'complete',
          taskId: pendingOf(atFinance, U.wang).id,
          isPass: true,
          fieldDataList: fieldsWith('年假'),
        },
        U.wang,
        T0 + 9 * MINUTE,
      ),
    );
    expect(state.fieldDataList[1]?.FieldValue).toBe('年假');
    expect(state.log.at(-1)).toMatchObject({
      kind: 'PASS',
      fieldDataList: [{ FieldUuid: 'f-reason', FieldValue: '年假' }],
    });
  });

  it.each([
    ['a read-only field', fieldsWith('休假', 1), 'forbidden', '字段「金额」不可编辑'],
    [
      'an unknown field',
      [
        {
          FieldUuid: 'f-x',
          FieldName: 'x',
          FieldAlias: '其他',
          FieldType: 'String',
          FieldValue: 1,
        },
      ],
      'invalid',
      '字段「其他」不存在',
    ],
    ['a malformed list', 'x', 'invalid', '表单数据格式不正确'],
  ])('refuses a change to %s', async (_name, fieldDataList, code, message) => {
    const atFinance = run(await started({ amount: 5000 }), [[U.supervisor, pass(U.supervisor)]]);
    expectRefused(
      decide(
        atFinance,
        {
          type: 'complete',
          taskId: pendingOf(atFinance, U.wang).id,
          isPass: true,
          fieldDataList: fieldList(fieldDataList),
        },
        U.wang,
        T0 + 9 * MINUTE,
      ),
      code,
      message,
    );
  });

  function fieldList(value: unknown) {
    return value as never;
  }
});

describe('decide: batch complete', () => {
  it('completes several tasks of one instance in order, all or nothing', async () => {
    const tree = single([ref(U.wang), ref(U.zhao)], 'and');
    (tree.next as ApproverNode).next = {
      key: 'b',
      type: 'approver',
      name: '复核',
      assignee: { kind: 'users', users: [ref(U.wang)] },
      next: { key: 'end', type: 'end', name: '结束' },
    };
    const state = run(await started({ tree }), [[U.zhao, pass(U.zhao)]]);
    const first = pendingOf(state, U.wang).id;
    const decision = decide(
      state,
      { type: 'batchComplete', items: [{ taskId: first, isPass: true }] },
      U.wang,
      T0 + 5 * MINUTE,
    );
    const next = accepted(decision);
    const second = pendingOf(next, U.wang).id;
    const both = decide(
      state,
      {
        type: 'batchComplete',
        items: [
          { taskId: first, isPass: true },
          { taskId: second, isPass: true },
        ],
      },
      U.wang,
      T0 + 5 * MINUTE,
    );
    expect(accepted(both).processStatus).toBe('approved');
    expect(both.ok && both.events.map((e) => e.kind)).toEqual(['PASS', 'PASS']);
    const partial = decide(
      state,
      {
        type: 'batchComplete',
        items: [
          { taskId: first, isPass: true },
          { taskId: second, isPass: false },
        ],
      },
      U.wang,
      T0 + 5 * MINUTE,
    );
    expectRefused(partial, 'comment-required', '第2项：请填写驳回意见！');
    expectRefused(
      decide(state, { type: 'batchComplete', items: [] }, U.wang, T0),
      'invalid',
      '请选择要处理的任务',
    );
  });

  it('decideBatch: one decision per task across instances; a refused item does not stop the rest', async () => {
    const one = await started({ id: 'wi-1' });
    const two = await started({ id: 'wi-2' });
    const results = decideBatch(
      [one, two],
      {
        type: 'batchComplete',
        items: [
          { taskId: pendingOf(one, U.supervisor).id, isPass: true },
          { taskId: pendingOf(two, U.supervisor).id, isPass: false },
          { taskId: 'nope', isPass: true },
          { taskId: pendingOf(two, U.supervisor).id, isPass: true },
        ],
      },
      U.supervisor,
      T0 + MINUTE,
    );
    expect(results.map((r) => (r.decision.ok ? 'ok' : r.decision.refusal.code))).toEqual([
      'ok',
      'comment-required',
      'not-found',
      'ok',
    ]);
    expect(results[3]?.decision.ok && results[3].decision.state.workflowInstanceId).toBe('wi-2');
  });
});

describe('stepOperationList', () => {
  it('lists the step’s buttons for a pending task only', async () => {
    const tree = leaveTree();
    (tree.next as ApproverNode).operations = ['PASS', 'NOT_PASS'];
    const state = await started({ tree });
    const taskId = pendingOf(state, U.supervisor).id;
    expect(stepOperationList(state, taskId)).toEqual(['PASS', 'NOT_PASS']);
    const passed = run(state, [[U.supervisor, pass(U.supervisor)]]);
    expect(stepOperationList(passed, taskId)).toEqual([]);
    expect(stepOperationList(passed, pendingOf(passed, U.zhao).id)).toEqual([
      'PASS',
      'NOT_PASS',
      'BACK',
      'TRANSFER',
      'ADD_SIGN',
      'CC',
    ]);
  });
});
