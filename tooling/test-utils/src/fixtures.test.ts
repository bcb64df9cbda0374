import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  signedHeaders,
  startTestServer,
  type ServerFixtures,
  type TestServer,
} from './index.js';

const FIXTURES: ServerFixtures = {
  schemas: [
    {
      name: 'city',
      label: '城市',
      fields: [
        { name: 'name', fieldType: 'String' },
        { name: 'people', fieldType: 'Number' },
      ],
      items: [{ data: { name: '甲城', people: 3 } }, { data: { name: '乙城', people: 5 } }],
    },
  ],
};

describe('startTestServer with serverOptions.fixtures', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl: process.env.DATABASE_URL,
      serverOptions: { fixtures: FIXTURES },
    });
  });
  afterAll(() => server?.close());

  it('serves the fixture schemas next to the demo content', async () => {
    const body = JSON.stringify({
      query:
        '{ queryCityContentsWithTotal { total items { data } } queryArticleContentsWithTotal(top: 1) { total } }',
    });
    // Content reads of schemas no public page binds need a signed-in caller.
    const authorization = `Bearer ${(await server.signIn()).accessToken}`;
    const response = await fetch(`${server.url}/api/querygraphqls?app=${DEMO.appId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders({ body, headers: { authorization } }),
      },
      body,
    });
    const answer = (await response.json()) as {
      rspCd: string;
      data: Record<string, { total: number; items?: { data: { name: { iv: string } } }[] }>;
    };
    expect(answer.rspCd).toBe('00000');
    expect(answer.data.queryCityContentsWithTotal?.items?.map((i) => i.data.name.iv)).toEqual([
      '甲城',
      '乙城',
    ]);
    expect(answer.data.queryArticleContentsWithTotal?.total).toBe(DEMO.articleCount);
  });
});
