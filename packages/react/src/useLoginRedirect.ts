import { useCallback, useEffect, useRef } from 'react';
import { sameSitePath } from '@tessera/routing';
import { useMessages, useNavigation, useSessionManager } from './useServices.js';
import { useSession } from './useSession.js';
import { LOGIN_REDIRECT_DELAY_MS, SIGN_IN_TEXTS } from './signInTexts.js';

/** Options of {@link useLoginRedirect}. */
export interface LoginRedirectOptions {
  /** Where to return after signing in (the `returnUrl` query of /login); default `/`. */
  returnUrl?: string | null;
  /** How long the page shows before it goes to sign in (default {@link LOGIN_REDIRECT_DELAY_MS}). */
  delayMs?: number;
}

/**
 * The work of /login (spec 1 §2: "sign-in; takes returnUrl"): starts the same OIDC sign-in as a
 * login-required route, after a short pause so a message that sent the user here stays
 * readable; a signed-in visitor goes straight on to `returnUrl`. `signIn()` starts at once
 * (the page's button).
 */
export function useLoginRedirect(options: LoginRedirectOptions = {}): { signIn: () => void } {
  const session = useSessionManager();
  const navigation = useNavigation();
  const messages = useMessages();
  const { status } = useSession();
  const returnUrl = sameSitePath(options.returnUrl) ?? undefined;
  const delayMs = options.delayMs ?? LOGIN_REDIRECT_DELAY_MS;
  const started = useRef(false);

  const signIn = useCallback(() => {
    if (!session || started.current) return;
    started.current = true;
    session.signinRedirect(returnUrl).catch((error: unknown) => {
      started.current = false;
      console.error('Sign-in redirect failed', error);
      messages.error(SIGN_IN_TEXTS.failed);
    });
  }, [session, returnUrl, messages]);

  useEffect(() => {
    if (status === 'authenticated') {
      navigation?.navigate(returnUrl ?? '/', { replace: true });
      return;
    }
    // A timer of the page itself (not core code): cleared when the page goes away.
    const timer = setTimeout(signIn, delayMs);
    return () => clearTimeout(timer);
  }, [status, navigation, returnUrl, delayMs, signIn]);

  return { signIn };
}
