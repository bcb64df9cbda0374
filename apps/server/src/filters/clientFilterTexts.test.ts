import { CONDITION_OPERATORS } from '@tessera/protocol';
import {
  buildContentsQuery,
  buildDataSourceFilter,
  buildExportQuery,
  buildFilterText,
  buildSearchFilters,
  parseFilterText,
  type Filter,
  type FilterNode,
  type FilterOperation,
} from '@tessera/filters';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEnvelope, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { insertProductFixture } from '../content/__tests__/productFixture.js';
import { loadAppSchemas, requireSchema } from '../content/contentSchema.js';
import { prepareContentQuery } from '../content/queryContents.js';
import { DEMO } from '../demo.js';

/*
 * Everything the client's filter builder (@tessera/filters, its README "Grammar") prints must
 * parse here, compile, and run on the database without an error; literal text must come back
 * exactly. The fixture's fields stand for every field kind the builder distinguishes.
 */

const GRAPHQL_URL = `/api/querygraphqls?app=${DEMO.appId}`;

const OPERATIONS: readonly FilterOperation[] = CONDITION_OPERATORS;

/** A value of each field of the product fixture, as a data source would bind it. */
const SAMPLES: Filter[] = [
  { fieldName: 'name', fieldType: 'String', operation: 'eq', fieldValue: "O'Brien & Co #1 100%" },
  { fieldName: 'price', fieldType: 'Number', operation: 'eq', fieldValue: '12.5' },
  {
    fieldName: 'published',
    fieldType: 'DateTime',
    operation: 'eq',
    fieldValue: '2026-02-01 08:00:00',
  },
  { fieldName: 'active', fieldType: 'Bool', operation: 'eq', fieldValue: true },
  {
    fieldName: 'loc',
    fieldType: 'Geo',
    operation: 'eq',
    fieldValue: { longitude: 116.4, latitude: 39.9, distance: 5000 },
  },
  {
    fieldName: 'tags',
    fieldType: 'OptionSet',
    operation: 'eq',
    fieldValue: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
  },
  {
    fieldName: 'maker',
    fieldType: 'Reference',
    operation: 'eq',
    fieldValue: [{ id: '7e55e7a0-00aa-4000-8000-000000000001' }],
  },
  { fieldName: 'notes', fieldType: 'Json', operation: 'eq', fieldValue: { x: 1 } },
  {
    fieldName: 'owner',
    fieldType: 'User',
    operation: 'eq',
    fieldValue: [{ id: 'u1', label: 'U1' }],
  },
  { fieldName: 'ref_maker.title', fieldType: 'String', operation: 'eq', fieldValue: 'Acme' },
  { fieldName: 'createdBy', operation: 'eq', fieldValue: 'u1' },
  { fieldName: 'lastModifiedBy', operation: 'eq', fieldValue: '' },
  {
    fieldName: 'created',
    fieldType: 'DateTime',
    operation: 'eq',
    fieldValue: new Date(Date.UTC(2026, 4, 1)),
  },
  { fieldName: 'status', fieldType: 'String', operation: 'eq', fieldValue: 'Published' },
  { fieldName: 'n', fieldType: 'Number', operation: 'eq', fieldValue: 3, leftExpAttr: 'length' },
  { fieldName: 'notes', fieldType: 'Number', operation: 'eq', fieldValue: 1, leftExpAttr: 'x' },
  {
    fieldName: 'name',
    fieldType: 'String',
    operation: 'eq',
    fieldValue: 'bravo',
    specialSearch: 1,
  },
];

/** Every operation applied to every sample; printable combinations only (the builder skips the rest). */
function allTexts(): string[] {
  const texts = new Set<string>();
  for (const sample of SAMPLES) {
    for (const operation of OPERATIONS) {
      if (
        sample.leftExpAttr === 'length' &&
        !['eq', 'ne', 'gt', 'ge', 'lt', 'le'].includes(operation)
      )
        continue;
      const text = buildFilterText([{ ...sample, operation }]);
      if (text !== '') texts.add(text);
    }
  }
  return [...texts];
}

/** Texts no filter value should lose: quotes, escapes, every special of the grammar. */
const TRICKY = [
  "O'Brien",
  "''",
  '%',
  '%25',
  '#&%',
  'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o',
  '张三 李四',
  'line\nbreak',
  'tab\tx',
  ' lead and trail ',
  '😀 emoji',
  "x' or '1'='1",
  "'); drop table content_items; --",
  '\\',
];

/** A seeded generator of more tricky texts (no dependency on a property-testing library). */
function randomTexts(count: number): string[] {
  const alphabet = [
    "'",
    '%',
    '#',
    '&',
    '\\',
    '.',
    '*',
    '(',
    ')',
    '[',
    ']',
    '|',
    ' ',
    'a',
    'Z',
    '9',
    '中',
    '\n',
    '$',
    '^',
  ];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 12) }, () => alphabet[next() % alphabet.length]).join(''),
  );
}

function firstCompare(node: FilterNode | undefined): unknown {
  if (node?.kind === 'compare') return node.right.kind === 'string' ? node.right.value : undefined;
  if (node?.kind === 'text') return node.value;
  return undefined;
}

describe('filter texts of @tessera/filters', () => {
  it.each(allTexts())('parses %s', (text) => {
    expect(() => parseFilterText(text)).not.toThrow();
  });

  it.each([...TRICKY, ...randomTexts(200)])('keeps the text %j exactly through eq', (value) => {
    const text = buildFilterText([
      { fieldName: 'name', fieldType: 'String', operation: 'eq', fieldValue: value },
    ]);
    if (value.trim() === '') return expect(text).toBe(''); // spec 1 §5: empty text is skipped
    expect(firstCompare(parseFilterText(text))).toBe(value);
  });

  it.each([...TRICKY, ...randomTexts(100)])(
    'keeps the text %j through contains (regex-escaped)',
    (value) => {
      const text = buildFilterText([
        { fieldName: 'name', fieldType: 'String', operation: 'contains', fieldValue: value },
      ]);
      if (value.trim() === '') return;
      const pattern = firstCompare(parseFilterText(text)) as string;
      expect(pattern.replace(/\\([.*+?^${}()|[\]\\])/g, '$1')).toBe(value);
    },
  );

  it('parses grouped data-source filters and search forms', () => {
    const grouped = buildDataSourceFilter({
      fixedFilters: [{ fieldName: 'status', operation: 'eq', fieldValue: 'Published' }],
      filters: [
        {
          fieldName: 'price',
          fieldType: 'Number',
          operation: 'ge',
          fieldValue: 1,
          groupName: 'g1',
        },
        {
          fieldName: 'price',
          fieldType: 'Number',
          operation: 'le',
          fieldValue: 9,
          groupName: 'g1',
          logicOperation: 'or',
        },
        {
          fieldName: 'name',
          fieldType: 'String',
          operation: 'contains',
          fieldValue: ['a', 'b'],
          groupName: 'g2',
          groupConcat: 'or',
        },
      ],
      customerFilters: buildSearchFilters([
        { fieldName: 'published', fieldType: 'DateTime', value: ['2026-01-01', '2026-12-31'] },
        { fieldName: 'tags', fieldType: 'OptionSet', value: 'a' },
      ]),
    });
    expect(grouped).toContain(' or ');
    expect(parseFilterText(grouped)?.kind).toBe('and');
  });
});

describe.each(TEST_DATABASES)('filter texts of @tessera/filters on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
    await insertProductFixture(app.tessera.db);
  });
  afterAll(() => app?.close());

  it('compiles and runs every printed text without a database error', async () => {
    const schemas = await loadAppSchemas(app.tessera.db, DEMO.appId);
    const schema = requireSchema(schemas, 'product');
    const failures: string[] = [];
    for (const filter of [
      ...allTexts(),
      ...TRICKY.map((v) =>
        buildFilterText([{ fieldName: 'name', operation: 'contains', fieldValue: v }]),
      ),
    ]) {
      try {
        const query = prepareContentQuery(app.tessera.db, {
          schema,
          schemas,
          filter,
          top: 5,
          skip: 0,
          orderfield: 'created',
          orderasc: true,
        });
        await Promise.all([query.total(), query.items()]);
      } catch (error) {
        failures.push(`${filter}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the GraphQL documents the client builds (content query and export)', async () => {
    const filter = buildFilterText([
      { fieldName: 'price', fieldType: 'Number', operation: 'ge', fieldValue: 10 },
    ]);
    const request = buildContentsQuery({
      schemaName: 'product',
      filter,
      top: 2,
      usages: ['nodetails', 'noTotal'],
      neworderdef: 'price desc',
    });
    const body = await sendEnvelope<
      Record<string, { total: number; items: { data: { n: { iv: number } } }[] }>
    >(app, { method: 'POST', url: GRAPHQL_URL, payload: request.body });
    expect(body.rspCd).toBe('00000');
    expect(body.data?.[request.queryName]?.items.map((i) => i.data.n.iv)).toEqual([8, 3]);
    expect(body.data?.[request.queryName]?.total).toBe(3); // noTotal: a lower bound, 2 items + more

    const exported = buildExportQuery({
      schemaName: 'product',
      filter,
      orderfield: 'price',
      orderasc: true,
    });
    const answer = await sendEnvelope<
      Record<string, { total: number; items: unknown[]; customFields: unknown[] }>
    >(app, { method: 'POST', url: GRAPHQL_URL, payload: exported.body });
    expect(answer.rspCd).toBe('00000');
    expect(answer.data?.[exported.queryName]?.total).toBe(4);
    expect(answer.data?.[exported.queryName]?.items).toHaveLength(4);
    expect(answer.data?.[exported.queryName]?.customFields).toContainEqual({
      name: 'price',
      label: 'price',
      fieldType: 'Number',
    });
  });
});
