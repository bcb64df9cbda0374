import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBlock, Result, SpinLoading } from 'antd-mobile';
import { CLIENT_VERSION, SYSTEM_PATHS } from '@tessera/protocol';
import { SilentRenewCallback, TesseraProvider, useBootstrap } from '@tessera/react';
import {
  CallbackPage,
  LoginRedirectPage,
  SessionCountdownDialog,
  SessionNavBar,
} from '@tessera/widgets/mobile';
import { client, messages, services, sessionStorage } from './wiring.js';
import { workflowPageContext } from './workflowPage.js';

/** The session's routes (spec 1 §2) by path; the pages themselves are not built yet. */
function Screen({ title }: { title: string }) {
  const { pathname, search } = window.location;
  if (pathname === SYSTEM_PATHS.callback) return <CallbackPage />;
  if (pathname === SYSTEM_PATHS.silent) return <SilentRenewCallback />;
  if (pathname === SYSTEM_PATHS.login || pathname.startsWith(`${SYSTEM_PATHS.login}/`)) {
    return <LoginRedirectPage returnUrl={new URLSearchParams(search).get('returnUrl')} />;
  }
  return (
    <>
      <SessionNavBar title={title} />
      <Result
        status="waiting"
        title="移动端运行时建设中"
        description={`客户端版本 ${CLIENT_VERSION}`}
      />
    </>
  );
}

/** Loads the settings, starts the session (tokens in local storage), shows the session's screens. */
function App() {
  const start = useBootstrap({ client, host: window.location.host, sessionStorage });
  // spec 1 §2: on a workflow page every call carries the workflow context (a 403 then loads the
  // site's /deny). The mobile page renderer is not built yet; the context is ready.
  const workflow = useMemo(() => workflowPageContext(window.location, sessionStorage), []);
  const appClient = useMemo(() => {
    if (start.status !== 'ready') return undefined;
    return workflow ? start.client.withContext(workflow) : start.client;
  }, [start, workflow]);
  const session = useMemo(
    () =>
      start.status === 'ready'
        ? services.startSession({ settings: start.settings, origin: window.location.origin })
        : undefined,
    [start],
  );
  if (start.status === 'loading') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <SpinLoading aria-label="加载中" />
      </div>
    );
  }
  if (start.status === 'error') {
    return <ErrorBlock status="default" title="页面加载失败" description={start.message} />;
  }
  return (
    <TesseraProvider settings={start.settings} client={appClient} session={session}>
      <SessionCountdownDialog />
      <Screen title={start.settings.subAppName} />
    </TesseraProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <TesseraProvider client={client} messages={messages} sessionStorage={sessionStorage}>
      <App />
    </TesseraProvider>
  </StrictMode>,
);
