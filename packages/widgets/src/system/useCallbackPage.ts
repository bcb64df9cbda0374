import { useEffect } from 'react';
import { useSessionManager } from '@tessera/react';

/**
 * The work of the /callback page (spec 1 §2: sign-in callback, the return path is /): hands the
 * address to the session manager, which completes the OIDC sign-in and goes to /. Without a
 * session manager (an app not signing in through OIDC) the page only shows its text.
 */
export function useCallbackPage(): void {
  const session = useSessionManager();
  useEffect(() => {
    // The manager shows and logs its own failures; the page stays on its text.
    session?.completeSignin().catch(() => undefined);
  }, [session]);
}
