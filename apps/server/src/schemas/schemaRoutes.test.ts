import {
  EMPTY_GUID,
  FIELD_TYPES,
  SCHEMA_PATHS,
  type AutoSerialNoValue,
  type PagedList,
  type SchemaDetails,
  type SchemaReference,
  type SchemaSummary,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { toJson } from '../db/database.js';
import { DEMO } from '../demo.js';
import { readSerialCounter } from './autoSerialNumbers.js';

const api = (path: string) => `/api/${path}`;
const list = (q: Record<string, string | number | undefined> = {}) =>
  api(SCHEMA_PATHS.schemas.build({ appId: DEMO.appId }, q));

describe.each(TEST_DATABASES)('schema calls on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
    // A third schema, a Component, to exercise the filters and paging.
    await app.tessera.db
      .insertInto('schemas')
      .values({
        app_id: DEMO.appId,
        name: 'addressPart',
        label: '地址组件',
        fields: toJson([{ fieldId: 1, name: 'street', label: '街道', fieldType: 'String' }]),
        schema_type: 'Component',
        created: new Date(Date.UTC(2026, 0, 3)),
        last_modified: new Date(Date.UTC(2026, 0, 3)),
      })
      .execute();
  });
  afterAll(() => app?.close());

  describe('GET {app}/schemas', () => {
    it('answers every schema of the app, oldest first, with the total', async () => {
      const body = await getEnvelope<PagedList<SchemaSummary>>(app, list());
      expect(body.rspCd).toBe('00000');
      expect(body.data?.total).toBe(6);
      // The demo's schemas, then the widget demo's form and list schemas (seedWidgetPages.ts).
      expect(body.data?.items.map((s) => s.name)).toEqual([
        'article',
        'showcase',
        'addressPart',
        'address',
        'feedback',
        'feed',
      ]);
      expect(body.data?.items[0]).toEqual({
        schemaId: DEMO.schemaIds.article,
        name: 'article',
        label: '文章',
        schemaType: 'Default',
        fieldCount: 4,
        personal: false,
        created: '2026-01-01T08:00:00.000Z',
        lastModified: '2026-01-01T08:00:00.000Z',
      });
    });

    it.each([
      [
        'pages with currentIndex and pageSize',
        { currentIndex: 2, pageSize: 2 },
        ['addressPart', 'address'],
      ],
      ['filters by a part of the name', { schemaName: 'SHOW' }, ['showcase']],
      ['filters by a part of the label', { schemaName: '组件' }, ['addressPart']],
      ['filters by schemaType', { schemaType: 'Component' }, ['addressPart']],
      [
        'orders descending',
        { order: 'descending' },
        ['feed', 'feedback', 'address', 'addressPart', 'showcase', 'article'],
      ],
      ['takes % and _ literally', { schemaName: '%' }, []],
    ])('%s', async (_case, query, names) => {
      const body = await getEnvelope<PagedList<SchemaSummary>>(app, list(query));
      expect(body.data?.items.map((s) => s.name)).toEqual(names);
    });

    it.each([
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 1001 }, 'pageSize'],
      [{ currentIndex: 'x' }, 'currentIndex'],
      [{ schemaType: 'Table' }, 'schemaType'],
      [{ order: 'sideways' }, 'order'],
    ])('answers 40000 for %o', async (query, name) => {
      const body = await getEnvelope(app, list(query));
      expect(body).toMatchObject({ rspCd: '40000', data: null });
      expect(body.rspInf).toContain(name);
    });

    it('refuses a repeated parameter by its schema (40000)', async () => {
      const body = await getEnvelope(app, `${list()}?schemaName=a&schemaName=b`);
      expect(body).toEqual({ rspCd: '40000', rspInf: '参数 schemaName 应为文本', data: null });
    });

    it('answers 40400 for an unknown app', async () => {
      const body = await getEnvelope(app, api(SCHEMA_PATHS.schemas.build({ appId: EMPTY_GUID })));
      expect(body.rspCd).toBe('40400');
    });
  });

  describe('GET {app}/schemas/{name}', () => {
    it('answers the showcase with a field of every type, each with all its members', async () => {
      const body = await getEnvelope<SchemaDetails>(
        app,
        api(SCHEMA_PATHS.schema.build({ appId: DEMO.appId, name: DEMO.showcaseSchema })),
      );
      const fields = body.data?.fields ?? [];
      expect(new Set(fields.map((f) => f.fieldType))).toEqual(new Set(FIELD_TYPES));
      expect(fields.map((f) => f.fieldId)).toEqual(fields.map((_, i) => i + 1));
      for (const field of fields) {
        expect(Object.keys(field).sort()).toEqual([
          'fieldCategory',
          'fieldId',
          'fieldType',
          'isDisabled',
          'isHidden',
          'isLocked',
          'label',
          'name',
          'properties',
        ]);
        expect(field.properties).toMatchObject({
          dataType: expect.any(String),
          editor: expect.any(String),
        });
      }
      const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
      expect(byName.title?.properties).toMatchObject({
        isRequired: true,
        placeholder: '请输入名称',
      });
      expect(byName.serialNo).toMatchObject({
        isLocked: true,
        properties: { editor: 'AutoSerialNo' },
      });
      expect(byName.relatedArticles?.properties).toMatchObject({
        dataType: 'array',
        schemaName: 'article',
        dataField: 'title',
      });
      expect(byName.level?.properties.options).toHaveLength(3);
      expect(byName.location?.properties.dataType).toBe('object');
      expect(byName.extra).toMatchObject({ isHidden: true, fieldCategory: 'Normal' });
    });

    it('exposes ref_{field}.{name} labelled A>B for each field of a referenced schema', async () => {
      const body = await getEnvelope<SchemaDetails>(
        app,
        api(SCHEMA_PATHS.schema.build({ appId: DEMO.appId, name: DEMO.showcaseSchema })),
      );
      expect(body.data?.referenceFields.map((f) => [f.name, f.label, f.fieldType])).toEqual([
        ['ref_relatedArticles.title', '相关文章>标题', 'String'],
        ['ref_relatedArticles.description', '相关文章>摘要', 'String'],
        ['ref_relatedArticles.publishedAt', '相关文章>发布时间', 'DateTime'],
        ['ref_relatedArticles.views', '相关文章>阅读量', 'Number'],
      ]);
      expect(body.data?.referenceFields[0]).toMatchObject({
        fieldId: 0,
        fieldCategory: 'Reference',
      });
    });

    it('lists the schemas that reference it as rel_{schemaName}', async () => {
      const body = await getEnvelope<SchemaDetails>(
        app,
        api(SCHEMA_PATHS.schema.build({ appId: DEMO.appId, name: 'article' })),
      );
      expect(body.data?.relatedSchemas).toEqual([
        {
          name: 'rel_showcase',
          schemaName: 'showcase',
          label: '字段示例',
          fieldName: 'relatedArticles',
          fieldLabel: '相关文章',
        },
      ]);
      expect(body.data?.referenceFields).toEqual([]);
    });

    it('answers 40400 for an unknown schema', async () => {
      const body = await getEnvelope(
        app,
        api(SCHEMA_PATHS.schema.build({ appId: DEMO.appId, name: 'nope' })),
      );
      expect(body).toMatchObject({ rspCd: '40400', data: null });
      expect(body.rspInf).toContain('nope');
    });
  });

  describe('GET {app}/SchemaDetailsDtos/{names}', () => {
    it('answers the named schemas in the order asked', async () => {
      const url = api(
        SCHEMA_PATHS.schemaDetails.build({
          appId: DEMO.appId,
          names: ['showcase', 'article'].join(','),
        }),
      );
      const body = await getEnvelope<SchemaDetails[]>(app, url);
      expect(body.data?.map((s) => [s.name, s.fields.length])).toEqual([
        ['showcase', 24],
        ['article', 4],
      ]);
    });

    it('answers 40400 naming every missing schema, 40000 for no name', async () => {
      const missing = await getEnvelope(
        app,
        api(
          SCHEMA_PATHS.schemaDetails.build({
            appId: DEMO.appId,
            names: ['article', 'x1', 'x2'].join(','),
          }),
        ),
      );
      expect(missing.rspCd).toBe('40400');
      expect(missing.rspInf).toContain('x1、x2');
      const empty = await getEnvelope(app, api(`${DEMO.appId}/SchemaDetailsDtos/%2C`));
      expect(empty.rspCd).toBe('40000');
    });
  });

  describe('POST schemas/autoserialnoinitialvalue', () => {
    const key = { appId: DEMO.appId, schemaName: 'showcase', fieldName: 'serialNo' };
    const post = <T = unknown>(url: string) => sendEnvelope<T>(app, { method: 'POST', url });
    const call = (type: 1 | 2, value?: number, fieldname = 'serialNo') =>
      api(
        SCHEMA_PATHS.autoSerialNo.build(
          {
            app: DEMO.appId,
            schemaname: 'showcase',
            fieldname,
            type,
          },
          { value },
        ),
      );

    it('starts from the seeded counter, sets a value with type 2 and resets with type 1', async () => {
      expect(await readSerialCounter(app.tessera.db, key)).toBe(DEMO.serialValue);
      const set = await post<AutoSerialNoValue>(call(2, 41));
      expect(set.data).toEqual({ schemaName: 'showcase', fieldName: 'serialNo', value: 41 });
      expect(await readSerialCounter(app.tessera.db, key)).toBe(41);
      const reset = await post<AutoSerialNoValue>(call(1));
      expect(reset.data?.value).toBe(0);
      expect(await readSerialCounter(app.tessera.db, key)).toBe(0);
    });

    it.each([
      ['type 2 without a value', call(2), '40000'],
      ['a negative value', call(2, -1), '40000'],
      ['a field that is not auto-serial', call(1, undefined, 'title'), '40000'],
      ['an unknown field', call(1, undefined, 'nope'), '40400'],
      [
        'an unknown type',
        api(
          `schemas/autoserialnoinitialvalue?app=${DEMO.appId}&schemaname=showcase&fieldname=serialNo&type=3`,
        ),
        '40000',
      ],
    ])('refuses %s and changes nothing', async (_case, url, code) => {
      await post(call(2, 7));
      const body = await post(url);
      expect(body.rspCd).toBe(code);
      expect(await readSerialCounter(app.tessera.db, key)).toBe(7);
    });
  });

  describe('GET schemas/autoserialnoinitialvalue', () => {
    it.each([1, 2])(
      'refuses type %i, pointing to the POST form, and changes nothing',
      async (type) => {
        const key = { appId: DEMO.appId, schemaName: 'showcase', fieldName: 'serialNo' };
        const before = await readSerialCounter(app.tessera.db, key);
        const body = await getEnvelope(
          app,
          api(
            `schemas/autoserialnoinitialvalue?app=${DEMO.appId}&schemaname=showcase&fieldname=serialNo&type=${type}&value=99`,
          ),
        );
        expect(body.rspCd).toBe('40000');
        expect(body.rspInf).toContain('POST /api/schemas/autoserialnoinitialvalue');
        expect(await readSerialCounter(app.tessera.db, key)).toBe(before);
      },
    );
  });

  describe('GET schemareference/list', () => {
    it('answers both directions, by name or by schema id', async () => {
      const byName = await getEnvelope<SchemaReference[]>(
        app,
        api(SCHEMA_PATHS.schemaReferences.build({ app: DEMO.appId, schemaIdOrName: 'showcase' })),
      );
      expect(byName.data).toEqual([
        {
          direction: 'references',
          schemaName: 'showcase',
          schemaLabel: '字段示例',
          fieldName: 'relatedArticles',
          fieldLabel: '相关文章',
          referencedSchemaName: 'article',
          referencedSchemaLabel: '文章',
        },
      ]);
      const byId = await getEnvelope<SchemaReference[]>(
        app,
        api(
          SCHEMA_PATHS.schemaReferences.build({
            app: DEMO.appId,
            schemaIdOrName: DEMO.schemaIds.article,
          }),
        ),
      );
      expect(byId.data?.map((r) => [r.direction, r.schemaName])).toEqual([
        ['referencedBy', 'showcase'],
      ]);
    });

    it('answers 40400 for an unknown schema and 40000 without schemaIdOrName', async () => {
      expect(
        (
          await getEnvelope(
            app,
            api(SCHEMA_PATHS.schemaReferences.build({ app: DEMO.appId, schemaIdOrName: 'nope' })),
          )
        ).rspCd,
      ).toBe('40400');
      expect((await getEnvelope(app, api(`schemareference/list?app=${DEMO.appId}`))).rspCd).toBe(
        '40000',
      );
    });
  });
});
