import type { ApprovalFieldDataItem } from './flowTypes.js';
import {
  addCcs,
  activeRun,
  afterPass,
  closeOpen,
  enterFrom,
  finish,
  openGroup,
  openRun,
  stepOf,
  taskById,
  transferTask,
  type Draft,
} from './internals/draft.js';
import type { ApplyEvent, InstanceState, NodeRun, WorkflowEvent } from './stateTypes.js';
import { WorkflowReplayError } from './WorkflowReplayError.js';

function startState(event: ApplyEvent): Draft {
  const d: Draft = {
    workflowInstanceId: event.workflowInstanceId,
    workFlowId: event.workFlowId,
    flowVersion: event.flowVersion,
    flow: structuredClone(event.flow),
    processStatus: 'running',
    applicant: { ...event.applicant },
    startedBy: { ...event.actor },
    departmentId: event.departmentId,
    formDataId: event.formDataId,
    fieldDataList: structuredClone(event.fieldDataList),
    assignees: structuredClone(event.assignees),
    startedAt: event.at,
    finishedAt: null,
    submission: 1,
    plan: [...event.plan],
    passedSteps: [],
    nodeRuns: [],
    tasks: [],
    groups: [],
    ccs: [],
    log: [],
    version: 0,
    counters: { nodeRun: 0, task: 0, group: 0, cc: 0 },
  };
  openRun(d, stepOf(d, d.flow.startStepUuid), event.at, 'passed');
  enterFrom(d, 1, event.at);
  return d;
}

function editFields(d: Draft, changes: readonly ApprovalFieldDataItem[]): void {
  for (const change of changes) {
    const field = d.fieldDataList.find((item) => item.FieldUuid === change.FieldUuid);
    if (field) field.FieldValue = structuredClone(change.FieldValue);
  }
}

function runOf(d: Draft, nodeRunId: string): NodeRun {
  const run = d.nodeRuns.find((candidate) => candidate.id === nodeRunId);
  if (!run) throw new WorkflowReplayError(`node run ${nodeRunId} does not exist`);
  return run;
}

function applyTo(d: Draft, event: WorkflowEvent): void {
  const { at } = event;
  switch (event.kind) {
    case 'APPLY':
      throw new WorkflowReplayError('APPLY can only begin a log', event.seq);
    case 'RESUBMIT': {
      const run = activeRun(d);
      if (d.processStatus !== 'returned' || !run) {
        throw new WorkflowReplayError('RESUBMIT needs a returned instance', event.seq);
      }
      run.status = 'passed';
      run.leftAt = at;
      d.fieldDataList = structuredClone(event.fieldDataList);
      d.assignees = structuredClone(event.assignees);
      d.plan = [...event.plan];
      d.passedSteps = [];
      d.submission += 1;
      d.processStatus = 'running';
      enterFrom(d, 1, at);
      return;
    }
    case 'PASS': {
      const task = taskById(d, event.taskId);
      task.status = 'passed';
      task.actedAt = at;
      task.approvalComments = event.approvalComments;
      editFields(d, event.fieldDataList);
      afterPass(d, task, at);
      return;
    }
    case 'NOT_PASS': {
      const task = taskById(d, event.taskId);
      task.status = 'notPassed';
      task.actedAt = at;
      task.approvalComments = event.approvalComments;
      finish(d, { processStatus: 'rejected', taskStatus: 'cancelled', runStatus: 'rejected', at });
      return;
    }
    case 'BACK': {
      const task = taskById(d, event.taskId);
      task.status = 'returned';
      task.actedAt = at;
      task.approvalComments = event.approvalComments;
      closeOpen(d, 'cancelled', 'returned', at);
      if (event.targetStepUuid === d.flow.startStepUuid) {
        openRun(d, stepOf(d, d.flow.startStepUuid), at);
        d.passedSteps = [];
        d.processStatus = 'returned';
        return;
      }
      const passedIndex = d.passedSteps.indexOf(event.targetStepUuid);
      if (passedIndex < 0) throw new WorkflowReplayError('BACK to a step not passed', event.seq);
      d.passedSteps = d.passedSteps.slice(0, passedIndex);
      enterFrom(d, d.plan.indexOf(event.targetStepUuid), at);
      return;
    }
    case 'TRANSFER': {
      const task = taskById(d, event.taskId);
      task.status = 'transferred';
      task.actedAt = at;
      task.approvalComments = event.approvalComments;
      transferTask(d, task, event.to, at);
      return;
    }
    case 'ADD_SIGN': {
      const task = taskById(d, event.taskId);
      if (event.position === 'before') {
        task.status = 'waiting';
      } else {
        task.status = 'approving';
        task.actedAt = at;
        task.approvalComments = event.approvalComments;
      }
      openGroup(d, {
        run: runOf(d, task.nodeRunId),
        mode: event.mode,
        owner: task,
        position: event.position,
        users: event.users,
        origin: event.position === 'before' ? 'addSignBefore' : 'addSignAfter',
        at,
      });
      return;
    }
    case 'CC':
      addCcs(d, runOf(d, event.nodeRunId), event.users, 'manual', at);
      return;
    case 'READ_CC':
      for (const cc of d.ccs) {
        if (cc.user.userId === event.actor.userId && cc.readAt === null) cc.readAt = at;
      }
      return;
    case 'URGE':
      for (const { taskId } of event.notified) {
        const task = taskById(d, taskId);
        task.urgedAt = at;
        task.urgeCount += 1;
      }
      return;
    case 'WITHDRAW':
      finish(d, {
        processStatus: 'withdrawn',
        taskStatus: 'withdrawn',
        runStatus: 'withdrawn',
        at,
      });
      return;
    case 'CANCEL':
      finish(d, {
        processStatus: 'cancelled',
        taskStatus: 'cancelled',
        runStatus: 'cancelled',
        at,
      });
      return;
  }
}

/**
 * The state after one action-log entry: the entry's own change and everything that follows from
 * it (the next person of a 依次 step, a decided 或签/会签 step, CC steps, END). The input state is
 * not changed. `decide` builds its answer with it and `replay` folds the log with it.
 *
 * @throws WorkflowReplayError for an entry that does not fit the state.
 */
export function applyEvent(state: InstanceState | null, event: WorkflowEvent): InstanceState {
  let d: Draft;
  if (state === null) {
    if (event.kind !== 'APPLY') throw new WorkflowReplayError('a log begins with APPLY', event.seq);
    d = startState(event);
  } else {
    if (event.kind === 'APPLY')
      throw new WorkflowReplayError('APPLY can only begin a log', event.seq);
    d = structuredClone(state);
    applyTo(d, event);
  }
  d.log.push(structuredClone(event));
  d.version = d.log.length;
  return d;
}

/**
 * Rebuilds an instance from its action log; equal to the state `decide` answered after the last
 * entry.
 *
 * @throws WorkflowReplayError for an empty log or one `decide` cannot have written.
 * @example
 * expect(replay(state.log)).toEqual(state);
 */
export function replay(events: readonly WorkflowEvent[]): InstanceState {
  if (events.length === 0) throw new WorkflowReplayError('an empty log has no instance');
  let state: InstanceState | null = null;
  for (const event of events) state = applyEvent(state, event);
  return state as InstanceState;
}
