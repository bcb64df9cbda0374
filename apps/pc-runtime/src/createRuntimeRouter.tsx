import { useEffect } from 'react';
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
import { SYSTEM_PATHS, WORKFLOW_PAGE } from '@tessera/protocol';
import { SilentRenewCallback, useSettings, useSignInRequired } from '@tessera/react';
import { matchRoute, routerMode } from '@tessera/routing';
import type { PageRoute, RouteTable } from '@tessera/routing';
import {
  CallbackPage,
  DenyPage,
  ErrorPage,
  LoginRedirectPage,
  PageLoading,
  REDIRECT_FALLBACK_PATH,
  RedirectingPage,
  RuntimeAppBar,
} from '@tessera/widgets/pc';
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

/** spec 1 §2 routes the runtime answers itself. */
const LOGIN_PAGE_PATH = '/page/login';
const REDIRECTING_PATH = '/redirecting';

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

/**
 * Registers one route per server page definition, all drawn by the generic renderer under the
 * app bar, plus the home redirect and the fixed system routes (spec 1 §2). The page whose url is
 * /login starts the sign-in instead. Answers the router and a navigation port over it for the
 * provider (events, system-page links) and the session.
 */
export function createRuntimeRouter(table: RouteTable) {
  const handle = (route: PageRoute) => ({
    title: route.title,
    tagsMode: route.tagsMode,
    isLoginRequire: route.isLoginRequire,
  });
  const isLogin = (route: PageRoute) => route.basePath === SYSTEM_PATHS.login;
  const pages: RouteObject[] = table.routes
    .filter((route) => !isLogin(route))
    .map((route) => ({
      path: route.path,
      // keyed by page so that moving between pages remounts the renderer
      element: <GuardedPage key={route.pageId} route={route} />,
      handle: handle(route),
    }));
  // The /login page (with its parameter segments) starts the sign-in, outside the app bar.
  const loginPages: RouteObject[] = table.routes
    .filter(isLogin)
    .map((route) => ({ path: route.path, element: <LoginRoute />, handle: handle(route) }));
  // spec 1 §2: any page as a workflow page, its calls carrying the workflow context.
  pages.push({ path: WORKFLOW_PAGE.pattern, element: <WorkflowPage table={table} /> });
  // spec 1 §2 page-data loader: the page named by ?pageId= (all zeros: none).
  pages.push({ path: '/page', element: <QueryPage /> });
  // The runtime's own screens under the app bar (designed pages draw their own shell).
  const screens: RouteObject[] = [
    // spec 2 §2.12: the approval and form pages (loaded when opened).
    ...approvalRoutes(),
    // spec 1 §2: the full list of a list widget and the submit-list page.
    ...listRoutes(),
  ];
  const routes: RouteObject[] = [
    ...pages,
    { element: <AppChrome />, children: screens },
    ...loginPages,
  ];
  if (table.redirect) {
    routes.push({ path: '/', element: <Navigate to={table.redirect.to} replace /> });
  }
  // Fixed routes a page definition may take over (its route comes first then).
  const unlessPage = (path: string, route: RouteObject) => (matchRoute(table, path) ? [] : [route]);
  routes.push(
    // spec 1 §2 /page/login, "used when no page id is available": the sign-in.
    ...unlessPage(LOGIN_PAGE_PATH, { path: LOGIN_PAGE_PATH, element: <LoginRoute /> }),
    // spec 2 §2.2 /redirecting's fallback /index: the home page.
    ...unlessPage(REDIRECT_FALLBACK_PATH, {
      path: REDIRECT_FALLBACK_PATH,
      element: <Navigate to={table.redirect?.to ?? SYSTEM_PATHS.home} replace />,
    }),
  );
  routes.push(
    // spec 1 §2: /login takes returnUrl and as many /0 segments as loginParamsNumber says.
    { path: `${SYSTEM_PATHS.login}/*`, element: <LoginRoute /> },
    // spec 1 §2 /design: the designer, loaded when opened (the 500 page links here).
    ...designerRoutes(),
    { path: SYSTEM_PATHS.callback, element: <CallbackPage /> },
    { path: SYSTEM_PATHS.silent, element: <SilentRenewCallback /> },
    // spec 1 §2, spec 2 §2.2: /redirecting goes to `?returnUrl=` or /index.
    { path: REDIRECTING_PATH, element: <RedirectingPage /> },
    { path: SYSTEM_PATHS.deny, element: <DenyPage /> },
    { path: SYSTEM_PATHS.error, element: <ErrorPage /> },
    { path: '*', element: <ErrorPage /> },
  );
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
