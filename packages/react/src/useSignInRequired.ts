import { useEffect, useRef } from 'react';
import { useMessages, useSessionManager } from './useServices.js';
import { useSession } from './useSession.js';
import { LOGIN_REDIRECT_DELAY_MS, SIGN_IN_TEXTS } from './signInTexts.js';

/**
 * spec 1 §2, §6: a route carrying the login-required flag sends an unauthenticated visitor to
 * sign in — the identity server's sign-in page, which returns to `returnUrl` after the callback.
 * Answers whether the route may render now: always without the flag or without a session
 * manager (an app that does not sign in), else once the session is authenticated.
 *
 * A visitor who arrives signed out goes at once. When the session ends while the route is shown
 * (idle expiry, a 401, sign-out), whoever ended it usually moves on to /login, which shows the
 * message that said why; the route only steps in after {@link LOGIN_REDIRECT_DELAY_MS} if
 * nothing did (an expired OIDC token signs out without moving).
 *
 * @example
 * ```tsx
 * const allowed = useSignInRequired(route.isLoginRequire, location.pathname + location.search);
 * if (!allowed) return <PageLoading />;
 * ```
 */
export function useSignInRequired(required: boolean, returnUrl: string): boolean {
  const session = useSessionManager();
  const messages = useMessages();
  const { status } = useSession();
  const allowed = !required || !session || status === 'authenticated';
  // One redirect per visit, although React may run the effect twice.
  const redirecting = useRef(false);
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') wasSignedIn.current = true;
  }, [status]);

  useEffect(() => {
    if (allowed || !session || redirecting.current) return;
    const redirect = () => {
      redirecting.current = true;
      session.signinRedirect(returnUrl).catch((error: unknown) => {
        redirecting.current = false;
        console.error('Sign-in redirect failed', error);
        messages.error(SIGN_IN_TEXTS.failed);
      });
    };
    if (!wasSignedIn.current) {
      redirect();
      return;
    }
    const timer = setTimeout(redirect, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowed, session, returnUrl, messages]);

  return allowed;
}
