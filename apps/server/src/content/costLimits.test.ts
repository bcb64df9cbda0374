import type { AddressInfo } from 'node:net';
import type { Envelope } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  getEnvelope,
  POSTGRES_URL,
  postGraphql,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
  uniqueSchemaName,
} from '../__tests__/testDatabases.js';
import { createServer } from '../createServer.js';
import { withoutStatementTimeout } from '../db/statementTimeout.js';
import { DEMO } from '../demo.js';
import { GRAPHQL_LIMITS } from './graphql/requestCost.js';
import { MAX_WS_PAYLOAD } from './realtime/registerSubscriptionRoute.js';

// The seeded PGlite every test file starts from (a copy of the run's template).
const PGLITE = TEST_DATABASES[0]!;

const GRAPHQL_URL = `/api/querygraphqls?app=${DEMO.appId}`;

/** `count` aliases of the article query, each asking `top` items. */
function aliases(count: number, top: number): string {
  const fields = Array.from(
    { length: count },
    (_, i) => `a${i}: queryArticleContentsWithTotal(top: ${top}) { items { id } }`,
  );
  return `{ ${fields.join(' ')} }`;
}

/** The deep-path attack: 170 `exists(title/a/…/a)` of 100 segments joined by `or`. */
const ATTACK_FILTER = Array.from(
  { length: 170 },
  () => `exists(title/${Array.from({ length: 99 }, () => 'a').join('/')})`,
).join(' or ');

const filtered = (filter: string) =>
  postGraphql(app(), DEMO.appId, {
    query: 'query ($f: String) { queryArticleContentsWithTotal(top: 5, filter: $f) { total } }',
    variables: { f: filter },
  });

let current: FastifyInstance | undefined;
const app = (): FastifyInstance => {
  if (!current) throw new Error('no server');
  return current;
};

/** The refusal is a clean 40000, and the server answers the next calls as before. */
async function expectRefusedThenServing(body: Envelope<unknown>, text: string): Promise<void> {
  expect(body.rspCd, body.rspInf).toBe('40000');
  expect(body.rspInf).toContain(text);
  const settings = await getEnvelope(app(), '/api/home/configuration?host=localhost');
  expect(settings.rspCd).toBe('00000');
  const light = await postGraphql<{ queryArticleContentsWithTotal: { total: number } }>(
    app(),
    DEMO.appId,
    { query: '{ queryArticleContentsWithTotal(top: 1) { total items { id } } }' },
  );
  expect(light.rspCd, light.rspInf).toBe('00000');
  expect(light.data?.queryArticleContentsWithTotal.total).toBe(DEMO.articleCount);
}

describe.each(TEST_DATABASES)('cost limits on $name', (database) => {
  beforeAll(async () => {
    current = await startServer(database);
  });
  afterAll(() => current?.close());

  it('refuses the deep-path attack filter (paths of 100 segments) and keeps answering', async () => {
    await expectRefusedThenServing(await filtered(ATTACK_FILTER), '字段路径过长');
  });

  it('refuses the filters that stalled PGlite (199 conditions, a 99,970-character literal)', async () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `views eq ${i}`);
    const within = await filtered(terms(50).join(' or '));
    expect(within.rspCd, within.rspInf).toBe('00000');
    await expectRefusedThenServing(
      await filtered(terms(199).join(' or ')),
      '条件过多（最多 50 个条件）',
    );
    await expectRefusedThenServing(
      await filtered(`contains(title, '${'文'.repeat(99_970)}')`),
      '值过长（最多 1000 个字符）',
    );
  });

  it('answers the maximum-cost legal document and refuses one item or alias more', async () => {
    const { maxAliases, maxItems } = GRAPHQL_LIMITS;
    const max = await postGraphql(app(), DEMO.appId, {
      query: aliases(maxAliases, maxItems / maxAliases),
    });
    expect(max.rspCd, max.rspInf).toBe('00000');
    const items = await postGraphql(app(), DEMO.appId, {
      query: aliases(maxAliases, maxItems / maxAliases + 1),
    });
    await expectRefusedThenServing(items, `top 之和最多 ${maxItems}`);
    const many = await postGraphql(app(), DEMO.appId, { query: aliases(maxAliases + 1, 1) });
    await expectRefusedThenServing(many, '别名过多');
  });

  it('counts `top` given by variables and through fragments', async () => {
    const body = await postGraphql(app(), DEMO.appId, {
      query:
        'query ($t: Int) { ...F } fragment F on Query { a: queryArticleContentsWithTotal(top: $t) { total } b: queryArticleContentsWithTotal(top: $t) { total } c: queryArticleContentsWithTotal(top: $t) { total } }',
      variables: { t: Math.floor(GRAPHQL_LIMITS.maxItems / 3) + 1 },
    });
    await expectRefusedThenServing(body, `top 之和最多`);
  });

  it('streams one export per request and refuses a second one', async () => {
    const one = await postGraphql(app(), DEMO.appId, {
      query: '{ queryArticleContentsWithTotal(top: 10000000) { total items { id } } }',
    });
    expect(one.rspCd, one.rspInf).toBe('00000');
    const two = await postGraphql(app(), DEMO.appId, {
      query:
        '{ a: queryArticleContentsWithTotal(top: 10000000) { total } b: queryArticleContentsWithTotal(top: 10000000) { total } }',
    });
    await expectRefusedThenServing(two, 'top 之和最多');
  });

  it('refuses a document nested too deep', async () => {
    const deep = `{ ${'a { '.repeat(GRAPHQL_LIMITS.maxDepth + 1)}b${' }'.repeat(GRAPHQL_LIMITS.maxDepth + 1)} }`;
    const body = await postGraphql(app(), DEMO.appId, { query: deep });
    await expectRefusedThenServing(body, '嵌套过深');
  });

  it('shares one budget across the operations of a batch', async () => {
    const { maxItems, maxRootFields, maxAliases } = GRAPHQL_LIMITS;
    const send = (payload: unknown) =>
      sendEnvelope(app(), { method: 'POST', url: GRAPHQL_URL, payload });
    const tops = Array.from({ length: 21 }, () => ({ query: aliases(1, maxItems / 20) }));
    await expectRefusedThenServing(await send(tops), 'top 之和最多');
    const operations = Math.ceil((maxRootFields + 1) / maxAliases);
    const fields = Array.from({ length: operations }, () => ({ query: aliases(maxAliases, 1) }));
    await expectRefusedThenServing(await send(fields), `最多 ${maxRootFields} 个根字段`);
  });

  it('answers no introspection outside development', async () => {
    const body = await postGraphql(app(), DEMO.appId, { query: '{ __schema { types { name } } }' });
    await expectRefusedThenServing(body, '__schema');
  });

  // On the file's server of each database, not one started for it: the frame limit does not
  // depend on the server's other options.
  it('closes a socket sending a frame over the limit (1009) and keeps serving', async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    const { port } = app().server.address() as AddressInfo;
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/api/querygraphqls`,
      'graphql-transport-ws',
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    const payload = { token: 'x'.repeat(MAX_WS_PAYLOAD) };
    socket.send(JSON.stringify({ type: 'connection_init', payload }));
    expect(await closed).toBe(1009);
    const light = await postGraphql(app(), DEMO.appId, { query: aliases(1, 1) });
    expect(light.rspCd, light.rspInf).toBe('00000');
  });
});

/** `count` aliases of the large items, each asking `top` of them with their data. */
function largeItems(count: number, top: number): string {
  const filter = `filter: "startswith(title, '大条目')", noTotal: true`;
  const fields = Array.from(
    { length: count },
    (_, i) => `a${i}: queryArticleContentsWithTotal(top: ${top}, ${filter}) { items { data } }`,
  );
  return `{ ${fields.join(' ')} }`;
}

describe.each(TEST_DATABASES)('answer size on $name', (database) => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await startServer(database, { graphql: { maxAnswerBytes: 1024 * 1024 } });
    // Three items of about 450 KB (a legal request each): `top` counts items, not bytes.
    for (let i = 0; i < 3; i++) {
      const added = await postGraphql(server, DEMO.appId, {
        query: 'mutation ($d: JSON!) { addArticleContent(contentData: $d) { id } }',
        variables: { d: { title: `大条目 ${i}`, description: '字'.repeat(150_000) } },
      });
      expect(added.rspCd, added.rspInf).toBe('00000');
    }
  });
  afterAll(() => server?.close());

  it('refuses a request whose items pass the byte limit, before building the answer', async () => {
    const within = await postGraphql(server, DEMO.appId, { query: largeItems(1, 2) });
    expect(within.rspCd, within.rspInf).toBe('00000');
    for (const query of [largeItems(1, 3), largeItems(2, 2)]) {
      const over = await postGraphql(server, DEMO.appId, { query });
      expect(over.rspCd).toBe('40000');
      expect(over.rspInf).toBe('返回的数据过大（每个请求最多 1 MB），请减少条数或字段');
    }
    const next = await postGraphql(server, DEMO.appId, { query: largeItems(1, 1) });
    expect(next.rspCd, next.rspInf).toBe('00000');
  });
});

describe('the request budget on PGlite', () => {
  it('refuses the next statement of a request that has spent its budget', async () => {
    const server = await startServer(PGLITE, { graphql: { pgliteRequestBudgetMs: 0 } });
    try {
      const one = '{ queryArticleContentsWithTotal(top: 1, noTotal: true) { items { id } } }';
      const single = await postGraphql(server, DEMO.appId, { query: one });
      expect(single.rspCd, single.rspInf).toBe('00000');
      const two = await postGraphql(server, DEMO.appId, { query: aliases(2, 1) });
      expect(two.rspCd).toBe('40000');
      expect(two.rspInf).toBe('查询超时，请缩小查询范围');
      expect((await postGraphql(server, DEMO.appId, { query: one })).rspCd).toBe('00000');
    } finally {
      await server.close();
    }
  });
});

describe('sorting on a form field on PGlite', () => {
  const sorted = (server: FastifyInstance, args: string) =>
    postGraphql<{ queryArticleContentsWithTotal: { total: number; items: { id: string }[] } }>(
      server,
      DEMO.appId,
      { query: `{ queryArticleContentsWithTotal(${args}) { total items { id } } }` },
    );

  it('refuses a page sorted on a form field over more matching items than the limit, before it runs', async () => {
    const server = await startServer(PGLITE, { graphql: { pgliteMaxSortItems: 10 } });
    try {
      // 50 demo articles match: more than 10 to sort on views, refused with the limit named.
      const refused = await sorted(server, 'top: 1, orderfield: "views", orderasc: false');
      expect(refused.rspCd).toBe('40000');
      expect(refused.rspInf).toBe(
        '按表单字段排序的数据过多（最多 10 条），请添加筛选条件缩小范围，或按创建时间排序',
      );
      const custom = await sorted(server, 'top: 1, neworderdef: "views desc"');
      expect(custom.rspCd).toBe('40000');
      // The default order (created, indexed) is not limited.
      const byCreated = await sorted(server, 'top: 1');
      expect(byCreated.rspCd, byCreated.rspInf).toBe('00000');
      expect(byCreated.data?.queryArticleContentsWithTotal.total).toBe(DEMO.articleCount);
      // A filter leaving 10 items or fewer may sort them on any field.
      const narrowed = await sorted(
        server,
        'top: 20, filter: "views lt 150", orderfield: "views", orderasc: true',
      );
      expect(narrowed.rspCd, narrowed.rspInf).toBe('00000');
      const items = narrowed.data?.queryArticleContentsWithTotal;
      expect(items?.total).toBeLessThanOrEqual(10);
      expect(items?.items).toHaveLength(items?.total ?? -1);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('sorts on a form field up to the limit', async () => {
    const server = await startServer(PGLITE, {
      graphql: { pgliteMaxSortItems: DEMO.articleCount },
    });
    try {
      const body = await sorted(server, 'top: 3, orderfield: "views", orderasc: false');
      expect(body.rspCd, body.rspInf).toBe('00000');
      expect(body.data?.queryArticleContentsWithTotal.items).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!POSTGRES_URL)('sorting on a form field on PostgreSQL', () => {
  it('has no item limit (the statement timeout bounds it)', async () => {
    const server = await startServer(TEST_DATABASES[1]!, { graphql: { pgliteMaxSortItems: 1 } });
    try {
      const body = await postGraphql(server, DEMO.appId, {
        query: '{ queryArticleContentsWithTotal(top: 3, orderfield: "views") { items { id } } }',
      });
      expect(body.rspCd, body.rspInf).toBe('00000');
    } finally {
      await server.close();
    }
  });
});

describe('introspection when enabled', () => {
  it('answers __schema', async () => {
    const server = await startServer(PGLITE, { graphql: { introspection: true } });
    try {
      const body = await postGraphql<{ __schema: { types: unknown[] } }>(server, DEMO.appId, {
        query: '{ __schema { types { name } } }',
      });
      expect(body.rspCd, body.rspInf).toBe('00000');
      expect(body.data?.__schema.types.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!POSTGRES_URL)('statement timeout on PostgreSQL', () => {
  it('answers a cancelled statement with a clear refusal, then serves the next call', async () => {
    current = await createServer({
      database: {
        kind: 'postgres',
        url: POSTGRES_URL ?? '',
        schema: uniqueSchemaName(),
        dropSchemaOnClose: true,
        statementTimeoutMs: 50,
      },
    });
    try {
      // A statement that takes longer than 50 ms: the article query waits behind a lock another
      // connection (without the timeouts, like the server's own start-up work) holds meanwhile.
      const body = await withoutStatementTimeout(app().tessera.db, (db) =>
        db.transaction().execute(async (trx) => {
          await sql`lock table content_items in access exclusive mode`.execute(trx);
          return filtered("contains(dataText,'zzzq')");
        }),
      );
      expect(body.rspCd, body.rspInf).toBe('40000');
      expect(body.rspInf).toBe('查询超时，请缩小查询范围');
      const settings = await getEnvelope(app(), '/api/home/configuration?host=localhost');
      expect(settings.rspCd).toBe('00000');
      const light = await postGraphql(app(), DEMO.appId, {
        query: '{ queryArticleContentsWithTotal(top: 1, noTotal: true) { items { id } } }',
      });
      expect(light.rspCd, light.rspInf).toBe('00000');
    } finally {
      await current?.close();
    }
  }, 60_000);
});
