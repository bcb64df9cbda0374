import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signedHeaders, startTestServer, type TestServer } from './index.js';

const databases = [
  { name: 'PGlite', databaseUrl: undefined },
  ...(process.env.DATABASE_URL
    ? [{ name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL }]
    : []),
];

describe.each(databases)('startTestServer on $name', ({ databaseUrl }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {});
  });
  afterAll(() => server?.close());

  it('answers the demo settings over real HTTP on 127.0.0.1', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const host = new URL(server.url).host;
    const response = await fetch(`${server.url}/api/home/configuration?host=${host}`);
    const body = (await response.json()) as {
      rspCd: string;
      data: { appId: string; designApiUrl: string } | null;
    };
    expect(body.rspCd).toBe('00000');
    expect(body.data?.appId).toBe(DEMO.appId);
    // '' base URLs are answered as the origin the caller used.
    expect(body.data?.designApiUrl).toBe(server.url);
  });

  it('answers content GraphQL (the server runs from source inside this Vitest)', async () => {
    const payload = JSON.stringify({
      query: '{ queryArticleContentsWithTotal(top: 1) { total items { data } } }',
    });
    // Content reads of schemas no public page binds need a signed-in caller.
    const authorization = `Bearer ${(await server.signIn()).accessToken}`;
    const response = await fetch(`${server.url}/api/querygraphqls?app=${DEMO.appId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders({ body: payload, headers: { authorization } }),
      },
      body: payload,
    });
    const body = (await response.json()) as { rspCd: string; data: unknown };
    expect(body).toEqual({
      rspCd: '00000',
      rspInf: 'success',
      data: {
        queryArticleContentsWithTotal: {
          total: DEMO.articleCount,
          items: [{ data: expect.objectContaining({ title: { iv: '文章 1' } }) }],
        },
      },
    });
  });

  it('refuses an unsigned call and passes server options such as testFaults through', async () => {
    const url = `${server.url}/api/${DEMO.appId}/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`;
    const unsigned = (await (await fetch(url)).json()) as { rspCd: string };
    expect(unsigned.rspCd).toBe('40100');
    const seen: string[] = [];
    const faulty = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      serverOptions: {
        testFaults: (request) => {
          seen.push(request.url);
          return { status: 502 };
        },
      },
    });
    try {
      const response = await fetch(url.replace(server.url, faulty.url), {
        headers: signedHeaders(),
      });
      expect(response.status).toBe(502);
      expect(seen).toEqual([url.replace(server.url, '')]);
    } finally {
      await faulty.close();
    }
    // It starts a second server (migrations and seed): the time of a hook, not of a test.
  }, 120_000);

  it('signs in the demo account through the real login call; the token may write', async () => {
    const tokens = await server.signIn();
    expect(tokens).toMatchObject({ tokenType: 'Bearer', expiresIn: expect.any(Number) });
    const online = `${server.url}/apps/v1/account/online`;
    const anonymous = await fetch(online, { method: 'POST', headers: signedHeaders() });
    expect(anonymous.status).toBe(401);
    const authorization = `Bearer ${tokens.accessToken}`;
    const signedIn = await fetch(online, {
      method: 'POST',
      headers: signedHeaders({ headers: { authorization } }),
    });
    expect(((await signedIn.json()) as { rspCd: string }).rspCd).toBe('00000');
    // A second sign-in of the same account is a session of its own.
    expect((await server.signIn()).accessToken).not.toBe(tokens.accessToken);
  });

  // A second server starts (migrations and seed on a fresh database): slow on a busy machine.
  it('closes idempotently and stops listening', { timeout: 120_000 }, async () => {
    const other = await startTestServer(databaseUrl ? { databaseUrl } : {});
    await other.close();
    await other.close();
    await expect(fetch(`${other.url}/api/home/configuration?host=x`)).rejects.toThrow();
  });
});
