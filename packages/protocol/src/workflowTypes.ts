import { Type } from 'typebox';
import type { Static } from 'typebox';

/**
 * Wire shapes of the workflow and form calls (spec 2 §3 Workflow, Workflow category, Workflow
 * instance, Approval step record, Approval field data item, Form submission, Start-instance and
 * Complete-task payloads). Field names are the spec's. Times are ISO 8601 text. Lists answer
 * `{ total, items }` like every other paged call.
 */

/** spec 2 §3 Approval field data item: one form field as the workflow sees it. */
export interface ApprovalFieldData {
  FieldType: string;
  FieldName: string;
  FieldValue: unknown;
  FieldAlias?: string;
  FieldUuid?: string;
}

/** processStatus of an instance (`running` and `returned` are open; the rest are final). */
export type WireProcessStatus =
  'running' | 'returned' | 'approved' | 'rejected' | 'withdrawn' | 'cancelled';

/** Every processStatus, open ones first (the instance lists' processStatus filter). */
export const PROCESS_STATUSES = [
  'running',
  'returned',
  'approved',
  'rejected',
  'withdrawn',
  'cancelled',
] as const satisfies readonly WireProcessStatus[];

/** The operations a step's button bar may show (spec 2 §4 "Buttons appear only when allowed"). */
export type WireStepOperation =
  'PASS' | 'NOT_PASS' | 'BACK' | 'TRANSFER' | 'ADD_SIGN' | 'CC' | 'WITHDRAW' | 'CANCEL' | 'URGE';

/** spec 2 §3 Start-instance payload. `userId`/`userName` must be the caller's (startinstance). */
export interface StartInstanceInput {
  workFlowId: string;
  userId: string;
  userName: string;
  departmentId?: string | null;
  formDataId?: string | null;
  fieldDataList: ApprovalFieldData[];
  /** Approvers the applicant chose, per applicant-choice step: `{ [stepUuid]: userId[] }`. */
  chosenApprovers?: Record<string, string[]>;
}

/** What a start answers. */
export const StartInstanceAnswerSchema = Type.Object({
  isSuccess: Type.Boolean(),
  workflowInstanceId: Type.String(),
  processStatus: Type.Enum(PROCESS_STATUSES),
});
export type StartInstanceAnswer = Static<typeof StartInstanceAnswerSchema>;

/**
 * What every accepted instance command answers (completeTask, cancel, withdraw, resubmit, back,
 * transfer, addSign, hasten, cc, readcc): the instance's status after it.
 */
export const InstanceCommandAnswerSchema = StartInstanceAnswerSchema;
export type InstanceCommandAnswer = StartInstanceAnswer;

/** spec 2 §3 Complete-task payload (`appUserId` must be the caller). */
export interface CompleteTaskInput {
  taskId: string;
  appUserId?: string;
  isPass: boolean;
  approvalComments?: string;
  fieldDataList?: ApprovalFieldData[];
}

/** One item's outcome of batchCompleteTask. */
export const BatchCompleteItemAnswerSchema = Type.Object({
  taskId: Type.String(),
  isSuccess: Type.Boolean(),
  message: Type.String(),
});
export type BatchCompleteItemAnswer = Static<typeof BatchCompleteItemAnswerSchema>;

/** spec 2 §3 Approval step record: one line of the timeline. */
export interface ApprovalStepRecordAnswer {
  /** APPLY for the submission, else the action (PASS, NOT_PASS, BACK, TRANSFER, …). */
  approvalType: string;
  /** true for PASS, false for NOT_PASS, null for other actions. */
  isPass: boolean | null;
  appUserId: string;
  appUserName: string;
  createdTime: string;
  approvalComments: string;
  stepName: string;
  /** Time spent on the task in milliseconds (null for the submission and applicant actions). */
  spentMs: number | null;
  /** The people the action named: the transfer's new assignee, added signers, CC recipients. */
  targets: { userId: string; userName: string }[];
}

/** A step BACK may return to (GetWorkFlowProHisStep). */
export const BackTargetAnswerSchema = Type.Object({
  stepUuid: Type.String(),
  stepName: Type.String(),
  /** true for START: back to the applicant. */
  isStart: Type.Boolean(),
});
export type BackTargetAnswer = Static<typeof BackTargetAnswerSchema>;

/** A user a task may be transferred to or signed with. */
export const AssigneeCandidateSchema = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  departmentNames: Type.Array(Type.String()),
});
export type AssigneeCandidate = Static<typeof AssigneeCandidateSchema>;

/** getAddSignConf. */
export const AddSignConfAnswerSchema = Type.Object({
  allowed: Type.Boolean(),
  positions: Type.Array(Type.Enum(['before', 'after'])),
  modes: Type.Array(Type.Enum(['sequential', 'and', 'or'])),
});
export type AddSignConfAnswer = Static<typeof AddSignConfAnswerSchema>;

/** One row of the apply / CC / done lists. */
export interface InstanceListItem {
  workflowInstanceId: string;
  workFlowId: string;
  workflowName: string;
  processStatus: WireProcessStatus;
  applicantId: string;
  applicantName: string;
  departmentId: string | null;
  formDataId: string | null;
  /** The steps now waiting (names), empty when finished. */
  currentStepNames: string[];
  /** The users now holding a pending task. */
  currentApproverNames: string[];
  startedAt: string;
  finishedAt: string | null;
  /** CC list only. */
  read?: boolean;
  /** Done list only: my last action on it. */
  myLastAction?: string;
  myLastActionAt?: string;
}

/** One row of the todo list. */
export interface TodoListItem {
  taskId: string;
  workflowInstanceId: string;
  workflowProNodeId: string;
  workFlowId: string;
  workflowName: string;
  stepName: string;
  applicantId: string;
  applicantName: string;
  /** When the task became pending. */
  arrivedAt: string;
  startedAt: string;
  urged: boolean;
}

/** `{ total, items }`. */
export interface WorkflowPage<TItem> {
  total: number;
  items: TItem[];
}

export type InstanceListAnswer = WorkflowPage<InstanceListItem>;
export type TodoListAnswer = WorkflowPage<TodoListItem>;

/** getTaskDetail / getflowinsinfo / getmytodoinfo: everything the approval-detail page shows. */
export interface TaskDetailAnswer {
  workflowInstanceId: string;
  workFlowId: string;
  workflowName: string;
  processStatus: WireProcessStatus;
  applicantId: string;
  applicantName: string;
  departmentId: string | null;
  formDataId: string | null;
  formId: string | null;
  /** The version of the form the instance was started with (`null`: the form as it is now). */
  formVersion: number | null;
  fieldDataList: ApprovalFieldData[];
  startedAt: string;
  finishedAt: string | null;
  /** The caller's open task in the instance (pending first), if any. */
  taskId: string | null;
  workflowProNodeId: string | null;
  stepUuid: string | null;
  stepName: string | null;
  /** spec 2 §3: the buttons of the caller's task (PASS, NOT_PASS, BACK, …). */
  stepOperationList: WireStepOperation[];
  /** What the caller may do as the applicant (WITHDRAW, CANCEL, URGE). */
  applicantOperationList: WireStepOperation[];
  /** Field permissions of the caller's step: `{ [FieldUuid]: 'read' | 'write' | 'hidden' }`. */
  fieldPermissions: Record<string, 'read' | 'write' | 'hidden'>;
  /** spec 2 §3: the timeline. */
  commentsList: ApprovalStepRecordAnswer[];
  /** Steps now waiting and who holds them. */
  currentSteps: { stepName: string; approverNames: string[] }[];
}

/** spec 2 §3 Workflow, as lists and the designer see it. */
export interface WorkflowDefinitionAnswer {
  id: string;
  displayName: string;
  category: string;
  memo: string;
  /** Always sent empty (spec 2 §3). */
  whoCanAccess: string;
  enabled: boolean;
  sortNum: number;
  formId: string | null;
  /** The published version instances start on (null before the first saveconfig). */
  version: number | null;
  created: string;
  updated: string;
}

/** One row of flowStepOperatorList: the operations a step allows (`@tessera/workflow`). */
export const FlowStepOperatorSchema = Type.Object({
  stepUuid: Type.String(),
  stepName: Type.String(),
  stepType: Type.Union([Type.Literal('start'), Type.Literal('approver')]),
  operations: Type.Array(Type.String()),
});
export type FlowStepOperatorAnswer = Static<typeof FlowStepOperatorSchema>;

/** workflowbyid and the designer's config: the definition with its compiled config. */
export interface WorkflowConfigAnswer extends WorkflowDefinitionAnswer {
  jsonDetail: unknown;
  jsonData: unknown;
  flowStepOperatorList: FlowStepOperatorAnswer[];
  requireDepartment: boolean;
}

/** spec 2 §3 Workflow category. */
export interface WorkflowCategoryAnswer {
  categoryId: string;
  categoryName: string;
  parentId: string;
  sort: number;
  children: WorkflowCategoryAnswer[];
  /**
   * getworkflowcategoryspro only: the category's enabled, published, not deleted workflows by
   * sort number (the approval-start chooser).
   */
  workflows?: WorkflowChooserItem[];
}

/** A workflow the approval-start chooser lists under its category. */
export interface WorkflowChooserItem {
  id: string;
  displayName: string;
  memo: string;
  formId: string | null;
  requireDepartment: boolean;
}

/** One field of a form (maps 1:1 to a fieldDataList item). */
export interface FormFieldDefinition {
  uuid: string;
  name: string;
  alias?: string;
  /** input, textarea, number, select, date, image, rating, … (the form-item types of spec 1). */
  type: string;
  label: string;
  /** Validation rules in the `@tessera/validation` form-item shape. */
  rules?: Record<string, unknown>[];
  options?: Record<string, unknown>;
}

/** A form: spec 2 §7.4 Forms. */
export interface FormAnswer {
  id: string;
  name: string;
  formTypeId: string | null;
  templateId: string | null;
  fields: FormFieldDefinition[];
  enabled: boolean;
  /**
   * The version these fields are (the current one, or the one asked for with `?version=`): an
   * instance keeps the version it was started with (TaskDetailAnswer `formVersion`).
   */
  version: number;
  updated: string;
}

/** spec 2 §3 Form submission. */
export interface FormSubmission {
  id?: string;
  formId: string;
  jsonData: Record<string, unknown>;
  createdby?: string;
  CreatedName?: string;
  schemaName?: string | null;
  contentId?: string | null;
}

/** A stored submission. */
export interface FormDataAnswer {
  id: string;
  formId: string;
  formName: string;
  jsonData: Record<string, unknown>;
  createdby: string;
  CreatedName: string;
  created: string;
  updated: string;
}

/** A form type (category of forms). */
export interface FormTypeAnswer {
  id: string;
  name: string;
  /** `customer` for the forms users fill in. */
  type: string;
  sort: number;
  enabled: boolean;
}

/** formtypedatalist: a form type with its enabled forms. */
export interface FormTypeWithFormsAnswer extends FormTypeAnswer {
  forms: FormAnswer[];
}

/** A reusable form schema. */
export interface FormTemplateAnswer {
  id: string;
  name: string;
  formTypeId: string | null;
  fields: FormFieldDefinition[];
  enabled: boolean;
  sort: number;
  updated: string;
}
