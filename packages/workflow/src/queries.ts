import type {
  ApplicantOperation,
  ApproverOperation,
  CompiledApproverStep,
  CompiledStartStep,
} from './flowTypes.js';
import { findStep } from './planPath.js';
import type { InstanceState, Task } from './stateTypes.js';
import { isFinished, isOpenTask } from './taskStatus.js';

/** A step BACK may return to. */
export interface BackTarget {
  stepUuid: string;
  name: string;
  /** START: back to the applicant, who may resubmit. */
  isApplicant: boolean;
}

/** The START step of the instance's flow. */
export function startStepOf(state: InstanceState): CompiledStartStep {
  return findStep(state.flow, state.flow.startStepUuid) as CompiledStartStep;
}

/**
 * Where BACK may return to now (GetWorkFlowProHisStep): the applicant (START), then the approver
 * steps passed since the current submission, in order. Empty unless the instance is running.
 */
export function backTargets(state: InstanceState): BackTarget[] {
  if (state.processStatus !== 'running') return [];
  const start = startStepOf(state);
  return [
    { stepUuid: start.stepUuid, name: start.name, isApplicant: true },
    ...state.passedSteps.map((stepUuid) => ({
      stepUuid,
      name: findStep(state.flow, stepUuid)?.name ?? stepUuid,
      isApplicant: false,
    })),
  ];
}

/** The open tasks of the instance (queued, pending, waiting, approving). */
export function openTasks(state: InstanceState): Task[] {
  return state.tasks.filter(isOpenTask);
}

/** The tasks `userId` can act on now (status pending). */
export function pendingTasksOf(state: InstanceState, userId: string): Task[] {
  return state.tasks.filter((task) => task.status === 'pending' && task.assignee.userId === userId);
}

/**
 * stepOperationList of a task (the buttons of the approval page): its step's operations while
 * the task is pending and the instance running, else none.
 */
export function stepOperationList(state: InstanceState, taskId: string): ApproverOperation[] {
  const task = state.tasks.find((candidate) => candidate.id === taskId);
  if (!task || task.status !== 'pending' || state.processStatus !== 'running') return [];
  const step = findStep(state.flow, task.stepUuid) as CompiledApproverStep | undefined;
  return step ? [...step.operations] : [];
}

/**
 * What the applicant may do now: WITHDRAW while no approver acted on the current submission,
 * CANCEL while open, URGE while running; each only when the START step allows it.
 */
export function applicantOperations(state: InstanceState): ApplicantOperation[] {
  if (isFinished(state)) return [];
  const allowed = startStepOf(state).operations;
  return allowed.filter((op) => {
    if (op === 'CANCEL') return true;
    if (state.processStatus !== 'running') return false;
    return op === 'URGE' || !approverActedSinceSubmission(state);
  });
}

const APPROVER_ACTIONS = new Set(['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC']);

/** Whether an approver acted since the last (re)submission: WITHDRAW is closed then. */
export function approverActedSinceSubmission(state: InstanceState): boolean {
  for (let i = state.log.length - 1; i >= 0; i -= 1) {
    const kind = (state.log[i] as { kind: string }).kind;
    if (kind === 'APPLY' || kind === 'RESUBMIT') return false;
    if (APPROVER_ACTIONS.has(kind)) return true;
  }
  return false;
}
