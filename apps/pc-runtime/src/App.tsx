import { CssBaseline } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createPageAccess, TesseraProvider, useBootstrap, userPagesLoader } from '@tessera/react';
import {
  AppBarActionsProvider,
  MessageSnackbar,
  PageLoadError,
  PageLoading,
  SessionCountdownDialog,
  WIDGET_ACTION_TYPES,
} from '@tessera/widgets/pc';
import { createRuntimeRouter } from './createRuntimeRouter.js';
import { NotificationBellSlot } from './NotificationBellSlot.js';
import { client, messages, services, sessionStorage } from './wiring.js';

/** Loads settings and page definitions, starts the session, then hands over to the router. */
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
    // The bell's live unread count shares the app's one subscription socket.
    const notificationsChanged = services.notificationsChanged(start.settings);
    return {
      ...createRuntimeRouter(start.routeTable),
      session,
      pageAccess,
      bell: <NotificationBellSlot notificationsChanged={notificationsChanged} />,
    };
  }, [start]);
  // The client's and the session's navigation follow the router once it exists.
  useEffect(() => (routed ? services.navigation.attach(routed.navigation) : undefined), [routed]);

  return (
    <TesseraProvider messages={messages} sessionStorage={sessionStorage}>
      <CssBaseline />
      <MessageSnackbar queue={messages} />
      {start.status === 'loading' && <PageLoading />}
      {start.status === 'error' && <PageLoadError message={start.message} />}
      {start.status === 'ready' && routed && (
        <TesseraProvider
          settings={start.settings}
          client={start.client}
          navigation={routed.navigation}
          session={routed.session}
          contentChanged={services.contentChanges(start.settings)}
          notificationsChanged={services.notificationsChanged(start.settings)}
          pageAccess={routed.pageAccess}
          actionTypes={WIDGET_ACTION_TYPES}
        >
          <SessionCountdownDialog />
          <AppBarActionsProvider actions={routed.bell}>
            <RouterProvider router={routed.router} />
          </AppBarActionsProvider>
        </TesseraProvider>
      )}
    </TesseraProvider>
  );
}
