import type {
  ApplicantOperation,
  ApprovalMode,
  ApproverOperation,
  AssigneeKind,
  EmptyApproverAction,
  FieldPermission,
} from './flowTypes.js';

/** Every approver operation, in button order; also an approver step's default. */
export const APPROVER_OPERATIONS: readonly ApproverOperation[] = Object.freeze([
  'PASS',
  'NOT_PASS',
  'BACK',
  'TRANSFER',
  'ADD_SIGN',
  'CC',
]);

/** Every applicant operation; also the START step's default. */
export const APPLICANT_OPERATIONS: readonly ApplicantOperation[] = Object.freeze([
  'WITHDRAW',
  'CANCEL',
  'URGE',
]);

/** 依次, 会签, 或签. */
export const APPROVAL_MODES: readonly ApprovalMode[] = Object.freeze(['sequential', 'and', 'or']);

/** The assignee rule kinds. */
export const ASSIGNEE_KINDS: readonly AssigneeKind[] = Object.freeze([
  'users',
  'roles',
  'supervisor',
  'multiLevelSupervisor',
  'applicantChoice',
  'applicant',
]);

/** What an empty approver step may do. */
export const EMPTY_APPROVER_ACTIONS: readonly EmptyApproverAction[] = Object.freeze([
  'autoPass',
  'admin',
  'block',
]);

/** Field permissions of an approver step. */
export const FIELD_PERMISSIONS: readonly FieldPermission[] = Object.freeze([
  'read',
  'write',
  'hidden',
]);

/** An approver step without `mode`: 依次, as DingTalk's `examineMode` 1. */
export const DEFAULT_APPROVAL_MODE: ApprovalMode = 'sequential';

/** An approver step without `emptyApprover`: hand it to the administrators (never approve silently). */
export const DEFAULT_EMPTY_APPROVER: EmptyApproverAction = 'admin';

/** The highest supervisor level a rule may name (1 = direct supervisor). */
export const MAX_SUPERVISOR_LEVEL = 20;

/**
 * Urge (催办) rate limit: a pending task is urged at most once per this interval; an urge that
 * would notify nobody new is refused. Ten minutes: enough to stop reminder spam, short enough to
 * remind twice in a working hour.
 */
export const URGE_INTERVAL_MS = 10 * 60 * 1000;

/** The START node of the default graph (spec 1 §4 Workflow graph). */
export const DEFAULT_START_NAME = '申请人';

/** The END node of the default graph. */
export const DEFAULT_END_NAME = '结束';
