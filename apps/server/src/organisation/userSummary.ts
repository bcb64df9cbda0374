import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import {
  USER_PROFILE_COLUMNS,
  type DepartmentRef,
  type NamedRef,
} from '../directory/readUserInfo.js';
import type { OrgTransaction } from './orgTransaction.js';

/**
 * A user is online when their last presence ping (spec 1 §4, every 60 s with a visit policy) or
 * request came within this window: two missed pings and a margin (README "Organisation").
 */
export const ONLINE_WINDOW_MINUTES = 3;

export type { DepartmentRef, NamedRef } from '../directory/readUserInfo.js';

/** A role as a user row names it. */
export interface RoleRef {
  id: string;
  name: string;
  code: string;
}

/**
 * One user as the admin list answers it (spec 2 §3 User): the flags are named as the list's
 * filters (`isEnable`, `LockoutEnabled` → `lockoutEnabled`, `isDeleted`, `dormancyed`, `online`),
 * so a column and its filter share a name. Departments, roles, tags, post and rank are those of
 * the app the call names. Never a password or its hash.
 */
export interface UserSummary {
  id: string;
  userName: string;
  nickName: string;
  phone: string;
  email: string;
  /** The user scope (spec 2 §6 "user scope/type"). */
  userType: string;
  headImageUrl: string;
  departments: DepartmentRef[];
  roles: RoleRef[];
  tags: NamedRef[];
  post: NamedRef | null;
  rank: NamedRef | null;
  online: boolean;
  isEnable: boolean;
  /** Locked out now (too many failed sign-ins); `lockoutEnd` says until when. */
  lockoutEnabled: boolean;
  lockoutEnd: string | null;
  isDeleted: boolean;
  dormancyed: boolean;
  /** ISO 8601 UTC; `null`: never expires. */
  expireTime: string | null;
  /** `expireTime` has passed. */
  expired: boolean;
  lastLoginAt: string | null;
  created: string;
}

type Reader = Kysely<Database> | OrgTransaction;

/** SQL of the computed flags, on the database's clock (so a filter and its column agree). */
export const USER_FLAGS = {
  online: sql<boolean>`coalesce(users.last_seen_at > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}), false)`,
  lockedOut: sql<boolean>`coalesce(users.locked_out_until > now(), false)`,
  expired: sql<boolean>`coalesce(users.expires_at <= now(), false)`,
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The {@link UserSummary} of each id, in the order given (ids that name no user are left out);
 * the links are read for `appId` in one query each.
 */
export async function readUserSummaries(
  db: Reader,
  appId: string,
  ids: readonly string[],
): Promise<UserSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select([
      ...USER_PROFILE_COLUMNS,
      'enabled',
      'locked_out_until',
      'deleted',
      'dormant',
      'expires_at',
      'last_login_at',
      'created',
      USER_FLAGS.online.as('online'),
      USER_FLAGS.lockedOut.as('locked_out'),
      USER_FLAGS.expired.as('expired'),
    ])
    .where('id', 'in', ids)
    .execute();
  const departments = await db
    .selectFrom('user_departments as l')
    .innerJoin('departments as d', 'd.id', 'l.department_id')
    .select(['l.user_id', 'd.id', 'd.label'])
    .where('l.user_id', 'in', ids)
    .where('d.app_id', '=', appId)
    .orderBy('d.sort')
    .orderBy('d.label')
    .execute();
  const roles = await db
    .selectFrom('user_roles as l')
    .innerJoin('roles as r', 'r.id', 'l.role_id')
    .select(['l.user_id', 'r.id', 'r.name', 'r.code'])
    .where('l.user_id', 'in', ids)
    .where('r.app_id', '=', appId)
    .orderBy('r.sort')
    .orderBy('r.name')
    .execute();
  const tags = await db
    .selectFrom('user_tags as l')
    .innerJoin('tags as t', 't.id', 'l.tag_id')
    .select(['l.user_id', 't.id', 't.name'])
    .where('l.user_id', 'in', ids)
    .where('t.app_id', '=', appId)
    .orderBy('t.sort')
    .orderBy('t.name')
    .execute();
  const named = async (table: 'posts' | 'ranks', wanted: (string | null)[]) => {
    const keys = [...new Set(wanted.filter((id): id is string => id !== null))];
    if (keys.length === 0) return new Map<string, NamedRef>();
    const found = await db
      .selectFrom(table as 'posts')
      .select(['id', 'name'])
      .where('id', 'in', keys)
      .where('app_id', '=', appId)
      .execute();
    return new Map(found.map((row) => [row.id, { id: row.id, name: row.name }]));
  };
  const posts = await named(
    'posts',
    rows.map((r) => r.post_id),
  );
  const ranks = await named(
    'ranks',
    rows.map((r) => r.rank_id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const summary: UserSummary = {
      id: row.id,
      userName: row.user_name,
      nickName: row.nick_name,
      phone: row.mobile_phone ?? '',
      email: row.email ?? '',
      userType: row.user_scope,
      headImageUrl: row.head_image_url,
      departments: departments
        .filter((d) => d.user_id === id)
        .map((d) => ({ id: d.id, label: d.label })),
      roles: roles
        .filter((r) => r.user_id === id)
        .map((r) => ({ id: r.id, name: r.name, code: r.code })),
      tags: tags.filter((t) => t.user_id === id).map((t) => ({ id: t.id, name: t.name })),
      post: (row.post_id && posts.get(row.post_id)) || null,
      rank: (row.rank_id && ranks.get(row.rank_id)) || null,
      online: row.online,
      isEnable: row.enabled,
      lockoutEnabled: row.locked_out,
      lockoutEnd: row.locked_out ? iso(row.locked_out_until) : null,
      isDeleted: row.deleted,
      dormancyed: row.dormant,
      expireTime: iso(row.expires_at),
      expired: row.expired,
      lastLoginAt: iso(row.last_login_at),
      created: new Date(row.created).toISOString(),
    };
    return [summary];
  });
}
