import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import type { NavigationPort } from '@tessera/ports';
import { SYSTEM_PATHS } from '@tessera/protocol';
import type { RouteTable } from '@tessera/routing';
import { CallbackPage, DenyPage, DesignerPendingPage, ErrorPage } from '@tessera/widgets/pc';
import { RuntimePage } from './RuntimePage.js';

/**
 * Registers one route per server page definition, all drawn by the generic renderer, plus the
 * home redirect and the fixed system routes (spec 1 §2). Answers the router and a navigation
 * port over it for the provider (events, system-page links).
 */
export function createRuntimeRouter(table: RouteTable) {
  const routes: RouteObject[] = table.routes.map((route) => ({
    path: route.path,
    // keyed by page so that moving between pages remounts the renderer
    element: <RuntimePage key={route.pageId} pageId={route.pageId} title={route.title} />,
    handle: { title: route.title, tagsMode: route.tagsMode, isLoginRequire: route.isLoginRequire },
  }));
  if (table.redirect) {
    routes.push({ path: '/', element: <Navigate to={table.redirect.to} replace /> });
  }
  routes.push(
    // The designer is not built yet: /design says so (the 500 page links here; no loop).
    { path: `${SYSTEM_PATHS.design}/*`, element: <DesignerPendingPage /> },
    { path: SYSTEM_PATHS.callback, element: <CallbackPage /> },
    { path: SYSTEM_PATHS.deny, element: <DenyPage /> },
    { path: SYSTEM_PATHS.error, element: <ErrorPage /> },
    { path: '*', element: <ErrorPage /> },
  );
  const router = createBrowserRouter(routes);
  const navigation: NavigationPort = {
    navigate: (path, options = {}) => {
      if (options.newWindow) window.open(path, '_blank', 'noopener');
      else if (options.fullPage) window.location.assign(path);
      else void router.navigate(path, { replace: options.replace });
    },
    currentPath: () => router.state.location.pathname + router.state.location.search,
  };
  return { router, navigation };
}
