import type { ConditionOperator, SingleCondition } from '@tessera/conditions';
import type { FieldType, FormFieldDefinition } from '@tessera/protocol';
import type {
  ApplicantOperation,
  ApprovalMode,
  ApproverOperation,
  AssigneeKind,
  AssigneeRule,
  EmptyApproverAction,
  FieldPermission,
} from '@tessera/workflow';
import type { RoleRef } from '../model/flowDesignerModel.js';

// The flow designer's labels (the spec's 依次 / 会签 / 或签; the rest DingTalk's words).

export const ASSIGNEE_KIND_LABELS: Record<AssigneeKind, string> = {
  users: '指定成员',
  supervisor: '部门主管',
  multiLevelSupervisor: '连续多级主管',
  applicantChoice: '发起人自选',
  applicant: '发起人自己',
  roles: '角色',
};

export const APPROVAL_MODE_LABELS: Record<ApprovalMode, string> = {
  sequential: '依次（按顺序依次审批）',
  and: '会签（须所有审批人同意）',
  or: '或签（一名审批人同意或拒绝即可）',
};

export const APPROVAL_MODE_SHORT: Record<ApprovalMode, string> = {
  sequential: '依次',
  and: '会签',
  or: '或签',
};

export const EMPTY_APPROVER_LABELS: Record<EmptyApproverAction, string> = {
  admin: '转交给管理员',
  autoPass: '自动通过',
  block: '不允许发起',
};

export const APPROVER_OPERATION_LABELS: Record<ApproverOperation, string> = {
  PASS: '同意',
  NOT_PASS: '拒绝',
  BACK: '退回',
  TRANSFER: '转交',
  ADD_SIGN: '加签',
  CC: '抄送',
};

export const APPLICANT_OPERATION_LABELS: Record<ApplicantOperation, string> = {
  WITHDRAW: '撤回',
  CANCEL: '撤销',
  URGE: '催办',
};

export const FIELD_PERMISSION_LABELS: Record<FieldPermission, string> = {
  write: '可编辑',
  read: '只读',
  hidden: '隐藏',
};

/** The operators a branch condition offers, with their names. */
export const CONDITION_OPERATOR_LABELS: Partial<Record<ConditionOperator, string>> = {
  eq: '等于',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
  contains: '包含',
};

const NUMBER_FIELDS = new Set(['number', 'money', 'input-number', 'rating']);
const DATE_FIELDS = new Set(['date', 'datetime']);

/** The condition field type of a form field: numbers compare as numbers, dates as dates. */
export function conditionFieldType(field: FormFieldDefinition | undefined): FieldType {
  if (!field) return 'String';
  if (NUMBER_FIELDS.has(field.type)) return 'Number';
  if (DATE_FIELDS.has(field.type)) return 'DateTime';
  return 'String';
}

/**
 * The card text of an assignee rule (`null` while it names nobody); roles by their names in
 * `roles` (an id the list does not know is counted instead).
 */
export function assigneeSummary(
  rule: AssigneeRule | undefined,
  roles: readonly RoleRef[] = [],
): string | null {
  if (!rule) return null;
  switch (rule.kind) {
    case 'users':
      return rule.users.length ? rule.users.map((u) => u.userName).join('、') : null;
    case 'roles': {
      if (!rule.roleIds.length) return null;
      const names = rule.roleIds.map((id) => roles.find((role) => role.roleId === id)?.roleName);
      return names.every(Boolean)
        ? `${ASSIGNEE_KIND_LABELS.roles}：${names.join('、')}`
        : `${ASSIGNEE_KIND_LABELS.roles}（${rule.roleIds.length}）`;
    }
    case 'supervisor':
      return rule.level === 1 ? '直接主管' : `第 ${rule.level} 级主管`;
    case 'multiLevelSupervisor':
      return `从直接主管到第 ${rule.levels} 级主管`;
    case 'applicantChoice':
      return rule.candidates?.length
        ? `发起人自选（${rule.candidates.map((u) => u.userName).join('、')}）`
        : ASSIGNEE_KIND_LABELS.applicantChoice;
    case 'applicant':
      return ASSIGNEE_KIND_LABELS.applicant;
  }
}

/** The card text of a branch condition (`null` while it has none). */
export function conditionSummary(
  conditions: readonly SingleCondition[],
  fields: readonly FormFieldDefinition[],
): string | null {
  if (conditions.length === 0) return null;
  return conditions
    .map((condition, index) => {
      const name = 'name' in condition.leftExp ? condition.leftExp.name : '';
      const field = fields.find((f) => f.name === name || f.uuid === name);
      const value =
        condition.rightExp && condition.rightExp.source === 'const'
          ? String(condition.rightExp.value ?? '')
          : '';
      const join = index === 0 ? '' : condition.concat === 'OR' ? ' 或 ' : ' 且 ';
      const op = CONDITION_OPERATOR_LABELS[condition.action] ?? condition.action;
      return `${join}${field?.label ?? name} ${op} ${value}`;
    })
    .join('');
}
