import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '@tessera/ports';
import { DEMO } from '@tessera/test-utils';
import { CONTENT_PATHS, STORAGE_KEYS } from '@tessera/protocol';
import type { SessionPort, TokenData } from '../index.js';
import {
  client,
  demoContext,
  memoryCookies,
  memoryNavigation,
  memoryStorage,
  pageRouters,
  rejection,
  startFaultyServer,
} from './harness.js';
import type { FaultyServer } from './harness.js';

const EXPIRED = '会话已失效, 请重新登录';
const CONCURRENT = '当前账号在别处登录，请注意账号安全。';

/** A session port over an in-memory token record; `refreshToken` answers `fresh` or fails. */
function memorySession(tokens: Partial<TokenData>, fresh?: TokenData) {
  const calls = { refresh: 0, saved: [] as TokenData[] };
  let current: Partial<TokenData> = { ...tokens };
  const port: SessionPort = {
    getTokens: () => current,
    refreshToken: async () => {
      calls.refresh += 1;
      if (!fresh) throw new Error('refresh refused');
      return fresh;
    },
    saveTokens: (next) => {
      calls.saved.push(next);
      current = next;
    },
  };
  return { port, calls, current: () => current };
}

describe('the 401 rules of spec 1 §4 against the reference server', () => {
  let server: FaultyServer;
  beforeAll(async () => {
    server = await startFaultyServer();
  });
  afterAll(() => server?.close());

  it('refreshes the token and retries the original request exactly once', async () => {
    // The first call is answered 401; the retried call passes. Both tokens are real: the
    // server verifies every bearer token (before the injected 401).
    const [old, renewed] = [server.accessToken, (await server.signIn()).accessToken];
    server.faults(() => (server.seen.length === 1 ? { status: 401 } : undefined));
    const session = memorySession(
      { accessToken: old, refreshToken: 'r1', isAutoLogin: true },
      { accessToken: renewed, refreshToken: 'r2', isAutoLogin: true },
    );
    const { client: api, messages } = client(server.url, {
      session: session.port,
      getContext: () => ({ ...demoContext, accessToken: session.current().accessToken }),
    });
    const pages = await api.get<unknown[]>(pageRouters);
    expect(pages).toContainEqual(expect.objectContaining({ name: 'home' }));
    expect(session.calls.refresh).toBe(1);
    expect(session.calls.saved).toEqual([
      { accessToken: renewed, refreshToken: 'r2', isAutoLogin: true },
    ]);
    // Counted server-side: the original request and exactly one retry, with the new token and
    // a fresh nonce (the retry was signed again).
    expect(server.seen.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${old}`,
      `Bearer ${renewed}`,
    ]);
    expect(server.seen[1]!.headers.nonce).not.toBe(server.seen[0]!.headers.nonce);
    expect(messages.shown).toEqual([{ level: 'error', text: EXPIRED }]);
  });

  it('does not retry a second time when the retried request answers 401 too', async () => {
    server.faults(() => ({ status: 401 }));
    const cookies = memoryCookies({ [STORAGE_KEYS.accessToken]: 'old' });
    const session = memorySession(
      { accessToken: 'old', refreshToken: 'r1', isAutoLogin: true },
      { accessToken: 'new', refreshToken: 'r2', isAutoLogin: true },
    );
    const { client: api } = client(server.url, { session: session.port, cookies });
    expect(await rejection(api.get(pageRouters))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(server.seen).toHaveLength(2);
    expect(session.calls.refresh).toBe(1);
    expect(cookies.jar.has(STORAGE_KEYS.accessToken)).toBe(false);
  });

  it.each([
    { name: 'no refresh token', tokens: { accessToken: 'a', isAutoLogin: true } },
    { name: 'no auto-login flag', tokens: { accessToken: 'a', refreshToken: 'r' } },
    {
      name: 'a refused refresh',
      tokens: { accessToken: 'a', refreshToken: 'r', isAutoLogin: true },
    },
  ])('deletes the access-token cookie and passes the error on with $name', async ({ tokens }) => {
    server.faults(() => ({ status: 401 }));
    const cookies = memoryCookies({ [STORAGE_KEYS.accessToken]: 'a', other: 'kept' });
    const { client: api, messages } = client(server.url, {
      session: memorySession(tokens).port,
      cookies,
    });
    const error = await rejection(api.get(pageRouters));
    expect(error).toMatchObject({ kind: 'unauthorized', message: EXPIRED, status: 401 });
    expect(server.seen).toHaveLength(1);
    expect([...cookies.jar.keys()]).toEqual(['other']);
    expect(messages.shown).toEqual([{ level: 'error', text: EXPIRED }]);
  });

  it('clears cookies and the local token on a concurrent login and goes to /login, throttled 1.5 s', async () => {
    server.faults(() => ({ status: 401, headers: { loginconcurrentsession: '1' } }));
    // The fake clock also stamps the requests, so it starts at the real time (server skew check).
    const clock = createFakeClock({ now: Date.now() });
    const cookies = memoryCookies({ [STORAGE_KEYS.accessToken]: 'a', 'XSRF-TOKEN': 'x' });
    const storage = memoryStorage({ [STORAGE_KEYS.accessToken]: 'a', keep: '1' });
    const navigation = memoryNavigation('/home');
    const session = memorySession(
      { accessToken: 'a', refreshToken: 'r', isAutoLogin: true },
      { accessToken: 'b' },
    );
    const { client: api, messages } = client(server.url, {
      cookies,
      storage,
      navigation,
      session: session.port,
      clock,
    });
    const goHome = () => {
      navigation.path = '/home';
    };
    await rejection(api.get(pageRouters));
    goHome();
    clock.advance(1_000); // within 1.5 s: no second message, no second navigation
    await rejection(api.get(pageRouters));
    goHome();
    clock.advance(600); // 1.6 s after the first: throttle open again
    const error = await rejection(api.get(pageRouters));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(cookies.jar.size).toBe(0);
    expect([...storage.items.keys()]).toEqual(['keep']);
    expect(navigation.visits).toEqual(['go:/login', 'go:/login']);
    expect(messages.shown).toEqual([
      { level: 'error', text: EXPIRED },
      { level: 'warning', text: CONCURRENT },
      { level: 'error', text: EXPIRED },
      { level: 'error', text: EXPIRED },
      { level: 'warning', text: CONCURRENT },
    ]);
    // The session rules never refresh after a concurrent login.
    expect(session.calls.refresh).toBe(0);
  });

  it('shows nothing more and stays put when already on the login page', async () => {
    server.faults(() => ({ status: 401, headers: { loginconcurrentsession: '1' } }));
    const navigation = memoryNavigation('/login/0');
    const { client: api, messages } = client(server.url, { navigation });
    await rejection(api.get(pageRouters));
    expect(navigation.visits).toEqual([]);
    expect(messages.shown).toEqual([{ level: 'error', text: EXPIRED }]);
  });

  it('cancels every pending request when one answers 401', async () => {
    server.faults((request) =>
      request.headers['x-case'] === 'expired' ? { status: 401 } : { delayMs: 1_000 },
    );
    const { client: api, messages } = client(server.url);
    const slow = [
      api.get(pageRouters),
      api.post(CONTENT_PATHS.queryGraphqls.build({ app: DEMO.appId }), { query: '{ x }' }),
    ];
    // Both slow calls are in flight before the 401 arrives.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const expired = await rejection(api.get(pageRouters, { headers: { 'x-case': 'expired' } }));
    expect(expired.kind).toBe('unauthorized');
    const results = await Promise.allSettled(slow);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ name: 'AbortError' });
    }
    expect(messages.shown).toEqual([{ level: 'error', text: EXPIRED }]);
    // A call made after the cancellation goes through normally.
    server.faults(undefined);
    expect(await api.get(pageRouters)).toContainEqual(expect.objectContaining({ name: 'home' }));
  });
});
