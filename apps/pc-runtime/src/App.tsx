import { Alert, Box, CircularProgress, CssBaseline } from '@mui/material';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createRuntimeRouter } from './createRuntimeRouter.js';
import { useBootstrap } from './useBootstrap.js';

/** Loads settings and page definitions, then hands over to the router. */
export function App() {
  const state = useBootstrap();
  const router = useMemo(
    () => (state.status === 'ready' ? createRuntimeRouter(state.settings, state.routeTable) : null),
    [state],
  );

  return (
    <>
      <CssBaseline />
      {state.status === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
          <CircularProgress aria-label="加载中" />
        </Box>
      )}
      {state.status === 'error' && (
        <Alert severity="error" sx={{ m: 2 }}>
          {state.message}
        </Alert>
      )}
      {router && <RouterProvider router={router} />}
    </>
  );
}
