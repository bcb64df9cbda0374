import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSP_CD, XSRF_COOKIE, type Envelope } from '@tessera/protocol';
import {
  getEnvelope,
  injectSigned,
  startServer,
  TEST_DATABASES,
  type SignedRequest,
} from '../__tests__/testDatabases.js';
import { DEMO, demoArticleIds } from '../demo.js';
import { MAX_JSON_DEPTH } from './inputText.js';

const ARTICLE = demoArticleIds(1).id;
const GRAPHQL = `/api/querygraphqls?app=${DEMO.appId}`;
const ARTICLE_URL = `/api/${DEMO.appId}/content/article/${ARTICLE}`;
const UNSTORABLE = '含有无法保存的字符（NUL 或不成对的 UTF-16 代理项）';
const FILTER_QUERY = 'query($f: String) { queryArticleContentsWithTotal(filter: $f) { total } }';
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

interface Case {
  name: string;
  request: SignedRequest;
  rspCd: string;
  rspInf: string | RegExp;
}

/** README "Bad input": each refusal with its code and text. */
const CASES: Case[] = [
  {
    name: 'a signed write with a malformed XSRF-TOKEN cookie',
    request: {
      method: 'POST',
      url: GRAPHQL,
      payload: { query: '{ __typename }' },
      headers: { cookie: `${XSRF_COOKIE}=%E0%A4%A`, 'x-xsrf-token': '%E0%A4%A' },
    },
    rspCd: RSP_CD.xsrfMismatch,
    rspInf: 'XSRF 校验失败：XSRF-TOKEN Cookie 格式无效，请刷新页面以获取新的 Cookie',
  },
  {
    name: 'NUL in content data',
    request: { method: 'PUT', url: ARTICLE_URL, payload: { data: { title: { iv: 'a\u0000b' } } } },
    rspCd: RSP_CD.badRequest,
    rspInf: `请求体字段 data.title.iv ${UNSTORABLE}`,
  },
  {
    name: 'a lone surrogate in content data',
    request: { method: 'PUT', url: ARTICLE_URL, payload: { data: { title: { iv: 'a\ud800' } } } },
    rspCd: RSP_CD.badRequest,
    rspInf: `请求体字段 data.title.iv ${UNSTORABLE}`,
  },
  {
    name: 'a lone surrogate in a GraphQL filter variable',
    request: {
      method: 'POST',
      url: GRAPHQL,
      payload: { query: FILTER_QUERY, variables: { f: "data/title/iv eq '\udc00'" } },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: `请求体字段 variables.f ${UNSTORABLE}`,
  },
  {
    name: 'NUL in a GraphQL filter literal',
    request: {
      method: 'POST',
      url: GRAPHQL,
      payload: {
        query: `{ queryArticleContentsWithTotal(filter: "data/title/iv eq 'a\\u0000'") { total } }`,
      },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: /^筛选条件无效.*NUL/,
  },
  {
    name: 'NUL in a GraphQL contentData literal',
    request: {
      method: 'POST',
      url: GRAPHQL,
      payload: {
        query: 'mutation { addArticleContent(contentData: { title: { iv: "a\\u0000" } }) { id } }',
      },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: 'contentData.title.iv 不能包含 NUL 字符（\\u0000）或不成对的 UTF-16 代理项',
  },
  {
    name: 'NUL in a REST filter',
    request: {
      method: 'GET',
      url: `/api/${DEMO.appId}/content/article?$filter=data%2Ftitle%2Fiv%20eq%20%27%00%27`,
    },
    rspCd: RSP_CD.badRequest,
    rspInf: `查询参数 $filter ${UNSTORABLE}`,
  },
  {
    name: 'NUL in a search text',
    request: { method: 'GET', url: `/api/${DEMO.appId}/schemas?search=a%00` },
    rspCd: RSP_CD.badRequest,
    rspInf: `查询参数 search ${UNSTORABLE}`,
  },
  {
    name: 'NUL in an image category name',
    request: {
      method: 'POST',
      url: `/api/${DEMO.appId}/imagecategory`,
      payload: { name: 'a\u0000' },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: `请求体字段 name ${UNSTORABLE}`,
  },
  {
    name: 'a lone surrogate in a video title',
    request: {
      method: 'POST',
      url: `/api/${DEMO.appId}/videomedia/createvideo`,
      payload: { title: '\ud83d', url: '/v.mp4' },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: `请求体字段 title ${UNSTORABLE}`,
  },
  {
    name: 'NUL in a path parameter',
    request: { method: 'GET', url: `/api/${DEMO.appId}/content/article%00` },
    rspCd: RSP_CD.badRequest,
    rspInf: `路径参数 schemaName ${UNSTORABLE}`,
  },
  {
    name: 'JSON nested 100 000 deep',
    request: {
      method: 'POST',
      url: GRAPHQL,
      payload: deepObject(100_000),
      headers: { 'content-type': 'application/json' },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: `请求无效：JSON 嵌套超过 ${MAX_JSON_DEPTH} 层`,
  },
  {
    name: 'a ContentDataList text nested too deep',
    request: {
      method: 'POST',
      url: `/api/${DEMO.appId}/content/article/batch`,
      payload: { ContentDataList: `[${deepObject(MAX_JSON_DEPTH + 1)}]` },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: `ContentDataList 无效：JSON 嵌套超过 ${MAX_JSON_DEPTH} 层`,
  },
  {
    name: 'a body that is not JSON',
    request: {
      method: 'POST',
      url: GRAPHQL,
      payload: '{"query":',
      headers: { 'content-type': 'application/json' },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: '请求无效：请求体不是有效的 JSON',
  },
  {
    name: 'an unsupported content type',
    request: {
      method: 'POST',
      url: GRAPHQL,
      payload: '<query/>',
      headers: { 'content-type': 'application/xml' },
    },
    rspCd: RSP_CD.badRequest,
    rspInf:
      '请求无效：不支持的 Content-Type（application/xml），应为 application/json、text/plain 或 multipart/form-data',
  },
  {
    name: 'a body that is not an object',
    request: { method: 'PUT', url: ARTICLE_URL, payload: [1, 2] },
    rspCd: RSP_CD.badRequest,
    rspInf: '请求体应为 { data: { 字段: { iv: 值 } }, expectedVersion? }',
  },
  {
    name: 'a number beyond every integer',
    request: {
      method: 'PUT',
      url: `${ARTICLE_URL}?expectedVersion=99999999999999999999999`,
      payload: { data: { title: { iv: 'x' } } },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: '参数 expectedVersion 无效：应为正整数',
  },
  {
    name: 'top: 1e400 in a GraphQL variable',
    request: {
      method: 'POST',
      url: GRAPHQL,
      payload:
        '{"query":"query ($t: Int) { queryArticleContentsWithTotal(top: $t) { total } }","variables":{"t":1e400}}',
      headers: { 'content-type': 'application/json' },
    },
    rspCd: RSP_CD.badRequest,
    rspInf: '请求体字段 variables.t 数字超出范围（不是有限数）',
  },
  {
    name: 'an id that is not a GUID',
    request: { method: 'DELETE', url: `/api/${DEMO.appId}/content/article/not-an-id` },
    rspCd: RSP_CD.notFound,
    rspInf: '内容 not-an-id 不存在',
  },
  {
    name: 'a URL that does not percent-decode',
    request: { method: 'GET', url: `/api/${DEMO.appId}/content/%E0%A4%A` },
    rspCd: RSP_CD.badRequest,
    rspInf: '请求无效：地址含有无法解码的字符',
  },
];

describe.each(TEST_DATABASES)('bad input on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  /** The app still works: the settings call and a signed query answer 00000. */
  async function expectStillServing(): Promise<void> {
    const settings = await app.inject({ url: '/api/home/configuration?host=localhost' });
    expect(settings.json<Envelope>().rspCd).toBe(RSP_CD.success);
    const query = await injectSigned(app, {
      method: 'POST',
      url: GRAPHQL,
      payload: { query: '{ queryArticleContentsWithTotal(top: 1) { total } }' },
    });
    expect(query.json<Envelope>()).toMatchObject({
      rspCd: RSP_CD.success,
      data: { queryArticleContentsWithTotal: { total: DEMO.articleCount } },
    });
  }

  it.each(CASES)('refuses $name clearly, and keeps serving', async ({ request, rspCd, rspInf }) => {
    const response = await injectSigned(app, request);
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope>();
    expect(body.rspCd).toBe(rspCd);
    if (typeof rspInf === 'string') expect(body.rspInf).toBe(rspInf);
    else expect(body.rspInf).toMatch(rspInf);
    expect(body.data).toBeNull();
    await expectStillServing();
  });

  it('changed nothing for the refused writes', async () => {
    const item = await getEnvelope<{ version: number }>(app, ARTICLE_URL);
    expect(item.data?.version).toBe(1);
  });

  it('answers the settings call with a fresh cookie when XSRF-TOKEN is malformed', async () => {
    for (const cookie of [`${XSRF_COOKIE}=%E0%A4%A`, `${XSRF_COOKIE}=`, `${XSRF_COOKIE}=a b;c`]) {
      const settings = await app.inject({
        url: '/api/home/configuration?host=localhost',
        headers: { cookie },
      });
      expect(settings.json<Envelope>().rspCd).toBe(RSP_CD.success);
      expect(settings.headers['set-cookie']).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax$/);
    }
    await expectStillServing();
  });

  it('answers every refusal with the request id header', async () => {
    const requestid = randomUUID();
    const response = await injectSigned(app, {
      method: 'PUT',
      url: ARTICLE_URL,
      payload: { data: { title: { iv: '\u0000' } } },
      headers: { requestid },
    });
    expect(response.json<Envelope>().rspCd).toBe(RSP_CD.badRequest);
    expect(response.headers.requestid).toBe(requestid);
  });
});
