import type { Transaction } from 'kysely';
import { toJson, type Database } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_PASSWORD, DEMO_USERS } from '../demoOrganisation.js';
import {
  hashPassword,
  PASSWORD_HASH_PARAMETERS,
  passwordHashParameters,
} from '../directory/passwordHash.js';
import { DEFAULT_PASSWORD_POLICY } from '../directory/passwordPolicies.js';

// Fixed timestamps, as the rest of the demo seed: every run writes the very same rows.
const EPOCH = Date.UTC(2026, 0, 1, 8, 0, 0);
const MINUTE = 60_000;

/**
 * The scrypt hash of `DEMO_PASSWORD` (`Tessera@2026`) with a fixed salt, in the stored form of
 * `hashPassword` (identity README "Passwords"; passwordHash.test.ts checks it). Fixed rather than
 * computed so the seed costs no 100 ms of scrypt per server start and writes identical rows on
 * every database; a process with another `PASSWORD_HASH_N` hashes it at that cost, same salt.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$32768$8$3$dGVzc2VyYS1kZW1vLXYxIQ==$p7tCbyYr24db7g0XsrtZc2bYkUvaj8FxQLdeAoBBPOs=';
const DEMO_PASSWORD_SALT = Buffer.from('tessera-demo-v1!');

/** The demo accounts' stored password, at this process's hashing cost. */
export async function demoPasswordHash(): Promise<string> {
  return passwordHashParameters().N === PASSWORD_HASH_PARAMETERS.N
    ? DEMO_PASSWORD_HASH
    : hashPassword(DEMO_PASSWORD, DEMO_PASSWORD_SALT);
}

/** Each demo account's post, rank and tags. */
const PROFILES: Record<string, { post: string; rank: string; tags: string[] }> = {
  admin: { post: ORG.posts.manager.id, rank: ORG.ranks.senior.id, tags: [] },
  applicant: {
    post: ORG.posts.engineer.id,
    rank: ORG.ranks.junior.id,
    tags: [ORG.tags.newcomer.id],
  },
  approver1: { post: ORG.posts.manager.id, rank: ORG.ranks.middle.id, tags: [ORG.tags.remote.id] },
  approver2: { post: ORG.posts.accountant.id, rank: ORG.ranks.middle.id, tags: [] },
};

/**
 * The demo's password policy for the default scope: identity's default, with the image captcha
 * after 3 failed sign-ins (spec 2 §4 Image captcha; README "Demo seed").
 */
export const DEMO_PASSWORD_POLICY = {
  ...DEFAULT_PASSWORD_POLICY,
  imageCodeEnable: true,
  loginFailCountShowImageCode: 3,
} as const;

/** The operations each role is granted (the admin role may do everything anyway). */
const ROLE_OPERATIONS: Record<string, string[]> = {
  [ORG.roles.admin.id]: [
    ...Object.values(ORG.operations).map((o) => o.operationId),
    ORG.designerOperation.operationId,
  ],
  [ORG.roles.applicant.id]: [ORG.operations.add.operationId],
  [ORG.roles.approver.id]: [ORG.operations.edit.operationId, ORG.operations.approve.operationId],
};

/**
 * Writes the demo organisation (server README "Demo seed") inside the demo seed's transaction:
 * departments 研发部 (with 前端组) and 财务部; roles 系统管理员 (`admin`, system built-in), 申请人
 * and 审批人; posts, ranks, tags; the article operations, the designer operation and their grants;
 * every Pc page granted to the applicant and approver roles; the default scope's password policy
 * (identity's default with the image captcha after 3 failures); and the four {@link DEMO_USERS} (the department supervisors are the workflow seed's,
 * {@link seedDepartmentSupervisors}). Every row has a fixed key and `on conflict do nothing`.
 */
export async function seedOrganisation(trx: Transaction<Database>): Promise<void> {
  const appId = DEMO.appId;
  const created = new Date(EPOCH);
  const departments = Object.values(ORG.departments);
  for (const [index, department] of departments.entries()) {
    const parent = 'parent' in department ? ORG.departments[department.parent].id : null;
    await trx
      .insertInto('departments')
      .values({
        id: department.id,
        app_id: appId,
        parent_id: parent,
        label: department.label,
        sort: index,
        created,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await trx
    .insertInto('roles')
    .values(
      Object.values(ORG.roles).map((role, index) => ({
        id: role.id,
        app_id: appId,
        name: role.name,
        code: role.code,
        is_system_built_in: role.isSystemBuiltIn,
        sort: index,
        created,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const [table, items] of [
    ['posts', Object.values(ORG.posts)],
    ['ranks', Object.values(ORG.ranks)],
    ['tags', Object.values(ORG.tags)],
  ] as const) {
    await trx
      .insertInto(table as 'posts')
      .values(
        items.map((item, index) => ({
          id: item.id,
          app_id: appId,
          name: item.name,
          sort: index,
          created,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await trx
    .insertInto('operations')
    .values([
      ...Object.values(ORG.operations).map((operation) => ({
        id: operation.operationId,
        app_id: appId,
        name: operation.name,
        page_id: DEMO.pages.pcHome,
      })),
      ...[ORG.designerOperation, ORG.designerReadOperation].map((operation) => ({
        id: operation.operationId,
        app_id: appId,
        name: operation.name,
        page_id: null,
      })),
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('role_operations')
    .values(
      Object.entries(ROLE_OPERATIONS).flatMap(([roleId, operationIds]) =>
        operationIds.map((operationId) => ({ role_id: roleId, operation_id: operationId })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const pcPages = [DEMO.pages.pcHome, DEMO.pages.pcDetail, DEMO.pages.pcLogin];
  await trx
    .insertInto('role_pages')
    .values(
      [ORG.roles.applicant.id, ORG.roles.approver.id].flatMap((roleId) =>
        pcPages.map((pageId) => ({
          role_id: roleId,
          sub_app_id: DEMO.pcSubAppId,
          page_id: pageId,
        })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('security_policies')
    .values({
      id: ORG.passwordPolicyId,
      user_scope: 'default',
      type: 'password',
      policy: toJson(DEMO_PASSWORD_POLICY),
      updated: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();

  const passwordHash = await demoPasswordHash();
  for (const [index, user] of DEMO_USERS.entries()) {
    const profile = PROFILES[user.key]!;
    const at = new Date(EPOCH + index * MINUTE);
    const inserted = await trx
      .insertInto('users')
      .values({
        id: user.id,
        user_name: user.userName,
        nick_name: user.nickName,
        mobile_phone: user.phone,
        password_hash: passwordHash,
        password_changed_at: at,
        post_id: profile.post,
        rank_id: profile.rank,
        created: at,
        updated: at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    // A phone or user name already taken (a database seeded before this seed wrote accounts)
    // keeps its own account: nothing is linked to it.
    if (!inserted) continue;
    const department = departments.find((d) => d.label === user.department)!;
    await trx
      .insertInto('user_departments')
      .values({ user_id: user.id, department_id: department.id })
      .execute();
    const roleIds = user.roles.map(
      (code) => Object.values(ORG.roles).find((role) => role.code === code)!.id,
    );
    await trx
      .insertInto('user_roles')
      .values(roleIds.map((roleId) => ({ user_id: user.id, role_id: roleId })))
      .execute();
    if (profile.tags.length > 0) {
      await trx
        .insertInto('user_tags')
        .values(profile.tags.map((tagId) => ({ user_id: user.id, tag_id: tagId })))
        .execute();
    }
  }
}

/**
 * Each demo department's supervisor (`DEMO_ORGANISATION.departments[…].supervisor`: 前端组 李四,
 * 研发部 管理员, 财务部 王五), whom supervisor approver steps resolve to. A supervisor set by hand
 * is kept; a department or user deleted by hand is skipped.
 */
export async function seedDepartmentSupervisors(trx: Transaction<Database>): Promise<void> {
  const departments = Object.values(ORG.departments);
  for (const department of departments) {
    const supervisor = DEMO_USERS.find((user) => user.key === department.supervisor)!;
    await trx
      .updateTable('departments')
      .set({ supervisor_id: supervisor.id })
      .where('id', '=', department.id)
      .where('supervisor_id', 'is', null)
      .where((eb) =>
        eb.exists(eb.selectFrom('users').select('users.id').where('users.id', '=', supervisor.id)),
      )
      .execute();
  }
}
