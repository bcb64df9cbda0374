// spec 1 §2 system pages, mobile flavour (antd-mobile): access denied with a back button, the
// 500 page and the sign-in callback.
import { Button, ErrorBlock, Result, SpinLoading } from 'antd-mobile';
import { SIGN_IN_TEXTS, useNavigation } from '@tessera/react';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { SYSTEM_PAGE_TEXTS } from '../system/systemTexts.js';
import { useSystemLink } from '../system/useSystemLink.js';
import { useCallbackPage } from '../system/useCallbackPage.js';
import { useRedirecting } from '../system/useRedirecting.js';

/**
 * spec 1 §2: 您没有访问权限！ with a back button on mobile (返回): back to the page before the
 * denied one, or the home page when the denied page was the first one opened. (The 403 rule
 * pushes /deny over the denied page, so one step back would only be denied again.)
 */
export function DenyPage() {
  const navigation = useNavigation();
  const back = () => {
    // history.state.idx is react-router's position in this tab (0: the first entry).
    const idx = (globalThis.history?.state as { idx?: number } | null)?.idx ?? 0;
    if (idx >= 2) globalThis.history.go(-2);
    else if (navigation) navigation.navigate(SYSTEM_PATHS.home, { replace: true });
    else globalThis.location.assign(SYSTEM_PATHS.home);
  };
  return (
    <main data-testid="deny-page" style={{ padding: '48px 16px' }}>
      <ErrorBlock status="disconnected" title={SYSTEM_PAGE_TEXTS.deny} description="">
        <Button color="primary" onClick={back}>
          {SYSTEM_PAGE_TEXTS.back}
        </Button>
      </ErrorBlock>
    </main>
  );
}

/** A page loading (its JSON, its sign-in check): a spinner in the middle of the screen. */
export function PageLoading() {
  return (
    <div
      role="status"
      aria-label="加载中"
      aria-busy="true"
      style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}
    >
      <SpinLoading />
    </div>
  );
}

/** Props of {@link PageLoadError}. */
export interface PageLoadErrorProps {
  message: string;
}

/** A page whose JSON failed (spec 1 §8 "closable error toast, loading stops"): 页面加载失败. */
export function PageLoadError({ message }: PageLoadErrorProps) {
  return (
    <main data-testid="page-load-error" style={{ padding: '48px 16px' }}>
      <ErrorBlock status="default" title={SYSTEM_PAGE_TEXTS.loadFailed} description={message}>
        <Button onClick={() => globalThis.location.reload()}>重新加载</Button>
      </ErrorBlock>
    </main>
  );
}

/** Props of the mobile {@link ErrorPage}. */
export interface ErrorPageProps {
  /**
   * Whether to link to /design (spec 1 §2; default true). An app that has no designer (the
   * account portal answers /design with this very page) leaves it out.
   */
  designerLink?: boolean;
}

/**
 * spec 1 §2: the 500 page "抱歉，页面访问出错", linking to /design, and back to the home page
 * (the way on for a user who is not a designer).
 */
export function ErrorPage({ designerLink = true }: ErrorPageProps) {
  const designer = useSystemLink(SYSTEM_PATHS.design);
  const home = useSystemLink(SYSTEM_PATHS.home);
  return (
    <main data-testid="error-page" style={{ padding: '48px 16px' }}>
      <ErrorBlock status="default" title={SYSTEM_PAGE_TEXTS.error} description="">
        <div style={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center' }}>
          <a
            {...home}
            style={{
              padding: '7px 16px',
              borderRadius: 4,
              background: 'var(--adm-color-primary)',
              color: '#fff',
              textDecoration: 'none',
            }}
          >
            {SYSTEM_PAGE_TEXTS.home}
          </a>
          {designerLink && <a {...designer}>{SYSTEM_PAGE_TEXTS.toDesigner}</a>}
        </div>
      </ErrorBlock>
    </main>
  );
}

/**
 * spec 1 §2 /callback: "登录成功，请稍后..." while the sign-in completes; 登录失败 with 重新登录
 * and 返回首页 (no spinner) when it cannot.
 */
export function CallbackPage() {
  const status = useCallbackPage();
  const navigation = useNavigation();
  const go = (path: string) => () => {
    if (navigation) navigation.navigate(path, { replace: true });
    else globalThis.location.assign(path);
  };
  if (status === 'failed') {
    return (
      <main data-testid="callback-page" style={{ padding: '48px 16px' }}>
        <ErrorBlock
          status="default"
          title={SIGN_IN_TEXTS.failed}
          description={SYSTEM_PAGE_TEXTS.callbackFailedDetail}
        >
          <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
            <Button color="primary" onClick={go(SYSTEM_PATHS.login)}>
              {SYSTEM_PAGE_TEXTS.relogin}
            </Button>
            <Button onClick={go(SYSTEM_PATHS.home)}>{SYSTEM_PAGE_TEXTS.home}</Button>
          </div>
        </ErrorBlock>
      </main>
    );
  }
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

/** spec 2 §2.12 /redirecting: a spinner while it moves on to `?returnUrl=` or /index. */
export function RedirectingPage() {
  useRedirecting();
  return (
    <main data-testid="redirecting-page" style={{ padding: '48px 16px' }}>
      <Result icon={<SpinLoading />} status="waiting" title={SYSTEM_PAGE_TEXTS.loading} />
    </main>
  );
}
