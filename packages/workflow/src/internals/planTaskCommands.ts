/** The commands an assignee gives on their task: complete, back, transfer, add sign, CC. */

import type {
  Actor,
  AddSignCommand,
  BackCommand,
  CcCommand,
  CompleteCommand,
  Refusal,
  TransferCommand,
} from '../commandTypes.js';
import { APPROVAL_MODES } from '../constants.js';
import type {
  ApprovalFieldDataItem,
  ApproverOperation,
  CompiledApproverStep,
  UserRef,
} from '../flowTypes.js';
import { WORKFLOW_MESSAGES as M } from '../messages.js';
import { findStep } from '../planPath.js';
import { backTargets } from '../queries.js';
import type { InstanceState, Task } from '../stateTypes.js';
import { isOpenTask } from '../taskStatus.js';
import { entryBase, isRefused, refuse, type Planned } from './planned.js';
import { isRecord, isUserRef, uniqueUsers } from './records.js';

interface TaskContext {
  task: Task;
  step: CompiledApproverStep;
}

/**
 * WF-C1/WF-C2: only the assignee of a pending task acts on it, and only with an operation
 * its step allows.
 */
function guardTask(
  state: InstanceState,
  taskId: unknown,
  actor: Actor,
  operation: ApproverOperation,
): { refusal: Refusal } | TaskContext {
  const task = state.tasks.find((candidate) => candidate.id === taskId);
  if (!task) return refuse('not-found', M.taskNotFound);
  if (task.assignee.userId !== actor.userId) return refuse('forbidden', M.notAssignee);
  if (task.status === 'queued') return refuse('task-not-pending', M.notYourTurn);
  if (task.status === 'waiting') return refuse('task-not-pending', M.waitingForSigners);
  if (task.status !== 'pending') return refuse('task-not-pending', M.taskHandled);
  const step = findStep(state.flow, task.stepUuid) as CompiledApproverStep;
  if (!step.operations.includes(operation)) {
    return refuse('operation-not-allowed', M.operationNotAllowed);
  }
  return { task, step };
}

function taskFields(context: TaskContext) {
  const { task } = context;
  return { taskId: task.id, nodeRunId: task.nodeRunId, stepUuid: task.stepUuid };
}

/** Users with an open task in the run (a transfer or add-sign may not add them again). */
function openAssignee(state: InstanceState, nodeRunId: string, users: readonly UserRef[]) {
  return users.find((user) =>
    state.tasks.some(
      (task) =>
        task.nodeRunId === nodeRunId && isOpenTask(task) && task.assignee.userId === user.userId,
    ),
  );
}

/** The fields an approver changed, each checked against the step's field permissions. */
function fieldChanges(
  state: InstanceState,
  step: CompiledApproverStep,
  sent: unknown,
): { refusal: Refusal } | { changes: ApprovalFieldDataItem[] } {
  if (sent === undefined || sent === null) return { changes: [] };
  if (!Array.isArray(sent) || !sent.every((item) => isRecord(item))) {
    return refuse('invalid', M.fieldDataInvalid);
  }
  const changes: ApprovalFieldDataItem[] = [];
  for (const item of sent as unknown as ApprovalFieldDataItem[]) {
    const field = state.fieldDataList.find((current) => current.FieldUuid === item.FieldUuid);
    const label = String(item.FieldAlias || item.FieldName || item.FieldUuid);
    if (!field) return refuse('invalid', M.fieldNotFound(label));
    if (JSON.stringify(field.FieldValue) === JSON.stringify(item.FieldValue)) continue;
    if (step.fieldPermissions[field.FieldUuid] !== 'write') {
      return refuse('forbidden', M.fieldNotWritable(field.FieldAlias || field.FieldName));
    }
    changes.push({ ...field, FieldValue: structuredClone(item.FieldValue) });
  }
  return { changes };
}

export function planComplete(
  state: InstanceState,
  command: Omit<CompleteCommand, 'type'>,
  actor: Actor,
  now: number,
): Planned {
  // A wire value that is not a boolean is not read as a rejection.
  if (typeof command.isPass !== 'boolean') return refuse('invalid', M.isPassInvalid);
  const isPass = command.isPass;
  const context = guardTask(state, command.taskId, actor, isPass ? 'PASS' : 'NOT_PASS');
  if (isRefused(context)) return context;
  const base = {
    ...entryBase(state, actor, now, command.approvalComments),
    ...taskFields(context),
  };
  if (!isPass) {
    // spec 2 §5: reject requires an opinion.
    if (base.approvalComments === '') return refuse('comment-required', M.rejectCommentRequired);
    return { events: [{ ...base, kind: 'NOT_PASS' }] };
  }
  const edited = fieldChanges(state, context.step, command.fieldDataList);
  if (isRefused(edited)) return edited;
  return { events: [{ ...base, kind: 'PASS', fieldDataList: edited.changes }] };
}

export function planBack(
  state: InstanceState,
  command: BackCommand,
  actor: Actor,
  now: number,
): Planned {
  const context = guardTask(state, command.taskId, actor, 'BACK');
  if (isRefused(context)) return context;
  if (!backTargets(state).some((target) => target.stepUuid === command.stepUuid)) {
    return refuse('invalid', M.backTargetInvalid);
  }
  return {
    events: [
      {
        ...entryBase(state, actor, now, command.approvalComments),
        ...taskFields(context),
        kind: 'BACK',
        targetStepUuid: command.stepUuid,
      },
    ],
  };
}

export function planTransfer(
  state: InstanceState,
  command: TransferCommand,
  actor: Actor,
  now: number,
): Planned {
  const context = guardTask(state, command.taskId, actor, 'TRANSFER');
  if (isRefused(context)) return context;
  const { user } = command;
  if (!isUserRef(user)) return refuse('invalid', M.userInvalid);
  if (user.userId === actor.userId) return refuse('invalid', M.transferToSelf);
  // WF-C7: not to someone who already holds an open task of the step.
  const present = openAssignee(state, context.task.nodeRunId, [user]);
  if (present) return refuse('conflict', M.alreadyAssignee(present.userName));
  return {
    events: [
      {
        ...entryBase(state, actor, now, command.approvalComments),
        ...taskFields(context),
        kind: 'TRANSFER',
        to: { userId: user.userId, userName: user.userName },
      },
    ],
  };
}

export function planAddSign(
  state: InstanceState,
  command: AddSignCommand,
  actor: Actor,
  now: number,
): Planned {
  const context = guardTask(state, command.taskId, actor, 'ADD_SIGN');
  if (isRefused(context)) return context;
  if (command.position !== 'before' && command.position !== 'after') {
    return refuse('invalid', M.addSignPositionInvalid);
  }
  const mode = command.mode ?? 'and';
  if (!APPROVAL_MODES.includes(mode)) return refuse('invalid', M.approvalModeInvalid);
  const { users } = command;
  if (!Array.isArray(users) || users.length === 0) return refuse('invalid', M.addSignEmpty);
  if (!users.every(isUserRef)) return refuse('invalid', M.userInvalid);
  if (uniqueUsers(users).length !== users.length) return refuse('invalid', M.addSignDuplicate);
  if (users.some((user) => user.userId === actor.userId)) return refuse('invalid', M.addSignSelf);
  const present = openAssignee(state, context.task.nodeRunId, users);
  if (present) return refuse('conflict', M.alreadyAssignee(present.userName));
  return {
    events: [
      {
        ...entryBase(state, actor, now, command.approvalComments),
        ...taskFields(context),
        kind: 'ADD_SIGN',
        position: command.position,
        users: uniqueUsers(users),
        mode,
      },
    ],
  };
}

export function planCc(
  state: InstanceState,
  command: CcCommand,
  actor: Actor,
  now: number,
): Planned {
  const context = guardTask(state, command.taskId, actor, 'CC');
  if (isRefused(context)) return context;
  const { users } = command;
  if (!Array.isArray(users) || users.length === 0) return refuse('invalid', M.ccEmpty);
  if (!users.every(isUserRef)) return refuse('invalid', M.userInvalid);
  const fresh = uniqueUsers(users).filter(
    (user) => !state.ccs.some((cc) => cc.user.userId === user.userId),
  );
  if (fresh.length === 0) return refuse('conflict', M.ccAllPresent);
  return {
    events: [
      {
        ...entryBase(state, actor, now, command.approvalComments),
        ...taskFields(context),
        kind: 'CC',
        users: fresh,
      },
    ],
  };
}
