import { describe, expect, it } from 'vitest';
import type { Actor, WorkflowCommand } from './commandTypes.js';
import { decide } from './decide.js';
import type { ApproverNode } from './flowTypes.js';
import type { InstanceState } from './stateTypes.js';
import {
  expectRefused,
  fields,
  leaveTree,
  MINUTE,
  pass,
  pendingOf,
  ref,
  reject,
  run,
  started,
  T0,
  U,
} from './__tests__/fixtures.js';

/** Every command, aimed at the supervisor's task where one is needed. */
function everyCommand(state: InstanceState): [string, WorkflowCommand][] {
  const taskId = state.tasks.find((task) => task.assignee.userId === U.supervisor.userId)!.id;
  return [
    ['complete PASS', { type: 'complete', taskId, isPass: true }],
    ['complete NOT_PASS', { type: 'complete', taskId, isPass: false, approvalComments: '不行' }],
    ['batchComplete', { type: 'batchComplete', items: [{ taskId, isPass: true }] }],
    ['back', { type: 'back', taskId, stepUuid: 'start' }],
    ['transfer', { type: 'transfer', taskId, user: ref(U.outsider) }],
    ['addSign', { type: 'addSign', taskId, position: 'before', users: [ref(U.outsider)] }],
    ['cc', { type: 'cc', taskId, users: [ref(U.outsider)] }],
    ['withdraw', { type: 'withdraw' }],
    ['cancel', { type: 'cancel' }],
    ['urge', { type: 'urge' }],
    ['resubmit', { type: 'resubmit', fieldDataList: fields(1), assignees: state.assignees }],
  ];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('decide: authorization', () => {
  it.each(['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'] as const)(
    'only the assignee acts on a task (%s by someone else → forbidden)',
    async (op) => {
      const state = await started();
      const taskId = pendingOf(state, U.supervisor).id;
      const commands: Record<typeof op, WorkflowCommand> = {
        PASS: { type: 'complete', taskId, isPass: true },
        NOT_PASS: { type: 'complete', taskId, isPass: false, approvalComments: 'x' },
        BACK: { type: 'back', taskId, stepUuid: 'start' },
        TRANSFER: { type: 'transfer', taskId, user: ref(U.sun) },
        ADD_SIGN: { type: 'addSign', taskId, position: 'after', users: [ref(U.sun)] },
        CC: { type: 'cc', taskId, users: [ref(U.sun)] },
      };
      for (const actor of [U.applicant, U.wang, U.admin]) {
        expectRefused(
          decide(state, commands[op], actor, T0 + 1),
          'forbidden',
          '您不是该任务的审批人',
        );
      }
    },
  );

  // PASS cannot be missing: validateFlow requires it (flowModel.test.ts).
  it.each(['NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'] as const)(
    'only operations the step allows (%s missing → operation-not-allowed)',
    async (missing) => {
      const tree = leaveTree();
      (tree.next as ApproverNode).operations = (
        ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'] as const
      ).filter((op) => op !== missing);
      const state = await started({ tree });
      const taskId = pendingOf(state, U.supervisor).id;
      const command: Record<string, WorkflowCommand> = {
        NOT_PASS: { type: 'complete', taskId, isPass: false, approvalComments: 'x' },
        BACK: { type: 'back', taskId, stepUuid: 'start' },
        TRANSFER: { type: 'transfer', taskId, user: ref(U.sun) },
        ADD_SIGN: { type: 'addSign', taskId, position: 'after', users: [ref(U.sun)] },
        CC: { type: 'cc', taskId, users: [ref(U.sun)] },
      };
      expectRefused(
        decide(state, command[missing]!, U.supervisor, T0 + 1),
        'operation-not-allowed',
        '当前步骤不允许此操作',
      );
    },
  );

  it('a handled task refuses a second decision (double click)', async () => {
    const state = await started();
    const command = pass(U.supervisor)(state);
    const once = run(state, [[U.supervisor, command]]);
    expectRefused(
      decide(once, command, U.supervisor, T0 + 2 * MINUTE),
      'task-not-pending',
      '该任务已处理',
    );
  });

  it('an unknown task is not found; an anonymous actor is not signed in', async () => {
    const state = await started();
    expectRefused(
      decide(state, { type: 'complete', taskId: 'x', isPass: true }, U.supervisor, T0),
      'not-found',
      '任务不存在',
    );
    expectRefused(decide(state, { type: 'urge' }, null, T0), 'not-signed-in', '请先登录');
    expectRefused(
      decide(state, { type: 'urge' }, { userId: '', userName: '' } as Actor, T0),
      'not-signed-in',
    );
    expectRefused(
      decide(state, { type: 'jump' } as never, U.applicant, T0),
      'invalid',
      '未知的操作',
    );
    const taskId = pendingOf(state, U.supervisor).id;
    expectRefused(
      decide(state, { type: 'complete', taskId, isPass: 'false' as never }, U.supervisor, T0),
      'invalid',
      '审批结果无效',
    );
    const nameless = decide(state, { type: 'urge' }, { userId: U.applicant.userId } as Actor, T0);
    expect(nameless.ok && nameless.events[0]?.actor).toEqual({ userId: 'u0', userName: '' });
  });

  const finishers: [string, (s: InstanceState) => InstanceState][] = [
    [
      'approved',
      (s) =>
        run(s, [
          [U.supervisor, pass(U.supervisor)],
          [U.zhao, pass(U.zhao)],
        ]),
    ],
    ['rejected', (s) => run(s, [[U.supervisor, reject(U.supervisor)]])],
    ['withdrawn', (s) => run(s, [[U.applicant, { type: 'withdraw' }]])],
    ['cancelled', (s) => run(s, [[U.admin, { type: 'cancel' }]])],
  ];

  it.each(finishers)('a %s instance refuses every command, by anyone', async (status, finish) => {
    const state = finish(await started({ amount: 10 }));
    expect(state.processStatus).toBe(status);
    for (const [, command] of everyCommand(state)) {
      for (const actor of [U.applicant, U.supervisor, U.admin]) {
        expectRefused(
          decide(state, command, actor, T0 + 99 * MINUTE),
          'finished',
          '审批已结束，无法操作',
        );
      }
    }
  });

  it('refusals change nothing: the input state is untouched and no state is answered', async () => {
    const state = deepFreeze(await started());
    const snapshot = JSON.stringify(state);
    for (const [, command] of everyCommand(state)) {
      const decision = decide(state, command, U.outsider, T0 + MINUTE);
      expect(decision.ok).toBe(false);
      expect(decision).not.toHaveProperty('state');
    }
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  it('accepted commands do not change their input either', async () => {
    const state = deepFreeze(await started());
    const next = decide(state, pass(U.supervisor)(state), U.supervisor, T0 + MINUTE);
    expect(next.ok).toBe(true);
    expect(state.version).toBe(1);
  });

  it('refuses a non-finite now as a programming error', async () => {
    const state = await started();
    expect(() => decide(state, { type: 'urge' }, U.applicant, Number.NaN)).toThrow(RangeError);
  });
});
