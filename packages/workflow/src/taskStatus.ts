import type { InstanceState, ProcessStatus, TaskStatus } from './stateTypes.js';

/** Task statuses that still need someone: queued, pending, waiting, approving. */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = Object.freeze([
  'queued',
  'pending',
  'waiting',
  'approving',
]);

/** Process statuses after which an instance never changes again (but for CC read state). */
export const FINAL_PROCESS_STATUSES: readonly ProcessStatus[] = Object.freeze([
  'approved',
  'rejected',
  'withdrawn',
  'cancelled',
]);

/** Whether a task still needs someone. */
export function isOpenTask(task: { status: TaskStatus }): boolean {
  return OPEN_TASK_STATUSES.includes(task.status);
}

/** Whether the instance is approved, rejected, withdrawn or cancelled. */
export function isFinished(state: Pick<InstanceState, 'processStatus'>): boolean {
  return FINAL_PROCESS_STATUSES.includes(state.processStatus);
}
