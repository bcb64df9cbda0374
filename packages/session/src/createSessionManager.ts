import { createSnapshotStore } from '@tessera/ports';
import { createTokenStore } from './createTokenStore.js';
import { createIdleWatch } from './internals/createIdleWatch.js';
import { createRepeatingTask } from './internals/createRepeatingTask.js';
import { createUserStore } from './internals/createUserStore.js';
import { tokensFromOidcUser, userFromOidcUser } from './internals/tokensFromOidcUser.js';
import { ANONYMOUS_USER, normalizeUserInfo, userInfoFromClaims } from './normalizeUserInfo.js';
import type { OidcAdapter, OidcUser } from './oidc/createOidcAdapter.js';
import type { SessionManager, SessionManagerOptions } from './sessionManagerOptions.js';
import { isTokenCurrent, readTokenClaims } from './readTokenClaims.js';
import { SESSION_EXPIRED_MESSAGE, SESSION_PATHS, SESSION_TIMERS } from './sessionConstants.js';
import type {
  SessionSnapshot,
  SessionStatus,
  TokenData,
  UserInfo,
  UserInfoInput,
} from './types.js';

/**
 * Creates the session manager of spec 1 §4: tokens stored on login; idle expiry after
 * `expiresIn` since the last click, key press or mouse move (listeners attach 5 s after start),
 * then `会话已过期，请重新登录！`, stored user cleared and the sign-in route; the countdown warning
 * under 60 s (checked every 30 s); a token refresh every 10 minutes with a refresh token; a
 * presence ping every 60 s while an authenticated user has a visit policy; and the OIDC flow
 * (an expired token signs out).
 *
 * @example
 * ```ts
 * const session = createSessionManager({
 *   clock: createBrowserClock(), subAppType: 'Pc', cookies: createBrowserCookies(),
 *   localStorage: createBrowserStorage('local'), navigation: router, messages: toast,
 *   activity: createBrowserActivitySource(), refreshTokens: api.refreshToken,
 * });
 * session.start();
 * session.login({ accessToken, refreshToken, expiresIn: 1800 }, userInfo);
 * ```
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const { clock, oidc } = options;
  const logger = options.logger ?? console;
  const tokenStore = createTokenStore(options);
  const userStore = createUserStore(options.localStorage);
  const store = createSnapshotStore<SessionSnapshot>({
    status: 'anonymous',
    user: ANONYMOUS_USER,
    tokens: null,
    countdownMs: null,
  });
  let status: SessionStatus = 'anonymous';
  let user: UserInfo = ANONYMOUS_USER;
  let tokens: TokenData | null = null;
  let countdownMs: number | null = null;
  let started = false;
  /** The running session's tokens came from the OIDC flow: it renews them, not `refreshTokens`. */
  let oidcSession = false;
  const oidcListeners: (() => void)[] = [];
  const callbacks = new Map<string, Promise<void>>();

  const publish = (): void => {
    const last = store.getSnapshot();
    const same =
      last.status === status &&
      last.user === user &&
      last.tokens === tokens &&
      last.countdownMs === countdownMs;
    if (!same) store.set({ status, user, tokens, countdownMs });
  };
  const idleMs = (data: TokenData | null): number =>
    data?.expiresIn && data.expiresIn > 0 ? data.expiresIn * 1000 : 0;

  const idle = createIdleWatch({
    clock,
    activity: options.activity,
    onCountdown: (remaining) => {
      countdownMs = remaining;
      publish();
    },
    onExpire: () => {
      // spec 1 §4: message, stored user cleared, go to login.
      options.messages.warning(SESSION_EXPIRED_MESSAGE);
      end('expired');
      options.navigation.navigate((options.loginPath ?? (() => SESSION_PATHS.login))());
    },
  });

  const refreshTask = createRepeatingTask({
    clock,
    everyMs: SESSION_TIMERS.tokenRefreshMs,
    logger,
    name: 'Token refresh',
    task: async () => {
      const current = tokens;
      if (!current?.refreshToken) return;
      if (oidc && oidcSession) {
        // The identity layer keeps the refresh token it rotates: renewing through it keeps its
        // stored user current (a refresh token used twice would revoke the sign-in).
        const renewed = await oidc.signinSilent();
        if (renewed && tokens === current) onOidcUser(renewed);
        return;
      }
      if (!options.refreshTokens) return;
      const next = await options.refreshTokens({ ...current, refreshToken: current.refreshToken });
      if (tokens !== current) return; // signed out or replaced meanwhile
      replaceTokens({
        ...next,
        refreshToken: next.refreshToken ?? current.refreshToken,
        isAutoLogin: next.isAutoLogin ?? current.isAutoLogin,
        isAutoLoginDays: next.isAutoLoginDays ?? current.isAutoLoginDays,
      });
    },
  });

  const presenceTask = createRepeatingTask({
    clock,
    everyMs: SESSION_TIMERS.presencePingMs,
    logger,
    name: 'Presence ping',
    task: () => options.pingPresence?.(user),
  });

  /** Starts or stops the refresh and presence timers to match the state (spec 1 §4). */
  function syncTasks(): void {
    const signedIn = status === 'authenticated';
    const canRefresh = Boolean(options.refreshTokens) || (Boolean(oidc) && oidcSession);
    if (signedIn && tokens?.refreshToken && canRefresh) refreshTask.start();
    else refreshTask.stop();
    if (signedIn && user.authenticated && Boolean(user.visitPolicy) && options.pingPresence)
      presenceTask.start();
    else presenceTask.stop();
  }

  function userFromToken(data: TokenData): UserInfo {
    const claims = readTokenClaims(data.accessToken);
    return claims ? userInfoFromClaims(claims, data.accessToken) : ANONYMOUS_USER;
  }

  function begin(data: TokenData, nextUser: UserInfo): void {
    tokens = data;
    user = nextUser;
    status = 'authenticated';
    countdownMs = null;
    idle.start(idleMs(data));
    syncTasks();
    publish();
  }

  /** New tokens for the running session: stored, no activity counted. */
  function replaceTokens(data: TokenData): void {
    tokenStore.save(data);
    tokens = data;
    idle.setIdleMs(idleMs(data));
    syncTasks();
    publish();
  }

  function end(nextStatus: SessionStatus): void {
    oidcSession = false;
    idle.stop();
    tokenStore.clear();
    userStore.save(null);
    tokens = null;
    user = ANONYMOUS_USER;
    status = nextStatus;
    countdownMs = null;
    syncTasks();
    publish();
    if (oidc)
      oidc.removeUser().catch((error: unknown) => logger.error('OIDC removeUser failed', error));
  }

  function login(data: TokenData, input?: UserInfoInput | null): void {
    if (typeof data?.accessToken !== 'string' || data.accessToken === '') {
      throw new TypeError('login needs tokens with an accessToken');
    }
    oidcSession = false;
    tokenStore.save(data);
    const nextUser = input ? normalizeUserInfo(input) : userFromToken(data);
    userStore.save(nextUser);
    begin(data, nextUser);
  }

  function onOidcUser(oidcUser: OidcUser): void {
    if (tokens?.accessToken === oidcUser.access_token) return;
    const data = tokensFromOidcUser(oidcUser);
    const fromClaims = userFromOidcUser(oidcUser);
    // A silent renew keeps the session (and its idle clock) and the richer stored user info.
    if (status === 'authenticated' && fromClaims.userId === user.userId) {
      oidcSession = true;
      replaceTokens(data);
    } else {
      login(data, fromClaims);
      oidcSession = true;
      syncTasks();
    }
  }

  function requireOidc(): OidcAdapter {
    if (!oidc) throw new Error('The session manager was created without an oidc adapter');
    return oidc;
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (oidc) {
        oidcListeners.push(
          oidc.onUserLoaded(onOidcUser),
          // spec 1 §4: "An expired token triggers sign-out."
          oidc.onAccessTokenExpired(() => end('anonymous')),
          oidc.onSilentRenewError((error) => logger.error('Silent renew failed', error)),
        );
      }
      const stored = tokenStore.read();
      if (!stored) return;
      // After a reload: tokens the identity layer still holds are renewed through it.
      oidc
        ?.getUser()
        .then((oidcUser) => {
          if (
            oidcUser &&
            status === 'authenticated' &&
            tokens?.accessToken === oidcUser.access_token
          ) {
            oidcSession = true;
            syncTasks();
          }
        })
        .catch((error: unknown) => logger.error('OIDC getUser failed', error));
      const exp = readTokenClaims(stored.accessToken)?.exp;
      // A stale token is kept only when the 401 rule can refresh it (refresh token + auto-login).
      if (
        exp !== undefined &&
        !isTokenCurrent(exp, clock.now()) &&
        !(stored.refreshToken && stored.isAutoLogin)
      ) {
        end('anonymous');
        return;
      }
      begin(stored, userStore.read() ?? userFromToken(stored));
    },
    login,
    setUser(input) {
      user = normalizeUserInfo(input);
      userStore.save(input ? user : null);
      syncTasks();
      publish();
    },
    logout: () => end('anonymous'),
    refresh: () => refreshTask.runNow(),
    signinRedirect: (returnUrl) => requireOidc().signinRedirect(returnUrl),
    completeSignin(url) {
      // One exchange per callback address: an authorization code used twice revokes what it
      // issued, and a React effect may well run twice.
      const key = url ?? '';
      let pending = callbacks.get(key);
      if (!pending) {
        pending = requireOidc()
          .signinRedirectCallback(url)
          .then((signedIn) => {
            onOidcUser(signedIn);
            options.navigation.navigate(returnPathOf(signedIn.state) ?? SESSION_PATHS.afterSignin, {
              replace: true,
            });
          });
        callbacks.set(key, pending);
      }
      return pending;
    },
    completeSilentRenew: (url) => requireOidc().signinSilentCallback(url),
    getAccessToken: () => tokens?.accessToken ?? null,
    idleDeadline: () => idle.deadline(),
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispose() {
      idle.stop();
      refreshTask.stop();
      presenceTask.stop();
      for (const remove of oidcListeners.splice(0)) remove();
      store.clear();
    },
  };
}

/**
 * The in-app path a sign-in returns to: the `returnUrl` given to `signinRedirect`, when it is a
 * path of this app (starts with one `/`, so never another site) and not one of the session's own
 * routes (which would start the sign-in again); otherwise none, and the app goes to `/`.
 */
function returnPathOf(state: unknown): string | undefined {
  const returnUrl = (state as { returnUrl?: unknown } | null | undefined)?.returnUrl;
  if (typeof returnUrl !== 'string' || !/^\/(?![/\\])/.test(returnUrl)) return undefined;
  const path = returnUrl.split(/[?#]/)[0]!.toLowerCase();
  const own = [SESSION_PATHS.login, SESSION_PATHS.callback, SESSION_PATHS.silent];
  return own.some((route) => path === route || path.startsWith(`${route}/`))
    ? undefined
    : returnUrl;
}
