import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createPageAccess, TesseraProvider, useBootstrap, userPagesLoader } from '@tessera/react';
import {
  NavBarActionsProvider,
  PageLoadError,
  PageLoading,
  SessionCountdownDialog,
  WIDGET_ACTION_TYPES,
} from '@tessera/widgets/mobile';
import { createRuntimeRouter } from './createRuntimeRouter.js';
import { NotificationBellSlot } from './NotificationBellSlot.js';
import { client, messages, services, sessionStorage } from './wiring.js';

/**
 * Loads the settings and page definitions of this host, starts the session, then hands over to
 * the router — the same start as pc-runtime's, with the mobile kit's views.
 */
export function App() {
  const start = useBootstrap({ client, host: window.location.host, sessionStorage });
  const routed = useMemo(() => {
    if (start.status !== 'ready') return null;
    // spec 1 §4, §6: the session signs in at the settings' identity server (started once).
    const session = services.startSession({
      settings: start.settings,
      origin: window.location.origin,
    });
    // spec 1 §6: the user's pages, so menus leave out what they may not open.
    const pageAccess = createPageAccess({
      session,
      routeTable: start.routeTable,
      loadUserPages: userPagesLoader(start.client, start.settings),
    });
    // spec 1 §7: this runtime's calls say `mode: Mobile`, `source: h5` whatever sub-app the
    // host's settings name (README "One page JSON, two runtimes").
    const appClient = start.client.withContext({ subAppType: 'Mobile' });
    return { ...createRuntimeRouter(start.routeTable), session, pageAccess, appClient };
  }, [start]);
  // The client's and the session's navigation follow the router once it exists.
  useEffect(() => (routed ? services.navigation.attach(routed.navigation) : undefined), [routed]);

  return (
    <TesseraProvider messages={messages} sessionStorage={sessionStorage}>
      {start.status === 'loading' && <PageLoading />}
      {start.status === 'error' && <PageLoadError message={start.message} />}
      {start.status === 'ready' && routed && (
        <TesseraProvider
          settings={start.settings}
          client={routed.appClient}
          navigation={routed.navigation}
          session={routed.session}
          contentChanged={services.contentChanges(start.settings)}
          notificationsChanged={services.notificationsChanged(start.settings)}
          pageAccess={routed.pageAccess}
          actionTypes={WIDGET_ACTION_TYPES}
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
