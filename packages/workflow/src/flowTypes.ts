/**
 * The definition side of a workflow (spec 2 §3 Workflow: jsonDetail, jsonData,
 * flowStepOperatorList): the DingTalk-style node tree the designer edits, and the flat step list
 * it compiles to.
 */

import type { ConditionSet } from '@tessera/conditions';

/** A user as the engine keeps it: the id it authorises and the name the timeline shows. */
export interface UserRef {
  userId: string;
  userName: string;
}

/**
 * How the assignees of an approver step decide (spec 2 §1, WF-M1 to WF-M3):
 * `sequential` 依次 (one after another, in order), `and` 会签 (all must approve),
 * `or` 或签 (the first decision decides).
 */
export type ApprovalMode = 'sequential' | 'and' | 'or';

/** Operations an approver step may allow its assignees (spec 2 §4 Workflow actions). */
export type ApproverOperation = 'PASS' | 'NOT_PASS' | 'BACK' | 'TRANSFER' | 'ADD_SIGN' | 'CC';

/** Operations the START step may allow the applicant. */
export type ApplicantOperation = 'WITHDRAW' | 'CANCEL' | 'URGE';

/** Every operation a step can list in flowStepOperatorList. */
export type StepOperation = ApproverOperation | ApplicantOperation;

/** What happens when an approver step resolves to nobody (WF-M5). */
export type EmptyApproverAction = 'autoPass' | 'admin' | 'block';

/** Per-field permission of an approver step, keyed by FieldUuid (WF-M6). */
export type FieldPermission = 'read' | 'write' | 'hidden';

/**
 * Who a step's assignees (approver) or recipients (CC) are, DingTalk `settype` style:
 * - `users`: specified members;
 * - `roles`: every member of the roles;
 * - `supervisor`: the applicant's department supervisor at `level` (1 = direct supervisor);
 * - `multiLevelSupervisor`: supervisors from level 1 up to `levels` (逐级), stopping at the top;
 * - `applicantChoice`: chosen by the applicant when starting, among `candidates` when given;
 * - `applicant`: the applicant themself.
 */
export type AssigneeRule =
  | { kind: 'users'; users: UserRef[] }
  | { kind: 'roles'; roleIds: string[] }
  | { kind: 'supervisor'; level: number }
  | { kind: 'multiLevelSupervisor'; levels: number }
  | { kind: 'applicantChoice'; candidates?: UserRef[] }
  | { kind: 'applicant' };

/** The assignee rule kinds, in the designer's order. */
export type AssigneeKind = AssigneeRule['kind'];

interface NodeBase {
  /** Unique in the tree; becomes the compiled step's `stepUuid`. */
  key: string;
  name: string;
}

/** START 申请人: the root. Its settings are the applicant's side of the flow. */
export interface StartNode extends NodeBase {
  type: 'start';
  /** What the applicant may do while the instance runs; default every applicant operation. */
  operations?: ApplicantOperation[];
  /** The applicant must pick one of their departments when starting (isFlowRequireDepartment). */
  requireDepartment?: boolean;
  next?: FlowNode | null;
}

/** An approver step. */
export interface ApproverNode extends NodeBase {
  type: 'approver';
  assignee: AssigneeRule;
  /** Default `sequential` (依次). With one assignee every mode behaves the same. */
  mode?: ApprovalMode;
  /** Default every approver operation; must contain PASS. */
  operations?: ApproverOperation[];
  /** Default `admin`: hand the step to the administrators, and block the start if there are none. */
  emptyApprover?: EmptyApproverAction;
  /** Fields the step's approvers may change through Complete-task's fieldDataList (`write`). */
  fieldPermissions?: Record<string, FieldPermission>;
  next?: FlowNode | null;
}

/** A CC (抄送) step: copies the instance to its recipients and moves on at once. */
export interface CcNode extends NodeBase {
  type: 'cc';
  recipients: AssigneeRule;
  next?: FlowNode | null;
}

/** One branch of a route. */
export interface BranchNode extends NodeBase {
  /** Evaluated with @tessera/conditions over the form's fields; ignored on the default branch. */
  condition?: ConditionSet | null;
  /** The branch taken when no other branch's condition holds; exactly one per route. */
  isDefault?: boolean;
  /** The branch's own steps; `null` goes straight to the route's `next`. */
  next?: FlowNode | null;
}

/** Condition branches (条件分支): the first branch whose condition holds, else the default. */
export interface RouteNode extends NodeBase {
  type: 'route';
  /** In priority order. */
  branches: BranchNode[];
  /** Where every branch joins again. */
  next?: FlowNode | null;
}

/** END: closes the main chain; reaching it approves the instance. */
export interface EndNode extends NodeBase {
  type: 'end';
}

/** A node of the jsonDetail tree. */
export type FlowNode = StartNode | ApproverNode | CcNode | RouteNode | EndNode;

/** The node types of the tree. */
export type FlowNodeType = FlowNode['type'];

// ── compiled (jsonData) ─────────────────────────────────────────────────────────────────────

/** The compiled START step. */
export interface CompiledStartStep {
  stepUuid: string;
  type: 'start';
  name: string;
  next: string;
  operations: ApplicantOperation[];
  requireDepartment: boolean;
}

/** A compiled approver step, every default filled in. */
export interface CompiledApproverStep {
  stepUuid: string;
  type: 'approver';
  name: string;
  next: string;
  assignee: AssigneeRule;
  mode: ApprovalMode;
  operations: ApproverOperation[];
  emptyApprover: EmptyApproverAction;
  fieldPermissions: Record<string, FieldPermission>;
}

/** A compiled CC step. */
export interface CompiledCcStep {
  stepUuid: string;
  type: 'cc';
  name: string;
  next: string;
  recipients: AssigneeRule;
}

/** A compiled route branch: `next` is the step the branch starts at (the join when empty). */
export interface CompiledBranch {
  key: string;
  name: string;
  condition: ConditionSet | null;
  isDefault: boolean;
  next: string;
}

/** A compiled route step. */
export interface CompiledRouteStep {
  stepUuid: string;
  type: 'route';
  name: string;
  branches: CompiledBranch[];
}

/** The compiled END step. */
export interface CompiledEndStep {
  stepUuid: string;
  type: 'end';
  name: string;
  next: null;
}

/** One executable step of jsonData. */
export type CompiledStep =
  CompiledStartStep | CompiledApproverStep | CompiledCcStep | CompiledRouteStep | CompiledEndStep;

/**
 * jsonData: the executable graph. Steps are listed in tree order (START first); every step
 * names its successor by `stepUuid`, routes name one successor per branch.
 */
export interface CompiledFlow {
  schemaVersion: 1;
  startStepUuid: string;
  steps: CompiledStep[];
}

/** One row of flowStepOperatorList: the operations a step allows. */
export interface FlowStepOperator {
  stepUuid: string;
  stepName: string;
  stepType: 'start' | 'approver';
  operations: StepOperation[];
}

/** What `compileFlow` answers: what a workflow save stores next to jsonDetail. */
export interface CompiledWorkflow {
  jsonDetail: FlowNode;
  jsonData: CompiledFlow;
  flowStepOperatorList: FlowStepOperator[];
}

/** One field of a submitted form (spec 2 §3 Approval field data item). */
export interface ApprovalFieldDataItem {
  FieldType: string;
  FieldName: string;
  FieldValue: unknown;
  FieldAlias: string;
  FieldUuid: string;
}
