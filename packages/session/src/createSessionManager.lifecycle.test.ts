import { describe, expect, it } from 'vitest';
import { createSessionHarness, makeJwt, T0 } from './__tests__/harness.js';
import { ANONYMOUS_USER } from './normalizeUserInfo.js';

const seconds = (ms: number) => Math.floor(ms / 1000);

describe('createSessionManager: login, start and sign-out (spec 1 §4)', () => {
  it('starts anonymous with nothing stored', () => {
    const { session } = createSessionHarness();
    session.start();
    expect(session.getSnapshot()).toEqual({
      status: 'anonymous',
      user: ANONYMOUS_USER,
      tokens: null,
      countdownMs: null,
    });
  });

  it('stores tokens and user on login and publishes one new snapshot', () => {
    const { session, cookies, localStorage } = createSessionHarness();
    const seen: unknown[] = [];
    session.subscribe(() => seen.push(session.getSnapshot()));
    session.login(
      { accessToken: 'a', refreshToken: 'r', expiresIn: 1800 },
      { userId: 'u1', nickName: '小明' },
    );
    expect(cookies.getItem('AUTH-LOCAL')).toBe('a');
    expect(JSON.parse(localStorage.getItem('AUTH-USER') ?? '{}')).toMatchObject({
      userId: 'u1',
      nickName: '小明',
    });
    expect(seen).toHaveLength(1);
    expect(session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      user: { userId: 'u1', authenticated: true },
    });
    expect(session.getAccessToken()).toBe('a');
  });

  it('stores tokens in local storage on Mobile', () => {
    const { session, localStorage, cookies } = createSessionHarness({ subAppType: 'Mobile' });
    session.login({ accessToken: 'a' });
    expect(localStorage.getItem('AUTH-LOCAL')).toBe('a');
    expect(cookies.entries()).toEqual({});
  });

  it('takes the user from the token claims when login gives no user info', () => {
    const { session } = createSessionHarness();
    const token = makeJwt({ sub: 'u9', preferred_username: 'bob', role: 'admin' });
    session.login({ accessToken: token });
    expect(session.getSnapshot().user).toMatchObject({
      userId: 'u9',
      userName: 'bob',
      roles: ['admin'],
      authenticated: true,
    });
  });

  it.each([undefined, '', 42])('refuses login with access token %s', (accessToken) => {
    const { session } = createSessionHarness();
    expect(() => session.login({ accessToken } as never)).toThrow(
      'login needs tokens with an accessToken',
    );
  });

  it.each<[string, Record<string, unknown>, 'authenticated' | 'anonymous']>([
    ['an opaque token', { accessToken: 'opaque' }, 'authenticated'],
    [
      'a current JWT',
      { accessToken: makeJwt({ sub: 'u1', exp: seconds(T0) + 60 }) },
      'authenticated',
    ],
    ['an expired JWT', { accessToken: makeJwt({ sub: 'u1', exp: seconds(T0) }) }, 'anonymous'],
    [
      'an expired JWT with refresh token and auto-login (the 401 rule refreshes it)',
      {
        accessToken: makeJwt({ sub: 'u1', exp: seconds(T0) - 5 }),
        refreshToken: 'r',
        isAutoLogin: true,
      },
      'authenticated',
    ],
    [
      'an expired JWT with a refresh token but no auto-login',
      { accessToken: makeJwt({ sub: 'u1', exp: seconds(T0) - 5 }), refreshToken: 'r' },
      'anonymous',
    ],
  ])('start resumes stored tokens: %s → %s', (_case, tokens, status) => {
    const first = createSessionHarness();
    first.session.login(tokens as never, { userId: 'u1', nickName: 'stored' });
    const second = createSessionHarness({
      cookies: first.cookies,
      localStorage: first.localStorage,
    });
    second.session.start();
    expect(second.session.getSnapshot().status).toBe(status);
    if (status === 'authenticated')
      expect(second.session.getSnapshot().user.nickName).toBe('stored');
    else expect(first.cookies.entries()).toEqual({});
  });

  it('resumes the idle watch on start with the stored expiresIn', () => {
    const first = createSessionHarness();
    first.session.login({ accessToken: 'a', expiresIn: 90 }, { userId: 'u1' });
    const { session, clock, activity } = createSessionHarness({
      cookies: first.cookies,
      localStorage: first.localStorage,
    });
    session.start();
    session.start(); // a second start is a no-op
    clock.advance(5_000);
    expect(activity.listenerCount()).toBe(1);
    clock.advance(85_000);
    expect(session.getSnapshot().status).toBe('expired');
  });

  it('logout clears tokens and user, stops timers and does not navigate', () => {
    const { session, clock, cookies, localStorage, navigations, messages } = createSessionHarness();
    session.login({ accessToken: 'a', refreshToken: 'r', expiresIn: 60 }, { userId: 'u1' });
    session.logout();
    expect(session.getSnapshot()).toEqual({
      status: 'anonymous',
      user: ANONYMOUS_USER,
      tokens: null,
      countdownMs: null,
    });
    expect(cookies.entries()).toEqual({});
    expect(localStorage.getItem('AUTH-USER')).toBeNull();
    expect(clock.pendingTimers()).toBe(0);
    expect([navigations, messages]).toEqual([[], []]);
  });

  it('setUser replaces and stores the user; null removes the stored one', () => {
    const { session, localStorage } = createSessionHarness();
    session.login({ accessToken: 'a' }, { userId: 'u1' });
    session.setUser({ userId: 'u1', operations: [{ operationId: 'edit', operationStatus: 1 }] });
    expect(session.getSnapshot().user.operations).toEqual([
      { operationId: 'edit', operationStatus: 1 },
    ]);
    expect(localStorage.getItem('AUTH-USER')).toContain('edit');
    session.setUser(null);
    expect(session.getSnapshot().user).toBe(ANONYMOUS_USER);
    expect(localStorage.getItem('AUTH-USER')).toBeNull();
  });

  it('keeps the snapshot identity when nothing changed', () => {
    const { session } = createSessionHarness();
    const before = session.getSnapshot();
    session.logout();
    expect(session.getSnapshot()).toBe(before);
  });

  it('dispose stops timers and listeners and keeps what is stored', () => {
    const { session, clock, activity, cookies } = createSessionHarness();
    let calls = 0;
    session.subscribe(() => (calls += 1));
    session.login(
      { accessToken: 'a', refreshToken: 'r', expiresIn: 60 },
      { userId: 'u1', visitPolicy: 1 },
    );
    clock.advance(5_000);
    session.dispose();
    expect(activity.listenerCount()).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    clock.advance(600_000);
    expect(calls).toBe(1);
    expect(cookies.getItem('AUTH-LOCAL')).toBe('a');
  });
});
