import { describe, expect, it } from 'vitest';
import type { Actor, WorkflowCommand } from './commandTypes.js';
import { URGE_INTERVAL_MS } from './constants.js';
import { decide } from './decide.js';
import type { StartNode } from './flowTypes.js';
import { resolveAssignees } from './resolveAssignees.js';
import type { InstanceState } from './stateTypes.js';
import {
  accepted,
  activeStep,
  compiled,
  directory,
  expectRefused,
  fields,
  leaveTree,
  MINUTE,
  pass,
  pendingOf,
  ref,
  run,
  started,
  T0,
  taskStatuses,
  U,
} from './__tests__/fixtures.js';

const backToApplicant =
  (actor: Actor) =>
  (state: InstanceState): WorkflowCommand => ({
    type: 'back',
    taskId: pendingOf(state, actor).id,
    stepUuid: 'start',
    approvalComments: '请补充材料',
  });

function withStartOperations(operations: NonNullable<StartNode['operations']>): StartNode {
  return { ...leaveTree(), operations };
}

describe('decide: withdraw (applicant only, before any approver acted)', () => {
  it('withdraws: every open task and the step are withdrawn, the instance ends', async () => {
    const decision = decide(await started(), { type: 'withdraw' }, U.applicant, T0 + MINUTE);
    const state = accepted(decision);
    expect(state.processStatus).toBe('withdrawn');
    expect(state.finishedAt).toBe(T0 + MINUTE);
    expect(taskStatuses(state, 'a1')).toEqual(['李四:withdrawn']);
    expect(state.nodeRuns.at(-1)?.status).toBe('withdrawn');
    expect(decision.ok && decision.notifications).toEqual([]);
  });

  const cases: [string, () => Promise<[InstanceState, Actor]>, string, string][] = [
    [
      'by an approver',
      async () => [await started(), U.supervisor],
      'forbidden',
      '只有申请人可以撤回',
    ],
    [
      'by an administrator',
      async () => [await started(), U.admin],
      'forbidden',
      '只有申请人可以撤回',
    ],
    [
      'after the first approval',
      async () => [run(await started(), [[U.supervisor, pass(U.supervisor)]]), U.applicant],
      'conflict',
      '审批人已处理，无法撤回',
    ],
    [
      'after an approver transferred',
      async () => [
        run(await started(), [
          [
            U.supervisor,
            (s) => ({ type: 'transfer', taskId: pendingOf(s, U.supervisor).id, user: ref(U.sun) }),
          ],
        ]),
        U.applicant,
      ],
      'conflict',
      '审批人已处理，无法撤回',
    ],
    [
      'once returned to the applicant',
      async () => [
        run(await started(), [[U.supervisor, backToApplicant(U.supervisor)]]),
        U.applicant,
      ],
      'conflict',
      '审批人已处理，无法撤回',
    ],
    [
      'when the flow does not allow it',
      async () => [await started({ tree: withStartOperations(['CANCEL']) }), U.applicant],
      'operation-not-allowed',
      '当前步骤不允许此操作',
    ],
  ];

  it.each(cases)('refuses a withdraw %s', async (_name, make, code, message) => {
    const [state, actor] = await make();
    expectRefused(decide(state, { type: 'withdraw' }, actor, T0 + 10 * MINUTE), code, message);
  });

  it('is open again after a resubmission nobody has acted on', async () => {
    const returned = run(await started(), [[U.supervisor, backToApplicant(U.supervisor)]]);
    const resubmitted = accepted(
      decide(
        returned,
        { type: 'resubmit', fieldDataList: fields(500), assignees: returned.assignees },
        U.applicant,
        T0 + 5 * MINUTE,
      ),
    );
    expect(
      accepted(decide(resubmitted, { type: 'withdraw' }, U.applicant, T0 + 6 * MINUTE))
        .processStatus,
    ).toBe('withdrawn');
  });
});

describe('decide: cancel', () => {
  it.each([
    ['the applicant while running', U.applicant, false],
    ['an administrator', U.admin, false],
    ['the applicant after a return', U.applicant, true],
  ])('cancels by %s', async (_name, actor, returned) => {
    let state = await started();
    if (returned) state = run(state, [[U.supervisor, backToApplicant(U.supervisor)]]);
    const cancelled = accepted(
      decide(state, { type: 'cancel', approvalComments: '不需要了' }, actor, T0 + 9 * MINUTE),
    );
    expect(cancelled.processStatus).toBe('cancelled');
    expect(cancelled.tasks.every((task) => task.status !== 'pending')).toBe(true);
    expect(cancelled.nodeRuns.filter((r) => r.status === 'active')).toEqual([]);
  });

  it.each([
    ['an approver', U.supervisor, leaveTree(), 'forbidden', '只有申请人或管理员可以撤销'],
    [
      'the applicant when the flow does not allow it',
      U.applicant,
      withStartOperations(['URGE']),
      'operation-not-allowed',
      '当前步骤不允许此操作',
    ],
  ])('refuses a cancel by %s', async (_name, actor, tree, code, message) => {
    expectRefused(
      decide(await started({ tree }), { type: 'cancel' }, actor, T0 + MINUTE),
      code,
      message,
    );
  });

  it('an administrator cancels even when the applicant may not', async () => {
    const state = await started({ tree: withStartOperations([]) });
    expect(accepted(decide(state, { type: 'cancel' }, U.admin, T0 + MINUTE)).processStatus).toBe(
      'cancelled',
    );
  });
});

describe('decide: urge (催办)', () => {
  it('reminds the pending approvers, records it and notifies them', async () => {
    const state = run(await started({ amount: 10 }), [[U.supervisor, pass(U.supervisor)]]);
    const decision = decide(state, { type: 'urge' }, U.applicant, T0 + 30 * MINUTE);
    const urged = accepted(decision);
    expect(urged.log.at(-1)).toMatchObject({
      kind: 'URGE',
      notified: [
        { taskId: pendingOf(state, U.zhao).id, user: ref(U.zhao) },
        { taskId: pendingOf(state, U.sun).id, user: ref(U.sun) },
      ],
    });
    expect(decision.ok && decision.notifications.map((n) => `${n.kind}:${n.userId}`)).toEqual([
      'urge:u3',
      'urge:u4',
    ]);
    expect(pendingOf(urged, U.zhao)).toMatchObject({ urgedAt: T0 + 30 * MINUTE, urgeCount: 1 });
  });

  it(`is rate-limited: each task once per ${URGE_INTERVAL_MS / MINUTE} minutes`, async () => {
    const once = accepted(decide(await started(), { type: 'urge' }, U.applicant, T0));
    expectRefused(
      decide(once, { type: 'urge' }, U.applicant, T0 + 4 * MINUTE),
      'too-frequent',
      '催办过于频繁，请6分钟后再试',
    );
    expectRefused(
      decide(once, { type: 'urge' }, U.applicant, T0 + URGE_INTERVAL_MS - 1),
      'too-frequent',
      '催办过于频繁，请1分钟后再试',
    );
    expect(
      accepted(decide(once, { type: 'urge' }, U.applicant, T0 + URGE_INTERVAL_MS)).log.at(-1)?.kind,
    ).toBe('URGE');
  });

  it('a new approver can be urged at once even if the previous one was just urged', async () => {
    const urged = accepted(
      decide(await started({ amount: 10 }), { type: 'urge' }, U.applicant, T0),
    );
    const next = run(urged, [[U.supervisor, pass(U.supervisor)]], T0 + MINUTE);
    const again = accepted(decide(next, { type: 'urge' }, U.applicant, T0 + 2 * MINUTE));
    expect(again.log.at(-1)).toMatchObject({
      kind: 'URGE',
      notified: [{ user: ref(U.zhao) }, { user: ref(U.sun) }],
    });
  });

  it.each([
    [
      'by an approver',
      async () => started(),
      U.supervisor,
      'forbidden',
      '只有申请人或管理员可以催办',
    ],
    [
      'when the flow does not allow it',
      async () => started({ tree: withStartOperations(['WITHDRAW']) }),
      U.applicant,
      'operation-not-allowed',
      '当前步骤不允许此操作',
    ],
    [
      'once returned',
      async () => run(await started(), [[U.supervisor, backToApplicant(U.supervisor)]]),
      U.applicant,
      'conflict',
      '审批已退回申请人，无需催办',
    ],
    [
      'once ended',
      async () => run(await started(), [[U.applicant, { type: 'withdraw' }]]),
      U.applicant,
      'finished',
      '审批已结束，无法操作',
    ],
  ])('refuses an urge %s', async (_name, make, actor, code, message) => {
    expectRefused(decide(await make(), { type: 'urge' }, actor, T0 + 60 * MINUTE), code, message);
  });

  it('an administrator may urge', async () => {
    expect(
      accepted(decide(await started(), { type: 'urge' }, U.admin, T0)).log.at(-1)?.actor,
    ).toEqual(ref(U.admin));
  });
});

describe('decide: resubmit after a return to the applicant', () => {
  it('returns to the applicant (START active, no open task), then resubmits with new fields and route', async () => {
    const returned = run(await started({ amount: 10 }), [
      [U.supervisor, backToApplicant(U.supervisor)],
    ]);
    expect(returned.processStatus).toBe('returned');
    expect(activeStep(returned)).toBe('start');
    expect(taskStatuses(returned, 'a1')).toEqual(['李四:returned']);
    const flow = compiled();
    const assignees = await resolveAssignees(
      { flow, applicant: ref(U.applicant), departmentId: 'd1', fieldDataList: fields(9000) },
      directory,
    );
    const resubmitted = accepted(
      decide(
        returned,
        { type: 'resubmit', fieldDataList: fields(9000), assignees },
        U.applicant,
        T0 + 9 * MINUTE,
      ),
    );
    expect(resubmitted).toMatchObject({
      processStatus: 'running',
      submission: 2,
      plan: ['start', 'a1', 'a2', 'cc1', 'end'],
    });
    expect(resubmitted.nodeRuns.map((r) => `${r.stepUuid}#${r.round}:${r.status}`)).toEqual([
      'start#1:passed',
      'a1#1:returned',
      'start#2:passed',
      'a1#2:active',
    ]);
  });

  it.each([
    ['by someone else', U.supervisor, true, 'forbidden', '只有申请人可以重新提交'],
    ['while running', U.applicant, false, 'conflict', '只有被退回的审批可以重新提交'],
  ])('refuses a resubmit %s', async (_name, actor, returned, code, message) => {
    let state = await started();
    if (returned) state = run(state, [[U.supervisor, backToApplicant(U.supervisor)]]);
    expectRefused(
      decide(
        state,
        { type: 'resubmit', fieldDataList: fields(1), assignees: state.assignees },
        actor,
        T0 + 9 * MINUTE,
      ),
      code,
      message,
    );
  });

  it('refuses a resubmit whose new route has no resolved people', async () => {
    const returned = run(await started({ amount: 10 }), [
      [U.supervisor, backToApplicant(U.supervisor)],
    ]);
    expectRefused(
      decide(
        returned,
        { type: 'resubmit', fieldDataList: fields(9000), assignees: returned.assignees },
        U.applicant,
        T0 + 9 * MINUTE,
      ),
      'invalid',
      '审批节点「财务会签」的人员未解析',
    );
  });
});

describe('decide: CC read state', () => {
  it('a recipient marks their copy read, also after the end; once', async () => {
    const approved = run(await started({ amount: 10 }), [
      [U.supervisor, pass(U.supervisor)],
      [U.sun, pass(U.sun)],
    ]);
    expect(approved.processStatus).toBe('approved');
    expect(approved.ccs[0]).toMatchObject({ user: ref(U.cc), readAt: null });
    const read = accepted(decide(approved, { type: 'readCc' }, U.cc, T0 + 60 * MINUTE));
    expect(read.ccs[0]?.readAt).toBe(T0 + 60 * MINUTE);
    expect(read.processStatus).toBe('approved');
    expectRefused(decide(read, { type: 'readCc' }, U.cc, T0 + 61 * MINUTE), 'conflict', '已读');
    expectRefused(
      decide(read, { type: 'readCc' }, U.wang, T0 + 61 * MINUTE),
      'forbidden',
      '您不是该审批的抄送人',
    );
  });
});
