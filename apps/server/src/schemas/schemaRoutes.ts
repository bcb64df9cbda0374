import { ok, SCHEMA_PATHS, type AutoSerialNoValue } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { readInteger } from '../http/readPaging.js';
import { isGuid, requireOneOf, requireText } from '../http/requestParams.js';
import { setSerialCounter } from './autoSerialNumbers.js';
import { isAutoSerialField } from './fieldTypes.js';
import { buildSchemaDetails, buildSchemaReferences } from './schemaDetails.js';
import { allSchemas, findSchema, listSchemas } from './schemaQueries.js';

/** The schema list's query: paging, order and filters, each read with its own message. */
const ListQuery = Type.Object({
  currentIndex: OptionalText,
  pageSize: OptionalText,
  order: OptionalText,
  schemaType: OptionalText,
  schemaName: OptionalText,
});

/** The query of schemas/autoserialnoinitialvalue, each member read with its own message. */
const SerialQuery = Type.Object({
  app: OptionalText,
  schemaname: OptionalText,
  fieldname: OptionalText,
  type: OptionalText,
  value: OptionalText,
});

/** The query of schemareference/list (`requireText` reads each). */
const ReferencesQuery = Type.Object({ app: OptionalText, schemaIdOrName: OptionalText });

/** At most this many names in one SchemaDetailsDtos call. */
const MAX_DETAIL_NAMES = 100;

/** Reads `type` 1 (reset to 0) or 2 (set `value`) of schemas/autoserialnoinitialvalue. */
function serialTarget(query: Static<typeof SerialQuery>): number {
  const type = requireOneOf(query.type, 'type', ['1', '2'] as const);
  if (type === '1') return 0;
  if (query.value === undefined || query.value === '') {
    throw badRequest('type 为 2 时需要参数 value（新的当前编号）');
  }
  return readInteger(query.value, 'value', { min: 0, max: 2_000_000_000, fallback: 0 });
}

/**
 * The schema calls of spec 2 §7.4 (protocol README "Schemas"):
 * - GET {app}/schemas: paged list filtered by schemaName and schemaType, ordered by created;
 * - GET {app}/schemas/{name} and {app}/SchemaDetailsDtos/{names}: fields of every spec 1 §3
 *   type with their properties, derived `ref_` fields and related `rel_` schemas;
 * - GET schemas/autoserialnoinitialvalue: type 1 resets an auto-serial counter, type 2 sets it;
 * - GET schemareference/list: who references whom.
 */
export function registerSchemaRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    SCHEMA_PATHS.schemas.pattern,
    { schema: { querystring: ListQuery } },
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await listSchemas(request.ctx, appId, request.query));
    },
  );

  app.get<{ Params: { appId: string; name: string } }>(
    SCHEMA_PATHS.schema.pattern,
    async (request) => {
      const appId = await request.ctx.appId();
      const rows = await allSchemas(request.ctx, appId);
      return ok(buildSchemaDetails(findSchema(rows, request.params.name), rows));
    },
  );

  app.get<{ Params: { appId: string; names: string } }>(
    SCHEMA_PATHS.schemaDetails.pattern,
    async (request) => {
      const appId = await request.ctx.appId();
      const names = [
        ...new Set(
          request.params.names
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean),
        ),
      ];
      // spec 1 §8 "schema or field list queried with empty name"
      if (names.length === 0) throw badRequest('query a empty schemaName：请至少给出一个表单名');
      if (names.length > MAX_DETAIL_NAMES) {
        throw badRequest(`一次至多查询 ${MAX_DETAIL_NAMES} 个表单`);
      }
      const rows = await allSchemas(request.ctx, appId);
      const missing = names.filter((n) => !rows.some((r) => r.name === n));
      if (missing.length) throw notFound(`表单 ${missing.join('、')} 不存在`);
      return ok(names.map((n) => buildSchemaDetails(findSchema(rows, n), rows)));
    },
  );

  // spec 2 §7.4 lists this call as a GET, but both types change the counter: the change is a
  // POST with the same query parameters (README "Serial numbers"); a GET changes nothing.
  app.get(SCHEMA_PATHS.autoSerialNo.pattern, async () => {
    throw badRequest(
      '重置或设置自动编号会修改数据，请改用 POST /api/schemas/autoserialnoinitialvalue（参数相同：app、schemaname、fieldname、type、value）',
    );
  });

  // Moving a counter is the designer's (README "Authorization").
  const serialOptions = {
    config: { designer: true },
    schema: { querystring: SerialQuery },
  } as const;
  routes.post(SCHEMA_PATHS.autoSerialNo.pattern, serialOptions, async (request) => {
    const { query } = request;
    const appId = await request.ctx.appId();
    const schemaName = requireText(query.schemaname, 'schemaname');
    const fieldName = requireText(query.fieldname, 'fieldname');
    const value = serialTarget(query);
    const schema = findSchema(await allSchemas(request.ctx, appId), schemaName);
    const field = schema.fields.find((f) => f.name === fieldName);
    if (!field) throw notFound(`表单 ${schemaName} 没有字段 ${fieldName}`);
    if (!isAutoSerialField(field)) {
      throw badRequest(`字段 ${fieldName} 不是自动编号字段（properties.editor 应为 AutoSerialNo）`);
    }
    // Only the counter moves; numbers items still hold are skipped by the next adds.
    const stored = await setSerialCounter(db, { appId, schemaName, fieldName }, value);
    const answer: AutoSerialNoValue = { schemaName, fieldName, value: stored };
    return ok(answer);
  });

  routes.get(
    SCHEMA_PATHS.schemaReferences.pattern,
    { schema: { querystring: ReferencesQuery } },
    async (request) => {
      const appId = await request.ctx.appId();
      const key = requireText(request.query.schemaIdOrName, 'schemaIdOrName');
      const rows = await allSchemas(request.ctx, appId);
      const row = rows.find(
        (r) => r.name === key || (isGuid(key) && r.schema_id === key.toLowerCase()),
      );
      if (!row) throw notFound(`表单 ${key} 不存在`);
      return ok(buildSchemaReferences(row, rows));
    },
  );
}
