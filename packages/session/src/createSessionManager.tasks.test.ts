import { describe, expect, it } from 'vitest';
import { createSessionHarness } from './__tests__/harness.js';
import type { TokenData, UserInfo } from './types.js';

const MINUTE = 60_000;

describe('createSessionManager: token refresh every 10 minutes (spec 1 §4, §9)', () => {
  it.each<[string, TokenData, boolean, string[]]>([
    [
      'with a refresh token: at 10, 20 and 30 minutes',
      { accessToken: 'a', refreshToken: 'r' },
      true,
      ['r', 'r1', 'r2'],
    ],
    ['without a refresh token: never', { accessToken: 'a' }, true, []],
    ['without a refresh function: never', { accessToken: 'a', refreshToken: 'r' }, false, []],
  ])('%s', async (_case, tokens, wired, expected) => {
    const calls: string[] = [];
    let n = 0;
    const { session, clock } = createSessionHarness(
      wired
        ? {
            refreshTokens: async (current) => {
              calls.push(current.refreshToken);
              n += 1;
              return { accessToken: `a${n}`, refreshToken: `r${n}`, expiresIn: 3600 };
            },
          }
        : {},
    );
    session.login(tokens, { userId: 'u1' });
    await clock.advanceAsync(10 * MINUTE - 1);
    expect(calls).toEqual([]);
    await clock.advanceAsync(1);
    expect(calls).toEqual(expected.slice(0, 1));
    await clock.advanceAsync(20 * MINUTE);
    expect(calls).toEqual(expected);
  });

  it('stores the refreshed tokens, keeps auto-login and the refresh token when none comes back', async () => {
    const { session, clock, cookies } = createSessionHarness({
      refreshTokens: async () => ({ accessToken: 'fresh', expiresIn: 900 }),
    });
    session.login(
      {
        accessToken: 'a',
        refreshToken: 'r',
        isAutoLogin: true,
        isAutoLoginDays: 7,
        expiresIn: 1800,
      },
      { userId: 'u1' },
    );
    await clock.advanceAsync(10 * MINUTE);
    expect(session.getAccessToken()).toBe('fresh');
    expect(session.getSnapshot().tokens).toEqual({
      accessToken: 'fresh',
      refreshToken: 'r',
      expiresIn: 900,
      isAutoLogin: true,
      isAutoLoginDays: 7,
    });
    expect(cookies.getItem('AUTH-LOCAL')).toBe('fresh');
    expect(cookies.daysOf('AUTH-LOCAL')).toBe(7);
  });

  it('does not count a refresh as activity, but takes the new expiresIn from the last activity', async () => {
    const { session, clock } = createSessionHarness({
      refreshTokens: async () => ({ accessToken: 'fresh', expiresIn: 1200 }),
    });
    session.login({ accessToken: 'a', refreshToken: 'r', expiresIn: 900 }, { userId: 'u1' });
    const start = clock.now();
    await clock.advanceAsync(10 * MINUTE);
    expect(session.idleDeadline()).toBe(start + 1200_000);
    await clock.advanceAsync(10 * MINUTE - 1);
    expect(session.getSnapshot().status).toBe('authenticated');
    await clock.advanceAsync(1);
    expect(session.getSnapshot().status).toBe('expired');
  });

  it('logs a failed refresh and tries again 10 minutes later', async () => {
    let calls = 0;
    const { session, clock, logs } = createSessionHarness({
      refreshTokens: async () => {
        calls += 1;
        throw new Error('401');
      },
    });
    session.login({ accessToken: 'a', refreshToken: 'r' }, { userId: 'u1' });
    await clock.advanceAsync(20 * MINUTE);
    expect(calls).toBe(2);
    expect(logs).toEqual([
      { level: 'error', text: 'Token refresh failed' },
      { level: 'error', text: 'Token refresh failed' },
    ]);
    expect(session.getAccessToken()).toBe('a');
  });

  it('does not overlap a slow refresh, and drops an answer that arrives after sign-out', async () => {
    let release: ((tokens: TokenData) => void) | undefined;
    let calls = 0;
    const { session, clock } = createSessionHarness({
      refreshTokens: () => {
        calls += 1;
        return new Promise((resolve) => (release = resolve));
      },
    });
    session.login({ accessToken: 'a', refreshToken: 'r' }, { userId: 'u1' });
    void session.refresh();
    void session.refresh();
    expect(calls).toBe(1);
    session.logout();
    release?.({ accessToken: 'late' });
    await clock.advanceAsync(0);
    expect(session.getAccessToken()).toBeNull();
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it('stops refreshing after logout', async () => {
    let calls = 0;
    const { session, clock } = createSessionHarness({
      refreshTokens: async () => ((calls += 1), { accessToken: 'x' }),
    });
    session.login({ accessToken: 'a', refreshToken: 'r' }, { userId: 'u1' });
    session.logout();
    await clock.advanceAsync(60 * MINUTE);
    expect(calls).toBe(0);
  });
});

describe('createSessionManager: presence ping every 60 s (spec 1 §4, §9)', () => {
  it.each<[string, Record<string, unknown>, number]>([
    ['authenticated with a visit policy', { userId: 'u1', visitPolicy: 1 }, 3],
    ['authenticated without a visit policy', { userId: 'u1', visitPolicy: null }, 0],
    [
      'the anonymous user with a visit policy',
      { userId: '00000000-0000-0000-0000-000000000000', visitPolicy: 1 },
      0,
    ],
    ['flagged not authenticated', { userId: 'u1', authenticated: false, visitPolicy: 1 }, 0],
  ])('%s: pings %i times in 3 minutes', async (_case, user, expected) => {
    const pinged: UserInfo[] = [];
    const { session, clock } = createSessionHarness({ pingPresence: (u) => void pinged.push(u) });
    session.login({ accessToken: 'a' }, user);
    await clock.advanceAsync(59_999);
    expect(pinged).toHaveLength(0);
    await clock.advanceAsync(120_001);
    expect(pinged).toHaveLength(expected);
  });

  it('starts when user info with a visit policy arrives and stops when not authenticated', async () => {
    let pings = 0;
    const { session, clock } = createSessionHarness({ pingPresence: () => void (pings += 1) });
    session.login({ accessToken: 'a' }, { userId: 'u1' });
    await clock.advanceAsync(60_000);
    expect(pings).toBe(0);
    session.setUser({ userId: 'u1', visitPolicy: { online: true } });
    await clock.advanceAsync(60_000);
    expect(pings).toBe(1);
    session.logout();
    await clock.advanceAsync(300_000);
    expect(pings).toBe(1);
  });

  it('stops when the session expires', async () => {
    let pings = 0;
    const { session, clock } = createSessionHarness({ pingPresence: () => void (pings += 1) });
    session.login({ accessToken: 'a', expiresIn: 150 }, { userId: 'u1', visitPolicy: 1 });
    await clock.advanceAsync(600_000);
    expect(pings).toBe(2);
    expect(session.getSnapshot().status).toBe('expired');
  });

  it('logs a failed ping and keeps pinging', async () => {
    let pings = 0;
    const { session, clock, logs } = createSessionHarness({
      pingPresence: async () => {
        pings += 1;
        throw new Error('offline');
      },
    });
    session.login({ accessToken: 'a' }, { userId: 'u1', visitPolicy: 1 });
    await clock.advanceAsync(120_000);
    expect(pings).toBe(2);
    expect(logs.map((l) => l.text)).toEqual(['Presence ping failed', 'Presence ping failed']);
  });
});
