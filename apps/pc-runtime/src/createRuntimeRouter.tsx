import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import type { RouteTable } from '@tessera/routing';
import type { Settings } from '@tessera/protocol';
import { RuntimePage } from './RuntimePage.js';
import { DenyPage, ErrorPage } from './SystemPages.js';

/**
 * Registers one route per server page definition, all drawn by the generic renderer, plus the
 * home redirect and the fixed system routes (spec 1 §2).
 */
export function createRuntimeRouter(settings: Settings, table: RouteTable) {
  const routes: RouteObject[] = table.routes.map((route) => ({
    path: route.path,
    // keyed by page so that moving between pages remounts the renderer
    element: (
      <RuntimePage
        key={route.pageId}
        settings={settings}
        pageId={route.pageId}
        title={route.title}
      />
    ),
    handle: { title: route.title, tagsMode: route.tagsMode, isLoginRequire: route.isLoginRequire },
  }));
  if (table.redirect) {
    routes.push({ path: '/', element: <Navigate to={table.redirect.to} replace /> });
  }
  routes.push(
    { path: '/deny', element: <DenyPage /> },
    { path: '/error', element: <ErrorPage /> },
    { path: '*', element: <ErrorPage /> },
  );
  return createBrowserRouter(routes);
}
