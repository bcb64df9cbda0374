import type { DbContext } from '../context/requestContext.js';
import { PAGING, SCHEMA_TYPES, type PagedList, type SchemaSummary } from '@tessera/protocol';
import { notFound } from '../http/envelopeError.js';
import { containsPattern, readOrder, readPaging } from '../http/readPaging.js';
import { requireOneOf } from '../http/requestParams.js';
import { toSchemaSummary, type SchemaRow } from './schemaDetails.js';

type Query = Record<string, string | undefined>;

/*
 * The schema list's queries (spec 2 §7.4): every schema of an app, one by name, a page of them.
 */

/** Every schema of the app, by name. */
export function allSchemas(ctx: DbContext, appId: string): Promise<SchemaRow[]> {
  const { db } = ctx;
  return db.selectFrom('schemas').selectAll().where('app_id', '=', appId).orderBy('name').execute();
}

/** The schema of the name among `rows`, or 40400. */
export function findSchema(rows: readonly SchemaRow[], name: string): SchemaRow {
  const row = rows.find((r) => r.name === name);
  if (!row) throw notFound(`表单 ${name} 不存在`);
  return row;
}

/** One page of the app's schemas, filtered by type and a part of the name or label. */
export async function listSchemas(
  ctx: DbContext,
  appId: string,
  query: Query,
): Promise<PagedList<SchemaSummary>> {
  const { db } = ctx;
  const paging = readPaging(
    query,
    { index: 'currentIndex', size: 'pageSize' },
    PAGING.schemaPageSize,
  );
  const direction = readOrder(query.order, 'ascending');
  const schemaType = query.schemaType
    ? requireOneOf(query.schemaType, 'schemaType', SCHEMA_TYPES)
    : undefined;
  let base = db.selectFrom('schemas').where('app_id', '=', appId);
  if (schemaType) base = base.where('schema_type', '=', schemaType);
  const search = query.schemaName?.trim();
  if (search) {
    // spec 2 §7.4 schemaName: a part of the name or the label, case-insensitive.
    const pattern = containsPattern(search);
    base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('label', 'ilike', pattern)]));
  }
  const [{ total } = { total: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await base
    .selectAll()
    .orderBy('created', direction)
    .orderBy('name', direction)
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total), items: rows.map(toSchemaSummary) };
}
