// spec 1 §2 system pages, mobile flavour (antd-mobile): access denied with a back button, the
// 500 page and the sign-in callback.
import { useEffect, useRef, useState } from 'react';
import { Button, ErrorBlock, Result, SpinLoading } from 'antd-mobile';
import { useNavigation } from '@tessera/react';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { SYSTEM_PAGE_TEXTS } from '../system/systemTexts.js';
import { useSystemLink } from '../system/useSystemLink.js';
import { useCallbackPage } from '../system/useCallbackPage.js';

/** spec 1 §2, spec 2 §2.12: 您没有访问权限！ with a back-to-home button on mobile (返回首页). */
export function DenyPage() {
  const navigation = useNavigation();
  const home = () => {
    if (navigation) navigation.navigate(SYSTEM_PATHS.home, { replace: true });
    else globalThis.location.assign(SYSTEM_PATHS.home);
  };
  return (
    <main data-testid="deny-page" style={{ padding: '48px 16px' }}>
      <ErrorBlock status="disconnected" title={SYSTEM_PAGE_TEXTS.deny} description="">
        <Button color="primary" onClick={home}>
          {SYSTEM_PAGE_TEXTS.home}
        </Button>
      </ErrorBlock>
    </main>
  );
}

/** spec 1 §2: the 500 page "抱歉，页面访问出错", linking to /design. */
export function ErrorPage() {
  const link = useSystemLink(SYSTEM_PATHS.design);
  return (
    <main data-testid="error-page" style={{ padding: '48px 16px' }}>
      <ErrorBlock status="default" title={SYSTEM_PAGE_TEXTS.error} description="">
        <a {...link}>{SYSTEM_PAGE_TEXTS.toDesigner}</a>
      </ErrorBlock>
    </main>
  );
}

/** spec 1 §2 /callback: "登录成功，请稍后..." while the sign-in completes. */
export function CallbackPage() {
  useCallbackPage();
  return (
    <main data-testid="callback-page" style={{ padding: '48px 16px' }}>
      <Result
        icon={<SpinLoading />}
        status="waiting"
        title={<span role="status">{SYSTEM_PAGE_TEXTS.callback}</span>}
      />
    </main>
  );
}

/** spec 2 §2.12 the redirect page: where `returnUrl` says (a same-site path), else /index. */
export const REDIRECT_FALLBACK_PATH = '/index';

/** spec 2 §2.12 /redirecting: a spinner while it moves on to `?returnUrl=` or /index. */
export function RedirectingPage() {
  const navigation = useNavigation();
  // Read once, at mount: after the move the location no longer holds it.
  const [target] = useState(() => {
    const wanted = new URLSearchParams(globalThis.location.search).get('returnUrl');
    return wanted && wanted.startsWith('/') && !wanted.startsWith('//')
      ? wanted
      : REDIRECT_FALLBACK_PATH;
  });
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) return;
    moved.current = true;
    if (navigation) navigation.navigate(target, { replace: true });
    else globalThis.location.replace(target);
  }, [navigation, target]);
  return (
    <main data-testid="redirecting-page" style={{ padding: '48px 16px' }}>
      <Result icon={<SpinLoading />} status="waiting" title={SYSTEM_PAGE_TEXTS.loading} />
    </main>
  );
}
