import { applyEvent } from './applyEvent.js';
import type {
  Actor,
  BatchCompleteCommand,
  Decision,
  Refusal,
  WorkflowCommand,
} from './commandTypes.js';
import { diffWrites, notificationsOf } from './diffWrites.js';
import {
  planCancel,
  planReadCc,
  planUrge,
  planWithdraw,
} from './internals/planApplicantCommands.js';
import { isRefused, refuse, type Planned } from './internals/planned.js';
import { planResubmit, planStart } from './internals/planSubmission.js';
import {
  planAddSign,
  planBack,
  planCc,
  planComplete,
  planTransfer,
} from './internals/planTaskCommands.js';
import { isNonEmptyString, isRecord } from './internals/records.js';
import { WORKFLOW_MESSAGES as M } from './messages.js';
import type { InstanceState, WorkflowEvent } from './stateTypes.js';
import { isFinished } from './taskStatus.js';

/** One command against one state: the entries it appends and the state after them. */
function step(
  state: InstanceState | null,
  command: WorkflowCommand,
  actor: Actor,
  now: number,
): { refusal: Refusal } | { events: WorkflowEvent[]; state: InstanceState } {
  const planned = plan(state, command, actor, now);
  if (isRefused(planned)) return planned;
  let next = state;
  for (const event of planned.events) next = applyEvent(next, event);
  return { events: planned.events, state: next as InstanceState };
}

function planBatch(
  state: InstanceState,
  command: BatchCompleteCommand,
  actor: Actor,
  now: number,
): { refusal: Refusal } | { events: WorkflowEvent[]; state: InstanceState } {
  if (!Array.isArray(command.items) || command.items.length === 0) {
    return refuse('invalid', M.batchEmpty);
  }
  let current = state;
  const events: WorkflowEvent[] = [];
  for (const [index, item] of command.items.entries()) {
    const result = step(current, { ...item, type: 'complete' }, actor, now);
    if (isRefused(result)) {
      // All or nothing: one refused item refuses the batch.
      const { code, message } = result.refusal;
      return refuse(code, M.batchItemRefused(index + 1, message));
    }
    events.push(...result.events);
    current = result.state;
  }
  return { events, state: current };
}

function plan(
  state: InstanceState | null,
  command: WorkflowCommand,
  actor: Actor,
  now: number,
): Planned {
  if (command.type === 'start' || command.type === 'startByUser') {
    if (state !== null) return refuse('conflict', M.instanceExists);
    return planStart(command, actor, now);
  }
  if (state === null) return refuse('not-found', M.instanceNotFound);
  // Reading one's CC changes no approval, so it is the one command a finished instance takes.
  if (command.type === 'readCc') return planReadCc(state, actor, now);
  // WF-C10: a finished instance refuses everything else.
  if (isFinished(state)) return refuse('finished', M.finished);
  switch (command.type) {
    case 'complete':
      return planComplete(state, command, actor, now);
    case 'back':
      return planBack(state, command, actor, now);
    case 'transfer':
      return planTransfer(state, command, actor, now);
    case 'addSign':
      return planAddSign(state, command, actor, now);
    case 'cc':
      return planCc(state, command, actor, now);
    case 'withdraw':
      return planWithdraw(state, command, actor, now);
    case 'cancel':
      return planCancel(state, command, actor, now);
    case 'urge':
      return planUrge(state, actor, now);
    case 'resubmit':
      return planResubmit(state, command, actor, now);
    default:
      return refuse('invalid', M.unknownCommand);
  }
}

/**
 * The approval engine: checks `command` by `actor` against `state` and answers either the new
 * action-log entries with the state after them, the row writes and the notifications, or a
 * refusal. Pure: no I/O, no clock (time is `now`, epoch ms), no organisation lookups (assignees
 * come resolved in start and resubmit commands, see `resolveAssignees`), inputs never changed.
 * A refusal changes nothing. `state` is `null` before the instance exists (start, start by user).
 *
 * Authorization: no actor → `not-signed-in`; only the assignee of a pending task acts on it, and
 * only with an operation its step allows; withdraw is the applicant's; cancel and urge the
 * applicant's or an administrator's; a finished instance refuses everything but a CC read.
 *
 * @example
 * const decision = decide(state, { type: 'complete', taskId, isPass: false }, actor, now);
 * if (!decision.ok) decision.refusal; // { code: 'comment-required', message: '请填写驳回意见！' }
 */
export function decide(
  state: InstanceState | null,
  command: WorkflowCommand,
  actor: Actor | null,
  now: number,
): Decision {
  if (!Number.isFinite(now)) throw new RangeError('decide: now must be a finite epoch-ms number');
  if (!isRecord(actor) || !isNonEmptyString(actor.userId)) {
    return { ok: false, refusal: { code: 'not-signed-in', message: M.notSignedIn } };
  }
  const result =
    isRecord(command) && command.type === 'batchComplete'
      ? state === null
        ? refuse('not-found', M.instanceNotFound)
        : isFinished(state)
          ? refuse('finished', M.finished)
          : planBatch(state, command, actor, now)
      : isRecord(command)
        ? step(state, command, actor, now)
        : refuse('invalid', M.unknownCommand);
  if (isRefused(result)) return { ok: false, refusal: result.refusal };
  return {
    ok: true,
    state: result.state,
    events: result.events,
    writes: diffWrites(state, result.state, result.events),
    notifications: notificationsOf(state, result.state, result.events),
  };
}

/** The answer for one item of `decideBatch`. */
export interface BatchItemDecision {
  taskId: string;
  decision: Decision;
}

/**
 * batchCompleteTask across instances: each item is decided on its own against the instance that
 * holds its task (after the earlier items of the same batch), like one transaction per task; one
 * refused item does not stop the others. An item whose task is in none of `states` is refused
 * `not-found`.
 */
export function decideBatch(
  states: readonly InstanceState[],
  command: BatchCompleteCommand,
  actor: Actor | null,
  now: number,
): BatchItemDecision[] {
  const current = new Map(states.map((state) => [state.workflowInstanceId, state]));
  return command.items.map((item) => {
    const state = [...current.values()].find((candidate) =>
      candidate.tasks.some((task) => task.id === item.taskId),
    );
    const decision: Decision = state
      ? decide(state, { ...item, type: 'complete' }, actor, now)
      : { ok: false, refusal: { code: 'not-found', message: M.taskNotFound } };
    if (decision.ok) current.set(decision.state.workflowInstanceId, decision.state);
    return { taskId: item.taskId, decision };
  });
}
