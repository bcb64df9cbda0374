import type { AssigneeRule, CompiledFlow, UserRef } from './flowTypes.js';
import { uniqueUsers } from './internals/records.js';
import { planPath, type FlowContext } from './planPath.js';
import type { AssigneeSnapshot } from './stateTypes.js';

type MaybePromise<T> = T | Promise<T>;

/**
 * The organisation lookups assignee rules need, injected by the caller (the server answers them
 * from its user, department and role tables). Each may answer synchronously or with a promise.
 */
export interface OrgDirectory {
  /**
   * The supervisor of `userId` at `level` (1 = direct supervisor, 2 = the supervisor's
   * supervisor, …), seen from `departmentId` (the department the applicant started in; `null`:
   * the user's main department). `null` when there is none at that level.
   */
  supervisor(query: {
    userId: string;
    departmentId: string | null;
    level: number;
  }): MaybePromise<UserRef | null>;
  /** Every member of the roles. */
  roleMembers(roleIds: readonly string[]): MaybePromise<UserRef[]>;
  /** The departments `userId` belongs to (for the department picker and its check). */
  departmentsOf(userId: string): MaybePromise<string[]>;
  /** The approval administrators, who take approver steps that resolve to nobody. */
  admins?(): MaybePromise<UserRef[]>;
  /**
   * The users of a definition's member list who may still be assigned, named as they are now
   * (members may have left since the definition was saved). Without it every member stays.
   */
  activeUsers?(users: readonly UserRef[]): MaybePromise<UserRef[]>;
}

/** What `resolveAssignees` needs besides the directory. */
export interface ResolveAssigneesInput extends FlowContext {
  flow: CompiledFlow;
  /** The applicant's picks for `applicantChoice` steps, by stepUuid. */
  chosen?: Readonly<Record<string, readonly UserRef[]>>;
}

async function resolveRule(
  rule: AssigneeRule,
  stepUuid: string,
  input: ResolveAssigneesInput,
  directory: OrgDirectory,
): Promise<UserRef[]> {
  const departmentId = input.departmentId ?? null;
  const userId = input.applicant.userId;
  switch (rule.kind) {
    case 'users':
      return directory.activeUsers ? directory.activeUsers(rule.users) : rule.users;
    case 'roles':
      return directory.roleMembers(rule.roleIds);
    case 'supervisor': {
      const supervisor = await directory.supervisor({ userId, departmentId, level: rule.level });
      return supervisor ? [supervisor] : [];
    }
    case 'multiLevelSupervisor': {
      const chain: UserRef[] = [];
      for (let level = 1; level <= rule.levels; level += 1) {
        const supervisor = await directory.supervisor({ userId, departmentId, level });
        if (!supervisor) break; // the top of the organisation
        chain.push(supervisor);
      }
      return chain;
    }
    case 'applicantChoice':
      return [...(input.chosen?.[stepUuid] ?? [])];
    case 'applicant':
      return [input.applicant];
  }
}

/**
 * Resolves, once and before `decide`, the users of every approver and CC step on the instance's
 * path (routes evaluated against the form) and the applicant's departments. This is the only
 * function of the package that does lookups; `decide` works on its result and stays pure, and the
 * snapshot is kept in the instance, so a step entered again after a back gets the same people.
 * Users are de-duplicated in order. An approver step that resolves to nobody and is set to
 * `emptyApprover: 'admin'` gets the directory's administrators (not an applicantChoice step: the
 * applicant must choose).
 *
 * @example
 * const assignees = await resolveAssignees({ flow, applicant, departmentId, fieldDataList }, directory);
 * decide(null, { type: 'start', ..., assignees }, actor, now);
 */
export async function resolveAssignees(
  input: ResolveAssigneesInput,
  directory: OrgDirectory,
): Promise<AssigneeSnapshot> {
  const steps: Record<string, UserRef[]> = {};
  for (const step of planPath(input.flow, input)) {
    if (step.type !== 'approver' && step.type !== 'cc') continue;
    const rule = step.type === 'approver' ? step.assignee : step.recipients;
    let users = uniqueUsers(await resolveRule(rule, step.stepUuid, input, directory));
    if (
      users.length === 0 &&
      step.type === 'approver' &&
      step.emptyApprover === 'admin' &&
      // An applicant's choice left empty is theirs to make: decide asks them to choose.
      step.assignee.kind !== 'applicantChoice'
    ) {
      users = uniqueUsers((await directory.admins?.()) ?? []);
    }
    steps[step.stepUuid] = users;
  }
  const applicantDepartmentIds = [...(await directory.departmentsOf(input.applicant.userId))];
  return { steps, applicantDepartmentIds };
}
