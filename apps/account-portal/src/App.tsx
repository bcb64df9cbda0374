import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBlock, SpinLoading } from 'antd-mobile';
import { TesseraProvider, useBootstrap } from '@tessera/react';
import { NavBarActionsProvider, SessionCountdownDialog } from '@tessera/widgets/mobile';
import { createPortalRouter } from './createPortalRouter.js';
import { NotificationBellSlot } from './NotificationBellSlot.js';
import { client, messages, services, sessionStorage } from './wiring.js';

/** Loads the settings, starts the session (tokens in local storage), then hands over to the router. */
export function App() {
  const start = useBootstrap({ client, host: window.location.host, sessionStorage });
  const routed = useMemo(() => {
    if (start.status !== 'ready') return null;
    const session = services.startSession({
      settings: start.settings,
      origin: window.location.origin,
    });
    return { ...createPortalRouter(window.location.hostname), session };
  }, [start]);
  // The client's and the session's navigation follow the router once it exists.
  useEffect(() => (routed ? services.navigation.attach(routed.navigation) : undefined), [routed]);

  return (
    <TesseraProvider client={client} messages={messages} sessionStorage={sessionStorage}>
      {start.status === 'loading' && (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
          <SpinLoading aria-label="加载中" />
        </div>
      )}
      {start.status === 'error' && (
        <ErrorBlock status="default" title="页面加载失败" description={start.message} />
      )}
      {start.status === 'ready' && routed && (
        <TesseraProvider
          settings={start.settings}
          client={start.client}
          navigation={routed.navigation}
          session={routed.session}
          contentChanged={services.contentChanges(start.settings)}
          notificationsChanged={services.notificationsChanged(start.settings)}
        >
          <SessionCountdownDialog />
          {/* The bell in every nav bar (README "Notification centre"). */}
          <NavBarActionsProvider actions={<NotificationBellSlot />}>
            <RouterProvider router={routed.router} />
          </NavBarActionsProvider>
        </TesseraProvider>
      )}
    </TesseraProvider>
  );
}
