/** Commands on the whole instance: withdraw, cancel, urge, and a CC recipient's read. */

import type { Actor, CancelCommand, WithdrawCommand } from '../commandTypes.js';
import { URGE_INTERVAL_MS } from '../constants.js';
import { WORKFLOW_MESSAGES as M } from '../messages.js';
import { approverActedSinceSubmission, startStepOf } from '../queries.js';
import type { InstanceState } from '../stateTypes.js';
import { entryBase, refuse, type Planned } from './planned.js';

const isApplicant = (state: InstanceState, actor: Actor): boolean =>
  actor.userId === state.applicant.userId;

/** WF-C4: applicant only, running, no approver acted on this submission, allowed. */
export function planWithdraw(
  state: InstanceState,
  command: WithdrawCommand,
  actor: Actor,
  now: number,
): Planned {
  if (!isApplicant(state, actor)) return refuse('forbidden', M.applicantOnlyWithdraw);
  if (!startStepOf(state).operations.includes('WITHDRAW')) {
    return refuse('operation-not-allowed', M.operationNotAllowed);
  }
  // A returned instance has been acted on (BACK): withdrawing is closed, cancelling is not.
  if (state.processStatus !== 'running' || approverActedSinceSubmission(state)) {
    return refuse('conflict', M.alreadyActed);
  }
  return {
    events: [{ ...entryBase(state, actor, now, command.approvalComments), kind: 'WITHDRAW' }],
  };
}

/** WF-C5: the applicant (when the flow allows it) or an administrator, while open. */
export function planCancel(
  state: InstanceState,
  command: CancelCommand,
  actor: Actor,
  now: number,
): Planned {
  if (actor.isAdmin !== true) {
    if (!isApplicant(state, actor)) return refuse('forbidden', M.applicantOnlyCancel);
    if (!startStepOf(state).operations.includes('CANCEL')) {
      return refuse('operation-not-allowed', M.operationNotAllowed);
    }
  }
  return {
    events: [{ ...entryBase(state, actor, now, command.approvalComments), kind: 'CANCEL' }],
  };
}

/**
 * WF-C6: the applicant (when allowed) or an administrator, while running; each pending
 * task is reminded at most once per URGE_INTERVAL_MS, and an urge that reminds nobody is refused.
 */
export function planUrge(state: InstanceState, actor: Actor, now: number): Planned {
  if (actor.isAdmin !== true) {
    if (!isApplicant(state, actor)) return refuse('forbidden', M.applicantOnlyUrge);
    if (!startStepOf(state).operations.includes('URGE')) {
      return refuse('operation-not-allowed', M.operationNotAllowed);
    }
  }
  if (state.processStatus !== 'running') return refuse('conflict', M.returnedNoUrge);
  const pending = state.tasks.filter((task) => task.status === 'pending');
  const due = pending.filter(
    (task) => task.urgedAt === null || now - task.urgedAt >= URGE_INTERVAL_MS,
  );
  if (due.length === 0) {
    const wait = Math.min(...pending.map((task) => (task.urgedAt ?? now) + URGE_INTERVAL_MS - now));
    return refuse('too-frequent', M.urgeTooFrequent(Math.max(1, Math.ceil(wait / 60_000))));
  }
  return {
    events: [
      {
        ...entryBase(state, actor, now, ''),
        kind: 'URGE',
        notified: due.map((task) => ({ taskId: task.id, user: { ...task.assignee } })),
      },
    ],
  };
}

/** A CC recipient marks their copy read; accepted on a finished instance too (README). */
export function planReadCc(state: InstanceState, actor: Actor, now: number): Planned {
  const mine = state.ccs.filter((cc) => cc.user.userId === actor.userId);
  if (mine.length === 0) return refuse('forbidden', M.notCcRecipient);
  if (mine.every((cc) => cc.readAt !== null)) return refuse('conflict', M.ccAlreadyRead);
  return { events: [{ ...entryBase(state, actor, now, ''), kind: 'READ_CC' }] };
}
