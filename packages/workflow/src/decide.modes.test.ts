import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import type { ApprovalMode, StartNode } from './flowTypes.js';
import { findInvariantViolations } from './findInvariantViolations.js';
import {
  accepted,
  activeStep,
  expectRefused,
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

/** START → one approver step (王五, 赵六, 孙七 in that order) with `mode` → END. */
function threeOf(mode: ApprovalMode): StartNode {
  return {
    key: 'start',
    type: 'start',
    name: '申请人',
    next: {
      key: 'a',
      type: 'approver',
      name: '审批',
      mode,
      assignee: { kind: 'users', users: [ref(U.wang), ref(U.zhao), ref(U.sun)] },
      next: { key: 'end', type: 'end', name: '结束' },
    },
  };
}

describe('decide: approval modes', () => {
  it('依次 (sequential): one at a time, in order; the last approval passes the step', async () => {
    let state = await started({ tree: threeOf('sequential') });
    expect(taskStatuses(state, 'a')).toEqual(['王五:pending', '赵六:queued', '孙七:queued']);
    state = run(state, [[U.wang, pass(U.wang)]]);
    expect(taskStatuses(state, 'a')).toEqual(['王五:passed', '赵六:pending', '孙七:queued']);
    state = run(state, [[U.zhao, pass(U.zhao)]]);
    expect(taskStatuses(state, 'a')).toEqual(['王五:passed', '赵六:passed', '孙七:pending']);
    expect(state.processStatus).toBe('running');
    state = run(state, [[U.sun, pass(U.sun)]]);
    expect(state.processStatus).toBe('approved');
  });

  it('依次: the next one cannot act before their turn', async () => {
    const state = await started({ tree: threeOf('sequential') });
    const queued = state.tasks.find((task) => task.assignee.userId === U.zhao.userId)!;
    expectRefused(
      decide(state, { type: 'complete', taskId: queued.id, isPass: true }, U.zhao, T0 + 1),
      'task-not-pending',
      '还未轮到您审批',
    );
  });

  it('会签 (and): every assignee must approve, in any order', async () => {
    let state = await started({ tree: threeOf('and') });
    expect(taskStatuses(state, 'a')).toEqual(['王五:pending', '赵六:pending', '孙七:pending']);
    state = run(state, [
      [U.sun, pass(U.sun)],
      [U.wang, pass(U.wang)],
    ]);
    expect(state.processStatus).toBe('running');
    state = run(state, [[U.zhao, pass(U.zhao)]]);
    expect(state.processStatus).toBe('approved');
    expect(taskStatuses(state, 'a')).toEqual(['王五:passed', '赵六:passed', '孙七:passed']);
  });

  it('会签: one rejection rejects the instance and cancels the rest', async () => {
    const state = run(await started({ tree: threeOf('and') }), [
      [U.wang, pass(U.wang)],
      [U.zhao, reject(U.zhao)],
    ]);
    expect(state.processStatus).toBe('rejected');
    expect(taskStatuses(state, 'a')).toEqual(['王五:passed', '赵六:notPassed', '孙七:cancelled']);
    expect(state.nodeRuns.at(-1)?.status).toBe('rejected');
  });

  it('或签 (or): the first approval decides; the other assignees’ tasks are cancelled', async () => {
    const state = run(await started({ tree: threeOf('or') }), [[U.zhao, pass(U.zhao)]]);
    expect(state.processStatus).toBe('approved');
    expect(taskStatuses(state, 'a')).toEqual(['王五:cancelled', '赵六:passed', '孙七:cancelled']);
  });

  it('或签: the first rejection decides too (DingTalk/Feishu convention)', async () => {
    const state = run(await started({ tree: threeOf('or') }), [[U.sun, reject(U.sun)]]);
    expect(state.processStatus).toBe('rejected');
    expect(taskStatuses(state, 'a')).toEqual([
      '王五:cancelled',
      '赵六:cancelled',
      '孙七:notPassed',
    ]);
  });

  it('或签: a second decision after the first is refused (task already handled)', async () => {
    const before = await started({ tree: threeOf('or') });
    const wangTask = pendingOf(before, U.wang).id;
    const state = run(before, [[U.zhao, pass(U.zhao)]]);
    expectRefused(
      decide(state, { type: 'complete', taskId: wangTask, isPass: true }, U.wang, T0 + 9),
      'finished',
    );
  });

  it('a single assignee decides alone, whatever the mode', async () => {
    let state = await started({ amount: 10 });
    state = run(state, [[U.supervisor, pass(U.supervisor)]]);
    expect(activeStep(state)).toBe('a3');
  });

  it('walks the leave flow: supervisor, then 会签 on a large amount, then CC and END', async () => {
    const state = run(await started({ amount: 5000 }), [
      [U.supervisor, pass(U.supervisor)],
      [U.zhao, pass(U.zhao)],
      [U.wang, pass(U.wang)],
    ]);
    expect(state.processStatus).toBe('approved');
    expect(state.nodeRuns.map((r) => `${r.stepUuid}:${r.status}`)).toEqual([
      'start:passed',
      'a1:passed',
      'a2:passed',
      'cc1:passed',
    ]);
    expect(state.ccs.map((cc) => cc.user.userName)).toEqual(['周八']);
    expect(state.passedSteps).toEqual(['a1', 'a2']);
    expect(findInvariantViolations(state)).toEqual([]);
  });
});

describe('decide: reject needs an opinion (spec 2 §5)', () => {
  it.each([undefined, '', '   '])(
    'refuses NOT_PASS with comment %j: 请填写驳回意见！',
    async (comment) => {
      const state = await started();
      expectRefused(
        decide(
          state,
          {
            type: 'complete',
            taskId: pendingOf(state, U.supervisor).id,
            isPass: false,
            approvalComments: comment,
          },
          U.supervisor,
          T0 + 1,
        ),
        'comment-required',
        '请填写驳回意见！',
      );
    },
  );

  it('approves without a comment, and rejects with one (ending the instance)', async () => {
    const state = await started();
    const taskId = pendingOf(state, U.supervisor).id;
    expect(
      accepted(decide(state, { type: 'complete', taskId, isPass: true }, U.supervisor, T0 + 1))
        .passedSteps,
    ).toEqual(['a1']);
    const rejected = accepted(
      decide(
        state,
        { type: 'complete', taskId, isPass: false, approvalComments: ' 理由不足 ' },
        U.supervisor,
        T0 + 1,
      ),
    );
    expect(rejected.processStatus).toBe('rejected');
    expect(rejected.finishedAt).toBe(T0 + 1);
    expect(rejected.tasks[0]?.approvalComments).toBe('理由不足');
  });
});
