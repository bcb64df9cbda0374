import { CssBaseline } from '@mui/material';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { TesseraProvider, useBootstrap } from '@tessera/react';
import { MessageSnackbar, PageLoadError, PageLoading } from '@tessera/widgets/pc';
import { createRuntimeRouter } from './createRuntimeRouter.js';
import { client, messages, sessionStorage } from './wiring.js';

/** Loads settings and page definitions, then hands over to the router. */
export function App() {
  const start = useBootstrap({ client, host: window.location.host, sessionStorage });
  const routed = useMemo(
    () => (start.status === 'ready' ? createRuntimeRouter(start.routeTable) : null),
    [start],
  );

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
        >
          <RouterProvider router={routed.router} />
        </TesseraProvider>
      )}
    </TesseraProvider>
  );
}
