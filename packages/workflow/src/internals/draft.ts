/**
 * Mutations of a draft instance (a private copy `applyEvent` owns): opening runs, tasks and
 * groups, moving along the plan, settling groups after a decision, and closing the instance.
 * Everything here is deterministic: ids come from the instance's counters, times from events.
 */

import type { ApprovalMode, CompiledStep, UserRef } from '../flowTypes.js';
import { findStep } from '../planPath.js';
import type {
  CcVia,
  InstanceState,
  NodeRun,
  NodeRunStatus,
  ProcessStatus,
  Task,
  TaskGroup,
  TaskOrigin,
  TaskStatus,
} from '../stateTypes.js';
import { isOpenTask } from '../taskStatus.js';
import { WorkflowReplayError } from '../WorkflowReplayError.js';

export type Draft = InstanceState;

function nextId(d: Draft, counter: keyof Draft['counters'], letter: string): string {
  d.counters[counter] += 1;
  return `${d.workflowInstanceId}:${letter}${d.counters[counter]}`;
}

export function stepOf(d: Draft, stepUuid: string): CompiledStep {
  const step = findStep(d.flow, stepUuid);
  if (!step) throw new WorkflowReplayError(`step ${stepUuid} is not in the flow`);
  return step;
}

export function taskById(d: Draft, taskId: string): Task {
  const task = d.tasks.find((candidate) => candidate.id === taskId);
  if (!task) throw new WorkflowReplayError(`task ${taskId} does not exist`);
  return task;
}

export function activeRun(d: Draft): NodeRun | undefined {
  return d.nodeRuns.find((run) => run.status === 'active');
}

export function openRun(
  d: Draft,
  step: CompiledStep,
  at: number,
  status: NodeRunStatus = 'active',
): NodeRun {
  if (step.type !== 'start' && step.type !== 'approver' && step.type !== 'cc') {
    throw new WorkflowReplayError(`a ${step.type} step has no run`);
  }
  const run: NodeRun = {
    id: nextId(d, 'nodeRun', 'n'),
    stepUuid: step.stepUuid,
    stepType: step.type,
    name: step.name,
    round: d.nodeRuns.filter((other) => other.stepUuid === step.stepUuid).length + 1,
    status,
    enteredAt: at,
    leftAt: status === 'active' ? null : at,
  };
  d.nodeRuns.push(run);
  return run;
}

/** Opens a group and a task per user: all pending, or only the first for 依次. */
export function openGroup(
  d: Draft,
  options: {
    run: NodeRun;
    mode: ApprovalMode;
    owner: Task | null;
    position: 'before' | 'after' | null;
    users: readonly UserRef[];
    origin: TaskOrigin;
    at: number;
  },
): TaskGroup {
  const { run, mode, owner, users, origin, at } = options;
  const group: TaskGroup = {
    id: nextId(d, 'group', 'g'),
    nodeRunId: run.id,
    mode,
    ownerTaskId: owner?.id ?? null,
    position: options.position,
  };
  d.groups.push(group);
  users.forEach((user, index) => {
    const status: TaskStatus = mode === 'sequential' && index > 0 ? 'queued' : 'pending';
    d.tasks.push({
      id: nextId(d, 'task', 't'),
      nodeRunId: run.id,
      stepUuid: run.stepUuid,
      groupId: group.id,
      seq: index + 1,
      assignee: { userId: user.userId, userName: user.userName },
      status,
      origin,
      originTaskId: owner?.id ?? null,
      createdAt: at,
      pendingAt: status === 'pending' ? at : null,
      actedAt: null,
      approvalComments: '',
      urgedAt: null,
      urgeCount: 0,
    });
  });
  return group;
}

/** A new task replacing `from` (转办): same run, group and place in the order. */
export function transferTask(d: Draft, from: Task, to: UserRef, at: number): void {
  d.tasks.push({
    ...from,
    id: nextId(d, 'task', 't'),
    assignee: { userId: to.userId, userName: to.userName },
    status: 'pending',
    origin: 'transfer',
    originTaskId: from.id,
    createdAt: at,
    pendingAt: at,
    actedAt: null,
    approvalComments: '',
    urgedAt: null,
    urgeCount: 0,
  });
}

/** CC rows for users not copied on this instance yet (one row per user and instance). */
export function addCcs(
  d: Draft,
  run: NodeRun,
  users: readonly UserRef[],
  via: CcVia,
  at: number,
): void {
  for (const user of users) {
    if (d.ccs.some((cc) => cc.user.userId === user.userId)) continue;
    d.ccs.push({
      id: nextId(d, 'cc', 'c'),
      nodeRunId: run.id,
      user: { userId: user.userId, userName: user.userName },
      via,
      createdAt: at,
      readAt: null,
    });
  }
}

/** Moves along the plan from `index`: CC steps copy and move on, empty approver steps are
 * skipped, the first approver step with people opens, END approves. */
export function enterFrom(d: Draft, index: number, at: number): void {
  for (let i = index; i < d.plan.length; i += 1) {
    const step = stepOf(d, d.plan[i] as string);
    switch (step.type) {
      case 'cc':
        addCcs(
          d,
          openRun(d, step, at, 'passed'),
          d.assignees.steps[step.stepUuid] ?? [],
          'node',
          at,
        );
        break;
      case 'approver': {
        const users = d.assignees.steps[step.stepUuid] ?? [];
        // decide only lets a step be empty when it is set to auto-pass.
        if (users.length === 0) {
          openRun(d, step, at, 'skipped');
          break;
        }
        const run = openRun(d, step, at);
        openGroup(d, {
          run,
          mode: step.mode,
          owner: null,
          position: null,
          users,
          origin: 'rule',
          at,
        });
        return;
      }
      case 'end':
        finish(d, { processStatus: 'approved', taskStatus: 'cancelled', runStatus: 'passed', at });
        return;
      default:
        throw new WorkflowReplayError(`the plan cannot enter a ${step.type} step`);
    }
  }
  throw new WorkflowReplayError('the plan does not end with END');
}

function members(d: Draft, group: TaskGroup): Task[] {
  return d.tasks.filter((task) => task.groupId === group.id && task.status !== 'transferred');
}

function groupOf(d: Draft, task: Task): TaskGroup {
  const group = d.groups.find((candidate) => candidate.id === task.groupId);
  if (!group) throw new WorkflowReplayError(`group ${task.groupId} does not exist`);
  return group;
}

/** Closes the open tasks of the groups `owner` added, and theirs, and so on. */
function closeOwned(d: Draft, owner: Task): void {
  for (const group of d.groups.filter((candidate) => candidate.ownerTaskId === owner.id)) {
    for (const task of members(d, group)) {
      if (!isOpenTask(task)) continue;
      closeOwned(d, task);
      task.status = 'cancelled';
    }
  }
}

/** After a task passed: the next of a 依次 group gets its turn; a decided group completes. */
export function afterPass(d: Draft, task: Task, at: number): void {
  const group = groupOf(d, task);
  const all = members(d, group);
  if (group.mode === 'sequential') {
    const next = all
      .filter((candidate) => candidate.status === 'queued')
      .sort((a, b) => a.seq - b.seq)[0];
    if (next) {
      next.status = 'pending';
      next.pendingAt = at;
    }
  }
  const decided =
    group.mode === 'or'
      ? all.some((member) => member.status === 'passed')
      : all.every((member) => member.status === 'passed');
  if (decided) completeGroup(d, group, at);
}

function completeGroup(d: Draft, group: TaskGroup, at: number): void {
  // 或签: the first decision decides; the others' tasks are cancelled. A member who already
  // approved with signers after them keeps their approval.
  for (const task of members(d, group)) {
    if (!isOpenTask(task)) continue;
    closeOwned(d, task);
    task.status = task.status === 'approving' ? 'passed' : 'cancelled';
  }
  if (group.ownerTaskId === null) {
    const run = d.nodeRuns.find((candidate) => candidate.id === group.nodeRunId) as NodeRun;
    run.status = 'passed';
    run.leftAt = at;
    d.passedSteps.push(run.stepUuid);
    enterFrom(d, d.plan.indexOf(run.stepUuid) + 1, at);
    return;
  }
  const owner = taskById(d, group.ownerTaskId);
  if (group.position === 'before') {
    owner.status = 'pending';
    owner.pendingAt = at;
  } else {
    owner.status = 'passed';
    afterPass(d, owner, at);
  }
}

/** Closes every open task and the active run, and sets the process status. */
export function finish(
  d: Draft,
  options: {
    processStatus: ProcessStatus;
    taskStatus: TaskStatus;
    runStatus: NodeRunStatus;
    at: number;
  },
): void {
  closeOpen(d, options.taskStatus, options.runStatus, options.at);
  d.processStatus = options.processStatus;
  d.finishedAt = options.at;
}

/** Closes every open task with `taskStatus` and the active run (if any) with `runStatus`. */
export function closeOpen(
  d: Draft,
  taskStatus: TaskStatus,
  runStatus: NodeRunStatus,
  at: number,
): void {
  for (const task of d.tasks) if (isOpenTask(task)) task.status = taskStatus;
  const run = activeRun(d);
  if (run) {
    run.status = runStatus;
    run.leftAt = at;
  }
}
