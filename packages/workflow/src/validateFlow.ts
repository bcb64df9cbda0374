import { validateConditions, type ConditionSet } from '@tessera/conditions';
import {
  APPLICANT_OPERATIONS,
  APPROVAL_MODES,
  APPROVER_OPERATIONS,
  EMPTY_APPROVER_ACTIONS,
  FIELD_PERMISSIONS,
  MAX_SUPERVISOR_LEVEL,
} from './constants.js';
import type { FlowProblem, FlowProblemCode } from './FlowValidationError.js';
import { isNonEmptyString, isRecord, isUserRef } from './internals/records.js';
import { WORKFLOW_MESSAGES as M } from './messages.js';

type Node = Record<string, unknown>;

class Checker {
  readonly problems: FlowProblem[] = [];
  private readonly keys = new Set<string>();

  add(node: Node | null, code: FlowProblemCode, message: string): void {
    const key = node && isNonEmptyString(node.key) ? node.key : null;
    this.problems.push({ key, code, message });
  }

  /** Checks key and name; answers the name to use in later messages. */
  identity(node: Node): string {
    if (!isNonEmptyString(node.key)) this.add(node, 'missing-key', M.missingKey);
    else if (this.keys.has(node.key)) this.add(node, 'duplicate-key', M.duplicateKey(node.key));
    else this.keys.add(node.key);
    const label = isNonEmptyString(node.key) ? node.key : '?';
    if (!isNonEmptyString(node.name)) {
      this.add(node, 'missing-name', M.missingName(label));
      return label;
    }
    return node.name;
  }
}

function isLevel(value: unknown): boolean {
  return (
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_SUPERVISOR_LEVEL
  );
}

function checkOperations(
  c: Checker,
  node: Node,
  name: string,
  allowed: readonly string[],
): string[] | undefined {
  const { operations } = node;
  if (operations === undefined) return undefined;
  if (!Array.isArray(operations) || operations.some((op) => !allowed.includes(op as string))) {
    c.add(node, 'invalid-operations', M.operationsInvalid(name));
    return undefined;
  }
  return operations as string[];
}

function checkRule(c: Checker, node: Node, name: string, rule: unknown, isCc: boolean): void {
  if (!isRecord(rule)) {
    c.add(node, 'invalid-assignee', isCc ? M.ccRecipientsMissing(name) : M.assigneeMissing(name));
    return;
  }
  const missing = (): void =>
    c.add(node, 'invalid-assignee', isCc ? M.ccRecipientsMissing(name) : M.assigneeMissing(name));
  switch (rule.kind) {
    case 'users':
      if (!Array.isArray(rule.users) || rule.users.length === 0) missing();
      else if (!rule.users.every(isUserRef))
        c.add(node, 'invalid-assignee', M.assigneeInvalid(name));
      return;
    case 'roles':
      if (!Array.isArray(rule.roleIds) || rule.roleIds.length === 0) missing();
      else if (!rule.roleIds.every(isNonEmptyString))
        c.add(node, 'invalid-assignee', M.assigneeInvalid(name));
      return;
    case 'supervisor':
      if (!isLevel(rule.level))
        c.add(node, 'invalid-assignee', M.supervisorLevelInvalid(name, MAX_SUPERVISOR_LEVEL));
      return;
    case 'multiLevelSupervisor':
      if (!isLevel(rule.levels))
        c.add(node, 'invalid-assignee', M.supervisorLevelInvalid(name, MAX_SUPERVISOR_LEVEL));
      return;
    case 'applicantChoice':
      if (
        rule.candidates !== undefined &&
        (!Array.isArray(rule.candidates) || !rule.candidates.every(isUserRef))
      )
        c.add(node, 'invalid-assignee', M.assigneeInvalid(name));
      return;
    case 'applicant':
      return;
    default:
      c.add(node, 'invalid-assignee', M.assigneeInvalid(name));
  }
}

function checkApprover(c: Checker, node: Node, name: string): void {
  checkRule(c, node, name, node.assignee, false);
  if (node.mode !== undefined && !APPROVAL_MODES.includes(node.mode as never))
    c.add(node, 'invalid-mode', M.modeInvalid(name));
  const operations = checkOperations(c, node, name, APPROVER_OPERATIONS);
  if (operations && !operations.includes('PASS'))
    c.add(node, 'invalid-operations', M.passRequired(name));
  if (
    node.emptyApprover !== undefined &&
    !EMPTY_APPROVER_ACTIONS.includes(node.emptyApprover as never)
  )
    c.add(node, 'invalid-setting', M.emptyApproverInvalid(name));
  const permissions = node.fieldPermissions;
  if (
    permissions !== undefined &&
    (!isRecord(permissions) ||
      !Object.values(permissions).every((p) => FIELD_PERMISSIONS.includes(p as never)))
  )
    c.add(node, 'invalid-setting', M.fieldPermissionsInvalid(name));
}

function checkCondition(c: Checker, branch: Node, name: string): void {
  const condition = branch.condition as ConditionSet | null | undefined;
  const conditions = Array.isArray(condition)
    ? condition
    : isRecord(condition) && Array.isArray(condition.conditions)
      ? condition.conditions
      : null;
  if (condition === null || condition === undefined || conditions?.length === 0) {
    // An empty set is always true (spec 1 §5): on a non-default branch it would shadow the rest.
    c.add(branch, 'invalid-condition', M.branchConditionMissing(name));
    return;
  }
  if (conditions === null) {
    c.add(branch, 'invalid-condition', M.branchConditionInvalid(name, '格式不正确'));
    return;
  }
  for (const problem of validateConditions(condition)) {
    c.add(
      branch,
      'invalid-condition',
      M.branchConditionInvalid(name, `第${problem.index + 1}个条件 ${problem.message}`),
    );
  }
}

function checkRoute(c: Checker, node: Node, name: string): void {
  const { branches } = node;
  if (!Array.isArray(branches) || branches.length < 2) {
    c.add(node, 'invalid-route', M.routeTooFewBranches(name));
    if (!Array.isArray(branches)) return;
  }
  const defaults = branches.filter((branch) => isRecord(branch) && branch.isDefault === true);
  if (defaults.length !== 1) c.add(node, 'invalid-route', M.routeDefaultCount(name));
  for (const branch of branches) {
    if (!isRecord(branch)) {
      c.add(node, 'invalid-node', M.nodeNotObject);
      continue;
    }
    const branchName = c.identity(branch);
    if (branch.isDefault !== true) checkCondition(c, branch, branchName);
    checkChain(c, branch.next, false);
  }
}

/** Walks a chain through `next` iteratively (a long chain must not exhaust the stack). */
function checkChain(c: Checker, first: unknown, isMain: boolean): void {
  let node = first;
  while (node !== null && node !== undefined) {
    if (!isRecord(node)) {
      c.add(null, 'invalid-node', M.nodeNotObject);
      return;
    }
    const name = c.identity(node);
    switch (node.type) {
      case 'start':
        c.add(node, 'start-not-root', M.startNotRoot);
        break;
      case 'approver':
        checkApprover(c, node, name);
        break;
      case 'cc':
        checkRule(c, node, name, node.recipients, true);
        break;
      case 'route':
        checkRoute(c, node, name);
        break;
      case 'end':
        if (!isMain || (node.next !== undefined && node.next !== null))
          c.add(node, 'end-not-last', M.endNotLast);
        if (isMain) return;
        break;
      default:
        c.add(node, 'unknown-type', M.unknownNodeType(String(node.type)));
    }
    node = node.next;
  }
  if (isMain) c.add(null, 'missing-end', M.missingEnd);
}

/**
 * Every problem of a jsonDetail tree, in tree order, with Chinese messages for the designer. An
 * empty list means `compileFlow` accepts it. Checks: the root is START; the main chain ends with
 * END and END appears nowhere else; keys are present and unique; names are present; approver and
 * CC rules are complete (members chosen, supervisor levels 1–20); modes, operations (PASS
 * required), empty-approver actions and field permissions are known values; every route has at
 * least two branches, exactly one default, and a valid non-empty condition on the others.
 *
 * @example
 * validateFlow(createDefaultFlow()); // []
 */
export function validateFlow(tree: unknown): FlowProblem[] {
  const c = new Checker();
  if (!isRecord(tree) || tree.type !== 'start') {
    c.add(isRecord(tree) ? tree : null, 'invalid-root', M.rootNotStart);
    return c.problems;
  }
  const name = c.identity(tree);
  checkOperations(c, tree, name, APPLICANT_OPERATIONS);
  if (tree.requireDepartment !== undefined && typeof tree.requireDepartment !== 'boolean')
    c.add(tree, 'invalid-setting', M.requireDepartmentInvalid(name));
  checkChain(c, tree.next, true);
  return c.problems;
}
