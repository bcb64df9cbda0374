import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEYS, XSRF_COOKIE } from '@tessera/protocol';
import { SIGNING_VECTORS, SKEW_WINDOW_MS } from '@tessera/protocol/signing';
import { createFakeClock } from '@tessera/ports';
import { createRequestClient } from '../index.js';
import {
  articlesQuery,
  client,
  demoContext,
  graphql,
  memoryCookies,
  memoryStorage,
  pageRouters,
  rejection,
  startFaultyServer,
} from './harness.js';
import type { FaultyServer } from './harness.js';

const articles = { query: articlesQuery };

describe('the signing step and the shared vectors', () => {
  it.each(SIGNING_VECTORS.signs)(
    'signs $fields.mode $fields.requestId exactly as the vector',
    async (vector) => {
      const { fields } = vector;
      const [tokenVector] = SIGNING_VECTORS.tokens;
      let sent: Headers | undefined;
      const api = createRequestClient({
        baseUrl: 'http://127.0.0.1:9',
        getContext: () => ({
          appId: fields.appId,
          subAppId: fields.subAppId,
          pageId: fields.pageId,
          subAppType: fields.mode as 'Pc' | 'Mobile',
          envType: 'Runtime',
          currentPublishVersion: '1',
          accessToken: fields.authorization.replace(/^Bearer /, '') || null,
          accessKey: tokenVector!.fields.accessKey,
          secretKey: tokenVector!.fields.secretKey,
        }),
        clock: createFakeClock({ now: Number(fields.timestamp) }),
        ids: {
          requestId: () => fields.requestId,
          nonce: () => tokenVector!.fields.nonce,
        },
        // No network: the chain's output is the request handed to fetch.
        fetch: async (input, init) => {
          sent = new Request(input, init).headers;
          return Response.json({ rspCd: '00000', rspInf: 'success', data: null });
        },
      });
      const options = fields.operationId ? { operationId: fields.operationId } : {};
      if (fields.body === '') await api.get('x', options);
      else await api.post('x', JSON.parse(fields.body), options);
      expect(sent?.get('sign')).toBe(vector.sign);
      if (fields.timestamp === tokenVector!.fields.timestamp)
        expect(sent?.get('token')).toBe(tokenVector!.token);
      const hashVector = SIGNING_VECTORS.hashTokens.find((h) =>
        fields.authorization.endsWith(h.accessToken),
      );
      expect(sent?.get('hashtoken') ?? undefined).toBe(hashVector?.hashToken);
    },
  );

  it('sends no signature before the settings gave the keys', async () => {
    let sent: Headers | undefined;
    const api = createRequestClient({
      baseUrl: 'http://127.0.0.1:9',
      getContext: () => ({ ...demoContext, accessKey: undefined, secretKey: undefined }),
      fetch: async (input, init) => {
        sent = new Request(input, init).headers;
        return Response.json({ rspCd: '00000', rspInf: 'success', data: null });
      },
    });
    await api.get('home/configuration?host=x');
    expect(sent?.has('sign')).toBe(false);
    expect(sent?.has('nonce')).toBe(true);
  });
});

describe('signed calls against the reference server', () => {
  let server: FaultyServer;
  beforeAll(async () => {
    server = await startFaultyServer();
  });
  afterAll(() => server?.close());

  it('is refused as a replay when nonce and timestamp repeat', async () => {
    const stamp = Date.now();
    const { client: api, messages } = client(server.url, {
      clock: createFakeClock({ now: stamp }),
      ids: { nonce: () => 'Same' },
    });
    expect(await api.get(pageRouters)).toContainEqual(expect.objectContaining({ name: 'home' }));
    const replay = await rejection(api.get(pageRouters));
    expect(replay).toMatchObject({ kind: 'envelope', rspCd: '40101' });
    expect(messages.shown).toEqual([{ level: 'error', text: replay.message }]);
  });

  it.each([
    { name: 'behind', offset: -(SKEW_WINDOW_MS + 60_000) },
    { name: 'ahead', offset: SKEW_WINDOW_MS + 60_000 },
  ])('is refused when the device clock is 16 minutes $name', async ({ offset }) => {
    const { client: api } = client(server.url, {
      clock: createFakeClock({ now: Date.now() + offset }),
    });
    const error = await rejection(api.get(pageRouters));
    expect(error).toMatchObject({ kind: 'envelope', rspCd: '40102' });
    expect(error.message).toContain('15 分钟');
  });

  it('is refused when the body is changed after signing', async () => {
    const { client: api } = client(server.url, {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const body = (await request.text()).replace('top: 1', 'top: 50');
        return globalThis.fetch(new Request(request, { body }));
      },
    });
    const error = await rejection(api.post(graphql, articles));
    expect(error).toMatchObject({ rspCd: '40100', message: 'sign 校验失败：请求内容与签名不符' });
  });

  it('echoes the XSRF cookie and sends the show-hidden-field code', async () => {
    server.faults(undefined);
    const withCookie =
      (value: string): typeof fetch =>
      (input, init) => {
        const request = new Request(input, init);
        request.headers.set('cookie', `${XSRF_COOKIE}=${value}`);
        return globalThis.fetch(request);
      };
    const { client: api } = client(server.url, {
      cookies: memoryCookies({ [XSRF_COOKIE]: 'abc' }),
      sessionStorage: memoryStorage({ [SESSION_KEYS.showHiddenFieldCode]: 'code-1' }),
      fetch: withCookie('abc'),
    });
    await api.post(graphql, articles);
    expect(server.seen[0]!.headers).toMatchObject({
      'x-xsrf-token': 'abc',
      showhiddenfield: 'code-1',
    });

    const { client: forged } = client(server.url, {
      cookies: memoryCookies({ [XSRF_COOKIE]: 'other' }),
      fetch: withCookie('abc'),
    });
    expect(await rejection(forged.post(graphql, articles))).toMatchObject({ rspCd: '40104' });
  });
});
