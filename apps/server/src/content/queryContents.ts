import { sql, type SelectQueryBuilder } from 'kysely';
import type { ContentItem } from '@tessera/protocol';
import type { Database, Db } from '../db/database.js';
import { compileFilterText } from '../filters/compileFilter.js';
import type { Condition } from '../filters/dataPredicates.js';
import { FilterSyntaxError } from '@tessera/filters';
import { badRequest } from '../http/envelopeError.js';
import {
  defaultAggregateNames,
  MAX_GROUPS,
  readAggregates,
  readGroupKeys,
  toAggregateNumber,
} from './contentAggregates.js';
import { toContentItem } from './contentItem.js';
import { contentOrder, type OrderKey } from './contentOrder.js';
import { filterTarget, type AppSchemas, type ContentSchema } from './contentSchema.js';
import { ownRows, type ContentViewer } from './personalRows.js';

/** Upper bound of `top`: the spec's export page size (spec 1 §9 "export page size 10000000"). */
export const MAX_TOP = 10_000_000;

/** Arguments of a content query (spec 1 §7 Data calls; REST `$top`, `$skip`, `$filter`). */
export interface ContentQueryOptions {
  schema: ContentSchema;
  schemas: AppSchemas;
  filter?: string | null;
  top: number;
  skip: number;
  orderfield: string;
  orderasc: boolean;
  neworderdef?: string | null;
  /** spec 1 §3 usages `noTotal`: skip the count (see {@link ContentQuery.total}). */
  noTotal?: boolean;
  /**
   * Who reads: of a personal schema only the viewer's own items match, none without a viewer
   * (README "Personal content"). Ordinary schemas ignore it.
   */
  viewer?: ContentViewer;
}

/** A checked content query; each part runs only when asked for. */
export interface ContentQuery {
  readonly options: ContentQueryOptions;
  /** The compiled filter, undefined without one. */
  readonly where: Condition | undefined;
  readonly order: readonly OrderKey[];
  /** The items of the schema matching the filter (app, schema, filter and owner applied). */
  base(db: Db): SelectQueryBuilder<Database, 'content_items', object>;
  /**
   * How many items match (run once; later calls answer the same). With `noTotal` no count runs: the answer is a lower bound, skip plus
   * the items answered, plus one when more follow, so "load more" still knows to go on.
   */
  total(): Promise<number>;
  /** How many items match, counting no further than `limit` (a scan that stops early). */
  countUpTo(limit: number): Promise<number>;
  /** The page `skip .. skip + top` in order (run once; later calls answer the same). */
  items(): Promise<ContentItem[]>;
  /** Calculated fields over every matching item (`count_all`, `sum_x`, `avg_x`, `count_x`). */
  countFields(names?: readonly string[] | null): Promise<Record<string, number | null>>;
  /** One row per group of `groupby` values, with `count_all` and the named calculated fields. */
  groupFields(
    groupby: readonly string[],
    names?: readonly string[] | null,
  ): Promise<Record<string, unknown>[]>;
}

function checkPaging(options: ContentQueryOptions): void {
  const { top, skip } = options;
  if (!Number.isInteger(top) || top < 0 || top > MAX_TOP) {
    throw badRequest(`参数 top 无效：应在 0 到 ${MAX_TOP} 之间`);
  }
  if (!Number.isInteger(skip) || skip < 0) throw badRequest('参数 skip 无效：不能小于 0');
}

/** Compiles the filter, turning its problems into 40000 answers. */
export function compileContentFilter(
  schema: ContentSchema,
  schemas: AppSchemas,
  filter: string | null | undefined,
): Condition | undefined {
  try {
    return compileFilterText(filter, filterTarget(schema, schemas));
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Checks a content query (paging, order fields, filter) and answers its runnable parts. Every
 * value reaches SQL as a bound parameter; fields are checked against the schema first.
 *
 * @throws EnvelopeError 40000 for bad paging, an unknown order field or a malformed filter.
 * @example
 * const query = prepareContentQuery(db, { schema, schemas, filter: "views ge 10", top: 20, skip: 0,
 *   orderfield: 'created', orderasc: true });
 * const [total, items] = await Promise.all([query.total(), query.items()]);
 */
export function prepareContentQuery(db: Db, options: ContentQueryOptions): ContentQuery {
  checkPaging(options);
  const { schema } = options;
  const order = contentOrder({ ...options, fields: schema.fields });
  const where = compileContentFilter(schema, options.schemas, options.filter);
  const owned = ownRows(schema, options.viewer);
  let page: Promise<{ items: ContentItem[]; more: boolean }> | undefined;
  let count: Promise<number> | undefined;

  const base = (executor: Db) => {
    let query = executor
      .selectFrom('content_items')
      .where('content_items.app_id', '=', schema.appId)
      .where('content_items.schema_name', '=', schema.name);
    if (owned) query = query.where(owned);
    if (where) query = query.where(where);
    return query;
  };

  const loadPage = () => {
    page ??= (async () => {
      const limit = options.noTotal ? options.top + 1 : options.top;
      let query = base(db).selectAll('content_items');
      for (const key of order) query = query.orderBy(key.expression, key.direction);
      const rows = await query.limit(limit).offset(options.skip).execute();
      const more = rows.length > options.top;
      return { items: rows.slice(0, options.top).map(toContentItem), more };
    })();
    return page;
  };

  return {
    options,
    where,
    order,
    base,
    total() {
      count ??= (async () => {
        if (options.noTotal) {
          const { items, more } = await loadPage();
          return options.skip + items.length + (more ? 1 : 0);
        }
        const row = await base(db)
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow();
        return Number(row.total);
      })();
      return count;
    },
    async countUpTo(limit) {
      const row = await db
        .selectFrom(
          base(db)
            .select(sql<number>`1`.as('one'))
            .limit(limit)
            .as('matched'),
        )
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async items() {
      return (await loadPage()).items;
    },
    async countFields(names) {
      const aggregates = readAggregates(
        names ?? defaultAggregateNames(schema.fields),
        schema.fields,
      );
      if (aggregates.length === 0) return {};
      const selections = aggregates.map((a, i) => sql`${a.expression}`.as(`a${i}`));
      const row = (await base(db).select(selections).executeTakeFirstOrThrow()) as Record<
        string,
        unknown
      >;
      return Object.fromEntries(
        aggregates.map((a, i) => [a.name, toAggregateNumber(row[`a${i}`])]),
      );
    },
    async groupFields(groupby, names) {
      if (groupby.length === 0) return [];
      const keys = readGroupKeys(groupby, schema.fields);
      const aggregates = readAggregates(['count_all', ...(names ?? [])], schema.fields);
      const selections = [
        ...keys.map((k, i) => sql`${k.expression}`.as(`g${i}`)),
        ...aggregates.map((a, i) => sql`${a.expression}`.as(`a${i}`)),
      ];
      let query = base(db).select(selections);
      for (const [i] of keys.entries())
        query = query.groupBy(sql.ref(`g${i}`)).orderBy(sql.ref(`g${i}`));
      const rows = (await query.limit(MAX_GROUPS).execute()) as Record<string, unknown>[];
      return rows.map((row) => ({
        ...Object.fromEntries(keys.map((k, i) => [k.name, row[`g${i}`] ?? null])),
        ...Object.fromEntries(aggregates.map((a, i) => [a.name, toAggregateNumber(row[`a${i}`])])),
      }));
    },
  };
}
