import { applyEvent } from './applyEvent.js';
import type { UserRef } from './flowTypes.js';
import { findStep } from './planPath.js';
import type { ActionKind, InstanceState, WorkflowEvent } from './stateTypes.js';

/**
 * One row of the approval timeline (spec 2 §3 Approval step record: approvalType, isPass,
 * appUserName, createdTime, approvalComments), with what the page shows besides: the step, the
 * people an action named, and the time spent on the task (format it with `formatTimeSpent` of
 * @tessera/validation).
 */
export interface ApprovalStepRecord {
  seq: number;
  /** APPLY for a submission; otherwise the action. */
  approvalType: Exclude<ActionKind, 'READ_CC'>;
  /** true for PASS, false for NOT_PASS, null for every other action. */
  isPass: boolean | null;
  appUserId: string;
  appUserName: string;
  /** ISO 8601 (UTC). */
  createdTime: string;
  approvalComments: string;
  stepUuid: string;
  stepName: string;
  taskId: string | null;
  /** Transfer target, added signers, CC recipients or urged approvers. */
  targets: UserRef[];
  /** From the task becoming pending to this action, in ms; null for actions not on a task. */
  spentMs: number | null;
}

function targetsOf(event: WorkflowEvent): UserRef[] {
  switch (event.kind) {
    case 'TRANSFER':
      return [event.to];
    case 'ADD_SIGN':
    case 'CC':
      return event.users;
    case 'URGE':
      return event.notified.map((notified) => notified.user);
    default:
      return [];
  }
}

/**
 * The timeline of an instance from its log, oldest first: the submission (APPLY) and every
 * action after it. CC reads are left out (they are read state, not steps).
 */
export function toStepRecords(state: InstanceState): ApprovalStepRecord[] {
  const records: ApprovalStepRecord[] = [];
  let before: InstanceState | null = null;
  const startName = findStep(state.flow, state.flow.startStepUuid)?.name ?? '';
  for (const event of state.log) {
    if (event.kind !== 'READ_CC') {
      const taskId = 'taskId' in event ? event.taskId : null;
      const stepUuid = 'stepUuid' in event ? event.stepUuid : state.flow.startStepUuid;
      // The task as it was just before this action: when it last became pending.
      const pendingAt = before?.tasks.find((task) => task.id === taskId)?.pendingAt ?? null;
      records.push({
        seq: event.seq,
        approvalType: event.kind,
        isPass: event.kind === 'PASS' ? true : event.kind === 'NOT_PASS' ? false : null,
        appUserId: event.actor.userId,
        appUserName: event.actor.userName,
        createdTime: new Date(event.at).toISOString(),
        approvalComments: event.approvalComments,
        stepUuid,
        stepName:
          stepUuid === state.flow.startStepUuid
            ? startName
            : (findStep(state.flow, stepUuid)?.name ?? ''),
        taskId,
        targets: targetsOf(event).map((user) => ({ ...user })),
        spentMs: pendingAt === null ? null : Math.max(0, event.at - pendingAt),
      });
    }
    before = applyEvent(before, event);
  }
  return records;
}
