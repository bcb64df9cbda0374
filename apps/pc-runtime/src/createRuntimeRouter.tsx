import { useEffect, type ReactElement } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  Navigate,
  Outlet,
  useLocation,
  useSearchParams,
} from 'react-router';
import type { RouteObject } from 'react-router';
import { Box } from '@mui/material';
import type { NavigationPort } from '@tessera/ports';
import { SilentRenewCallback, useSettings, useSignInRequired } from '@tessera/react';
import { routerMode, runtimeRoutes } from '@tessera/routing';
import type { PageRoute, RouteTable, RuntimeRoute, SystemRouteName } from '@tessera/routing';
import {
  CallbackPage,
  DenyPage,
  ErrorPage,
  LoginRedirectPage,
  PageLoading,
  RedirectingPage,
  RuntimeAppBar,
} from '@tessera/widgets/pc';
import { adminRoutes } from './admin/AdminRoutes.js';
import { approvalRoutes } from './ApprovalRoutes.js';
import { designerRoutes } from './designer/DesignerRoutes.js';
import { listRoutes } from './listRoutes.js';
import { QueryPage, RuntimePage } from './RuntimePage.js';
import { WorkflowPage } from './WorkflowPage.js';

/**
 * spec 1 §2: after each navigation the scroll containers are back at the top. (The page's
 * interval timers and event listeners go with it: a new address remounts the page, whose
 * scheduler, event runner and timers are disposed — `usePageData`.)
 */
function NavigationReset() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll('[data-scroll-container]')) {
      element.scrollTop = 0;
    }
  }, [pathname, search]);
  return <Outlet />;
}

/** The chrome around the runtime's own screens: the app bar with the user menu, then the screen. */
function AppChrome() {
  const settings = useSettings();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#e5effa' }}>
      <RuntimeAppBar title={settings.subAppName} />
      <Outlet />
    </Box>
  );
}

/** spec 1 §2: a login-required page sends an unauthenticated visitor to sign in, then back here. */
function GuardedPage({ route }: { route: PageRoute }) {
  const location = useLocation();
  const address = location.pathname + location.search;
  const allowed = useSignInRequired(route.isLoginRequire, address);
  if (!allowed) return <PageLoading />;
  // Keyed by address: another address (parameters, query) is a new page visit (spec 1 §2).
  return (
    <RuntimePage
      key={address}
      pageId={route.pageId}
      title={route.title}
      loginRequired={route.isLoginRequire}
    />
  );
}

/** spec 1 §2 /login (with its /0 segments): the sign-in, returning to `?returnUrl=`. */
function LoginRoute() {
  const [search] = useSearchParams();
  return <LoginRedirectPage returnUrl={search.get('returnUrl')} />;
}

/** The element of one shared runtime route (`@tessera/routing` `runtimeRoutes`). */
function elementOf(entry: RuntimeRoute, table: RouteTable): ReactElement {
  switch (entry.kind) {
    case 'page':
      // keyed by page so that moving between pages remounts the renderer
      return <GuardedPage key={entry.route.pageId} route={entry.route} />;
    case 'login':
      return <LoginRoute />;
    case 'workflow':
      return <WorkflowPage table={table} />;
    case 'pageQuery':
      return <QueryPage />;
    case 'redirect':
      return <Navigate to={entry.to} replace />;
    case 'system':
      return SYSTEM_ELEMENTS[entry.name];
  }
}

const SYSTEM_ELEMENTS: Record<SystemRouteName, ReactElement> = {
  callback: <CallbackPage />,
  silent: <SilentRenewCallback />,
  // spec 1 §2, spec 2 §2.2: /redirecting goes to `?returnUrl=` or /index.
  redirecting: <RedirectingPage />,
  deny: <DenyPage />,
  error: <ErrorPage />,
  notFound: <ErrorPage />,
};

/**
 * Registers the runtime's routes (`@tessera/routing` `runtimeRoutes`: one per server page
 * definition, all drawn by the generic renderer, the /login page starting the sign-in, the
 * workflow page, the home redirect and the fixed system routes; spec 1 §2) plus this app's own
 * screens under the app bar and the designer. Answers the router and a navigation port over it
 * for the provider (events, system-page links) and the session.
 */
export function createRuntimeRouter(table: RouteTable) {
  const handle = (route: PageRoute | undefined) =>
    route && {
      title: route.title,
      tagsMode: route.tagsMode,
      isLoginRequire: route.isLoginRequire,
    };
  const shared: RouteObject[] = runtimeRoutes(table).map((entry) => ({
    path: entry.path,
    element: elementOf(entry, table),
    handle: entry.kind === 'page' || entry.kind === 'login' ? handle(entry.route) : undefined,
  }));
  // The runtime's own screens under the app bar (designed pages draw their own shell).
  const screens: RouteObject[] = [
    // spec 2 §2.12: the approval and form pages (loaded when opened).
    ...approvalRoutes(),
    // spec 1 §2: the full list of a list widget and the submit-list page.
    ...listRoutes(),
  ];
  const routes: RouteObject[] = [
    ...shared,
    { element: <AppChrome />, children: screens },
    // spec 1 §2 /design: the designer, loaded when opened (the 500 page links here).
    ...designerRoutes(),
    // Issue 27: the administration console, loaded when opened.
    ...adminRoutes(),
  ];
  // spec 1 §2: history mode unless the pathname-mode flag is set or the host is a preview domain
  // (README "Routing"); then the route lives in the fragment.
  const mode = routerMode({
    host: window.location.hostname,
    pathnameFlag: import.meta.env.VITE_PATHNAME_MODE === 'true',
    previewDomains: (import.meta.env.VITE_PREVIEW_DOMAINS ?? '').split(',').filter(Boolean),
  });
  const root: RouteObject[] = [{ element: <NavigationReset />, children: routes }];
  const router = mode === 'hash' ? createHashRouter(root) : createBrowserRouter(root);
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
