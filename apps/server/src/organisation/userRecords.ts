import type { Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import { hashPassword } from '../directory/passwordHash.js';
import { guardLastAdmin } from './accountSafeguards.js';
import { requireDepartmentsOf, requireNamedOf, requireRolesOf } from './linkedRecords.js';
import {
  readDateTimeValue,
  readEmail,
  readFlag,
  readName,
  readOptionalGuidList,
  readOptionalText,
  readParentId,
  readPhone,
} from './orgInput.js';
import {
  inTransaction,
  isUniqueViolation,
  type OrgTransaction,
  type OrgChange,
} from './orgTransaction.js';
import { enforcePasswordPolicy, readPasswordPolicy } from '../directory/passwordPolicies.js';
import type { UsersTable } from '../db/organisationTables.js';
import { recordAudit } from '../directory/recordAudit.js';
import { readUserScope } from './securityPolicies.js';
import { readUserSummaries, type UserSummary } from './userSummary.js';

/**
 * What an administrator sends to add or update a user (spec 2 §3 User, §7.3 "User admin").
 * Members are read and checked here (40000 with the field named); on update, members left out
 * stay as they are. `departmentIds`, `roleIds` and `tagIds` replace the user's links **of the
 * app the call names**; `postId`/`rankId` `null` clears them.
 */
export interface UserInput {
  userName?: unknown;
  nickName?: unknown;
  /** Also accepted as `mobilePhone`. */
  phone?: unknown;
  mobilePhone?: unknown;
  email?: unknown;
  /** Add only (an administrator's password update is its own call). */
  password?: unknown;
  /** The user scope (spec 2 §6); default `default`. */
  userType?: unknown;
  headImageUrl?: unknown;
  departmentIds?: unknown;
  roleIds?: unknown;
  tagIds?: unknown;
  postId?: unknown;
  rankId?: unknown;
  expireTime?: unknown;
  /** Add only (default true); afterwards the enable and disable calls change it. */
  isEnable?: unknown;
}

/** A user row the organisation's changes start from. */
export interface UserRow {
  id: string;
  user_scope: string;
  user_name: string;
  enabled: boolean;
  deleted: boolean;
}

/** rspInf of a change to a user in the recycle bin. */
export const DELETED_USER_MESSAGE = '用户已删除，请先恢复';

/** The user row, or 40400 (ids that are not GUIDs name nobody). */
export async function requireUser(db: Db | OrgTransaction, userId: string): Promise<UserRow> {
  const row = isGuid(userId)
    ? await db
        .selectFrom('users')
        .select(['id', 'user_scope', 'user_name', 'enabled', 'deleted'])
        .where('id', '=', userId.toLowerCase())
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`用户 ${userId} 不存在`);
  return row;
}

/** One user's {@link UserSummary} for the app, or 40400. */
export async function readUser(db: Db, appId: string, userId: string): Promise<UserSummary> {
  const row = await requireUser(db, userId);
  const [summary] = await readUserSummaries(db, appId, [row.id]);
  return summary!;
}

/** The links of a user input, read and checked against the app. */
interface LinkInput {
  departmentIds?: string[];
  roleIds?: string[];
  tagIds?: string[];
}

function readLinks(input: UserInput): LinkInput {
  const links: LinkInput = {};
  const departmentIds = readOptionalGuidList(input.departmentIds, '部门');
  const roleIds = readOptionalGuidList(input.roleIds, '角色');
  const tagIds = readOptionalGuidList(input.tagIds, '标签');
  if (departmentIds) links.departmentIds = departmentIds;
  if (roleIds) links.roleIds = roleIds;
  if (tagIds) links.tagIds = tagIds;
  return links;
}

/** Replaces the user's departments, roles and tags of the app (those given). */
async function writeLinks(
  trx: OrgTransaction,
  appId: string,
  userId: string,
  links: LinkInput,
): Promise<void> {
  if (links.departmentIds) {
    await requireDepartmentsOf(trx, appId, links.departmentIds);
    await trx
      .deleteFrom('user_departments')
      .where('user_id', '=', userId)
      .where('department_id', 'in', (eb) =>
        eb.selectFrom('departments').select('id').where('app_id', '=', appId),
      )
      .execute();
    if (links.departmentIds.length > 0) {
      await trx
        .insertInto('user_departments')
        .values(links.departmentIds.map((id) => ({ user_id: userId, department_id: id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  if (links.roleIds) {
    await requireRolesOf(trx, appId, links.roleIds);
    await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role_id', 'in', (eb) =>
        eb.selectFrom('roles').select('id').where('app_id', '=', appId),
      )
      .execute();
    if (links.roleIds.length > 0) {
      await trx
        .insertInto('user_roles')
        .values(links.roleIds.map((id) => ({ user_id: userId, role_id: id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  if (links.tagIds) {
    await requireNamedOf(trx, 'tags', appId, links.tagIds);
    await trx
      .deleteFrom('user_tags')
      .where('user_id', '=', userId)
      .where('tag_id', 'in', (eb) => eb.selectFrom('tags').select('id').where('app_id', '=', appId))
      .execute();
    if (links.tagIds.length > 0) {
      await trx
        .insertInto('user_tags')
        .values(links.tagIds.map((id) => ({ user_id: userId, tag_id: id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}

/**
 * Refuses a user name, phone or email another account of the scope already has (40000, the
 * field named). The unique indexes of migration 0006 catch a racing writer.
 */
async function checkUnique(
  trx: OrgTransaction,
  userScope: string,
  values: { userName?: string; phone?: string | null; email?: string | null },
  exceptId?: string,
): Promise<void> {
  const taken = async (
    column: 'user_name' | 'mobile_phone' | 'email',
    value: string,
    lower: boolean,
  ) => {
    let query = trx
      .selectFrom('users')
      .select('id')
      .where('user_scope', '=', userScope)
      .where((eb) =>
        lower ? eb(eb.fn('lower', [column]), '=', value.toLowerCase()) : eb(column, '=', value),
      );
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };
  if (values.userName && (await taken('user_name', values.userName, true))) {
    throw badRequest(`用户名「${values.userName}」已被使用`);
  }
  if (values.phone && (await taken('mobile_phone', values.phone, false))) {
    throw badRequest(`手机号码 ${values.phone} 已被使用`);
  }
  if (values.email && (await taken('email', values.email, true))) {
    throw badRequest(`邮箱 ${values.email} 已被使用`);
  }
}

/** rspInf when the unique indexes refuse a racing writer. */
const TAKEN_MESSAGE = '用户名、手机号码或邮箱已被使用';

/**
 * Adds a user (spec 2 §7.3 "User admin: POST add"): `userName` (default: the phone), scope,
 * contact, an optional password checked against the scope's password policy (without one the
 * account signs in by SMS code), links of the app, expiry. One transaction with its audit entry
 * `user_added`. Answers the new user.
 */
export async function addUser(change: OrgChange, input: UserInput): Promise<UserSummary> {
  return readUser(change.db, change.appId, await insertUser(change, input));
}

/** {@link addUser} without reading the new user back: answers its id (the import's row add). */
export async function insertUser(
  { db, actor, appId }: OrgChange,
  input: UserInput,
): Promise<string> {
  const userScope = readUserScope(input.userType, 'userType');
  const phone = readPhone(input.phone ?? input.mobilePhone) ?? null;
  const email = readEmail(input.email) ?? null;
  const userName =
    input.userName === undefined && phone ? phone : readName(input.userName, '用户名', 64);
  const nickName = readOptionalText(input.nickName, '昵称', 64) ?? '';
  const headImageUrl = readOptionalText(input.headImageUrl, '头像地址', 1024) ?? '';
  const postId = readParentId(input.postId, '岗位') ?? null;
  const rankId = readParentId(input.rankId, '职级') ?? null;
  const expiresAt = readDateTimeValue(input.expireTime, '到期时间') ?? null;
  const enabled = readFlag(input.isEnable, 'isEnable') ?? true;
  const links = readLinks(input);
  let passwordHash: string | null = null;
  if (input.password !== undefined && input.password !== null && input.password !== '') {
    if (typeof input.password !== 'string') throw badRequest('密码应为文本');
    const refusal = enforcePasswordPolicy(await readPasswordPolicy(db, userScope), input.password);
    if (refusal) throw badRequest(refusal);
    passwordHash = await hashPassword(input.password);
  }
  try {
    return await inTransaction(db, async (trx) => {
      await checkUnique(trx, userScope, { userName, phone, email });
      if (postId) await requireNamedOf(trx, 'posts', appId, [postId]);
      if (rankId) await requireNamedOf(trx, 'ranks', appId, [rankId]);
      const row = await trx
        .insertInto('users')
        .values({
          user_scope: userScope,
          user_name: userName,
          nick_name: nickName,
          mobile_phone: phone,
          email,
          password_hash: passwordHash,
          password_changed_at: passwordHash ? new Date() : null,
          password_reset_code: null,
          head_image_url: headImageUrl,
          post_id: postId,
          rank_id: rankId,
          enabled,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeLinks(trx, appId, row.id, links);
      await recordAudit(trx, {
        action: 'user_added',
        userId: row.id,
        actorId: actor.actorId,
        ip: actor.ip ?? null,
        detail: { appId, userName, userType: userScope, ...links },
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * Updates a user (spec 2 §7.3 "User admin: POST update"): the members given, checked as on add.
 * A deleted user refuses ({@link DELETED_USER_MESSAGE}); the password, `isEnable` and the other
 * states change through their own calls. Role changes keep a usable administrator. One
 * transaction with its audit entry `user_updated` (the changed member names, the changed columns
 * before and after — never a password —, and the links sent). Answers the user.
 */
export async function updateUser(
  { db, actor, appId }: OrgChange,
  userId: string,
  input: UserInput,
): Promise<UserSummary> {
  const user = await requireUser(db, userId);
  if (user.deleted) throw badRequest(DELETED_USER_MESSAGE);
  if (input.password !== undefined) throw badRequest('修改密码请使用用户密码修改接口');
  const set: Updateable<UsersTable> = {};
  const userScope =
    input.userType === undefined ? user.user_scope : readUserScope(input.userType, 'userType');
  if (userScope !== user.user_scope) set.user_scope = userScope;
  const phone = readPhone(input.phone ?? input.mobilePhone);
  if (phone !== undefined) set.mobile_phone = phone;
  const email = readEmail(input.email);
  if (email !== undefined) set.email = email;
  if (input.userName !== undefined) set.user_name = readName(input.userName, '用户名', 64);
  const nickName = readOptionalText(input.nickName, '昵称', 64);
  if (nickName !== undefined) set.nick_name = nickName ?? '';
  const head = readOptionalText(input.headImageUrl, '头像地址', 1024);
  if (head !== undefined) set.head_image_url = head ?? '';
  const postId = readParentId(input.postId, '岗位');
  if (postId !== undefined) set.post_id = postId;
  const rankId = readParentId(input.rankId, '职级');
  if (rankId !== undefined) set.rank_id = rankId;
  const expiresAt = readDateTimeValue(input.expireTime, '到期时间');
  if (expiresAt !== undefined) set.expires_at = expiresAt;
  const links = readLinks(input);
  try {
    await inTransaction(db, async (trx) => {
      await checkUnique(
        trx,
        userScope,
        {
          userName: set.user_name ?? (set.user_scope ? user.user_name : undefined),
          phone: set.mobile_phone,
          email: set.email,
        },
        user.id,
      );
      if (typeof set.post_id === 'string') await requireNamedOf(trx, 'posts', appId, [set.post_id]);
      if (typeof set.rank_id === 'string') await requireNamedOf(trx, 'ranks', appId, [set.rank_id]);
      // The changed members' values before the change, for the audit entry's before → after.
      const current = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const changed = Object.keys(set) as (keyof typeof current)[];
      const before = Object.fromEntries(changed.map((key) => [key, current[key]]));
      await guardLastAdmin(trx, async () => {
        const updated = await trx
          .updateTable('users')
          .set({ ...set, updated: new Date() })
          .where('id', '=', user.id)
          .where('deleted', '=', false)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw badRequest(DELETED_USER_MESSAGE);
        await writeLinks(trx, appId, user.id, links);
      });
      await recordAudit(trx, {
        action: 'user_updated',
        userId: user.id,
        actorId: actor.actorId,
        ip: actor.ip ?? null,
        detail: {
          appId,
          changes: [...Object.keys(set), ...Object.keys(links)],
          before,
          after: set,
          ...links,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(TAKEN_MESSAGE);
    throw error;
  }
  return readUser(db, appId, user.id);
}
