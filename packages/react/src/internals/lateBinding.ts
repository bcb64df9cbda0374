// Ports the request client needs before the router and the session exist: the client is built
// first (it loads the settings), the router and the session after (they need the settings).
import type { NavigationPort } from '@tessera/ports';
import { HEADERS } from '@tessera/protocol';
import { REQUEST_ERROR_TEXTS, RequestError } from '@tessera/request';
import type { RequestStep, SessionPort, TokenData } from '@tessera/request';
import type { SessionManager } from '@tessera/session';

/** A navigation port that follows the port attached last (the router), else `fallback`. */
export interface AttachableNavigation extends NavigationPort {
  /** Hands navigation to `port` (the router's); answers a function that detaches it again. */
  attach(port: NavigationPort): () => void;
}

/** Creates an {@link AttachableNavigation} over `fallback` (full page loads). */
export function createAttachableNavigation(fallback: NavigationPort): AttachableNavigation {
  let current: NavigationPort | undefined;
  const target = () => current ?? fallback;
  return {
    navigate: (path, options) => target().navigate(path, options),
    currentPath: () => target().currentPath?.() ?? fallback.currentPath?.() ?? '/',
    attach(port) {
      current = port;
      return () => {
        if (current === port) current = undefined;
      };
    },
  };
}

/** Where the session lives once it is started; the client's 401 rules read it through here. */
export interface SessionSlot {
  session: SessionManager | undefined;
  /** The refresh call of the started session (the accounts service). */
  refresh: ((tokens: Partial<TokenData>) => Promise<TokenData>) | undefined;
  /** The sign-in route to go to when the session is over (`@tessera/routing`'s loginPath). */
  loginPath: () => string;
  /** The access token of the session a 401 ended last (its other calls' 401s are still shown). */
  endedBy401?: string;
}

/**
 * The session as the request client's 401 rules see it (spec 1 §4): the session's tokens, its
 * refresh call, and saving renewed tokens into the session (not only the store). A refresh that
 * fails ends the session: its refresh token is spent or revoked.
 */
export function sessionPortOf(slot: SessionSlot, navigation: NavigationPort): SessionPort {
  return {
    getTokens: () => slot.session?.getSnapshot().tokens,
    refreshToken: async (tokens) => {
      if (!slot.session || !slot.refresh) throw new Error('No session is started');
      try {
        return await slot.refresh(tokens);
      } catch (error) {
        endSession(slot, navigation);
        throw error;
      }
    },
    saveTokens: (tokens) => {
      const session = slot.session;
      if (session) session.login(tokens, session.getSnapshot().user);
    },
  };
}

/** Ends the session because of a 401, remembering its token ({@link SessionSlot.endedBy401}). */
function endOn401(slot: SessionSlot, session: SessionManager): void {
  slot.endedBy401 = session.getSnapshot().tokens?.accessToken;
  session.logout();
}

/** Ends a signed-in session locally and goes to sign in (spec 1 §4: "Also 401 sends user to login"). */
function endSession(slot: SessionSlot, navigation: NavigationPort): void {
  const session = slot.session;
  if (session?.getSnapshot().status !== 'authenticated') return;
  endOn401(slot, session);
  navigation.navigate(slot.loginPath());
}

/**
 * Tells the session about a 401 (spec 1 §4 Session, §8 HTTP 401). Runs before the client's 401
 * step: a concurrent sign-in (`loginconcurrentsession: 1`) ends the session — the 401 step then
 * clears the cookies, shows 当前账号在别处登录，请注意账号安全。 and goes to /login; any other
 * 401 that the 401 step will not refresh (no refresh token or no auto-login) ends the session
 * and goes to sign in. Without a signed-in session it changes nothing, but a 401 for a call sent
 * before the user signed out (not a 401's end) rejects at once: no message, nothing cancelled.
 */
export function sessionEndStep(slot: SessionSlot, navigation: NavigationPort): RequestStep {
  return {
    name: 'sessionEnd',
    afterResponse: (response, call) => {
      if (response.status !== 401) return;
      const session = slot.session;
      const snapshot = session?.getSnapshot();
      const sentWith = call.context.accessToken;
      if (snapshot?.status === 'anonymous' && sentWith && sentWith !== slot.endedBy401) {
        // Sent under a session that was signed out while the call was in flight (a password
        // change ends every session of the account, and the screen signs out as it says
        // 修改成功!): that 401 is old news, so it shows nothing and cancels nothing; the call
        // still fails. A session ended by a 401 (another call's, a background one's) is not
        // signed out by the user: its calls' 401s are shown as ever.
        throw new RequestError('unauthorized', REQUEST_ERROR_TEXTS.unauthorized, {
          status: response.status,
          shown: true,
        });
      }
      if (!session || snapshot?.status !== 'authenticated') return;
      if (response.headers.get(HEADERS.loginConcurrentSession) === '1') {
        endOn401(slot, session);
        return;
      }
      const tokens = snapshot.tokens;
      if (tokens?.refreshToken && tokens.isAutoLogin && slot.refresh) return;
      endSession(slot, navigation);
    },
  };
}
