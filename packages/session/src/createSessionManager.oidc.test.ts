import { describe, expect, it } from 'vitest';
import { createFakeOidcAdapter, oidcUser } from './__tests__/fakeOidcAdapter.js';
import { createSessionHarness } from './__tests__/harness.js';

function setup(callbackUser = oidcUser()) {
  const oidc = createFakeOidcAdapter(callbackUser);
  const harness = createSessionHarness({ oidc: oidc.adapter });
  harness.session.start();
  return { ...harness, oidc };
}

describe('createSessionManager: the OIDC flow (spec 1 §2, §4, §6)', () => {
  it('signs in when the identity layer loads a user: tokens stored, user from the profile claims', () => {
    const { session, oidc, cookies } = setup();
    oidc.loadUser(oidcUser());
    expect(session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      tokens: {
        accessToken: 'oidc-access',
        refreshToken: 'oidc-refresh',
        tokenType: 'Bearer',
        expiresIn: 3600,
      },
      user: {
        userId: 'u1',
        userName: 'alice',
        nickName: '爱丽丝',
        roles: ['admin'],
        email: 'a@b.c',
        authenticated: true,
      },
    });
    expect(cookies.getItem('AUTH-LOCAL')).toBe('oidc-access');
  });

  it('takes a silent renew as new tokens only: no activity counted, the stored user kept', () => {
    const { session, oidc, clock } = setup();
    oidc.loadUser(oidcUser());
    session.setUser({ userId: 'u1', nickName: 'from server', visitPolicy: 1 });
    const deadline = session.idleDeadline();
    clock.advance(1_000_000);
    oidc.loadUser(oidcUser({ access_token: 'renewed', expires_in: 3600 }));
    expect(session.getAccessToken()).toBe('renewed');
    expect(session.idleDeadline()).toBe(deadline);
    expect(session.getSnapshot().user.nickName).toBe('from server');
  });

  it('starts a new session when a different user is loaded', () => {
    const { session, oidc } = setup();
    oidc.loadUser(oidcUser());
    oidc.loadUser(oidcUser({ access_token: 'other', profile: { sub: 'u2' } }));
    expect(session.getSnapshot().user.userId).toBe('u2');
  });

  it('signs out when the access token expires (spec 1 §4)', async () => {
    const { session, oidc, cookies, localStorage } = setup();
    oidc.loadUser(oidcUser());
    oidc.expire();
    await Promise.resolve();
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(cookies.entries()).toEqual({});
    expect(localStorage.getItem('AUTH-USER')).toBeNull();
    expect(oidc.calls).toContainEqual(['removeUser']);
  });

  it('completes the sign-in callback once and returns to / (spec 1 §2)', async () => {
    const { session, oidc, navigations } = setup();
    let changes = 0;
    session.subscribe(() => (changes += 1));
    await session.completeSignin('https://app.example.com/callback?code=abc&state=s');
    expect(oidc.calls).toContainEqual([
      'signinRedirectCallback',
      'https://app.example.com/callback?code=abc&state=s',
    ]);
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(changes).toBe(1);
    expect(navigations).toEqual(['/']);
  });

  it.each([
    ['/page/detail/7?tab=1', '/page/detail/7?tab=1'],
    ['/home', '/home'],
    // Never another site, nor the session's own routes (they would sign in again).
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/login/0?returnUrl=%2Fhome', '/'],
    ['/callback?code=1', '/'],
    [undefined, '/'],
  ])('returns from the callback to the sign-in’s return URL %s → %s', async (returnUrl, to) => {
    const { session, navigations } = setup(
      oidcUser(returnUrl === undefined ? {} : { state: { returnUrl } }),
    );
    await session.completeSignin('https://app.example.com/callback?code=abc&state=s');
    expect(navigations).toEqual([to]);
  });

  it('renews an OIDC session through the identity layer every 10 minutes, not refreshTokens', async () => {
    const renewed = oidcUser({ access_token: 'renewed', refresh_token: 'rotated' });
    const oidc = createFakeOidcAdapter(oidcUser(), renewed);
    const refreshed: string[] = [];
    const harness = createSessionHarness({
      oidc: oidc.adapter,
      refreshTokens: async (tokens) => {
        refreshed.push(tokens.refreshToken);
        return { accessToken: 'first-party' };
      },
    });
    harness.session.start();
    await harness.session.completeSignin('https://app.example.com/callback?code=abc');
    await harness.clock.advanceAsync(10 * 60_000);
    expect(oidc.calls).toContainEqual(['signinSilent']);
    expect(refreshed).toEqual([]);
    expect(harness.session.getSnapshot().tokens).toMatchObject({
      accessToken: 'renewed',
      refreshToken: 'rotated',
    });
    // A first-party sign-in is refreshed with refreshTokens again.
    harness.session.login({ accessToken: 'own', refreshToken: 'own-refresh' });
    await harness.clock.advanceAsync(10 * 60_000);
    expect(refreshed).toEqual(['own-refresh']);
  });

  it('exchanges one callback address once, however often it is completed', async () => {
    const { session, oidc, navigations } = setup();
    const url = 'https://app.example.com/callback?code=abc&state=s';
    await Promise.all([session.completeSignin(url), session.completeSignin(url)]);
    expect(oidc.calls.filter(([name]) => name === 'signinRedirectCallback')).toHaveLength(1);
    expect(navigations).toEqual(['/']);
  });

  it('rejects a failed callback and stays signed out', async () => {
    const oidc = createFakeOidcAdapter();
    const { session, navigations } = createSessionHarness({ oidc: oidc.adapter });
    session.start();
    await expect(session.completeSignin('https://app.example.com/callback')).rejects.toThrow(
      'No matching state',
    );
    expect([session.getSnapshot().status, navigations]).toEqual(['anonymous', []]);
  });

  it('passes sign-in and silent-renew calls to the adapter', async () => {
    const { session, oidc } = setup();
    await session.signinRedirect('/page/a');
    await session.completeSilentRenew('https://app.example.com/silent?code=1');
    expect(oidc.calls).toEqual([
      ['signinRedirect', '/page/a'],
      ['signinSilentCallback', 'https://app.example.com/silent?code=1'],
    ]);
  });

  it('logs silent renew errors', () => {
    const { oidc, logs } = setup();
    oidc.failRenew(new Error('frame timeout'));
    expect(logs).toEqual([{ level: 'error', text: 'Silent renew failed' }]);
  });

  it('drops its adapter listeners on dispose', () => {
    const { session, oidc } = setup();
    expect(oidc.listenerCount()).toBe(3);
    session.dispose();
    expect(oidc.listenerCount()).toBe(0);
  });

  it('refuses OIDC calls without an adapter', async () => {
    const { session } = createSessionHarness();
    await expect(async () => session.signinRedirect()).rejects.toThrow('without an oidc adapter');
  });
});
