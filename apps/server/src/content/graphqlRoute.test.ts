import { EMPTY_GUID, type ContentsWithTotal } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectSigned,
  postGraphql,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';

type Articles = {
  queryArticleContentsWithTotal: ContentsWithTotal<{ title: string; views: number }>;
};

const ITEM_FIELDS =
  'id contentId version created createdBy lastModified lastModifiedBy status data';
const articles = (args = '') =>
  `{ queryArticleContentsWithTotal${args ? `(${args})` : ''} { total items { ${ITEM_FIELDS} } } }`;
const titles = (data: Articles | null) =>
  data?.queryArticleContentsWithTotal.items.map((i) => i.data.title.iv);

describe.each(TEST_DATABASES)('content GraphQL on $name', (database) => {
  let app: FastifyInstance;
  const query = (q: string, variables?: Record<string, unknown>) =>
    postGraphql<Articles>(app, DEMO.appId, { query: q, ...(variables ? { variables } : {}) });

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('answers total 50 and the first 20 items by created ascending by default (spec 1 §9)', async () => {
    const body = await query(articles());
    expect(body.rspCd).toBe('00000');
    expect(body.rspInf).toBe('success');
    const result = body.data?.queryArticleContentsWithTotal;
    expect(result?.total).toBe(50);
    expect(titles(body.data)).toEqual(Array.from({ length: 20 }, (_, i) => `文章 ${i + 1}`));
    expect(result?.items[0]).toEqual({
      id: '7e55e7a0-0003-4000-8000-000000000001',
      contentId: '7e55e7a0-0004-4000-8000-000000000001',
      version: 1,
      created: '2026-01-01T09:00:00.000Z',
      createdBy: EMPTY_GUID,
      lastModified: '2026-01-01T09:00:00.000Z',
      lastModifiedBy: EMPTY_GUID,
      status: 'Published',
      data: {
        title: { iv: '文章 1' },
        description: { iv: '这是第 1 篇文章的摘要。' },
        publishedAt: { iv: '2026-01-01T09:00:00.000Z' },
        views: { iv: 37 },
      },
    });
  });

  it('pages with top and skip (skip = (page-1) × size)', async () => {
    const body = await query(articles('top: 10, skip: 10'));
    expect(body.data?.queryArticleContentsWithTotal.total).toBe(50);
    expect(titles(body.data)).toEqual(Array.from({ length: 10 }, (_, i) => `文章 ${i + 11}`));
  });

  it('orders descending and answers a short last page', async () => {
    const body = await query(articles('top: 25, skip: 40, orderasc: false'));
    expect(titles(body.data)).toEqual(Array.from({ length: 10 }, (_, i) => `文章 ${10 - i}`));
  });

  it('takes its arguments from variables', async () => {
    const body = await query(
      'query Q($top: Int, $desc: Boolean) { queryArticleContentsWithTotal(top: $top, orderasc: $desc) { total items { data } } }',
      { top: 3, desc: false },
    );
    expect(titles(body.data)).toEqual(['文章 50', '文章 49', '文章 48']);
  });

  it('answers only the data fields named in data(fields:), leaving out names an item lacks', async () => {
    const body = await query(
      'query Q($fields: [String!]) { queryArticleContentsWithTotal(top: 2) { items { id data(fields: $fields) } } }',
      { fields: ['title', 'views', 'noSuchField'] },
    );
    expect(body.data?.queryArticleContentsWithTotal.items).toEqual([
      {
        id: '7e55e7a0-0003-4000-8000-000000000001',
        data: { title: { iv: '文章 1' }, views: { iv: 37 } },
      },
      { id: '7e55e7a0-0003-4000-8000-000000000002', data: expect.any(Object) },
    ]);
    expect(Object.keys(body.data!.queryArticleContentsWithTotal.items[1]!.data)).toEqual([
      'title',
      'views',
    ]);
  });

  it('orders by a Number field numerically', async () => {
    const body = await query(articles('top: 50, orderfield: "views", orderasc: false'));
    const views = body.data?.queryArticleContentsWithTotal.items.map((i) => i.data.views.iv) ?? [];
    expect(views).toHaveLength(50);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views[0]).toBeGreaterThan(900);
  });

  it('orders by a system field other than created', async () => {
    const body = await query(articles('top: 2, orderfield: "lastModified", orderasc: false'));
    expect(titles(body.data)).toEqual(['文章 50', '文章 49']);
  });

  it('answers no items but the total for top 0 or a skip past the end', async () => {
    for (const args of ['top: 0', 'skip: 100']) {
      const body = await query(articles(args));
      expect(body.data?.queryArticleContentsWithTotal).toEqual({ total: 50, items: [] });
    }
  });

  it.each([
    ['an unknown orderfield', articles('orderfield: "nope"'), 'nope'],
    [
      'an orderfield carrying SQL',
      articles(`orderfield: "title'; drop table content_items; --"`),
      'orderfield',
    ],
    ['a negative top', articles('top: -1'), 'top'],
    ['a negative skip', articles('skip: -5'), 'skip'],
    [
      'an unknown schema',
      '{ queryMissingContentsWithTotal { total } }',
      'queryMissingContentsWithTotal',
    ],
    ['an unknown item field', '{ queryArticleContentsWithTotal { total items { nope } } }', 'nope'],
    ['a wrongly typed argument', articles('top: "ten"'), 'Int'],
    ['a syntax error', '{ queryArticleContentsWithTotal {', 'Syntax Error'],
  ])('answers 40000 with the GraphQL message for %s', async (_case, q, fragment) => {
    const body = await query(q);
    expect(body).toMatchObject({ rspCd: '40000', data: null });
    expect(body.rspInf).toContain(fragment);
  });

  it('keeps every item after a query that tried SQL in orderfield', async () => {
    const body = await query(articles('top: 0'));
    expect(body.data?.queryArticleContentsWithTotal.total).toBe(50);
  });

  it('answers 40000 when ?app= is missing', async () => {
    const body = await postGraphql(app, undefined, { query: articles() });
    expect(body).toMatchObject({ rspCd: '40000', data: null });
    expect(body.rspInf).toContain('app');
  });

  it('answers 40000 when the body has no query', async () => {
    const response = await injectSigned(app, {
      method: 'POST',
      url: `/api/querygraphqls?app=${DEMO.appId}`,
      payload: { variables: {} },
    });
    expect(response.json()).toMatchObject({ rspCd: '40000', data: null });
  });

  it.each([
    ['a body that is a number', `?app=${DEMO.appId}`, '5', '请求体应为 JSON 对象 或 列表'],
    [
      'a repeated workflowInstanceId',
      `?app=${DEMO.appId}&workflowInstanceId=a&workflowInstanceId=b`,
      JSON.stringify({ query: articles() }),
      '参数 workflowInstanceId 应为文本',
    ],
  ])('refuses %s by its schema (40000)', async (_case, search, payload, rspInf) => {
    const response = await injectSigned(app, {
      method: 'POST',
      url: `/api/querygraphqls${search}`,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ rspCd: '40000', rspInf, data: null });
  });

  it('answers 40000 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/querygraphqls?app=${DEMO.appId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rspCd: '40000', data: null });
  });

  it.each([EMPTY_GUID, 'not-a-guid'])('answers 40400 for the unknown app %s', async (appId) => {
    const body = await postGraphql(app, appId, { query: articles() });
    expect(body).toMatchObject({ rspCd: '40400', data: null });
  });

  it('answers an app without schemas a schema that still executes', async () => {
    const appId = '7e55e7a0-ffff-4000-8000-000000000001';
    await app.tessera.db.insertInto('apps').values({ app_id: appId, name: '空应用' }).execute();
    const body = await postGraphql(app, appId, { query: '{ contentSchemas }' });
    expect(body).toEqual({ rspCd: '00000', rspInf: 'success', data: { contentSchemas: [] } });
    const missing = await postGraphql(app, appId, { query: articles() });
    expect(missing.rspCd).toBe('40000');
  });
});
