import { useEffect } from 'react';
import { SIGN_IN_TEXTS, useMessages, useSessionManager } from '@tessera/react';

/**
 * The work of the /callback page (spec 1 §2: sign-in callback): hands the address to the
 * session manager, which completes the OIDC sign-in (once per address, although React may run
 * the effect twice) and goes to the return URL the sign-in carried, else /. A callback that
 * cannot complete (an expired or replayed address) shows 登录失败 and stays. Without a session
 * manager (an app not signing in through OIDC) the page only shows its text.
 */
export function useCallbackPage(): void {
  const session = useSessionManager();
  const messages = useMessages();
  useEffect(() => {
    session?.completeSignin().catch((error: unknown) => {
      console.error('Sign-in callback failed', error);
      messages.error(SIGN_IN_TEXTS.failed);
    });
  }, [session, messages]);
}
