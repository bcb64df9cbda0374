import { createGraphQLError } from 'graphql-yoga';
import { sql, type Expression } from 'kysely';
import type { ContentItem, ContentsWithTotal } from '@tessera/protocol';
import type { Db, SchemaField } from '../db/database.js';

/** System fields a content query may order by, and their columns (spec 1 §9 default: created). */
export const SYSTEM_ORDER_FIELDS = {
  created: 'created',
  lastModified: 'last_modified',
  version: 'version',
} as const;

/** Upper bound of `top`: the spec's export page size (spec 1 §9 "export page size 10000000"). */
export const MAX_TOP = 10_000_000;

/** Arguments of query{Schema}ContentsWithTotal (protocol README "GraphQL"). */
export interface ContentQuery {
  appId: string;
  schemaName: string;
  fields: readonly SchemaField[];
  top: number;
  skip: number;
  orderfield: string;
  orderasc: boolean;
}

function orderExpression(query: ContentQuery): Expression<unknown> {
  const { orderfield } = query;
  if (Object.hasOwn(SYSTEM_ORDER_FIELDS, orderfield)) {
    return sql.ref(SYSTEM_ORDER_FIELDS[orderfield as keyof typeof SYSTEM_ORDER_FIELDS]);
  }
  if (query.fields.some((f) => f.name === orderfield)) {
    // The field name travels as a bound parameter; jsonb compares numbers numerically and
    // ISO date texts in time order, so ordering by the raw `iv` value is correct for both.
    return sql`${sql.ref('data')} -> ${orderfield}::text -> 'iv'`;
  }
  const allowed = [...Object.keys(SYSTEM_ORDER_FIELDS), ...query.fields.map((f) => f.name)];
  throw createGraphQLError(
    `未知的排序字段 orderfield "${orderfield}"，可用字段：${allowed.join(', ')}`,
  );
}

function checkPaging(query: ContentQuery): void {
  if (query.top < 0 || query.top > MAX_TOP) {
    throw createGraphQLError(`参数 top 无效：应在 0 到 ${MAX_TOP} 之间`);
  }
  if (query.skip < 0) throw createGraphQLError('参数 skip 无效：不能小于 0');
}

/**
 * Runs one content page query: the total of the schema's items and the items of the page
 * `skip .. skip + top` in the requested order (spec 1 §9 paging: skip = (page-1) × size).
 * Ties are broken by created and id so consecutive pages never repeat or skip an item.
 * Every value reaches SQL as a bound parameter; order fields are checked against the schema.
 */
export async function queryContents(db: Db, query: ContentQuery): Promise<ContentsWithTotal> {
  checkPaging(query);
  const order = orderExpression(query);
  const direction = query.orderasc ? 'asc' : 'desc';
  const base = db
    .selectFrom('content_items')
    .where('app_id', '=', query.appId)
    .where('schema_name', '=', query.schemaName);

  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(order, direction)
      .orderBy('created', direction)
      .orderBy('id', direction)
      .limit(query.top)
      .offset(query.skip)
      .execute(),
  ]);

  const items: ContentItem[] = rows.map((r) => ({
    id: r.id,
    contentId: r.content_id,
    version: r.version,
    created: new Date(r.created).toISOString(),
    createdBy: r.created_by,
    lastModified: new Date(r.last_modified).toISOString(),
    lastModifiedBy: r.last_modified_by,
    status: r.status,
    data: r.data,
  }));
  return { total: Number(countRow.total), items };
}
