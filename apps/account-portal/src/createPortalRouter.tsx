import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
import type { RouteObject } from 'react-router';
import { SpinLoading } from 'antd-mobile';
import type { NavigationPort } from '@tessera/ports';
import {
  ACCOUNT_PORTAL_ROUTES,
  APPROVAL_PAGE_PATHS,
  SYSTEM_PATHS,
  type AccountPortalRoute,
} from '@tessera/protocol';
import { SilentRenewCallback } from '@tessera/react';
import { routerMode } from '@tessera/routing';
import {
  AccountHomePage,
  LoginByPhonePage,
  NOTIFICATION_SETTINGS_PATH,
  RequireSignIn,
  signInPath,
} from '@tessera/screens/mobile';
import {
  CallbackPage,
  DenyPage,
  ErrorPage,
  RedirectingPage,
  REDIRECT_FALLBACK_PATH,
} from '@tessera/widgets/mobile';

// The first download holds the home and the sign-in screen; every other screen, and a designed
// page (grid, data sources, GraphQL), loads when it is opened (README "Bundle").
const screens = () => import('./lazyScreens.js');
const RegisterByPhonePage = lazy(() => screens().then((m) => ({ default: m.RegisterByPhonePage })));
const RetrievePasswordPage = lazy(() =>
  screens().then((m) => ({ default: m.RetrievePasswordPage })),
);
const ResetPasswordPage = lazy(() => screens().then((m) => ({ default: m.ResetPasswordPage })));
const ChangeAccountPage = lazy(() => screens().then((m) => ({ default: m.ChangeAccountPage })));
const ThirdAuthPage = lazy(() => screens().then((m) => ({ default: m.ThirdAuthPage })));
const ThirdAuthBindPage = lazy(() => screens().then((m) => ({ default: m.ThirdAuthBindPage })));
const OrganisationListPage = lazy(() =>
  screens().then((m) => ({ default: m.OrganisationListPage })),
);
const AddressListPage = lazy(() => screens().then((m) => ({ default: m.AddressListPage })));
const AddressFormPage = lazy(() => screens().then((m) => ({ default: m.AddressFormPage })));
const PreviewFilePage = lazy(() => screens().then((m) => ({ default: m.PreviewFilePage })));
const LocationScreen = lazy(() => screens().then((m) => ({ default: m.LocationScreen })));
const NotificationSettingsPage = lazy(() =>
  screens().then((m) => ({ default: m.NotificationSettingsPage })),
);
// The approval and form pages (spec 2 §2.12): framed, without login requirement (a `token` in
// the query signs their calls; without one they use the portal's session).
const approvalScreens = () => import('./approvalScreens.js');
const APPROVAL_SCREENS: [string, SearchScreen][] = [
  [
    APPROVAL_PAGE_PATHS.approvalCategory,
    lazy(() => approvalScreens().then((m) => ({ default: m.ApprovalStartPage }))),
  ],
  [
    APPROVAL_PAGE_PATHS.approvalDetail,
    lazy(() => approvalScreens().then((m) => ({ default: m.ApprovalDetailPage }))),
  ],
  [
    APPROVAL_PAGE_PATHS.approvalList,
    lazy(() => approvalScreens().then((m) => ({ default: m.ApprovalListPage }))),
  ],
  [
    APPROVAL_PAGE_PATHS.formDetail,
    lazy(() => approvalScreens().then((m) => ({ default: m.FormDetailPage }))),
  ],
];
const DesignedPage = lazy(() =>
  import('./DesignedPage.js').then((module) => ({ default: module.DesignedPage })),
);

/** What a screen shows while its code loads. */
const LOADING = <SpinLoading style={{ margin: '30vh auto' }} aria-label="加载中" />;

/**
 * The sign-in screens: spec 2 §2.1 flags them login-required, but a signed-out visitor is sent
 * to them, so they open without a session (README "Routes").
 */
const SIGN_IN_SCREENS: ReadonlySet<AccountPortalRoute> = new Set([
  'loginByPhone',
  'registerByPhone',
  'retrievePassword',
  'thirdAuth',
  'thirdAuthBind',
]);

/** A screen that reads its query (the account screens take their config there). */
type SearchScreen = React.ComponentType<{ search: URLSearchParams }>;

const SCREENS: Partial<Record<AccountPortalRoute, SearchScreen>> = {
  loginByPhone: LoginByPhonePage,
  registerByPhone: RegisterByPhonePage,
  retrievePassword: RetrievePasswordPage,
  resetPassword: ResetPasswordPage,
  changeAccount: ChangeAccountPage,
  thirdAuth: ThirdAuthPage,
  thirdAuthBind: ThirdAuthBindPage,
  selectedAddress: AddressListPage,
  createdNewAddress: AddressFormPage,
  editorAddress: AddressFormPage,
  location: LocationScreen,
};

/** Mounts a screen with its query; keyed by the query so a new config starts afresh. */
function WithSearch({ screen: Screen }: { screen: SearchScreen }) {
  const [search] = useSearchParams();
  return <Screen key={search.toString()} search={search} />;
}

/** A login-required screen: signed-out visitors go to /login-byphone and come back. */
function Guarded({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <RequireSignIn returnUrl={location.pathname + location.search}>{children}</RequireSignIn>;
}

/** spec 1 §2 /login (the session's expiry and 401 rules go there): the portal's own sign-in. */
function LoginRoute() {
  const [search] = useSearchParams();
  return <Navigate to={signInPath(search.get('returnUrl') ?? undefined)} replace />;
}

/** spec 2 §2.1: after every navigation the scroll containers are back at the top. */
function NavigationReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll('[data-scroll-container]')) {
      element.scrollTop = 0;
    }
  }, [pathname]);
  return (
    <Suspense fallback={LOADING}>
      <Outlet />
    </Suspense>
  );
}

function PreviewFileRoute() {
  const { fileId = '' } = useParams();
  return <PreviewFilePage key={fileId} fileId={fileId} />;
}

/** The screens that take no query: the organisation lists and the file preview. */
const PLAIN_SCREENS: Partial<Record<AccountPortalRoute, ReactNode>> = {
  userTags: <OrganisationListPage kind="tag" />,
  userJobs: <OrganisationListPage kind="post" />,
  userRanks: <OrganisationListPage kind="rank" />,
  previewFile: <PreviewFileRoute />,
};

function DesignedPageRoute() {
  const { pageId = '' } = useParams();
  return <DesignedPage key={pageId} pageId={pageId} />;
}

/** The portal's screens by their spec 2 §2.1 paths, guarded per their login-required flag. */
function accountRoutes(): RouteObject[] {
  const elements: [AccountPortalRoute, ReactNode][] = [
    ...(Object.entries(SCREENS) as [AccountPortalRoute, SearchScreen][]).map(
      ([name, screen]): [AccountPortalRoute, ReactNode] => [name, <WithSearch screen={screen} />],
    ),
    ...(Object.entries(PLAIN_SCREENS) as [AccountPortalRoute, ReactNode][]),
  ];
  return elements.map(([name, element]) => {
    const { path, loginRequired } = ACCOUNT_PORTAL_ROUTES[name];
    return {
      path,
      element: loginRequired && !SIGN_IN_SCREENS.has(name) ? <Guarded>{element}</Guarded> : element,
    };
  });
}

/**
 * The portal's router: history mode unless the host is a preview domain or the pathname flag is
 * set (`VITE_PATHNAME_MODE`, `VITE_PREVIEW_DOMAINS`; spec 2 §2.1), the account screens, the
 * designed pages (/page/{id}), the session's routes and the system pages. Answers the router and
 * a navigation port over it.
 */
export function createPortalRouter(hostname: string) {
  const routes: RouteObject[] = [
    {
      element: <NavigationReset />,
      children: [
        { path: SYSTEM_PATHS.home, element: <AccountHomePage /> },
        { path: REDIRECT_FALLBACK_PATH, element: <Navigate to={SYSTEM_PATHS.home} replace /> },
        ...accountRoutes(),
        ...APPROVAL_SCREENS.map(([path, screen]) => ({
          path,
          element: <WithSearch screen={screen} />,
        })),
        { path: '/page/:pageId', element: <DesignedPageRoute /> },
        // README "Notification settings" (ours: not a spec route); signed-in users only.
        {
          path: NOTIFICATION_SETTINGS_PATH,
          element: (
            <Guarded>
              <NotificationSettingsPage />
            </Guarded>
          ),
        },
        { path: `${SYSTEM_PATHS.login}/*`, element: <LoginRoute /> },
        { path: SYSTEM_PATHS.callback, element: <CallbackPage /> },
        { path: SYSTEM_PATHS.silent, element: <SilentRenewCallback /> },
        { path: ACCOUNT_PORTAL_ROUTES.redirecting.path, element: <RedirectingPage /> },
        { path: SYSTEM_PATHS.deny, element: <DenyPage /> },
        // The portal has no designer (/design is this page): the error page links home only.
        { path: SYSTEM_PATHS.error, element: <ErrorPage designerLink={false} /> },
        { path: '*', element: <ErrorPage designerLink={false} /> },
      ],
    },
  ];
  const mode = routerMode({
    host: hostname,
    pathnameFlag: import.meta.env.VITE_PATHNAME_MODE === 'true',
    previewDomains: (import.meta.env.VITE_PREVIEW_DOMAINS ?? '').split(',').filter(Boolean),
  });
  const router = mode === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes);
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
