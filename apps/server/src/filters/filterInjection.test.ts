import type { Envelope } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  postGraphql,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import {
  countContentRows,
  insertProductFixture,
  productId,
} from '../content/__tests__/productFixture.js';
import { DEMO } from '../demo.js';

/** Hostile texts: SQL breaking out of literals and identifiers, comments, dollar quotes, NUL. */
const PAYLOADS = [
  "'; drop table content_items; --",
  "x') or 1=1 --",
  '1; delete from content_items',
  '" or ""="',
  '$$; drop table schemas; $$',
  "\\'; select pg_sleep(5); --",
  "data->>'name'",
  "name') union select * from site_settings --",
  '\u0000',
  '＇ or 1=1',
];

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Filter texts with the payload in every position of the grammar. */
function filterTexts(p: string): string[] {
  return [
    `${p} eq 1`,
    `name ${p} 1`,
    `name eq ${p}`,
    `name eq ${quoted(p)}`,
    `contains(name,${quoted(p)})`,
    `startswith(${p},'x')`,
    `${p}(name,'x')`,
    `contains(${p},'x')`,
    `includes(tags,[${quoted(p)},${p}])`,
    `belong(tags,[${quoted(p)}])`,
    `length(${p}) gt 1`,
    `length(name) gt ${p}`,
    `geo.distance(loc,geography'POINT(${p})') le 1`,
    `ref_maker/${p} eq 'x'`,
    `data/${p}/iv eq 1`,
    `name/${p} eq 1`,
    `createdBy eq ${quoted(`sub:${p}`)}`,
    `id eq ${quoted(p)}`,
    `created gt ${quoted(p)}`,
    `(name eq 'a') or (${p})`,
  ];
}

describe.each(TEST_DATABASES)('SQL injection through filters and names on $name', (database) => {
  let app: FastifyInstance;
  let rows: number;

  beforeAll(async () => {
    app = await startServer(database);
    await insertProductFixture(app.tessera.db);
    rows = await countContentRows(app.tessera.db);
  });
  afterAll(() => app?.close());

  function expectHarmless(body: Envelope<unknown>, where: string): void {
    // A refusal (40000/40400) or an answer; never a server failure or database text.
    expect(['00000', '40000', '40400'], `${where}: ${body.rspInf}`).toContain(body.rspCd);
    expect(body.rspInf, where).not.toMatch(
      /syntax error at or near|does not exist|violates|invalid input syntax|SQLSTATE/i,
    );
  }

  it.each(PAYLOADS)('stays harmless in every filter position (GraphQL): %j', async (payload) => {
    for (const filter of filterTexts(payload)) {
      const body = await postGraphql(app, DEMO.appId, {
        query:
          'query ($f: String) { queryProductContentsWithTotal(filter: $f) { total items { id } } }',
        variables: { f: filter },
      });
      expectHarmless(body, filter);
      if (body.rspCd === '00000') {
        const result = (body.data as { queryProductContentsWithTotal: { total: number } })
          .queryProductContentsWithTotal;
        expect(result.total, filter).toBeLessThanOrEqual(rows);
      }
    }
  });

  it.each(PAYLOADS)(
    'stays harmless in order, group and count names and in mutations: %j',
    async (p) => {
      const queries: [string, Record<string, unknown>][] = [
        [
          'query ($v: String) { queryProductContentsWithTotal(orderfield: $v) { total } }',
          { v: p },
        ],
        [
          'query ($v: String) { queryProductContentsWithTotal(neworderdef: $v) { total } }',
          { v: `${p} desc` },
        ],
        [
          'query ($v: String!) { queryProductContentsWithTotal(groupbyFields: [$v]) { groupFields } }',
          { v: p },
        ],
        [
          'query ($v: String!) { queryProductContentsWithTotal(countFields: [$v]) { countFields } }',
          { v: `sum_${p}` },
        ],
        ['mutation ($d: JSON!) { addProductContent(contentData: $d) { id } }', { d: { [p]: 1 } }],
        ['mutation ($d: JSON!) { addProductContent(contentData: $d) { id } }', { d: { name: p } }],
        [
          'mutation ($v: String!) { updateFieldContent(schemaName: "product", fieldName: $v, step: 1, id: "x") { id } }',
          { v: p },
        ],
        [
          'mutation ($v: String!) { updateFieldContent(schemaName: $v, fieldName: "n", step: 1, id: "x") { id } }',
          { v: p },
        ],
        ['mutation ($v: String!) { deleteProductContent(id: $v) { id } }', { v: p }],
        [
          'mutation ($v: String!) { updateProductContent(id: $v, contentData: {n: 1}) { id } }',
          { v: p },
        ],
      ];
      for (const [query, variables] of queries)
        expectHarmless(await postGraphql(app, DEMO.appId, { query, variables }), query);

      const e = encodeURIComponent;
      for (const url of [
        `/api/${DEMO.appId}/content/product?$filter=${e(`${p} eq 1`)}`,
        `/api/${DEMO.appId}/content/product?$filter=${e(`name eq ${quoted(p)}`)}`,
        `/api/${DEMO.appId}/content/product?$orderby=${e(p)}`,
        `/api/${DEMO.appId}/content/product?$top=${e(p)}`,
        `/api/${DEMO.appId}/contentWithFields/product?fields=${e(p)}`,
        `/api/${DEMO.appId}/contentWithFields/product?odata=${e(`$filter=${p}`)}`,
        `/api/${DEMO.appId}/content/${e(p)}`,
        `/api/${DEMO.appId}/content/product/${e(p)}`,
        `/api/${e(p)}/content/product`,
      ]) {
        expectHarmless(await getEnvelope(app, url), url);
      }
    },
  );

  it('leaves every table and row in place', async () => {
    // Payloads stored as plain values (a name) are the only rows added.
    const { rows: added } = await sql<{
      n: string;
    }>`select count(*) as n from content_items where schema_name = 'product' and created > now() - interval '1 hour'`.execute(
      app.tessera.db,
    );
    expect(await countContentRows(app.tessera.db)).toBe(rows + Number(added[0]?.n ?? 0));
    const tables = await sql<{
      t: string;
    }>`select to_regclass('schemas')::text as t union all select to_regclass('site_settings')::text`.execute(
      app.tessera.db,
    );
    expect(tables.rows.map((r) => r.t)).toEqual(['schemas', 'site_settings']);
    const item = await getEnvelope(app, `/api/${DEMO.appId}/content/product/${productId(1)}`);
    expect(item.rspCd).toBe('00000');
  });
});
