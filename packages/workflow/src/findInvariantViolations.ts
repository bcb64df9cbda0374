import { findStep } from './planPath.js';
import type { InstanceState, Task, TaskGroup } from './stateTypes.js';
import { isFinished, isOpenTask } from './taskStatus.js';

const ACTIVE_MEMBER = new Set(['pending', 'waiting', 'approving']);

function membersOf(state: InstanceState, group: TaskGroup): Task[] {
  return state.tasks
    .filter((task) => task.groupId === group.id && task.status !== 'transferred')
    .sort((a, b) => a.seq - b.seq);
}

function checkGroup(state: InstanceState, group: TaskGroup, out: string[]): void {
  const members = membersOf(state, group);
  const open = members.filter(isOpenTask);
  if (open.length === 0) return;
  if (group.mode === 'sequential') {
    // passed* active? queued*
    const active = members.filter((task) => ACTIVE_MEMBER.has(task.status));
    if (active.length !== 1)
      out.push(`group ${group.id} (依次) has ${active.length} active members`);
    const order = members.map((task) =>
      task.status === 'passed'
        ? 0
        : ACTIVE_MEMBER.has(task.status)
          ? 1
          : task.status === 'queued'
            ? 2
            : 3,
    );
    if (order.some((rank, i) => rank === 3 || (i > 0 && rank < (order[i - 1] as number)))) {
      out.push(
        `group ${group.id} (依次) is out of order: ${members.map((t) => t.status).join(',')}`,
      );
    }
  } else if (members.some((task) => task.status === 'queued')) {
    out.push(`group ${group.id} (${group.mode}) has queued members`);
  }
  if (group.ownerTaskId !== null) {
    const owner = state.tasks.find((task) => task.id === group.ownerTaskId);
    const expected = group.position === 'before' ? 'waiting' : 'approving';
    if (owner?.status !== expected) {
      out.push(`owner of open group ${group.id} is ${owner?.status}, not ${expected}`);
    }
  }
}

/**
 * Every broken invariant of an instance, as English sentences for tests and store checks; `[]`
 * for a sound state. The invariants:
 * - `version` equals the log length and entries are numbered 1…n;
 * - an open instance has exactly one active node run (an approver step while running, START
 *   while returned; one path, so one active node), a finished one none, and `finishedAt` is set
 *   exactly when finished;
 * - a finished or returned instance has no open task; a running one has at least one pending
 *   task, and every open task belongs to the active run;
 * - no user holds two open tasks in one run; no user has two CC rows;
 * - task counts match the mode: a run's rule tasks are its snapshot's users; 依次 groups have one
 *   active member after the passed ones, 会签/或签 groups none queued; a task waits (before) or
 *   is approving (after) exactly while the group it added is open;
 * - a passed 会签/依次 run has every rule-level task passed, a passed 或签 run at least one;
 * - passed steps follow the plan's order.
 */
export function findInvariantViolations(state: InstanceState): string[] {
  const out: string[] = [];
  if (state.version !== state.log.length) out.push('version differs from the log length');
  state.log.forEach((event, i) => {
    if (event.seq !== i + 1) out.push(`log entry ${i} has seq ${event.seq}`);
  });
  const finished = isFinished(state);
  if ((state.finishedAt !== null) !== finished) out.push('finishedAt does not match the status');
  const active = state.nodeRuns.filter((run) => run.status === 'active');
  const open = state.tasks.filter(isOpenTask);
  if (finished) {
    if (active.length > 0) out.push('a finished instance has an active run');
    if (open.length > 0) out.push('a finished instance has open tasks');
  } else if (active.length !== 1) {
    out.push(`an open instance has ${active.length} active runs`);
  } else {
    const run = active[0]!;
    const wanted = state.processStatus === 'returned' ? 'start' : 'approver';
    if (run.stepType !== wanted)
      out.push(`a ${state.processStatus} instance is at a ${run.stepType} step`);
    if (open.some((task) => task.nodeRunId !== run.id))
      out.push('an open task is outside the active run');
    if (state.processStatus === 'returned' && open.length > 0)
      out.push('a returned instance has open tasks');
    if (state.processStatus === 'running' && !open.some((task) => task.status === 'pending')) {
      out.push('a running instance has nobody to act');
    }
  }
  const seen = new Set<string>();
  for (const task of open) {
    const key = `${task.nodeRunId}/${task.assignee.userId}`;
    if (seen.has(key))
      out.push(`${task.assignee.userId} holds two open tasks in ${task.nodeRunId}`);
    seen.add(key);
  }
  const ccUsers = new Set<string>();
  for (const cc of state.ccs) {
    if (ccUsers.has(cc.user.userId)) out.push(`${cc.user.userId} is copied twice`);
    ccUsers.add(cc.user.userId);
  }
  for (const group of state.groups) checkGroup(state, group, out);
  for (const run of state.nodeRuns) {
    if (run.stepType !== 'approver' || run.status === 'skipped') continue;
    const top = state.groups.find(
      (group) => group.nodeRunId === run.id && group.ownerTaskId === null,
    );
    if (!top) {
      out.push(`approver run ${run.id} has no task group`);
      continue;
    }
    const rule = state.tasks.filter((task) => task.groupId === top.id && task.origin === 'rule');
    const step = findStep(state.flow, run.stepUuid);
    if (step?.type === 'approver' && run.status === 'active') {
      const expected = state.assignees.steps[run.stepUuid]?.length ?? 0;
      if (rule.length !== expected)
        out.push(`run ${run.id} has ${rule.length} tasks for ${expected} assignees`);
    }
    if (run.status === 'passed') {
      const members = membersOf(state, top);
      const passed = members.filter((task) => task.status === 'passed').length;
      if (top.mode === 'or' ? passed < 1 : passed !== members.length) {
        out.push(`run ${run.id} (${top.mode}) passed with ${passed}/${members.length} approvals`);
      }
    }
  }
  const positions = state.passedSteps.map((uuid) => state.plan.indexOf(uuid));
  if (positions.some((p, i) => p < 0 || (i > 0 && p <= (positions[i - 1] as number)))) {
    out.push('passed steps do not follow the plan');
  }
  return out;
}
