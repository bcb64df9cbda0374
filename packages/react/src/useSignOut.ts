import { useCallback } from 'react';
import { LOGIN_PATH } from '@tessera/protocol';
import { loginPath } from '@tessera/routing';
import { useTessera } from './TesseraContext.js';
import { signOut } from './internals/serviceCalls.js';

/** Options of {@link useSignOut}. */
export interface SignOutOptions {
  /**
   * Where the next sign-in returns to: default the current page; `'/'` (or any path the app
   * starts at) for none, e.g. from the deny page, whose page the next user may not open either.
   */
  returnUrl?: string;
}

/**
 * Sign-out for the app's user menu (spec 1 §7 Logout, clearcookies): the server ends the
 * session (its tokens stop working, the identity provider forgets the browser), the session is
 * cleared here, and the app goes to /login (with routing's `/0` segments and the current page as
 * `returnUrl`), which hands over to the identity server's sign-in page — its form, since the
 * provider no longer knows the browser. Without a signed-in session (a visitor, or an app that
 * does not sign in) it still clears the provider's browser session when it can, and goes to
 * /login.
 *
 * @example
 * ```tsx
 * const signOut = useSignOut();
 * <MenuItem onClick={() => void signOut()}>退出登录</MenuItem>
 * ```
 */
export function useSignOut(options: SignOutOptions = {}): () => Promise<void> {
  const { client, settings, session, navigation, sessionStorage } = useTessera();
  const { returnUrl } = options;
  return useCallback(async () => {
    const current = returnUrl ?? navigation?.currentPath?.();
    const back = current && current !== '/' ? current : undefined;
    if (client && settings && session) await signOut(client, settings, session);
    const target = sessionStorage
      ? loginPath(sessionStorage, back)
      : back
        ? `${LOGIN_PATH}?returnUrl=${encodeURIComponent(back)}`
        : LOGIN_PATH;
    if (navigation) navigation.navigate(target);
    else globalThis.location.assign(target);
  }, [client, settings, session, navigation, sessionStorage, returnUrl]);
}
