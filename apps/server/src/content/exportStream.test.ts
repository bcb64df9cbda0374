import { buildExportQuery } from '@tessera/filters';
import type { ContentItem, ContentsWithTotal } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  injectSigned,
  postGraphql,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { EXPORT_FETCH_SIZE } from './exportStream.js';

const EXTRA = 3 * EXPORT_FETCH_SIZE + 7;
const TOTAL = DEMO.articleCount + EXTRA;

describe.each(TEST_DATABASES)('streamed exports on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
    await sql`
      insert into content_items (app_id, schema_name, created, last_modified, data)
      select ${DEMO.appId}::uuid, 'article', timestamptz '2027-01-01' + i * interval '1 second', timestamptz '2027-01-01',
             jsonb_build_object('title', jsonb_build_object('iv', '导出 ' || i), 'views', jsonb_build_object('iv', i % 100))
      from generate_series(1, ${EXTRA}::int) as i`.execute(app.tessera.db);
  });
  afterAll(() => app?.close());

  it('streams the export query (top 10000000) with the selected members only', async () => {
    const { body, queryName } = buildExportQuery({
      schemaName: 'article',
      filter: 'views ge 0',
      orderfield: 'created',
      orderasc: false,
    });
    const response = await injectSigned(app, {
      method: 'POST',
      url: `/api/querygraphqls?app=${DEMO.appId}`,
      payload: body,
    });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-length']).toBeUndefined(); // streamed, not buffered
    const answer = response.json<{
      rspCd: string;
      data: Record<string, ContentsWithTotal & { customFields: unknown[] }>;
    }>();
    expect(answer.rspCd).toBe('00000');
    const result = answer.data[queryName];
    expect(result?.total).toBe(TOTAL);
    expect(result?.items).toHaveLength(TOTAL);
    expect(result?.items[0]).toMatchObject({ data: { title: { iv: `导出 ${EXTRA}` } } });
    expect(Object.keys(result?.items[0] ?? {})).toEqual([
      'id',
      'contentId',
      'version',
      'created',
      'createdBy',
      'lastModified',
      'lastModifiedBy',
      'status',
      'data',
    ]);
    expect(result?.customFields).toHaveLength(4);
  });

  it('streams exactly what an ordinary page answers, with aliases, fragments and __typename', async () => {
    const query = `query ($top: Int) { queryArticleContentsWithTotal(top: $top, orderfield: "views", orderasc: true) {
      total items { key: id __typename ...More ... on ArticleContent { created } } } }
      fragment More on ArticleContent { version data }`;
    const big = await postGraphql<{
      queryArticleContentsWithTotal: { items: Record<string, unknown>[] };
    }>(app, DEMO.appId, { query, variables: { top: 1001 } });
    const page = await postGraphql<{
      queryArticleContentsWithTotal: { items: Record<string, unknown>[] };
    }>(app, DEMO.appId, { query, variables: { top: 1000 } });
    const streamed = big.data?.queryArticleContentsWithTotal.items ?? [];
    expect(streamed).toHaveLength(1001);
    expect(streamed.slice(0, 1000)).toEqual(page.data?.queryArticleContentsWithTotal.items);
    expect(streamed[0]).toEqual({
      key: expect.any(String),
      __typename: 'ArticleContent',
      version: 1,
      data: expect.any(Object),
      created: expect.any(String),
    });
  });

  it('streams a long REST list ($top above 1000)', async () => {
    const body = await getEnvelope<ContentsWithTotal>(
      app,
      `/api/${DEMO.appId}/content/article?$top=5000&$skip=10&$filter=${encodeURIComponent("contains(title,'导出')")}`,
    );
    expect(body.data?.total).toBe(EXTRA);
    expect(body.data?.items).toHaveLength(EXTRA - 10);
    const first = body.data?.items[0] as ContentItem;
    expect(first.data).toEqual({ title: { iv: '导出 11' }, views: { iv: 11 } });
    expect(first.created).toBe('2027-01-01T00:00:11.000Z');
  });
});
