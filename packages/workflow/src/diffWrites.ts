import type { InstanceRow, WorkflowNotification, WorkflowWrite } from './commandTypes.js';
import type { InstanceState, WorkflowEvent } from './stateTypes.js';
import { isFinished } from './taskStatus.js';

/** The instance's own row: the state without its collections. */
export function instanceRow(state: InstanceState): InstanceRow {
  const {
    nodeRuns: _nodeRuns,
    tasks: _tasks,
    groups: _groups,
    ccs: _ccs,
    log: _log,
    counters: _counters,
    ...row
  } = state;
  return structuredClone(row);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function byId<T extends { id: string }>(rows: readonly T[] | undefined): Map<string, T> {
  return new Map((rows ?? []).map((row) => [row.id, row]));
}

/**
 * The row writes that take a store from `before` to `after`, in an order that respects
 * references (instance, node runs, groups, tasks, CC rows, then the action-log entries). Every
 * update carries the value it expects to overwrite, so a store can write it as a conditional
 * update (`… WHERE status = $expected`) and refuse when another transaction got there first.
 */
export function diffWrites(
  before: InstanceState | null,
  after: InstanceState,
  events: readonly WorkflowEvent[],
): WorkflowWrite[] {
  const writes: WorkflowWrite[] = [];
  writes.push(
    before === null
      ? { table: 'instance', op: 'insert', row: instanceRow(after) }
      : {
          table: 'instance',
          op: 'update',
          row: instanceRow(after),
          expect: { version: before.version },
        },
  );
  const runs = byId(before?.nodeRuns);
  for (const run of after.nodeRuns) {
    const old = runs.get(run.id);
    if (!old) writes.push({ table: 'nodeRun', op: 'insert', row: { ...run } });
    else if (!same(old, run))
      writes.push({
        table: 'nodeRun',
        op: 'update',
        row: { ...run },
        expect: { status: old.status },
      });
  }
  const groups = byId(before?.groups);
  for (const group of after.groups) {
    if (!groups.has(group.id)) writes.push({ table: 'group', op: 'insert', row: { ...group } });
  }
  const tasks = byId(before?.tasks);
  for (const task of after.tasks) {
    const old = tasks.get(task.id);
    if (!old) writes.push({ table: 'task', op: 'insert', row: structuredClone(task) });
    else if (!same(old, task))
      writes.push({
        table: 'task',
        op: 'update',
        row: structuredClone(task),
        expect: { status: old.status },
      });
  }
  const ccs = byId(before?.ccs);
  for (const cc of after.ccs) {
    const old = ccs.get(cc.id);
    if (!old) writes.push({ table: 'cc', op: 'insert', row: structuredClone(cc) });
    else if (!same(old, cc))
      writes.push({
        table: 'cc',
        op: 'update',
        row: structuredClone(cc),
        expect: { readAt: null },
      });
  }
  for (const event of events)
    writes.push({ table: 'action', op: 'insert', row: structuredClone(event) });
  return writes;
}

/**
 * Who to tell after a decision: `todo` for every task that became pending, `urge` for every task
 * an URGE reminded, `cc` for every new CC row, `result` to the applicant when the instance
 * finished by someone else's hand (not their own withdraw or cancel).
 */
export function notificationsOf(
  before: InstanceState | null,
  after: InstanceState,
  events: readonly WorkflowEvent[],
): WorkflowNotification[] {
  const id = after.workflowInstanceId;
  const out: WorkflowNotification[] = [];
  const tasks = byId(before?.tasks);
  for (const task of after.tasks) {
    if (task.status === 'pending' && tasks.get(task.id)?.status !== 'pending') {
      out.push({
        kind: 'todo',
        userId: task.assignee.userId,
        workflowInstanceId: id,
        taskId: task.id,
      });
    }
  }
  for (const event of events) {
    if (event.kind !== 'URGE') continue;
    for (const { taskId, user } of event.notified) {
      out.push({ kind: 'urge', userId: user.userId, workflowInstanceId: id, taskId });
    }
  }
  const ccs = byId(before?.ccs);
  for (const cc of after.ccs) {
    if (!ccs.has(cc.id))
      out.push({ kind: 'cc', userId: cc.user.userId, workflowInstanceId: id, taskId: null });
  }
  const finishedNow = isFinished(after) && (before === null || !isFinished(before));
  const last = events[events.length - 1];
  if (finishedNow && last?.actor.userId !== after.applicant.userId) {
    out.push({
      kind: 'result',
      userId: after.applicant.userId,
      workflowInstanceId: id,
      taskId: null,
    });
  }
  return out;
}
