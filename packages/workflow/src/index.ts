// The flow tree model
export {
  createDefaultFlow,
  normalizeJsonDetail,
  DEFAULT_START_KEY,
  DEFAULT_END_KEY,
} from './defaultFlow.js';
export { validateFlow } from './validateFlow.js';
export { compileFlow, flowStepOperators } from './compileFlow.js';
export { FlowValidationError } from './FlowValidationError.js';
export { planPath, chooseBranch, createFormResolver, findStep } from './planPath.js';
export { resolveAssignees } from './resolveAssignees.js';
// The engine
export { decide, decideBatch } from './decide.js';
export { applyEvent, replay } from './applyEvent.js';
export { WorkflowReplayError } from './WorkflowReplayError.js';
export { diffWrites, instanceRow, notificationsOf } from './diffWrites.js';
export {
  applicantOperations,
  approverActedSinceSubmission,
  backTargets,
  openTasks,
  pendingTasksOf,
  startStepOf,
  stepOperationList,
} from './queries.js';
export { toStepRecords } from './stepRecords.js';
export { findInvariantViolations } from './findInvariantViolations.js';
export {
  FINAL_PROCESS_STATUSES,
  OPEN_TASK_STATUSES,
  isFinished,
  isOpenTask,
} from './taskStatus.js';
export {
  APPLICANT_OPERATIONS,
  APPROVAL_MODES,
  APPROVER_OPERATIONS,
  ASSIGNEE_KINDS,
  DEFAULT_APPROVAL_MODE,
  DEFAULT_EMPTY_APPROVER,
  DEFAULT_END_NAME,
  DEFAULT_START_NAME,
  EMPTY_APPROVER_ACTIONS,
  FIELD_PERMISSIONS,
  MAX_SUPERVISOR_LEVEL,
  URGE_INTERVAL_MS,
} from './constants.js';
export { WORKFLOW_MESSAGES } from './messages.js';

export type { FlowProblem, FlowProblemCode } from './FlowValidationError.js';
export type {
  ApplicantOperation,
  ApprovalFieldDataItem,
  ApprovalMode,
  ApproverNode,
  ApproverOperation,
  AssigneeKind,
  AssigneeRule,
  BranchNode,
  CcNode,
  CompiledApproverStep,
  CompiledBranch,
  CompiledCcStep,
  CompiledEndStep,
  CompiledFlow,
  CompiledRouteStep,
  CompiledStartStep,
  CompiledStep,
  CompiledWorkflow,
  EmptyApproverAction,
  EndNode,
  FieldPermission,
  FlowNode,
  FlowNodeType,
  FlowStepOperator,
  RouteNode,
  StartNode,
  StepOperation,
  UserRef,
} from './flowTypes.js';
export type { FlowContext } from './planPath.js';
export type { OrgDirectory, ResolveAssigneesInput } from './resolveAssignees.js';
export type {
  ActionKind,
  AddSignEvent,
  ApplyEvent,
  AssigneeSnapshot,
  BackEvent,
  CancelEvent,
  CcEvent,
  CcRecord,
  CcVia,
  InstanceState,
  NodeRun,
  NodeRunStatus,
  NotPassEvent,
  PassEvent,
  ProcessStatus,
  ReadCcEvent,
  ResubmitEvent,
  Task,
  TaskGroup,
  TaskOrigin,
  TaskStatus,
  TransferEvent,
  UrgeEvent,
  WithdrawEvent,
  WorkflowEvent,
} from './stateTypes.js';
export type {
  Accepted,
  Actor,
  AddSignCommand,
  BackCommand,
  BatchCompleteCommand,
  CancelCommand,
  CcCommand,
  CompleteCommand,
  Decision,
  InstanceRow,
  ReadCcCommand,
  Refusal,
  RefusalCode,
  Refused,
  ResubmitCommand,
  StartByUserCommand,
  StartCommand,
  StartWorkflow,
  TransferCommand,
  UrgeCommand,
  WithdrawCommand,
  WorkflowCommand,
  WorkflowNotification,
  WorkflowWrite,
} from './commandTypes.js';
export type { BatchItemDecision } from './decide.js';
export type { ApprovalStepRecord } from './stepRecords.js';
export type { BackTarget } from './queries.js';
