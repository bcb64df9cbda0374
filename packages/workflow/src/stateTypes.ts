/**
 * The runtime side (spec 2 §3 Workflow instance, Approval step record): one instance with its
 * node runs, one task per assignee, CC rows and the append-only action log it was built from.
 */

import type { ApprovalFieldDataItem, ApprovalMode, CompiledFlow, UserRef } from './flowTypes.js';

/**
 * processStatus of an instance. `running` and `returned` (back at the applicant) are open;
 * the other four are final: a final instance refuses every command but reading its CC.
 */
export type ProcessStatus =
  'running' | 'returned' | 'approved' | 'rejected' | 'withdrawn' | 'cancelled';

/**
 * A step's run (workflowProNodeId). START, approver and CC steps get runs; a step entered again
 * after a back gets a new run with the next `round`.
 * `skipped` is an approver step auto-passed for want of approvers.
 */
export type NodeRunStatus =
  'active' | 'passed' | 'skipped' | 'rejected' | 'returned' | 'withdrawn' | 'cancelled';

/** A node run. */
export interface NodeRun {
  /** workflowProNodeId. */
  id: string;
  stepUuid: string;
  stepType: 'start' | 'approver' | 'cc';
  name: string;
  /** 1 the first time the step is entered in this instance, then 2, 3, … */
  round: number;
  status: NodeRunStatus;
  enteredAt: number;
  leftAt: number | null;
}

/**
 * A task's status.
 * Open: `queued` (依次, not yet this assignee's turn), `pending` (to do), `waiting` (added signers
 * before me are deciding), `approving` (I passed; the signers I added after me are deciding).
 * Closed: `passed`, `notPassed`, `transferred`, `returned` (the assignee sent it back),
 * `cancelled` (made moot: decided by others, rejected, cancelled or returned), `withdrawn`.
 */
export type TaskStatus =
  | 'queued'
  | 'pending'
  | 'waiting'
  | 'approving'
  | 'passed'
  | 'notPassed'
  | 'transferred'
  | 'returned'
  | 'cancelled'
  | 'withdrawn';

/** Why a task exists. */
export type TaskOrigin = 'rule' | 'transfer' | 'addSignBefore' | 'addSignAfter';

/** One assignee's task (taskId). */
export interface Task {
  /** taskId. */
  id: string;
  nodeRunId: string;
  stepUuid: string;
  groupId: string;
  /** Order inside its group (依次). A transfer keeps the transferred task's seq. */
  seq: number;
  assignee: UserRef;
  status: TaskStatus;
  origin: TaskOrigin;
  /** The task this one was transferred from or added by. */
  originTaskId: string | null;
  createdAt: number;
  /** When it last became `pending` (time spent counts from here); null while queued. */
  pendingAt: number | null;
  actedAt: number | null;
  approvalComments: string;
  urgedAt: number | null;
  urgeCount: number;
}

/**
 * A set of tasks that decide together: a node run's assignees (no owner), or the signers one task
 * added before or after itself (加签), with the mode chosen when adding.
 */
export interface TaskGroup {
  id: string;
  nodeRunId: string;
  mode: ApprovalMode;
  ownerTaskId: string | null;
  position: 'before' | 'after' | null;
}

/** How a CC row came to be. */
export type CcVia = 'node' | 'manual';

/** A CC (抄送) row with its read state. */
export interface CcRecord {
  id: string;
  nodeRunId: string;
  user: UserRef;
  via: CcVia;
  createdAt: number;
  readAt: number | null;
}

/**
 * The organisation facts an instance runs on, resolved before `decide` (see `resolveAssignees`):
 * the users of every approver and CC step on the instance's path, and the applicant's departments.
 */
export interface AssigneeSnapshot {
  steps: Record<string, UserRef[]>;
  applicantDepartmentIds: string[];
}

/** An approval instance: everything `decide` needs, and exactly what `replay(log)` rebuilds. */
export interface InstanceState {
  workflowInstanceId: string;
  workFlowId: string;
  /** The definition version the instance runs on; later saves do not touch it. */
  flowVersion: number | null;
  flow: CompiledFlow;
  processStatus: ProcessStatus;
  applicant: UserRef;
  /** Who submitted: the applicant, or the operator of a start by user. */
  startedBy: UserRef;
  departmentId: string | null;
  formDataId: string | null;
  fieldDataList: ApprovalFieldDataItem[];
  assignees: AssigneeSnapshot;
  startedAt: number;
  finishedAt: number | null;
  /** 1 for the first submission, +1 per resubmission after a return to the applicant. */
  submission: number;
  /**
   * The steps of the current submission from START to END, routes decided when the applicant
   * submitted (approvers' field edits do not re-route).
   */
  plan: string[];
  /** Approver steps passed since the current submission, in order: where BACK may return to. */
  passedSteps: string[];
  nodeRuns: NodeRun[];
  tasks: Task[];
  groups: TaskGroup[];
  ccs: CcRecord[];
  /** The action log; `replay(log)` gives this state back. */
  log: WorkflowEvent[];
  /** Equals `log.length`: the row version a store compares before writing. */
  version: number;
  /** Counters behind the deterministic ids of runs, tasks, groups and CC rows. */
  counters: { nodeRun: number; task: number; group: number; cc: number };
}

/** The kinds of the action log (approvalType of the timeline). */
export type ActionKind =
  | 'APPLY'
  | 'RESUBMIT'
  | 'PASS'
  | 'NOT_PASS'
  | 'BACK'
  | 'TRANSFER'
  | 'ADD_SIGN'
  | 'WITHDRAW'
  | 'CANCEL'
  | 'URGE'
  | 'CC'
  | 'READ_CC';

interface EventBase {
  /** 1, 2, 3 … in the instance. */
  seq: number;
  /** Epoch milliseconds (the `now` of the command). */
  at: number;
  /** Who acted (the operator, for a start by user). */
  actor: UserRef;
  approvalComments: string;
}

/** The facts of a (re)submission. */
export interface ApplyEvent extends EventBase {
  kind: 'APPLY';
  workflowInstanceId: string;
  workFlowId: string;
  flowVersion: number | null;
  flow: CompiledFlow;
  applicant: UserRef;
  departmentId: string | null;
  formDataId: string | null;
  fieldDataList: ApprovalFieldDataItem[];
  assignees: AssigneeSnapshot;
  /** The planned steps (routes decided), so a replay never re-evaluates conditions. */
  plan: string[];
}

/** The applicant submits again after a return. */
export interface ResubmitEvent extends EventBase {
  kind: 'RESUBMIT';
  fieldDataList: ApprovalFieldDataItem[];
  assignees: AssigneeSnapshot;
  plan: string[];
}

/** A task decision or action; `nodeRunId` and `stepUuid` are the task's, for the timeline. */
interface TaskEventBase extends EventBase {
  taskId: string;
  nodeRunId: string;
  stepUuid: string;
}

/** Approve. `fieldDataList` holds the approver's changes to writable fields. */
export interface PassEvent extends TaskEventBase {
  kind: 'PASS';
  fieldDataList: ApprovalFieldDataItem[];
}

/** Reject: ends the instance as rejected. */
export interface NotPassEvent extends TaskEventBase {
  kind: 'NOT_PASS';
}

/** Return to an earlier step or to the applicant. */
export interface BackEvent extends TaskEventBase {
  kind: 'BACK';
  targetStepUuid: string;
}

/** Hand the task to another user (转办). */
export interface TransferEvent extends TaskEventBase {
  kind: 'TRANSFER';
  to: UserRef;
}

/** Add signers before or after me (加签). */
export interface AddSignEvent extends TaskEventBase {
  kind: 'ADD_SIGN';
  position: 'before' | 'after';
  users: UserRef[];
  mode: ApprovalMode;
}

/** Copy the instance to users (manual CC). */
export interface CcEvent extends TaskEventBase {
  kind: 'CC';
  users: UserRef[];
}

/** The applicant withdraws before any approver acted. */
export interface WithdrawEvent extends EventBase {
  kind: 'WITHDRAW';
}

/** The applicant (or an administrator) cancels. */
export interface CancelEvent extends EventBase {
  kind: 'CANCEL';
}

/** Urge (催办): `notified` are the pending assignees reminded now. */
export interface UrgeEvent extends EventBase {
  kind: 'URGE';
  notified: { taskId: string; user: UserRef }[];
}

/** A CC recipient marks the instance read. */
export interface ReadCcEvent extends EventBase {
  kind: 'READ_CC';
}

/** One entry of the action log. */
export type WorkflowEvent =
  | ApplyEvent
  | ResubmitEvent
  | PassEvent
  | NotPassEvent
  | BackEvent
  | TransferEvent
  | AddSignEvent
  | CcEvent
  | WithdrawEvent
  | CancelEvent
  | UrgeEvent
  | ReadCcEvent;
