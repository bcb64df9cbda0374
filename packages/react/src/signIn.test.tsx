import { StrictMode, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createFakeClock, createMemoryCookies, createMemoryStorage } from '@tessera/ports';
import type { NavigationPort } from '@tessera/ports';
import { createSessionManager } from '@tessera/session';
import type { OidcAdapter, OidcUser, SessionManager } from '@tessera/session';
import { sessionEndStep, sessionPortOf, type SessionSlot } from './internals/lateBinding.js';
import { TesseraProvider, useLoginRedirect, useSignInRequired } from './index.js';

/** An OIDC adapter that records the redirects instead of leaving the page. */
function recordingOidc() {
  const redirects: (string | undefined)[] = [];
  const adapter: OidcAdapter = {
    signinRedirect: async (returnUrl) => void redirects.push(returnUrl),
    signinRedirectCallback: async () => ({}) as OidcUser,
    signinSilentCallback: async () => undefined,
    signinSilent: async () => null,
    signoutRedirect: async () => undefined,
    removeUser: async () => undefined,
    getUser: async () => null,
    onUserLoaded: () => () => undefined,
    onAccessTokenExpiring: () => () => undefined,
    onAccessTokenExpired: () => () => undefined,
    onSilentRenewError: () => () => undefined,
    dispose: () => undefined,
  };
  return { adapter, redirects };
}

function setup() {
  const oidc = recordingOidc();
  const navigations: string[] = [];
  const navigation: NavigationPort = {
    navigate: (path) => void navigations.push(path),
    currentPath: () => '/home',
  };
  const shown: string[] = [];
  const session = createSessionManager({
    clock: createFakeClock(),
    subAppType: 'Pc',
    cookies: createMemoryCookies(),
    localStorage: createMemoryStorage(),
    navigation,
    messages: { info: () => {}, warning: (t) => void shown.push(t), error: (t) => shown.push(t) },
    activity: { subscribe: () => () => undefined },
    oidc: oidc.adapter,
  });
  session.start();
  return { session, oidc, navigation, navigations, shown };
}

function Guarded({ required }: { required: boolean }) {
  const allowed = useSignInRequired(required, '/home?tab=1');
  return <p data-testid="page">{allowed ? 'page' : 'signing in'}</p>;
}

function LoginPage({ returnUrl }: { returnUrl: string | null }) {
  useLoginRedirect({ returnUrl, delayMs: 0 });
  return <p data-testid="login">login</p>;
}

function withSession(session: SessionManager, navigation: NavigationPort, children: ReactElement) {
  return (
    <StrictMode>
      <TesseraProvider session={session} navigation={navigation}>
        {children}
      </TesseraProvider>
    </StrictMode>
  );
}

describe('sign-in routes (spec 1 §2, §6)', () => {
  it('sends an anonymous visitor of a login-required route to sign in once, with the return URL', async () => {
    const { session, oidc, navigation } = setup();
    const screen = await render(withSession(session, navigation, <Guarded required />));
    await expect.element(screen.getByTestId('page')).toHaveTextContent('signing in');
    expect(oidc.redirects).toEqual(['/home?tab=1']);

    session.login({ accessToken: 'a' }, { userId: 'u1', nickName: '演示' });
    await expect.element(screen.getByTestId('page')).toHaveTextContent('page');
    expect(oidc.redirects).toHaveLength(1);
  });

  it('leaves a session that ended on the page to /login first, stepping in after 1.5 s', async () => {
    const { session, oidc, navigation } = setup();
    session.login({ accessToken: 'a' }, { userId: 'u1' });
    const screen = await render(withSession(session, navigation, <Guarded required />));
    await expect.element(screen.getByTestId('page')).toHaveTextContent('page');
    session.logout();
    await expect.element(screen.getByTestId('page')).toHaveTextContent('signing in');
    expect(oidc.redirects).toEqual([]);
    await expect.poll(() => oidc.redirects, { timeout: 3000 }).toEqual(['/home?tab=1']);
  });

  it('lets anyone see a route without the flag', async () => {
    const { session, oidc, navigation } = setup();
    const screen = await render(withSession(session, navigation, <Guarded required={false} />));
    await expect.element(screen.getByTestId('page')).toHaveTextContent('page');
    expect(oidc.redirects).toEqual([]);
  });

  it('/login starts the sign-in with its return URL; a foreign one is dropped', async () => {
    const first = setup();
    await render(withSession(first.session, first.navigation, <LoginPage returnUrl="/page/x" />));
    await expect.poll(() => first.oidc.redirects).toEqual(['/page/x']);

    const second = setup();
    await render(
      withSession(
        second.session,
        second.navigation,
        <LoginPage returnUrl="https://evil.example" />,
      ),
    );
    await expect.poll(() => second.oidc.redirects).toEqual([undefined]);

    const third = setup();
    await render(
      withSession(third.session, third.navigation, <LoginPage returnUrl="//evil.example/page" />),
    );
    await expect.poll(() => third.oidc.redirects).toEqual([undefined]);
  });

  it('/login sends a signed-in visitor home when the return URL is another site', async () => {
    const { session, oidc, navigation, navigations } = setup();
    session.login({ accessToken: 'a' }, { userId: 'u1' });
    await render(withSession(session, navigation, <LoginPage returnUrl="//evil.example/page" />));
    await expect.poll(() => navigations).toContain('/');
    expect(navigations).not.toContain('//evil.example/page');
    expect(oidc.redirects).toEqual([]);
  });

  it('/login sends a signed-in visitor straight on to the return URL', async () => {
    const { session, oidc, navigation, navigations } = setup();
    session.login({ accessToken: 'a' }, { userId: 'u1' });
    await render(withSession(session, navigation, <LoginPage returnUrl="/page/x" />));
    await expect.poll(() => navigations).toContain('/page/x');
    expect(oidc.redirects).toEqual([]);
  });
});

describe('the session and the request client’s 401 rules (spec 1 §4)', () => {
  const answer = (status: number, headers: Record<string, string> = {}) =>
    new Response(null, { status, headers });
  type Call = Parameters<NonNullable<ReturnType<typeof sessionEndStep>['afterResponse']>>[1];
  // A call sent with the access token 'a'.
  const call = { context: { accessToken: 'a' } } as Call;

  function slotOf(session: SessionManager, refresh?: SessionSlot['refresh']): SessionSlot {
    return { session, refresh, loginPath: () => '/login?returnUrl=%2Fhome' };
  }

  it('ends the session on a concurrent sign-in; the 401 step goes to /login itself', async () => {
    const { session, navigation, navigations } = setup();
    session.login({ accessToken: 'a', refreshToken: 'r', isAutoLogin: true });
    const step = sessionEndStep(
      slotOf(session, async () => ({ accessToken: 'b' })),
      navigation,
    );
    await step.afterResponse!(answer(401, { loginconcurrentsession: '1' }), call);
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(navigations).toEqual([]);
  });

  it('ends the session and goes to sign in on a 401 the client will not refresh', async () => {
    const { session, navigation, navigations } = setup();
    session.login({ accessToken: 'a', refreshToken: 'r' });
    const step = sessionEndStep(
      slotOf(session, async () => ({ accessToken: 'b' })),
      navigation,
    );
    await step.afterResponse!(answer(200), call);
    expect(session.getSnapshot().status).toBe('authenticated');
    await step.afterResponse!(answer(401), call);
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(navigations).toEqual(['/login?returnUrl=%2Fhome']);
  });

  it('lets a 401 for a call sent before the user signed out fail quietly', () => {
    const { session, navigation, navigations } = setup();
    session.login({ accessToken: 'a' }, { userId: 'u1' });
    // The screen signs out (修改成功! after a password change) while the call is in flight.
    session.logout();
    const step = sessionEndStep(slotOf(session), navigation);
    let failure: unknown;
    try {
      step.afterResponse!(answer(401), call);
    } catch (error) {
      failure = error;
    }
    // The call fails, as unauthorized, with nothing more to show: the 401 step does not run.
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 401, shown: true });
    expect(navigations).toEqual([]);
    // A call sent without a token (a public page's) is left to the 401 step as before.
    const anonymousCall = { context: { accessToken: null } } as unknown as Call;
    expect(step.afterResponse!(answer(401), anonymousCall)).toBeUndefined();
  });

  it('still leaves the 401s of a session a 401 ended to the 401 step, which shows them', () => {
    const { session, navigation, navigations } = setup();
    session.login({ accessToken: 'a' }, { userId: 'u1' });
    const step = sessionEndStep(slotOf(session), navigation);
    // A background call's 401 ends the session (no refresh token) and goes to sign in.
    expect(step.afterResponse!(answer(401), call)).toBeUndefined();
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(navigations).toEqual(['/login?returnUrl=%2Fhome']);
    // The page's own call, sent with the same token, answers 401 after: not quiet.
    expect(step.afterResponse!(answer(401), call)).toBeUndefined();
  });

  it('leaves a refreshable session to the refresh-and-retry; saves its tokens in the session', async () => {
    const { session, navigation, navigations } = setup();
    session.login({ accessToken: 'a', refreshToken: 'r', isAutoLogin: true }, { userId: 'u1' });
    const slot = slotOf(session, async () => ({ accessToken: 'b', refreshToken: 'r2' }));
    await sessionEndStep(slot, navigation).afterResponse!(answer(401), call);
    expect(session.getSnapshot().status).toBe('authenticated');

    const port = sessionPortOf(slot, navigation);
    const fresh = await port.refreshToken(port.getTokens()!);
    port.saveTokens(fresh);
    expect(session.getAccessToken()).toBe('b');
    expect(session.getSnapshot().user.userId).toBe('u1');

    // A refused refresh ends the session.
    slot.refresh = async () => {
      throw new Error('refused');
    };
    await expect(port.refreshToken(port.getTokens()!)).rejects.toThrow('refused');
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(navigations).toEqual(['/login?returnUrl=%2Fhome']);
  });
});
