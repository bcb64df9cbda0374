import type { Clock, CookiePort, MessagesPort, NavigationPort, StoragePort } from '@tessera/ports';
import { HEADERS, LOGIN_PATH, STORAGE_KEYS } from '@tessera/protocol';
import type { CallState, PendingCalls } from './callState.js';
import { createThrottle } from './internals/createThrottle.js';
import type { SessionPort, TokenData } from './ports.js';
import { REQUEST_ERROR_TEXTS, RequestError } from './RequestError.js';
import { RETRY } from './types.js';
import type { RequestStep } from './types.js';

/** spec 1 §4 / §8: shown when another session signed in with the same account. */
export const CONCURRENT_LOGIN_TEXT = '当前账号在别处登录，请注意账号安全。';
/** spec 1 §4: the concurrent-login redirect to /login is throttled to once per 1.5 s. */
export const LOGIN_REDIRECT_THROTTLE_MS = 1500;

/** Ports of {@link unauthorizedStep}; every one but `messages`, `pending` and `clock` is optional. */
export interface UnauthorizedPorts {
  messages: MessagesPort;
  pending: PendingCalls;
  /** The clock of the 1.5 s /login throttle (only `now` is read). */
  clock: Pick<Clock, 'now'>;
  navigation?: NavigationPort;
  cookies?: CookiePort;
  /** Local storage: the local token (`AUTH-LOCAL`) is removed on a concurrent login. */
  storage?: StoragePort;
  session?: SessionPort;
}

function isLoginPath(path: string): boolean {
  // spec 1 §2: /login (with /0 segments) and /page/login are the sign-in pages; the path may
  // carry a query (the browser navigation answers pathname plus search).
  return /^\/(?:page\/)?login(?:[/?#]|$)/.test(path);
}

function unauthorized(status: number): RequestError {
  // Already shown by the step itself, before the session rules ran (spec 1 §8 order).
  return new RequestError('unauthorized', REQUEST_ERROR_TEXTS.unauthorized, {
    status,
    shown: true,
  });
}

/**
 * The 401 step (spec 1 §4 Session, §8): shows 会话已失效, 请重新登录 and cancels every other
 * pending call of the client, then
 *
 * 1. `loginconcurrentsession: 1` → every cookie and the local token are cleared and, unless the
 *    app is already on a login page, 当前账号在别处登录，请注意账号安全。 is shown and the app
 *    goes to /login (at most once per 1.5 s on the injected clock); the call rejects;
 * 2. else, when the access token, refresh token and auto-login flag all exist → the token is
 *    refreshed (one refresh shared by simultaneous 401s), saved, and the original request is
 *    retried exactly once (the step answers `RETRY`: every `beforeRequest` step runs again, so the
 *    retry carries the new token, a fresh nonce, timestamp and signature);
 * 3. else (or when the refresh fails, or the retry answers 401 again) → the access-token cookie
 *    is deleted and the call rejects with kind `unauthorized`.
 */
export function unauthorizedStep(ports: UnauthorizedPorts): RequestStep {
  const throttle = createThrottle(LOGIN_REDIRECT_THROTTLE_MS, () => ports.clock.now());
  let refreshing: Promise<TokenData> | undefined;

  function refreshOnce(session: SessionPort, tokens: Partial<TokenData>): Promise<TokenData> {
    refreshing ??= session.refreshToken(tokens).then(
      (fresh) => {
        refreshing = undefined;
        session.saveTokens(fresh);
        return fresh;
      },
      (error: unknown) => {
        refreshing = undefined;
        throw error;
      },
    );
    return refreshing;
  }

  async function onUnauthorized(response: Response, call: CallState): Promise<typeof RETRY> {
    ports.messages.error(REQUEST_ERROR_TEXTS.unauthorized);
    ports.pending.abortAll(call, new DOMException(REQUEST_ERROR_TEXTS.unauthorized, 'AbortError'));

    if (response.headers.get(HEADERS.loginConcurrentSession) === '1') {
      ports.cookies?.clear();
      ports.storage?.removeItem(STORAGE_KEYS.accessToken);
      const path = ports.navigation?.currentPath?.() ?? '';
      if (!isLoginPath(path)) {
        throttle(() => {
          ports.messages.warning(CONCURRENT_LOGIN_TEXT);
          ports.navigation?.navigate(LOGIN_PATH);
        });
      }
      throw unauthorized(response.status);
    }

    const tokens = ports.session?.getTokens();
    if (
      ports.session &&
      call.attempt === 0 &&
      tokens?.accessToken &&
      tokens.refreshToken &&
      tokens.isAutoLogin
    ) {
      try {
        await refreshOnce(ports.session, tokens);
        return RETRY;
      } catch {
        // A failed refresh ends like a session without refresh token (rule 3).
      }
    }
    ports.cookies?.removeItem(STORAGE_KEYS.accessToken);
    throw unauthorized(response.status);
  }

  return {
    name: 'unauthorized',
    afterResponse: (response, call) =>
      response.status === 401 ? onUnauthorized(response, call) : undefined,
  };
}
