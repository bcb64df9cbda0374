import { MASTER_PAGE_TYPE } from '@tessera/protocol';
import { createPageDocument, type CollaborationRoom, type PageJson } from '@tessera/designer';
import { sql, type RawBuilder } from 'kysely';
import * as Y from 'yjs';
import type { Db } from '../db/database.js';
import { permissionSetsOf } from '../pageContent/permissionSets.js';

/** A room's page: its saved content, and whether it is a master page. */
export interface RoomPage {
  kind: CollaborationRoom['kind'];
  pageData: unknown;
  pageDataSource: unknown;
  controlPermissionSetList: unknown;
}

/** The page a room names, or undefined when the app has no such page in that sub-app. */
export async function findRoomPage(db: Db, room: CollaborationRoom): Promise<RoomPage | undefined> {
  const row = await db
    .selectFrom('pages')
    .select(['page_type', 'page_data', 'page_data_source', 'control_permission_set_list'])
    .where('page_id', '=', room.pageId)
    .where('app_id', '=', room.appId)
    .where('sub_app_id', '=', room.subAppId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: row.page_type === MASTER_PAGE_TYPE ? 'master' : 'page',
    pageData: row.page_data,
    pageDataSource: row.page_data_source,
    controlPermissionSetList: row.control_permission_set_list,
  };
}

/** A room as stored: its snapshot (and the snapshot row's version), and the rows appended since. */
interface StoredRoom {
  snapshot: { state: Uint8Array; version: string } | undefined;
  updates: { id: string; data: Uint8Array }[];
}

/**
 * Reads a room's snapshot and rows as of one moment (one repeatable-read transaction): read one
 * after the other, a compaction committing in between (another instance's) would fold rows into
 * a snapshot already read, and they would be missed.
 */
async function readRoom(db: Db, name: string): Promise<StoredRoom> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const snapshot = await trx
        .selectFrom('collaboration_documents')
        .select(['state', sql<string>`xmin::text`.as('version')])
        .where('name', '=', name)
        .executeTakeFirst();
      const updates = await trx
        .selectFrom('collaboration_updates')
        .select(['id', 'data'])
        .where('name', '=', name)
        .orderBy('id')
        .execute();
      return { snapshot, updates };
    });
}

/**
 * The stored state of a room: its snapshot merged with the updates appended since (README
 * "Collaboration" → "Acknowledged"), or null when no snapshot is stored yet.
 */
export async function fetchRoomState(db: Db, name: string): Promise<Uint8Array | null> {
  const { snapshot, updates } = await readRoom(db, name);
  if (!snapshot) return null;
  const state = new Uint8Array(snapshot.state);
  if (updates.length === 0) return state;
  return compact(state, updates);
}

/**
 * A snapshot with updates applied, as one update. Through a document, not `Y.mergeUpdates`: the
 * document drops the content of deleted items (Yjs garbage collection), so 10,000 edits of one
 * label leave one label, not 10,000 (the benchmark: a merge kept every old value and was slower).
 */
function compact(snapshot: Uint8Array, updates: readonly { data: Uint8Array }[]): Uint8Array {
  const doc = new Y.Doc();
  doc.transact(() => {
    Y.applyUpdate(doc, snapshot);
    for (const update of updates) Y.applyUpdate(doc, new Uint8Array(update.data));
  });
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/** One update of a room, as appended (table `collaboration_updates`). */
export interface RoomUpdate {
  name: string;
  data: Uint8Array;
}

/** Most rows one append writes (two parameters a row: far below PostgreSQL's 65,535). */
const APPEND_BATCH = 500;

/**
 * The append of the updates designers send, before the rooms apply and acknowledge them (README
 * "Collaboration" → "Acknowledged"): once a designer sees 已同步, the update is in the database
 * even if the process dies next. A group commit: one insert at a time, and the updates that
 * arrive meanwhile go together in the next one, so a burst of edits costs a few inserts and a
 * few pool connections, not one each. The same statement notifies the other instances of each
 * row (`notification`, the room relay's `updateNotification` over the inserted rows' `id`, `name`
 * and `data`; README "Collaboration" → "Several instances"), heard at its commit, so no appended
 * update goes unannounced.
 */
export function createUpdateLog(
  db: Db,
  notification: RawBuilder<string>,
): (update: RoomUpdate) => Promise<void> {
  let queue: { update: RoomUpdate; done: (error?: unknown) => void }[] = [];
  let flushing = false;
  const flush = async () => {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, APPEND_BATCH);
      queue = queue.slice(batch.length);
      try {
        await db
          .with('appended', (trx) =>
            trx
              .insertInto('collaboration_updates')
              .values(batch.map(({ update }) => update))
              .returning(['id', 'name', 'data']),
          )
          .selectFrom('appended')
          .select(notification.as('sent'))
          .execute();
        for (const { done } of batch) done();
      } catch (error) {
        for (const { done } of batch) done(error ?? new Error('append failed'));
      }
    }
    flushing = false;
  };
  return (update) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ update, done: (error) => (error ? reject(error) : resolve()) });
      if (!flushing) void flush();
    });
}

/** How many times a store is tried when other stores of the room keep committing first. */
const STORE_ATTEMPTS = 10;

/**
 * Stores a room's whole state as its snapshot and folds the appended updates into it. The
 * snapshot stored so far and the rows appended since are merged with `state` (an update appended
 * but not yet applied when `state` was taken is not lost, nor what another instance stored that
 * this one has not heard of yet: README "Collaboration" → "Several instances"), outside any
 * transaction; then one short transaction writes the snapshot, only if no other store changed it
 * meanwhile (the row's `xmin`: optimistic, so no lock is held while the merge runs), and deletes
 * the rows merged; rows appended meanwhile stay. A store that lost the race reads and merges again.
 */
export async function storeRoomState(db: Db, name: string, state: Uint8Array): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const { snapshot, updates } = await readRoom(db, name);
    const merged = snapshot ? [{ data: snapshot.state }, ...updates] : updates;
    const next = merged.length === 0 ? state : compact(state, merged);
    const written = await db.transaction().execute(async (trx) => {
      const row = snapshot
        ? await trx
            .updateTable('collaboration_documents')
            .set({ state: next, updated: new Date() })
            .where('name', '=', name)
            .where(sql<string>`xmin::text`, '=', snapshot.version)
            .returning('name')
            .executeTakeFirst()
        : await trx
            .insertInto('collaboration_documents')
            .values({ name, state: next, updated: new Date() })
            .onConflict((oc) => oc.column('name').doNothing())
            .returning('name')
            .executeTakeFirst();
      if (!row) return false;
      if (updates.length > 0) {
        await trx
          .deleteFrom('collaboration_updates')
          .where(
            'id',
            'in',
            updates.map((update) => update.id),
          )
          .execute();
      }
      return true;
    });
    if (written) return;
    if (attempt >= STORE_ATTEMPTS) {
      throw new Error(`collaboration: room ${name} not stored: other stores kept committing first`);
    }
  }
}

/**
 * The page JSON the designer edits, as the designer's own load makes it (designer-ui
 * `pageJsonOf`): the control permission sets travel in `pageData.controlPermissionSetList`.
 */
function pageJsonOf(page: RoomPage): PageJson {
  const pageData = { ...(page.pageData as PageJson['pageData']) };
  const sets = permissionSetsOf(page.pageData, page.controlPermissionSetList);
  if (!('controlPermissionSetList' in pageData) && sets.length > 0) {
    pageData.controlPermissionSetList = sets;
  }
  return { pageData, pageDataSource: (page.pageDataSource as unknown[] | null) ?? [] };
}

/**
 * A room's state: the stored one, else the page's saved JSON loaded with the designer's own
 * `createPageDocument` and stored at once. Storing it first (and reading back what won, when
 * another instance stored first) makes every instance and every restart start from the same
 * Yjs items: two loads of one JSON would be two copies of every control once merged.
 */
export async function loadRoomState(db: Db, name: string, page: RoomPage): Promise<Uint8Array> {
  const stored = await fetchRoomState(db, name);
  if (stored) return stored;
  const state = Y.encodeStateAsUpdate(createPageDocument(pageJsonOf(page)));
  await db
    .insertInto('collaboration_documents')
    .values({ name, state, updated: new Date() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await fetchRoomState(db, name)) ?? state;
}
