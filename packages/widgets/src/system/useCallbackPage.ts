import { useEffect, useState } from 'react';
import { useSessionManager } from '@tessera/react';

/** Where the /callback page is: completing the sign-in, or failed (the page offers a way on). */
export type CallbackPageStatus = 'pending' | 'failed';

/**
 * Whether an address carries an identity server's answer (its `state`, with a `code` or an
 * `error`), in the query or the fragment (also after a hash route: `#/callback?state=`).
 * /callback opened by hand carries none.
 */
export function hasSignInAnswer(url: string): boolean {
  return /[?&#]state=/.test(url);
}

/**
 * The work of the /callback page (spec 1 §2: sign-in callback): hands the address to the
 * session manager, which completes the OIDC sign-in (once per address, although React may run
 * the effect twice) and goes to the return URL the sign-in carried, else /. Answers `failed` —
 * and the page shows 登录失败 with a way on instead of its spinner — when the address carries no
 * answer of the identity server (opened by hand) or the sign-in cannot complete (an expired or
 * replayed address). Without a session manager (an app not signing in through OIDC) the page
 * only shows its text.
 */
export function useCallbackPage(): CallbackPageStatus {
  const session = useSessionManager();
  const [status, setStatus] = useState<CallbackPageStatus>(() =>
    session && !hasSignInAnswer(globalThis.location.href) ? 'failed' : 'pending',
  );
  useEffect(() => {
    if (!session || status === 'failed') return;
    session.completeSignin().catch((error: unknown) => {
      console.error('Sign-in callback failed', error);
      setStatus('failed');
    });
  }, [session, status]);
  return status;
}
