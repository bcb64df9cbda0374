import type { PagedList } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { readInteger } from '../http/readPaging.js';
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
] as const;

/** One audit entry as the search answers it. */
export interface AuditEntryView {
  id: string;
  /** ISO 8601 UTC. */
  at: string;
  action: string;
  userId: string | null;
  actorId: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** What {@link searchAuditLog} filters on (body of POST audit/search). */
export interface AuditSearch {
  action?: unknown;
  userId?: unknown;
  actorId?: unknown;
  beginTime?: unknown;
  endTime?: unknown;
  pageIndex?: unknown;
  pageSize?: unknown;
}

/** Default page of the audit search (spec 2 §9 user lists: page 1, size 10). */
export const AUDIT_PAGE_SIZE = 10;

/**
 * Searches the audit log (spec 2 §7.3 "Audit: POST search"): by action, user (the account the
 * entry is about), actor, and time (`beginTime` ≤ at < `endTime`), newest first, paged
 * (`pageIndex` from 1, `pageSize` 1…1000, default 10). Bad values answer 40000.
 */
export async function searchAuditLog(
  db: Db,
  search: AuditSearch,
): Promise<PagedList<AuditEntryView>> {
  const action = readOptionalText(search.action, '操作类型', 64);
  const userId = search.userId ? readGuid(search.userId, '用户 id') : undefined;
  const actorId = search.actorId ? readGuid(search.actorId, '操作人 id') : undefined;
  const begin = readDateTimeValue(search.beginTime, '开始时间');
  const end = readDateTimeValue(search.endTime, '结束时间');
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
  let query = db.selectFrom('audit_log');
  if (action) query = query.where('action', '=', action);
  if (userId) query = query.where('user_id', '=', userId);
  if (actorId) query = query.where('actor_id', '=', actorId);
  if (begin) query = query.where('at', '>=', begin);
  if (end) query = query.where('at', '<', end);
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  return {
    total: Number(total.n),
    items: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      action: row.action,
      userId: row.user_id,
      actorId: row.actor_id,
      ip: row.ip,
      detail: row.detail,
    })),
  };
}
