import { requireCaller } from '../authorization/caller.js';
import { requireSchemaOperation, type ContentWriteKind } from '../authorization/operationAccess.js';
import { requireReadable } from '../authorization/publicSchemas.js';
import { CONTENT_PATHS, ok } from '@tessera/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  loadAppSchemas,
  requireSchema,
  type AppSchemas,
  type ContentSchema,
} from './contentSchema.js';
import { ALL_ITEM_MEMBERS, streamEnvelope } from './exportStream.js';
import { prepareContentQuery } from './queryContents.js';
import { readContentDataList, writeBatch } from './writeBatch.js';
import {
  deleteContent,
  readContentItem,
  updateContent,
  writeInTransaction,
  type WriteContext,
} from './writeContent.js';
import type { Db } from '../db/database.js';
import { STREAM_ITEMS_ABOVE } from './graphql/exportCollector.js';
import { badRequest } from '../http/envelopeError.js';
import { ListBody, ObjectBody, OptionalText, type JsonObject } from '../http/inputSchemas.js';
import type { ContentChangeBus } from './realtime/contentChangeBus.js';

/** spec 1 §9 "content top 1000": the default `$top` of the REST list. */
export const REST_DEFAULT_TOP = 1000;

type Params = { appId: string; schemaName: string; id?: string };

/** The OData options of the list (`$top` and `$skip` are read with their own messages). */
const ListQuery = Type.Object({
  $filter: OptionalText,
  $top: OptionalText,
  $skip: OptionalText,
  $orderby: OptionalText,
});
type ListQuery = Static<typeof ListQuery>;

/** `expectedVersion` of a write, read with its own message (`readVersion`). */
const VersionQuery = Type.Object({ expectedVersion: OptionalText });
type VersionQuery = Static<typeof VersionQuery>;

/** The query of contentWithFields: the field list and the OData options as query text. */
const FieldsQuery = Type.Object({ fields: OptionalText, odata: OptionalText });

/** The refusal of a PUT body that is not `{ data, expectedVersion? }`. */
const REPLACE_BODY_SHAPE = '请求体应为 { data: { 字段: { iv: 值 } }, expectedVersion? }';

/**
 * The PUT body: a JSON object, else refused with its shape spelled out. Its `data` is required
 * by the handler once the caller may read the schema (an anonymous caller gets 401 first), and
 * checked field by field by the write; `expectedVersion` is read by `readVersion`.
 */
const ReplaceBody = Type.Refine(
  Type.Unsafe<JsonObject>(Type.Unknown()),
  (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body),
  () => REPLACE_BODY_SHAPE,
);

/** The batch: `ContentDataList` (a list or its JSON text), or the bare list (`readContentDataList`). */
const BatchBody = Type.Union([ListBody, ObjectBody]);

/** What a batch entry does (`writeBatch`): no id adds, `delete: true` deletes, else updates. */
function batchWriteKind(entry: unknown): ContentWriteKind {
  if (typeof entry !== 'object' || entry === null || !('id' in entry)) return 'add';
  if (entry.id === undefined) return 'add';
  return (entry as { delete?: unknown }).delete === true ? 'delete' : 'update';
}

function readCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value)) throw badRequest(`参数 ${name} 无效：应为不小于 0 的整数`);
  return Number(value);
}

function readVersion(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n =
    typeof value === 'number' ? value : /^\d{1,9}$/.test(String(value)) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest('参数 expectedVersion 无效：应为正整数');
  return n;
}

/**
 * The content REST calls of spec 2 §7.4 (protocol README "Content"): list with `$top` (default
 * 1000), `$skip`, `$filter` (the filter grammar) and `$orderby`; contentWithFields; one item by
 * id (GET, PUT replacing its data, DELETE), both writes with an optional expectedVersion; and
 * the all-or-nothing batch. Every write runs in one transaction with its change notification.
 */
export function registerContentRoutes(
  app: FastifyInstance,
  services: { db: Db; changes: ContentChangeBus },
): void {
  const { db, changes } = services;

  // An anonymous caller reads only schemas public pages bind (README "Authorization").
  const schemaOf = async (
    request: FastifyRequest,
    params: Params,
  ): Promise<{ schemas: AppSchemas; schema: ContentSchema }> => {
    const schemas = await loadAppSchemas(db, params.appId);
    const schema = requireSchema(schemas, params.schemaName);
    await requireReadable(request.ctx, params.appId, schema.name);
    return { schemas, schema };
  };

  // The schema's own operation for each kind of write, named by the request or not (README
  // "Authorization"); checked before anything is written.
  const requireWrites = async (
    request: FastifyRequest,
    schema: ContentSchema,
    kinds: Iterable<ContentWriteKind>,
  ) => {
    const caller = requireCaller(request);
    for (const kind of new Set(kinds)) {
      await requireSchemaOperation(db, caller, {
        appId: schema.appId,
        schemaName: schema.name,
        kind,
      });
    }
  };

  // Writes are signed in (installAuthorization): the caller is the actor.
  const write = <T>(
    request: FastifyRequest,
    schema: ContentSchema,
    run: (ctx: WriteContext) => Promise<T>,
  ): Promise<T> => writeInTransaction(request.ctx, { schema, changes }, run);

  // `query`: the OData options; `fields`: the contentWithFields list (none: every field).
  const list = async (
    request: FastifyRequest,
    reply: FastifyReply,
    params: Params,
    { query, fields }: { query: ListQuery; fields?: string[] },
  ) => {
    const { schemas, schema } = await schemaOf(request, params);
    const kept = fields?.length ? fields : undefined;
    for (const name of kept ?? []) {
      if (!schema.fields.some((f) => f.name === name))
        throw badRequest(`参数 fields 无效：表单中没有字段 ${name}`);
    }
    const contents = prepareContentQuery(db, {
      schema,
      schemas,
      filter: query.$filter,
      top: readCount(query.$top, '$top', REST_DEFAULT_TOP),
      skip: readCount(query.$skip, '$skip', 0),
      orderfield: 'created',
      orderasc: true,
      neworderdef: query.$orderby,
      viewer: request.caller?.userId,
    });
    const fieldList = (
      kept ? schema.fields.filter((f) => kept.includes(f.name)) : schema.fields
    ).map((f) => ({
      name: f.name,
      label: f.label,
      fieldType: f.fieldType,
    }));
    const extra = fields ? { fields: fieldList } : {};
    const total = await contents.total();
    if (!kept && contents.options.top > STREAM_ITEMS_ABOVE && request.bodyKey === undefined) {
      const placeholder = '\u0000tessera-export-rest\u0000';
      const stream = { query: contents, members: ALL_ITEM_MEMBERS };
      return reply
        .type('application/json; charset=utf-8')
        .send(
          streamEnvelope(
            db,
            { total, items: placeholder, ...extra },
            new Map([[placeholder, stream]]),
          ),
        );
    }
    let items = await contents.items();
    if (kept) {
      items = items.map((item) => ({
        ...item,
        data: Object.fromEntries(Object.entries(item.data).filter(([name]) => kept.includes(name))),
      }));
    }
    return ok({ total, items, ...extra });
  };

  app.get<{ Params: Params; Querystring: ListQuery }>(
    CONTENT_PATHS.contents.pattern,
    { schema: { querystring: ListQuery } },
    (request, reply) => list(request, reply, request.params, { query: request.query }),
  );

  app.get<{ Params: Params; Querystring: Static<typeof FieldsQuery> }>(
    CONTENT_PATHS.contentWithFields.pattern,
    { schema: { querystring: FieldsQuery } },
    (request, reply) => {
      // `odata` carries the OData options as query text: `$top=10&$filter=views ge 3`.
      const odata = Object.fromEntries(
        new URLSearchParams((request.query.odata ?? '').replace(/^\?/, '')),
      );
      const fields = (request.query.fields ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== '');
      return list(request, reply, request.params, { query: odata, fields });
    },
  );

  app.get<{ Params: Params }>(CONTENT_PATHS.contentItem.pattern, async (request) => {
    const { schema } = await schemaOf(request, request.params);
    return ok(await readContentItem(request.ctx, schema, request.params.id));
  });

  app.put<{ Params: Params; Querystring: VersionQuery; Body: Static<typeof ReplaceBody> }>(
    CONTENT_PATHS.contentItem.pattern,
    { schema: { querystring: VersionQuery, body: ReplaceBody } },
    async (request) => {
      const { schema } = await schemaOf(request, request.params);
      if (!('data' in request.body)) throw badRequest(REPLACE_BODY_SHAPE);
      const { data, expectedVersion } = request.body;
      const version = readVersion(expectedVersion ?? request.query.expectedVersion);
      await requireWrites(request, schema, ['update']);
      return ok(
        await write(request, schema, (ctx) =>
          updateContent(ctx, request.params.id, data, {
            mode: 'replace',
            expectedVersion: version,
          }),
        ),
      );
    },
  );

  app.delete<{ Params: Params; Querystring: VersionQuery }>(
    CONTENT_PATHS.contentItem.pattern,
    { schema: { querystring: VersionQuery } },
    async (request) => {
      const { schema } = await schemaOf(request, request.params);
      const version = readVersion(request.query.expectedVersion);
      await requireWrites(request, schema, ['delete']);
      return ok(
        await write(request, schema, (ctx) =>
          deleteContent(ctx, request.params.id, { expectedVersion: version }),
        ),
      );
    },
  );

  app.post<{ Params: Params; Body: Static<typeof BatchBody> }>(
    CONTENT_PATHS.contentBatch.pattern,
    { schema: { body: BatchBody } },
    async (request) => {
      const { schema } = await schemaOf(request, request.params);
      const entries = readContentDataList(request.body);
      await requireWrites(request, schema, entries.map(batchWriteKind));
      return ok(await write(request, schema, (ctx) => writeBatch(ctx, entries)));
    },
  );
}
