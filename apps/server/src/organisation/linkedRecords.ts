import { notFound } from '../http/envelopeError.js';
import type { OrgTransaction } from './orgTransaction.js';

/*
 * Checks that the records a change links to exist in the app (README "Organisation": a missing
 * record answers 40400 naming the first one). Inside the change's transaction; departments and
 * roles are locked `FOR KEY SHARE`, so a concurrent delete waits for the link and then sees it
 * (and refuses), instead of the link failing on its foreign key.
 */

function firstMissing(wanted: readonly string[], found: readonly { id: string }[]): string | null {
  const have = new Set(found.map((row) => row.id));
  return wanted.find((id) => !have.has(id)) ?? null;
}

/**
 * The departments or roles exist in the app, or 40400 naming the first missing one. The rows are
 * key-share locked, so a concurrent delete waits for the transaction linking them.
 */
async function requireRecordsOf(
  trx: OrgTransaction,
  table: 'departments' | 'roles',
  appId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('app_id', '=', appId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forKeyShare()
    .execute();
  const missing = firstMissing(ids, found);
  if (missing) throw notFound(`${table === 'departments' ? '部门' : '角色'} ${missing} 不存在`);
}

/** The departments exist in the app, or 40400. */
export function requireDepartmentsOf(trx: OrgTransaction, appId: string, ids: readonly string[]) {
  return requireRecordsOf(trx, 'departments', appId, ids);
}

/** The roles exist in the app, or 40400. */
export function requireRolesOf(trx: OrgTransaction, appId: string, ids: readonly string[]) {
  return requireRecordsOf(trx, 'roles', appId, ids);
}

/** Chinese names of the posts, ranks and tags tables, for messages. */
export const NAMED_TABLE_LABELS = { posts: '岗位', ranks: '职级', tags: '标签' } as const;

/** The posts, ranks or tags exist in the app, or 40400. */
export async function requireNamedOf(
  trx: OrgTransaction,
  table: 'posts' | 'ranks' | 'tags',
  appId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom(table as 'posts')
    .select('id')
    .where('app_id', '=', appId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forKeyShare()
    .execute();
  const missing = firstMissing(ids, found);
  if (missing) throw notFound(`${NAMED_TABLE_LABELS[table]} ${missing} 不存在`);
}

/** The users exist and are not deleted, or 40400. */
export async function requireLiveUsers(trx: OrgTransaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted', '=', false)
    .orderBy('id')
    .forKeyShare()
    .execute();
  const missing = firstMissing(ids, found);
  if (missing) throw notFound(`用户 ${missing} 不存在`);
}
