import type { PagedList } from '@tessera/protocol';
import type { Updateable } from 'kysely';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { containsPattern, readInteger, MAX_PAGE_SIZE } from '../http/readPaging.js';
import { isGuid } from '../http/requestParams.js';
import { readFlag, readName, readOptionalText } from './orgInput.js';
import type { NamedItemsTable } from '../db/organisationTables.js';
import { inTransaction, isUniqueViolation, type OrgChange } from './orgTransaction.js';
import { recordAudit } from '../directory/recordAudit.js';

/** Posts (jobs), ranks and tags (spec 2 §3 "Tag, job, rank"): one shape, three tables. */
export type NamedItemKind = 'post' | 'rank' | 'tag';

/** The kinds with their table and Chinese name (messages). */
export const NAMED_ITEM_KINDS: Record<
  NamedItemKind,
  { table: 'posts' | 'ranks' | 'tags'; label: string }
> = {
  post: { table: 'posts', label: '岗位' },
  rank: { table: 'ranks', label: '职级' },
  tag: { table: 'tags', label: '标签' },
};

/** A post, rank or tag as answered, with how many users (not deleted) hold it. */
/** What an administrator sends to add or update a post, rank or tag. */
export interface NamedItemInput {
  name?: unknown;
  /** Checked by the route (`SortNumber`). */
  sort?: number;
}

export interface NamedItem {
  id: string;
  name: string;
  isEnable: boolean;
  sort: number;
  appId: string;
  userCount: number;
}

/** spec 2 §9: tag, job and rank lists answer page 1, size 100. */
export const NAMED_ITEM_PAGE_SIZE = 100;

/** The table as Kysely sees it: the three share {@link NamedItemsTable}. */
const tableOf = (kind: NamedItemKind) => NAMED_ITEM_KINDS[kind].table as 'posts';

function itemsQuery(db: Db, kind: NamedItemKind, appId: string) {
  // One alias for the three tables, so the holder counts can name the row whatever its table.
  const table = `${NAMED_ITEM_KINDS[kind].table} as item` as 'posts as item';
  return db
    .selectFrom(table)
    .select(['item.id', 'item.name', 'item.enabled', 'item.sort', 'item.app_id'])
    .select((eb) => {
      const holders =
        kind === 'tag'
          ? eb
              .selectFrom('user_tags as l')
              .innerJoin('users as u', 'u.id', 'l.user_id')
              .whereRef('l.tag_id', '=', 'item.id')
          : eb
              .selectFrom('users as u')
              .whereRef(kind === 'post' ? 'u.post_id' : 'u.rank_id', '=', 'item.id');
      return holders
        .select(eb.fn.countAll<string>().as('n'))
        .where('u.deleted', '=', false)
        .as('user_count');
    })
    .where('item.app_id', '=', appId);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>['executeTakeFirstOrThrow']>>;

function toItem(row: ItemRow): NamedItem {
  return {
    id: row.id,
    name: row.name,
    isEnable: row.enabled,
    sort: row.sort,
    appId: row.app_id,
    userCount: Number(row.user_count ?? 0),
  };
}

/** The query of a list of posts, ranks or tags: each value read by its own rule. */
export const NamedItemQuerySchema = Type.Object({
  name: OptionalText,
  isEnable: OptionalText,
  pageIndex: OptionalText,
  pageSize: OptionalText,
});
export type NamedItemQuery = Static<typeof NamedItemQuerySchema>;

/**
 * A page of posts, ranks or tags (spec 2 §7.3 "list (page 1, size 100)"): `name` contained in
 * the name, `isEnable` filters the state; by `sort` then name.
 */
export async function listNamedItems(
  db: Db,
  kind: NamedItemKind,
  appId: string,
  q: NamedItemQuery = {},
): Promise<PagedList<NamedItem>> {
  const pageIndex = readInteger(q.pageIndex, 'pageIndex', { min: 1, max: 1_000_000, fallback: 1 });
  const pageSize = readInteger(q.pageSize, 'pageSize', {
    min: 1,
    max: MAX_PAGE_SIZE,
    fallback: NAMED_ITEM_PAGE_SIZE,
  });
  const name = readOptionalText(q.name, '参数 name ', 64);
  const enabled = readFlag(q.isEnable, 'isEnable');
  let query = itemsQuery(db, kind, appId);
  let counter = db
    .selectFrom(tableOf(kind))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('app_id', '=', appId);
  if (name) {
    query = query.where('item.name', 'ilike', containsPattern(name));
    counter = counter.where('name', 'ilike', containsPattern(name));
  }
  if (enabled !== undefined) {
    query = query.where('item.enabled', '=', enabled);
    counter = counter.where('enabled', '=', enabled);
  }
  const count = await counter.executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('item.sort')
    .orderBy('item.name')
    .orderBy('item.id')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  return { total: Number(count.n), items: rows.map(toItem) };
}

/** One post, rank or tag of the app, or 40400. */
export async function readNamedItem(
  db: Db,
  kind: NamedItemKind,
  appId: string,
  id: string,
): Promise<NamedItem> {
  const row = isGuid(id)
    ? await itemsQuery(db, kind, appId).where('item.id', '=', id.toLowerCase()).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`${NAMED_ITEM_KINDS[kind].label} ${id} 不存在`);
  return toItem(row);
}

function nameTaken(kind: NamedItemKind, name: string) {
  return badRequest(`${NAMED_ITEM_KINDS[kind].label}「${name}」已存在`);
}

/**
 * Adds a post, rank or tag (spec 2 §7.3 "add"): `name` 1…64, unique in the app. Answers it.
 */
export async function addNamedItem(
  { db, actor, appId }: OrgChange,
  kind: NamedItemKind,
  input: NamedItemInput,
): Promise<NamedItem> {
  const { label } = NAMED_ITEM_KINDS[kind];
  const name = readName(input.name, `${label}名称`, 64);
  const sort = input.sort ?? 0;
  try {
    const id = await inTransaction(db, async (trx) => {
      const clash = await trx
        .selectFrom(tableOf(kind))
        .select('id')
        .where('app_id', '=', appId)
        .where('name', '=', name)
        .executeTakeFirst();
      if (clash) throw nameTaken(kind, name);
      const row = await trx
        .insertInto(tableOf(kind))
        .values({ app_id: appId, name, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        action: `${kind}_added`,
        actorId: actor.actorId,
        ip: actor.ip ?? null,
        detail: { appId, id: row.id, name },
      });
      return row.id;
    });
    return await readNamedItem(db, kind, appId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(kind, name);
    throw error;
  }
}

/** Updates a post, rank or tag (`name`, `sort`). Answers it. */
export async function updateNamedItem(
  { db, actor, appId }: OrgChange,
  kind: NamedItemKind,
  id: string,
  input: NamedItemInput,
): Promise<NamedItem> {
  const item = await readNamedItem(db, kind, appId, id);
  const set: Updateable<NamedItemsTable> = {};
  if (input.name !== undefined) {
    set.name = readName(input.name, `${NAMED_ITEM_KINDS[kind].label}名称`, 64);
  }
  const sort = input.sort;
  if (sort !== undefined) set.sort = sort;
  if (Object.keys(set).length === 0) return item;
  try {
    await inTransaction(db, async (trx) => {
      if (set.name !== undefined && set.name !== item.name) {
        const clash = await trx
          .selectFrom(tableOf(kind))
          .select('id')
          .where('app_id', '=', appId)
          .where('name', '=', set.name)
          .where('id', '!=', item.id)
          .executeTakeFirst();
        if (clash) throw nameTaken(kind, set.name);
      }
      await trx.updateTable(tableOf(kind)).set(set).where('id', '=', item.id).execute();
      await recordAudit(trx, {
        action: `${kind}_updated`,
        actorId: actor.actorId,
        ip: actor.ip ?? null,
        detail: { appId, id: item.id, changes: Object.keys(set) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(kind, set.name ?? item.name);
    throw error;
  }
  return readNamedItem(db, kind, appId, item.id);
}

/**
 * Deletes a post, rank or tag (spec 2 §7.3 "delete"). Its holders lose it in the same
 * transaction (their post or rank becomes none, the tag link goes).
 */
export async function deleteNamedItem(
  { db, actor, appId }: OrgChange,
  kind: NamedItemKind,
  id: string,
): Promise<void> {
  const item = await readNamedItem(db, kind, appId, id);
  await inTransaction(db, async (trx) => {
    if (kind === 'post') {
      await trx
        .updateTable('users')
        .set({ post_id: null })
        .where('post_id', '=', item.id)
        .execute();
    } else if (kind === 'rank') {
      await trx
        .updateTable('users')
        .set({ rank_id: null })
        .where('rank_id', '=', item.id)
        .execute();
    }
    const deleted = await trx
      .deleteFrom(tableOf(kind))
      .where('id', '=', item.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) {
      throw notFound(`${NAMED_ITEM_KINDS[kind].label} ${id} 不存在`);
    }
    await recordAudit(trx, {
      action: `${kind}_deleted`,
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: { appId, id: item.id, name: item.name, userCount: item.userCount },
    });
  });
}

/**
 * Enables or disables a post, rank or tag (spec 2 §4, §7.3 "enable and disable by PUT"). A
 * disabled one stays on its holders but is left out of their user info. Answers it.
 */
export async function setNamedItemEnabled(
  { db, actor, appId }: OrgChange,
  kind: NamedItemKind,
  id: string,
  enabled: boolean,
): Promise<NamedItem> {
  const item = await readNamedItem(db, kind, appId, id);
  if (item.isEnable === enabled) return item;
  await inTransaction(db, async (trx) => {
    await trx.updateTable(tableOf(kind)).set({ enabled }).where('id', '=', item.id).execute();
    await recordAudit(trx, {
      action: `${kind}_${enabled ? 'enabled' : 'disabled'}`,
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: { appId, id: item.id },
    });
  });
  return readNamedItem(db, kind, appId, item.id);
}
