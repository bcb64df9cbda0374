import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@tessera/test-utils';
import { SUB_APP_PATHS } from '@tessera/protocol';
import type { Settings } from '@tessera/protocol';
import {
  articlesQuery,
  client,
  graphql,
  pageRouters,
  rejection,
  startFaultyServer,
} from './harness.js';
import type { FaultyServer } from './harness.js';

const articles = articlesQuery;

describe('body encryption (spec 1 §7) against the reference server', () => {
  let server: FaultyServer;
  let publicKey: string;
  beforeAll(async () => {
    server = await startFaultyServer();
    // The public key comes with the settings, like in the apps.
    const { client: plain } = client(server.url);
    publicKey = (
      await plain.get<Settings>(SUB_APP_PATHS.configuration.build({ host: '127.0.0.1' }))
    ).publicKey;
  });
  afterAll(() => server?.close());

  const secretClient = (overrides: Parameters<typeof client>[1] = {}) =>
    client(server.url, {
      getContext: () => ({ ...server.context, bodyIsSecret: true, publicKey }),
      ...overrides,
    });

  it('sends an encrypted text/plain body with body-key and opens the graphqkey answer', async () => {
    server.faults(undefined);
    const { client: api } = secretClient();
    const note = '中文备注：请求体加密测试 ✓';
    const data = await api.post<{ queryArticleContentsWithTotal: { total: number } }>(graphql, {
      query: articles,
      variables: { note },
    });
    expect(data.queryArticleContentsWithTotal.total).toBe(DEMO.articleCount);
    const [seen] = server.seen;
    expect(seen!.headers['content-type']).toMatch(/^text\/plain/);
    expect(seen!.headers['body-key']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(seen!.rawBody).not.toContain('query');
    // The server decrypted the body before its handlers (and the fault hook) saw it.
    expect(seen!.body).toEqual({ query: articles, variables: { note } });
  });

  it('leaves calls outside the list of spec 1 §7 and sites without the setting in plain text', async () => {
    server.faults(undefined);
    const { client: api } = secretClient();
    await api.get(pageRouters);
    const { client: plain } = client(server.url, {
      getContext: () => ({ ...server.context, bodyIsSecret: false, publicKey }),
    });
    await plain.post(graphql, { query: articles });
    expect(server.seen.map((r) => r.headers['body-key'])).toEqual([undefined, undefined]);
    expect(server.seen[1]!.rawBody).toContain('query');
  });

  it('round-trips a body of about 1 MB of Chinese text', async () => {
    server.faults(undefined);
    const { client: api } = secretClient();
    // 3 bytes per character in UTF-8: just under Fastify's 1 MiB JSON body limit.
    const note = '汉字'.repeat(170_000);
    await api.post(graphql, { query: articles, variables: { note } });
    expect((server.seen[0]!.body as { variables: { note: string } }).variables.note).toBe(note);
  });

  it('is refused (40103) when the body-key header is tampered with', async () => {
    server.faults(undefined);
    const { client: api, messages } = secretClient({
      fetch: (input, init) => {
        const request = new Request(input, init);
        const key = request.headers.get('body-key') ?? '';
        request.headers.set(
          'body-key',
          `${key.slice(0, 10)}${key[10] === 'A' ? 'B' : 'A'}${key.slice(11)}`,
        );
        return globalThis.fetch(request);
      },
    });
    const error = await rejection(api.post(graphql, { query: articles }));
    expect(error).toMatchObject({ kind: 'envelope', rspCd: '40103' });
    expect(messages.shown).toEqual([
      { level: 'error', text: '请求体解密失败：内容或 body-key 已被篡改' },
    ]);
  });

  it('encrypts afresh when a 401 refresh retries the call', async () => {
    // Real tokens: the server verifies every bearer token before the injected 401.
    const renewed = (await server.signIn()).accessToken;
    server.faults(() => (server.seen.length === 1 ? { status: 401 } : undefined));
    let token = server.accessToken;
    const { client: api } = secretClient({
      getContext: () => ({ ...server.context, bodyIsSecret: true, publicKey, accessToken: token }),
      session: {
        getTokens: () => ({ accessToken: token, refreshToken: 'r', isAutoLogin: true }),
        refreshToken: async () => ({ accessToken: renewed, refreshToken: 'r', isAutoLogin: true }),
        saveTokens: (tokens) => {
          token = tokens.accessToken;
        },
      },
    });
    await api.post(graphql, { query: articles });
    expect(server.seen).toHaveLength(2);
    expect(server.seen[1]!.body).toEqual({ query: articles });
    expect(server.seen[1]!.headers['body-key']).not.toBe(server.seen[0]!.headers['body-key']);
  });
});
