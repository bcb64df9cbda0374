import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoArticleIds } from '@tessera/test-utils';
import { CONTENT_PATHS, PAGE_PATHS, SUB_APP_PATHS } from '@tessera/protocol';
import type { PageDefinition, PageJsonData } from '@tessera/protocol';
import {
  client,
  demoContext,
  graphql,
  pageRouters,
  rejection,
  startFaultyServer,
} from './harness.js';
import type { FaultyServer } from './harness.js';

describe('createRequestClient against the reference server', () => {
  let server: FaultyServer;
  beforeAll(async () => {
    server = await startFaultyServer();
  });
  afterAll(() => server?.close());

  it('returns the envelope data of a signed GET', async () => {
    const { client: api, messages } = client(server.url);
    const pages = await api.get<PageDefinition[]>(pageRouters);
    expect(pages.map((page) => page.name)).toEqual(
      expect.arrayContaining(['detail', 'home', 'login']),
    );
    expect(messages.shown).toEqual([]);
  });

  it('returns the envelope data of a signed JSON POST', async () => {
    const { client: api } = client(server.url);
    const data = await api.post<{ queryArticleContentsWithTotal: { total: number } }>(graphql, {
      query: '{ queryArticleContentsWithTotal(top: 1) { total } }',
    });
    expect(data.queryArticleContentsWithTotal.total).toBe(DEMO.articleCount);
  });

  it('sends a signed DELETE without a body and returns the envelope data', async () => {
    server.faults(undefined);
    const { client: api, messages } = client(server.url);
    const { id } = demoArticleIds(DEMO.articleCount);
    const path = CONTENT_PATHS.contentItem.build({ appId: DEMO.appId, schemaName: 'article', id });
    const deleted = await api.delete<{ id: string }>(path);
    expect(deleted).toMatchObject({ id });
    expect(server.seen[0]).toMatchObject({ method: 'DELETE', rawBody: undefined });
    expect(server.seen[0]!.headers.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(messages.shown).toEqual([]);
    // Gone now: the second DELETE is refused with the server's 40400 and nothing is returned.
    expect((await rejection(api.delete(path))).rspCd).toBe('40400');
  });

  it('sends every shared header of spec 1 §7', async () => {
    server.faults(undefined);
    const { client: api } = client(server.url, {
      getContext: () => ({
        ...demoContext,
        subAppType: 'Mobile',
        accessToken: server.accessToken,
        currentPublishVersion: '7',
        pvid: 'pv-1',
        workflowProId: 'wf-9',
      }),
    });
    const before = Date.now();
    await api.post(
      graphql,
      { query: '{ queryArticleContentsWithTotal(top: 1) { total } }' },
      { operationId: 'op-7' },
    );
    const headers = server.seen[0]!.headers;
    expect(headers).toMatchObject({
      authorization: `Bearer ${server.accessToken}`,
      pvid: 'pv-1',
      ak: DEMO.accessKey,
      appid: DEMO.appId,
      subappid: DEMO.pcSubAppId,
      pageid: DEMO.pages.pcHome,
      mode: 'Mobile',
      source: 'h5',
      workflowproid: 'wf-9',
      newversion: 'v1.3.0307',
      'current-publish-version': '7',
      'current-env': 'Runtime',
      operationid: 'op-7',
    });
    expect(headers.nonce).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(headers.requestid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    for (const name of ['token', 'sign', 'hashtoken', 'permissionsign']) {
      expect(headers[name]).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(Number(headers.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(headers.timestamp)).toBeLessThanOrEqual(Date.now());
  });

  it('reads the context per request, makes fresh ids and lets call headers win', async () => {
    server.faults(undefined);
    let token: string | null = null;
    const { client: api } = client(server.url, {
      getContext: () => ({ ...demoContext, accessToken: token }),
    });
    await api.get(pageRouters);
    token = server.accessToken;
    await api.get(pageRouters, { headers: { PageId: DEMO.pages.pcLogin } });
    const [first, second] = server.seen;
    expect(first!.headers.authorization).toBeUndefined();
    expect(second!.headers.authorization).toBe(`Bearer ${server.accessToken}`);
    expect(second!.headers.pageid).toBe(DEMO.pages.pcLogin);
    expect(second!.headers.requestid).not.toBe(first!.headers.requestid);
  });

  it('carries a context given with withContext on that client only, signed and shared', async () => {
    server.faults(undefined);
    const { client: api } = client(server.url);
    const onPage = api.withContext({ pageId: DEMO.pages.pcLogin, workflowProId: 'wf-3' });
    await onPage.get(pageRouters);
    await api.get(pageRouters);
    await onPage.withContext({ workflowProId: 'wf-4' }).get(pageRouters);
    const [page, plain, nested] = server.seen;
    expect(page!.headers).toMatchObject({ pageid: DEMO.pages.pcLogin, workflowproid: 'wf-3' });
    expect(plain!.headers.pageid).toBe(DEMO.pages.pcHome);
    expect(plain!.headers.workflowproid).toBeUndefined();
    expect(nested!.headers).toMatchObject({ pageid: DEMO.pages.pcLogin, workflowproid: 'wf-4' });
  });

  it('posts objects as JSON and strings as text, both signed over the body as sent', async () => {
    server.faults(() => ({ body: { rspCd: '00000', rspInf: 'success', data: 'ok' } }));
    const { client: api } = client(server.url);
    expect(await api.post(graphql, { a: 1 })).toBe('ok');
    expect(await api.post(graphql, 'plain 文本')).toBe('ok');
    const [json, text] = server.seen;
    expect(json).toMatchObject({
      rawBody: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(text!.rawBody).toBe('plain 文本');
    expect(text!.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('rejects an envelope error with the server rspInf and shows it', async () => {
    server.faults(undefined);
    const { client: api, messages } = client(server.url);
    const missingPage = '7e55e7a0-0002-4000-8000-0000000000ff';
    const error = await rejection(
      api.get<PageJsonData>(
        PAGE_PATHS.jsonPageData.build({
          appId: DEMO.appId,
          subAppId: DEMO.pcSubAppId,
          appType: 'Pc',
          envType: 'Runtime',
          pageId: missingPage,
        }),
      ),
    );
    expect(error).toMatchObject({
      kind: 'envelope',
      rspCd: '40400',
      message: `页面 ${missingPage} 不存在`,
    });
    expect(messages.shown).toEqual([{ level: 'error', text: `页面 ${missingPage} 不存在` }]);
  });

  it('resolves absolute paths without the API prefix and appends searchParams', async () => {
    const { client: api } = client(server.url);
    expect(api.url('home/configuration')).toBe(`${server.url}/api/home/configuration`);
    expect(api.url('/apps/v1/x')).toBe(`${server.url}/apps/v1/x`);
    expect((await rejection(api.get(`/${pageRouters}`))).status).toBe(404);
    const settings = await api.get<{ appId: string }>(
      SUB_APP_PATHS.configuration.build({ host: '127.0.0.1' }),
      {
        searchParams: { unused: 'x', skipped: undefined },
      },
    );
    expect(settings.appId).toBe(DEMO.appId);
  });

  it('runs extra steps after the shared headers and before the status check', async () => {
    server.faults((request) =>
      request.headers['x-probe'] === '401' ? { status: 401 } : undefined,
    );
    const seen: string[] = [];
    const { client: api } = client(server.url, {
      steps: [
        {
          name: 'probe',
          beforeRequest: (request) => {
            seen.push(`before:${request.headers.nonce?.length ?? 0}`);
          },
          afterResponse: (response) => {
            seen.push(`after:${response.status}`);
          },
        },
      ],
    });
    await api.get(pageRouters);
    await rejection(api.get(pageRouters, { headers: { 'x-probe': '401' } }));
    expect(seen).toEqual(['before:4', 'after:200', 'before:4', 'after:401']);
  });

  it('uses an injected fetch', async () => {
    const urls: string[] = [];
    const { client: api } = client(server.url, {
      fetch: (input, init) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return globalThis.fetch(input, init);
      },
    });
    await api.get(pageRouters, { searchParams: { a: 1 } });
    expect(urls).toEqual([`${server.url}/api/${pageRouters}?a=1`]);
  });
});
