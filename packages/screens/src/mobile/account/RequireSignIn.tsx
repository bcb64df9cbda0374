import { useEffect, type ReactNode } from 'react';
import { SpinLoading } from 'antd-mobile';
import { accountPortalPath } from '@tessera/protocol';
import { useNavigation, useSession, useSessionManager } from '@tessera/react';

/** The sign-in screen for `returnUrl`: /login-byphone?returnUrl=… */
export function signInPath(returnUrl: string | undefined): string {
  const path = accountPortalPath('loginByPhone');
  return returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;
}

/**
 * A login-required screen of the account portal (spec 2 §2.1): a signed-out visitor goes to the
 * portal's own sign-in screen (/login-byphone) and comes back to `returnUrl` after signing in.
 */
export function RequireSignIn({ returnUrl, children }: { returnUrl: string; children: ReactNode }) {
  const session = useSessionManager();
  const { status } = useSession();
  const navigation = useNavigation();
  const allowed = !session || status === 'authenticated';
  useEffect(() => {
    if (!allowed) navigation?.navigate(signInPath(returnUrl), { replace: true });
  }, [allowed, navigation, returnUrl]);
  if (allowed) return <>{children}</>;
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <SpinLoading aria-label="加载中" />
    </div>
  );
}
