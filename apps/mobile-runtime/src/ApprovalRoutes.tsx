// spec 2 §2.12: the approval and form pages inside the mobile runtime (README "Approval pages").
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useLocation, useSearchParams } from 'react-router';
import { APPROVAL_PAGE_PATHS } from '@tessera/protocol';
import { useSignInRequired } from '@tessera/react';
import { PageLoading } from '@tessera/widgets/mobile';

type ApprovalScreen = ComponentType<{ search: URLSearchParams }>;
type ScreenName =
  'ApprovalStartPage' | 'ApprovalDetailPage' | 'ApprovalListPage' | 'FormDetailPage';

// The account portal's antd-mobile screens, in a chunk of their own loaded when one is opened.
const screens = () => import('./approvalScreens.js');
const lazyScreen = (name: ScreenName) =>
  lazy(async () => ({ default: (await screens())[name] as ApprovalScreen }));

const SCREENS: Record<keyof typeof APPROVAL_PAGE_PATHS, ApprovalScreen> = {
  approvalCategory: lazyScreen('ApprovalStartPage'),
  approvalDetail: lazyScreen('ApprovalDetailPage'),
  approvalList: lazyScreen('ApprovalListPage'),
  formDetail: lazyScreen('FormDetailPage'),
};

/**
 * One approval screen with the page's query. With `?token=` its calls carry that token (a frame
 * opened by another app); without, the runtime's session: a signed-out visitor signs in on the
 * identity server and comes back here, as on a login-required page.
 */
function Screen({ screen: Component }: { screen: ApprovalScreen }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const allowed = useSignInRequired(!search.get('token'), location.pathname + location.search);
  if (!allowed) return <PageLoading />;
  return <Component search={search} />;
}

/**
 * The routes of /frame/approval-category, /frame/approval-detail, /frame/form-detail and
 * /frame/approval-list (`APPROVAL_PAGE_PATHS`), drawn by `@tessera/screens/mobile`.
 */
export function approvalRoutes(): RouteObject[] {
  return (Object.keys(SCREENS) as (keyof typeof SCREENS)[]).map((key) => ({
    path: APPROVAL_PAGE_PATHS[key],
    element: <Screen key={key} screen={SCREENS[key]} />,
  }));
}
