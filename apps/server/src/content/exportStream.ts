import { Readable } from 'node:stream';
import { CompiledQuery, sql } from 'kysely';
import { ok, type ContentItem } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { ITEM_MEMBER_SQL } from './contentItem.js';
import type { ContentQuery } from './queryContents.js';

/** One member of a streamed item: the answered key and the item member (or `__typename`). */
export interface ItemMember {
  key: string;
  member: keyof ContentItem | '__typename';
}

/** Every member, in the order of spec 1 §3 Content item. */
export const ALL_ITEM_MEMBERS: readonly ItemMember[] = (
  Object.keys(ITEM_MEMBER_SQL) as (keyof ContentItem)[]
).map((member) => ({ key: member, member }));

/** Rows fetched from the cursor at a time: the most the server holds of one export. */
export const EXPORT_FETCH_SIZE = 500;

/** A list of items to stream into an answer in place of a placeholder. */
export interface ItemStream {
  query: ContentQuery;
  members: readonly ItemMember[];
  /** The GraphQL type name answered for `__typename`. */
  typeName?: string;
}

/**
 * Streams the items of a query as JSON texts, each chunk at most {@link EXPORT_FETCH_SIZE} items
 * joined by commas. The database builds each item's JSON (`json_build_object`), and a
 * server-side cursor inside one read transaction hands them out in chunks, so the export is
 * consistent (one snapshot) and never held in memory whole (spec 1 §7 export, top 10000000).
 * Stopping early (the client went away) rolls the transaction back.
 */
export async function* streamItemsJson(db: Db, stream: ItemStream): AsyncGenerator<string> {
  const { query, members } = stream;
  const pairs = members.map((m) =>
    m.member === '__typename'
      ? sql`${m.key}::text, ${stream.typeName ?? 'Content'}::text`
      : sql`${m.key}::text, ${sql.raw(ITEM_MEMBER_SQL[m.member])}`,
  );
  const trx = await db.startTransaction().execute();
  try {
    let select = query
      .base(trx)
      .select(sql<string>`json_build_object(${sql.join(pairs)})::text`.as('item'));
    for (const key of query.order) select = select.orderBy(key.expression, key.direction);
    const compiled = select.limit(query.options.top).offset(query.options.skip).compile();
    // The cursor statement is our constant prefix plus Kysely's compiled, parameterised query.
    await trx.executeQuery(
      CompiledQuery.raw(`declare content_export no scroll cursor for ${compiled.sql}`, [
        ...compiled.parameters,
      ]),
    );
    for (;;) {
      const { rows } = await sql<{
        item: string;
      }>`fetch ${sql.lit(EXPORT_FETCH_SIZE)} from content_export`.execute(trx);
      if (rows.length === 0) break;
      yield rows.map((row) => row.item).join(',');
    }
    await trx.commit().execute();
  } finally {
    if (!trx.isCommitted)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
  }
}

/**
 * A success envelope around `data` as a byte stream, where each placeholder text in `data`
 * (a string value equal to a key of `streams`) is replaced by a JSON list streamed from the
 * database. Everything else of the answer is small and serialised at once.
 */
export function streamEnvelope(
  db: Db,
  data: unknown,
  streams: ReadonlyMap<string, ItemStream>,
): Readable {
  async function* parts(): AsyncGenerator<string> {
    const text = JSON.stringify(ok(data));
    // Placeholders in the order they appear in the answer text.
    const found = [...streams]
      .map(([placeholder, stream]) => ({
        at: text.indexOf(JSON.stringify(placeholder)),
        placeholder,
        stream,
      }))
      .filter((entry) => entry.at >= 0)
      .sort((a, b) => a.at - b.at);
    let from = 0;
    for (const { at, placeholder, stream } of found) {
      yield `${text.slice(from, at)}[`;
      let first = true;
      for await (const chunk of streamItemsJson(db, stream)) {
        yield first ? chunk : `,${chunk}`;
        first = false;
      }
      yield ']';
      from = at + JSON.stringify(placeholder).length;
    }
    yield text.slice(from);
  }
  return Readable.from(parts(), { objectMode: false });
}
