import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  Navigate,
  Outlet,
  useLocation,
  useSearchParams,
} from 'react-router';
import type { RouteObject } from 'react-router';
import type { NavigationPort } from '@tessera/ports';
import { SilentRenewCallback, useSignInRequired } from '@tessera/react';
import { routerMode, runtimeRoutes } from '@tessera/routing';
import type { PageRoute, RouteTable, RuntimeRoute, SystemRouteName } from '@tessera/routing';
import { FULL_LIST_PATH, SUBMIT_LIST_PATH } from '@tessera/widgets';
import {
  CallbackPage,
  DenyPage,
  ErrorPage,
  LoginRedirectPage,
  PageLoading,
  RedirectingPage,
} from '@tessera/widgets/mobile';
import { approvalRoutes } from './ApprovalRoutes.js';
import type { RuntimePageProps } from './RuntimePage.js';

// The page screens' chunk is requested as soon as this module runs — beside the settings call,
// not after it — and every page route waits for it under the loading spinner.
const pageScreens = import('./pageScreens.js');
const RuntimePage = lazy(() => pageScreens.then((m) => ({ default: m.RuntimePage })));
const QueryPage = lazy(() => pageScreens.then((m) => ({ default: m.QueryPage })));
const WorkflowPage = lazy(() => pageScreens.then((m) => ({ default: m.WorkflowPage })));
const FullListPage = lazy(() => pageScreens.then((m) => ({ default: m.FullListPage })));
const SubmitListPage = lazy(() => pageScreens.then((m) => ({ default: m.SubmitListPage })));

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
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
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
      {...({
        pageId: route.pageId,
        title: route.title,
        loginRequired: route.isLoginRequire,
      } satisfies RuntimePageProps)}
    />
  );
}

/** spec 1 §2 /login (with its /0 segments): the sign-in, returning to `?returnUrl=`. */
function LoginRoute() {
  const [search] = useSearchParams();
  return <LoginRedirectPage returnUrl={search.get('returnUrl')} />;
}

// The mobile runtime has no designer: the 500 page leaves /design out (it would land here again).
const SYSTEM_ELEMENTS: Record<SystemRouteName, ReactElement> = {
  callback: <CallbackPage />,
  silent: <SilentRenewCallback />,
  redirecting: <RedirectingPage />,
  deny: <DenyPage />,
  error: <ErrorPage designerLink={false} />,
  notFound: <ErrorPage designerLink={false} />,
};

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

/**
 * Registers the same routes as pc-runtime (`@tessera/routing` `runtimeRoutes`: one per server
 * page definition, the /login page starting the sign-in, the workflow page, `/page?pageId=`,
 * the home redirect, the system routes; spec 1 §2) plus /full-list, /submit-list and the approval
 * pages (/frame/…). Answers the router and a
 * navigation port over it for the provider (events, system-page links) and the session.
 */
export function createRuntimeRouter(table: RouteTable) {
  const routes: RouteObject[] = runtimeRoutes(table).map((entry) => ({
    path: entry.path,
    element: elementOf(entry, table),
  }));
  // spec 1 §2 Full list (mobile).
  routes.push({ path: FULL_LIST_PATH, element: <FullListPage /> });
  // spec 1 §2 / spec 2 §2.1 /submit-list.
  routes.push({ path: SUBMIT_LIST_PATH, element: <SubmitListPage /> });
  // spec 2 §2.12: the approval and form pages (README "Approval pages").
  routes.push(...approvalRoutes());
  // spec 1 §2: history mode unless the pathname-mode flag is set or the host is a preview domain.
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
