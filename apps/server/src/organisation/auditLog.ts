import type { PagedList } from '@tessera/protocol';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { readInteger } from '../http/readPaging.js';
import { requireOneOf } from '../http/requestParams.js';
import { badRequest } from '../http/envelopeError.js';
import { readDateTimeValue, readGuid, readOptionalText } from './orgInput.js';

/**
 * The actions audit entries are written with (spec 2 §7.3 "Audit": the action event list),
 * with their labels. Sign-in entries (`login`, `login_failed`, `logout`, `register`,
 * `account_changed`, the user's own `password_changed`) are written by identity; the others by
 * the organisation's changes.
 */
export const AUDIT_ACTIONS = [
  { action: 'login', label: '登录' },
  { action: 'login_failed', label: '登录失败' },
  { action: 'logout', label: '退出登录' },
  { action: 'register', label: '注册' },
  { action: 'account_changed', label: '修改账号' },
  { action: 'password_changed', label: '修改密码' },
  { action: 'user_added', label: '添加用户' },
  { action: 'user_updated', label: '修改用户' },
  { action: 'user_enabled', label: '启用用户' },
  { action: 'user_disabled', label: '停用用户' },
  { action: 'user_unlocked', label: '解除锁定' },
  { action: 'user_activated', label: '激活用户' },
  { action: 'user_deleted', label: '删除用户' },
  { action: 'user_recovered', label: '恢复用户' },
  { action: 'grant', label: '授权' },
  { action: 'department_added', label: '添加部门' },
  { action: 'department_updated', label: '修改部门' },
  { action: 'department_deleted', label: '删除部门' },
  { action: 'departments_sorted', label: '部门排序' },
  { action: 'role_added', label: '添加角色' },
  { action: 'role_updated', label: '修改角色' },
  { action: 'role_deleted', label: '删除角色' },
  { action: 'role_enabled', label: '启用角色' },
  { action: 'role_disabled', label: '停用角色' },
  { action: 'post_added', label: '添加岗位' },
  { action: 'post_updated', label: '修改岗位' },
  { action: 'post_deleted', label: '删除岗位' },
  { action: 'post_enabled', label: '启用岗位' },
  { action: 'post_disabled', label: '停用岗位' },
  { action: 'rank_added', label: '添加职级' },
  { action: 'rank_updated', label: '修改职级' },
  { action: 'rank_deleted', label: '删除职级' },
  { action: 'rank_enabled', label: '启用职级' },
  { action: 'rank_disabled', label: '停用职级' },
  { action: 'tag_added', label: '添加标签' },
  { action: 'tag_updated', label: '修改标签' },
  { action: 'tag_deleted', label: '删除标签' },
  { action: 'tag_enabled', label: '启用标签' },
  { action: 'tag_disabled', label: '停用标签' },
  { action: 'operation_added', label: '添加操作' },
  { action: 'operation_updated', label: '修改操作' },
  { action: 'operation_deleted', label: '删除操作' },
  { action: 'policy_saved', label: '保存安全策略' },
  { action: 'policy_deleted', label: '删除安全策略' },
  { action: 'user_role_added', label: '批量添加角色' },
  { action: 'user_signed_out', label: '强制下线' },
  { action: 'users_imported', label: '导入用户' },
  { action: 'third_party_bound', label: '绑定第三方账号' },
  { action: 'audit_config_changed', label: '修改审计配置' },
  { action: 'task_started', label: '启动任务' },
  { action: 'task_stopped', label: '停止任务' },
] as const;

/** The action that records changes of the audit configuration: always recorded. */
export const AUDIT_CONFIG_ACTION = 'audit_config_changed';

/** The results an entry has (ours: an action ending in `_failed` is a failure). */
export const AUDIT_RESULTS = ['success', 'failure'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

const FAILED_SUFFIX = '_failed';

/** The label of an action (the action itself when unknown). */
export function auditLabel(action: string): string {
  return AUDIT_ACTIONS.find((entry) => entry.action === action)?.label ?? action;
}

/** One audit entry as the search answers it. */
export interface AuditEntryView {
  id: string;
  /** ISO 8601 UTC. */
  at: string;
  action: string;
  /** The action's label of {@link AUDIT_ACTIONS}. */
  label: string;
  result: AuditResult;
  /** The account the entry is about, and its name (nickname, else user name). */
  userId: string | null;
  userName: string | null;
  /** Who did it, and their name. */
  actorId: string | null;
  actorName: string | null;
  ip: string | null;
  /** What changed; administrative changes carry `before` and `after` where they have them. */
  detail: Record<string, unknown>;
}

/** What {@link searchAuditLog} filters on (body of POST audit/search, query of audit/export). */
export interface AuditSearch {
  action?: unknown;
  userId?: unknown;
  actorId?: unknown;
  /** Contained in the user name, nickname or phone of the entry's user or actor. */
  userKeyWord?: unknown;
  /** The start of the address (`192.168.` finds the whole network). */
  ip?: unknown;
  result?: unknown;
  beginTime?: unknown;
  endTime?: unknown;
  pageIndex?: unknown;
  pageSize?: unknown;
}

/** Default page of the audit search (spec 2 §9 user lists: page 1, size 10). */
export const AUDIT_PAGE_SIZE = 10;

/** The most entries one download holds (spec 2 §9: exports take pageSize 60000). */
export const MAX_AUDIT_EXPORT = 60_000;

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filtered entries, without order or paging (bad values answer 40000 naming the field). */
function filteredEntries(db: Db, search: AuditSearch) {
  const action = readOptionalText(search.action, '操作类型', 64);
  const userId = search.userId ? readGuid(search.userId, '用户 id') : undefined;
  const actorId = search.actorId ? readGuid(search.actorId, '操作人 id') : undefined;
  const keyWord = readOptionalText(search.userKeyWord, '用户', 64);
  const ip = readOptionalText(search.ip, 'IP', 64);
  const result =
    search.result === undefined || search.result === ''
      ? undefined
      : requireOneOf(search.result, 'result', AUDIT_RESULTS);
  const begin = readDateTimeValue(search.beginTime, '开始时间');
  const end = readDateTimeValue(search.endTime, '结束时间');
  if (begin && end && begin >= end) throw badRequest('结束时间应晚于开始时间');
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as actor', 'actor.id', 'a.actor_id');
  if (action) query = query.where('a.action', '=', action);
  if (userId) query = query.where('a.user_id', '=', userId);
  if (actorId) query = query.where('a.actor_id', '=', actorId);
  if (keyWord) {
    const like = `%${likePattern(keyWord)}%`;
    query = query.where((eb) =>
      eb.or(
        (['u', 'actor'] as const).flatMap((t) => [
          eb(`${t}.user_name`, 'ilike', like),
          eb(`${t}.nick_name`, 'ilike', like),
          eb(`${t}.mobile_phone`, 'like', like),
        ]),
      ),
    );
  }
  if (ip) query = query.where('a.ip', 'like', `${likePattern(ip)}%`);
  if (result) {
    const failed = sql<boolean>`a.action like ${'%' + likePattern(FAILED_SUFFIX)}`;
    query = query.where(result === 'failure' ? failed : sql<boolean>`not (${failed})`);
  }
  if (begin) query = query.where('a.at', '>=', begin);
  if (end) query = query.where('a.at', '<', end);
  return query;
}

type EntryRow = {
  id: string;
  at: Date;
  action: string;
  user_id: string | null;
  actor_id: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
  user_name: string | null;
  actor_name: string | null;
};

function toView(row: EntryRow): AuditEntryView {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    action: row.action,
    label: auditLabel(row.action),
    result: row.action.endsWith(FAILED_SUFFIX) ? 'failure' : 'success',
    userId: row.user_id,
    userName: row.user_name,
    actorId: row.actor_id,
    actorName: row.actor_name,
    ip: row.ip,
    detail: row.detail,
  };
}

/** The ordered entries of a filter, at most `limit` from `offset`. */
async function entriesOf(
  db: Db,
  search: AuditSearch,
  page: { limit: number; offset: number },
): Promise<AuditEntryView[]> {
  const rows = await filteredEntries(db, search)
    .select([
      'a.id',
      'a.at',
      'a.action',
      'a.user_id',
      'a.actor_id',
      'a.ip',
      'a.detail',
      sql<string | null>`coalesce(nullif(u.nick_name, ''), u.user_name)`.as('user_name'),
      sql<string | null>`coalesce(nullif(actor.nick_name, ''), actor.user_name)`.as('actor_name'),
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toView);
}

/**
 * Searches the audit log (spec 2 §7.3 "Audit: POST search"): by action, user (the account the
 * entry is about), actor, a user keyword (either's name or phone), address, result and time
 * (`beginTime` ≤ at < `endTime`), newest first, paged (`pageIndex` from 1, `pageSize` 1…1000,
 * default 10). Bad values answer 40000 naming the field.
 */
export async function searchAuditLog(
  db: Db,
  search: AuditSearch,
): Promise<PagedList<AuditEntryView>> {
  const pageIndex = readInteger(search.pageIndex, 'pageIndex', {
    min: 1,
    max: 1_000_000,
    fallback: 1,
  });
  const pageSize = readInteger(search.pageSize, 'pageSize', {
    min: 1,
    max: 1000,
    fallback: AUDIT_PAGE_SIZE,
  });
  const total = await filteredEntries(db, search)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const items = await entriesOf(db, search, {
    limit: pageSize,
    offset: (pageIndex - 1) * pageSize,
  });
  return { total: Number(total.n), items };
}

/** The entries of a search for its download: the filters without paging, newest first, bounded. */
export function exportedEntries(db: Db, search: AuditSearch): Promise<AuditEntryView[]> {
  return entriesOf(db, { ...search }, { limit: MAX_AUDIT_EXPORT, offset: 0 });
}
