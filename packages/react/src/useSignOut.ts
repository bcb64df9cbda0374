import { useCallback } from 'react';
import { loginPath } from '@tessera/routing';
import { useTessera } from './TesseraContext.js';
import { signOut } from './internals/serviceCalls.js';
import { useRequestClient, useSessionManager } from './useServices.js';
import { useSettings } from './useSettings.js';

/**
 * Sign-out for the app's user menu (spec 1 §7 Logout, clearcookies): the server ends the
 * session (its tokens stop working, the identity provider forgets the browser), the session is
 * cleared here, and the app goes to /login (with routing's `/0` segments and the current page as
 * `returnUrl`), which hands over to the identity server's sign-in page.
 *
 * @example
 * ```tsx
 * const signOut = useSignOut();
 * <MenuItem onClick={() => void signOut()}>退出登录</MenuItem>
 * ```
 */
export function useSignOut(): () => Promise<void> {
  const client = useRequestClient();
  const settings = useSettings();
  const session = useSessionManager();
  const { navigation, sessionStorage } = useTessera();
  return useCallback(async () => {
    if (!session) return;
    const current = navigation?.currentPath?.();
    await signOut(client, settings, session);
    if (navigation && sessionStorage) {
      navigation.navigate(
        loginPath(sessionStorage, current && current !== '/' ? current : undefined),
      );
    }
  }, [client, settings, session, navigation, sessionStorage]);
}
