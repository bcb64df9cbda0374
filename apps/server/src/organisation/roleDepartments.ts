import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { recordAudit } from '../directory/recordAudit.js';
import { requireDepartmentsOf, requireRolesOf } from './linkedRecords.js';
import { readGuidList } from './orgInput.js';
import { inTransaction, type OrgChange } from './orgTransaction.js';
import { readRole } from './roles.js';

/*
 * Roles limited to departments (spec 2 §6 "roles are limited to departments (org tree)"; README
 * "Organisation"): a role limited to departments grants its pages and operations only to its
 * holders in one of them or below one (the rule itself: directory/effectiveRoles.ts). No
 * department: every holder. The built-in administrators' role cannot be limited (the console
 * must stay reachable).
 */

/** A department a role is limited to. */
export interface RoleDepartment {
  id: string;
  label: string;
}

/** The body of a save: every department the role is limited to (empty: none). */
export const RoleDepartmentsBody = Type.Object(
  { departmentIds: Type.Array(Type.String()) },
  { additionalProperties: false },
);
export type RoleDepartmentsInput = Static<typeof RoleDepartmentsBody>;

/** The departments the role is limited to, by sort then label. */
export async function readRoleDepartments(
  db: Db,
  appId: string,
  roleId: string,
): Promise<RoleDepartment[]> {
  const role = await readRole(db, appId, roleId);
  const rows = await db
    .selectFrom('role_departments as l')
    .innerJoin('departments as d', 'd.id', 'l.department_id')
    .select(['d.id', 'd.label'])
    .where('l.role_id', '=', role.id)
    .orderBy('d.sort')
    .orderBy('d.label')
    .execute();
  return rows.map((row) => ({ id: row.id, label: row.label }));
}

/**
 * Replaces the departments the role is limited to, in one transaction with a `grant` audit entry
 * (before → after). Every id must be a department of the app (40400 naming the first that is
 * not); a built-in role refuses (40000). Answers the departments.
 */
export async function setRoleDepartments(
  { db, actor, appId }: OrgChange,
  roleId: string,
  input: RoleDepartmentsInput,
): Promise<RoleDepartment[]> {
  const role = await readRole(db, appId, roleId);
  const departmentIds = readGuidList(input.departmentIds, '部门 departmentIds');
  if (role.isSystemBuiltIn) throw badRequest(`系统内置角色「${role.name}」不能限定部门`);
  await inTransaction(db, async (trx) => {
    await requireRolesOf(trx, appId, [role.id]);
    await requireDepartmentsOf(trx, appId, departmentIds);
    const before = await trx
      .selectFrom('role_departments')
      .select('department_id')
      .where('role_id', '=', role.id)
      .execute();
    await trx.deleteFrom('role_departments').where('role_id', '=', role.id).execute();
    if (departmentIds.length > 0) {
      await trx
        .insertInto('role_departments')
        .values(departmentIds.map((id) => ({ role_id: role.id, department_id: id })))
        .execute();
    }
    await recordAudit(trx, {
      action: 'grant',
      userId: null,
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: {
        grant: 'roleDepartments',
        appId,
        roleId: role.id,
        before: before.map((row) => row.department_id).sort(),
        after: [...departmentIds].sort(),
      },
    });
  });
  return readRoleDepartments(db, appId, role.id);
}
