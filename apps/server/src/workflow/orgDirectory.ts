import type { OrgDirectory, UserRef } from '@tessera/workflow';
import type { Db } from '../db/database.js';
import { isGuid } from '../http/requestParams.js';
import { activeUserRef, activeUserRefs, adminUsers, displayNameSql } from '../directory/users.js';

/*
 * The organisation as the approval engine sees it (README "Workflow runtime"): users by their
 * display name (nickname, else user name), department supervisors, role members, a user's
 * departments and the administrators. Only enabled, not deleted users ever become assignees.
 */

/** The deepest department chain a supervisor lookup walks (a guard against a parent cycle). */
const MAX_DEPARTMENT_DEPTH = 64;

/** The departments a user belongs to, in the organisation's order. */
async function departmentIdsOf(db: Db, userId: string): Promise<string[]> {
  if (!isGuid(userId)) return [];
  const rows = await db
    .selectFrom('user_departments')
    .innerJoin('departments', 'departments.id', 'user_departments.department_id')
    .select('departments.id')
    .where('user_departments.user_id', '=', userId)
    .orderBy('departments.sort')
    .orderBy('departments.label')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The supervisors above a user, nearest first: walking from the department (the one the
 * applicant started in, else their first department) up its parents, each department's
 * `supervisor_id` when set, enabled and not deleted — skipping the applicant themself (a
 * supervisor applying goes one level up) and a supervisor repeated from the level below.
 */
async function supervisorChain(
  db: Db,
  userId: string,
  departmentId: string | null,
  levels: number,
): Promise<UserRef[]> {
  let current: string | null = isGuid(departmentId)
    ? departmentId
    : ((await departmentIdsOf(db, userId))[0] ?? null);
  const chain: UserRef[] = [];
  for (let depth = 0; current && depth < MAX_DEPARTMENT_DEPTH && chain.length < levels; depth++) {
    const department = await db
      .selectFrom('departments')
      .select(['parent_id', 'supervisor_id'])
      .where('id', '=', current)
      .executeTakeFirst();
    if (!department) break;
    const supervisorId = department.supervisor_id;
    if (
      supervisorId &&
      supervisorId !== userId &&
      chain[chain.length - 1]?.userId !== supervisorId
    ) {
      const supervisor = await activeUserRef(db, supervisorId);
      if (supervisor) chain.push(supervisor);
    }
    current = department.parent_id;
  }
  return chain;
}

/**
 * The {@link OrgDirectory} `resolveAssignees` reads, over the database: `supervisor` at level n
 * walks the department parents (see {@link supervisorChain}), `roleMembers` the enabled, not
 * deleted users of the roles, `departmentsOf` the user's departments, `admins` the holders of the
 * admin role, `activeUsers` a definition's members who are still enabled and not deleted (so only
 * such users ever become assignees; an emptied step goes to the administrators).
 */
export function createOrgDirectory(db: Db): OrgDirectory {
  return {
    async supervisor({ userId, departmentId, level }) {
      const chain = await supervisorChain(db, userId, departmentId, level);
      return chain.length >= level ? chain[level - 1]! : null;
    },
    async roleMembers(roleIds) {
      const ids = roleIds.filter(isGuid);
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
        .select(['users.id', displayNameSql.as('name'), 'users.created'])
        .distinct()
        .where('user_roles.role_id', 'in', ids)
        .where('users.enabled', '=', true)
        .where('users.deleted', '=', false)
        .orderBy('users.created')
        .orderBy('users.id')
        .execute();
      return rows.map((row) => ({ userId: row.id, userName: row.name }));
    },
    departmentsOf: (userId) => departmentIdsOf(db, userId),
    admins: () => adminUsers(db),
    activeUsers: (users) =>
      activeUserRefs(
        db,
        users.map((user) => user.userId),
      ),
  };
}
