// The session of an app (spec 1 §4, §6): the session manager over the app's ports, signing in
// through the identity server's OIDC provider, its refresh, presence and user-info calls going
// to the accounts service of the settings.
import { createBrowserActivitySource } from '@tessera/ports';
import type { BrowserPorts } from '@tessera/ports';
import { OIDC } from '@tessera/protocol';
import type { Settings, SubAppType } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { loginPath } from '@tessera/routing';
import { createLazyOidcAdapter, createSessionManager } from '@tessera/session';
import type { SessionManager } from '@tessera/session';
import { identityCalls } from './serviceCalls.js';
import type { AttachableNavigation, SessionSlot } from './lateBinding.js';

/** What {@link startAppSession} is built from. */
export interface AppSessionParts {
  ports: BrowserPorts;
  subAppType: SubAppType;
  navigation: AttachableNavigation;
  slot: SessionSlot;
  settings: Settings;
  /**
   * The settings-bound client for the background calls (refresh, presence, user info): no
   * refresh-and-retry of its own, and its failures go to the console instead of the screen.
   */
  backgroundClient: RequestClient;
  /** The app's origin: the OIDC callback routes hang off it. */
  origin: string;
}

/**
 * The OIDC provider of the settings (spec 1 §6): `{identityUrl}/oidc`, the issuer of every
 * token. An empty identity URL means the app is served by the identity server's own host.
 */
export function oidcAuthority(settings: Pick<Settings, 'identityUrl'>, origin: string): string {
  return `${(settings.identityUrl || origin).replace(/\/+$/, '')}${OIDC.path}`;
}

/**
 * Creates and starts the session manager: tokens in cookies on Pc and local storage on Mobile
 * (the token store of the sub-app type), OIDC sign-in with the public client `OIDC.clientId`
 * and `OIDC.scope`, the 10-minute refresh and the presence ping through the accounts service,
 * and the user info loaded after each sign-in.
 */
export function startAppSession(parts: AppSessionParts): SessionManager {
  const { ports, settings, navigation, slot } = parts;
  const background = identityCalls(parts.backgroundClient, settings);
  // The OIDC library loads on first use (after the first paint), not with the app.
  const oidc = createLazyOidcAdapter(async () => {
    const { createOidcAdapter, createOidcUserManager } = await import('@tessera/session/oidc');
    return createOidcAdapter(
      createOidcUserManager({
        authority: oidcAuthority(settings, parts.origin),
        clientId: OIDC.clientId,
        origin: parts.origin,
        apiScope: OIDC.apiScope,
        // spec 1 §6: openid, profile, role and the identity API, as the protocol names them.
        extra: { scope: OIDC.scope },
      }),
    );
  });
  const session = createSessionManager({
    clock: ports.clock,
    subAppType: parts.subAppType,
    cookies: ports.cookies,
    localStorage: ports.storage,
    navigation,
    messages: ports.messages,
    activity: createBrowserActivitySource(),
    loginPath: slot.loginPath,
    refreshTokens: (tokens) => background.refresh(tokens.refreshToken),
    pingPresence: () => background.online(),
    oidc,
  });
  slot.session = session;
  slot.refresh = async (tokens) => {
    if (!tokens.refreshToken) throw new Error('No refresh token');
    return background.refresh(tokens.refreshToken);
  };
  loadUserInfoOnSignIn(session, background.userInfo);
  session.start();
  return session;
}

/**
 * spec 1 §3 User info: the token's claims name the user; roles, operations, the visit policy
 * (which starts the presence ping) and the departments come from the user-info call, loaded
 * once per signed-in user. A failure keeps the claims' user (logged, not shown).
 */
function loadUserInfoOnSignIn(
  session: SessionManager,
  load: () => Promise<Record<string, unknown>>,
): void {
  let loadedFor: string | null = null;
  const check = () => {
    const { status, user } = session.getSnapshot();
    if (status !== 'authenticated') {
      loadedFor = null;
      return;
    }
    if (loadedFor === user.userId) return;
    const userId = user.userId;
    loadedFor = userId;
    load().then(
      (info) => {
        const now = session.getSnapshot();
        if (now.status === 'authenticated' && now.user.userId === userId) {
          session.setUser({ ...now.user, ...info, accessToken: now.tokens?.accessToken ?? '' });
        }
      },
      (error: unknown) =>
        console.warn('User info not loaded; the token claims name the user', error),
    );
  };
  session.subscribe(check);
  check();
}

/** The sign-in route of spec 1 §2 for the current path: `/login` + `/0` segments + `?returnUrl=`. */
export function loginPathFor(
  sessionStorage: BrowserPorts['sessionStorage'],
  navigation: AttachableNavigation,
): () => string {
  return () => {
    const current = navigation.currentPath?.() ?? '/';
    // Already on a sign-in route: keep its return URL rather than nesting one in another.
    return /^\/(?:page\/)?login(?:[/?#]|$)/.test(current)
      ? current
      : loginPath(sessionStorage, current === '/' ? undefined : current);
  };
}
