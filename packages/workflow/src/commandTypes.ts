/**
 * What callers ask `decide` for, and what it answers. Payload field names follow spec 2 §3
 * (Start-instance payload: workFlowId, userId, userName, departmentId, formDataId,
 * fieldDataList; Complete-task payload: taskId, isPass, approvalComments, fieldDataList).
 */

import type { ApprovalFieldDataItem, ApprovalMode, CompiledFlow, UserRef } from './flowTypes.js';
import type {
  AssigneeSnapshot,
  CcRecord,
  InstanceState,
  NodeRun,
  Task,
  TaskGroup,
  WorkflowEvent,
} from './stateTypes.js';

/** The signed-in user who acts; `null` for an anonymous caller. */
export interface Actor extends UserRef {
  /** An administrator may start on behalf of others, cancel and urge any instance. */
  isAdmin?: boolean;
}

/** The workflow an instance starts on: its published compile and its enabled flag. */
export interface StartWorkflow {
  workFlowId: string;
  enabled: boolean;
  jsonData: CompiledFlow;
  version?: number | null;
}

/** Start an instance (workflowspro/startinstance); the actor is the applicant. */
export interface StartCommand {
  type: 'start';
  /** The new instance's id, chosen by the caller. */
  workflowInstanceId: string;
  workflow: StartWorkflow;
  userId: string;
  userName: string;
  departmentId?: string | null;
  formDataId?: string | null;
  fieldDataList: ApprovalFieldDataItem[];
  /** From `resolveAssignees` (decide does no organisation lookups). */
  assignees: AssigneeSnapshot;
  approvalComments?: string;
}

/** Start on behalf of `userId` (startinstancebyuser); the actor is the operator. */
export interface StartByUserCommand extends Omit<StartCommand, 'type'> {
  type: 'startByUser';
}

/** Approve or reject one task (completeTask). */
export interface CompleteCommand {
  type: 'complete';
  taskId: string;
  isPass: boolean;
  approvalComments?: string;
  /** Changes to fields the step lets its approvers write; unchanged fields may be sent back. */
  fieldDataList?: ApprovalFieldDataItem[];
}

/** Complete several tasks of this instance at once, all or nothing (batchCompleteTask). */
export interface BatchCompleteCommand {
  type: 'batchComplete';
  items: Omit<CompleteCommand, 'type'>[];
}

/** The applicant withdraws (撤回) before any approver acted. */
export interface WithdrawCommand {
  type: 'withdraw';
  approvalComments?: string;
}

/** The applicant or an administrator cancels (作废) an open instance. */
export interface CancelCommand {
  type: 'cancel';
  approvalComments?: string;
}

/** Return the instance to a step passed on this path, or to the applicant (START). */
export interface BackCommand {
  type: 'back';
  taskId: string;
  /** A step of `backTargets(state)`; the START step's uuid returns to the applicant. */
  stepUuid: string;
  approvalComments?: string;
}

/** Hand my task to another user (转办). */
export interface TransferCommand {
  type: 'transfer';
  taskId: string;
  user: UserRef;
  approvalComments?: string;
}

/** Add signers (加签) before me (they decide first) or after me (my approval plus theirs). */
export interface AddSignCommand {
  type: 'addSign';
  taskId: string;
  position: 'before' | 'after';
  users: UserRef[];
  /** How the added signers decide among themselves; default `and` (all of them). */
  mode?: ApprovalMode;
  approvalComments?: string;
}

/** Remind the current approvers (催办, hasten). */
export interface UrgeCommand {
  type: 'urge';
}

/** Copy the instance to users (抄送) from my task. */
export interface CcCommand {
  type: 'cc';
  taskId: string;
  users: UserRef[];
  approvalComments?: string;
}

/** Mark my CC of this instance read. */
export interface ReadCcCommand {
  type: 'readCc';
}

/** After a return to the applicant: submit again, possibly with changed fields. */
export interface ResubmitCommand {
  type: 'resubmit';
  fieldDataList: ApprovalFieldDataItem[];
  assignees: AssigneeSnapshot;
  approvalComments?: string;
}

/** Every command `decide` knows. */
export type WorkflowCommand =
  | StartCommand
  | StartByUserCommand
  | CompleteCommand
  | BatchCompleteCommand
  | WithdrawCommand
  | CancelCommand
  | BackCommand
  | TransferCommand
  | AddSignCommand
  | UrgeCommand
  | CcCommand
  | ReadCcCommand
  | ResubmitCommand;

/** Why a command was refused. The HTTP status a server answers with is given per code. */
export type RefusalCode =
  /** 401: no signed-in actor. */
  | 'not-signed-in'
  /** 403: the actor may not do this (not the assignee, not the applicant, not an administrator). */
  | 'forbidden'
  /** 404: no such instance or task. */
  | 'not-found'
  /** 409: the instance is approved, rejected, withdrawn or cancelled. */
  | 'finished'
  /** 409: the task is not waiting for its assignee (already handled, or not their turn). */
  | 'task-not-pending'
  /** 403: the step's operation list does not allow it. */
  | 'operation-not-allowed'
  /** 400: 请填写驳回意见！ */
  | 'comment-required'
  /** 409: the workflow is disabled; new starts only. */
  | 'workflow-disabled'
  /** 409: the instance is in the wrong state for the command (withdraw after an approval, …). */
  | 'conflict'
  /** 429: urged too recently. */
  | 'too-frequent'
  /** 400: the command's content is wrong (empty user list, unknown step, bad snapshot, …). */
  | 'invalid';

/** A refusal: nothing changed. `message` is the Chinese text to show. */
export interface Refusal {
  code: RefusalCode;
  message: string;
}

/** A row a store writes for a decision; `expect` is the compare-and-set condition of an update. */
export type WorkflowWrite =
  | { table: 'instance'; op: 'insert'; row: InstanceRow }
  | { table: 'instance'; op: 'update'; row: InstanceRow; expect: { version: number } }
  | { table: 'nodeRun'; op: 'insert'; row: NodeRun }
  | { table: 'nodeRun'; op: 'update'; row: NodeRun; expect: { status: NodeRun['status'] } }
  | { table: 'task'; op: 'insert'; row: Task }
  | { table: 'task'; op: 'update'; row: Task; expect: { status: Task['status'] } }
  | { table: 'group'; op: 'insert'; row: TaskGroup }
  | { table: 'cc'; op: 'insert'; row: CcRecord }
  | { table: 'cc'; op: 'update'; row: CcRecord; expect: { readAt: null } }
  | { table: 'action'; op: 'insert'; row: WorkflowEvent };

/** The instance's own row: the state without its collections. */
export type InstanceRow = Omit<
  InstanceState,
  'nodeRuns' | 'tasks' | 'groups' | 'ccs' | 'log' | 'counters'
>;

/** Who to tell what after a decision (an outbox a store delivers). */
export interface WorkflowNotification {
  kind: 'todo' | 'urge' | 'cc' | 'result';
  userId: string;
  workflowInstanceId: string;
  taskId: string | null;
}

/** A successful decision. */
export interface Accepted {
  ok: true;
  /** The instance after the command. */
  state: InstanceState;
  /** The new action-log entries, in order. */
  events: WorkflowEvent[];
  /** The row changes from the previous state to `state`. */
  writes: WorkflowWrite[];
  notifications: WorkflowNotification[];
}

/** A refused command. */
export interface Refused {
  ok: false;
  refusal: Refusal;
}

/** What `decide` answers. */
export type Decision = Accepted | Refused;
