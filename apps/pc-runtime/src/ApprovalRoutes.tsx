import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useSearchParams } from 'react-router';
import { APPROVAL_PAGE_PATHS } from '@tessera/protocol';
import { PageLoading } from '@tessera/widgets/pc';

type ApprovalScreen = ComponentType<{ search: URLSearchParams }>;
type ScreenName =
  'ApprovalStartPage' | 'ApprovalDetailPage' | 'ApprovalListPage' | 'FormDetailPage';

const screens = () => import('./lazyApproval.js');
const lazyScreen = (name: ScreenName) =>
  lazy(async () => ({ default: (await screens())[name] as ApprovalScreen }));

const SCREENS: Record<keyof typeof APPROVAL_PAGE_PATHS, ApprovalScreen> = {
  approvalCategory: lazyScreen('ApprovalStartPage'),
  approvalDetail: lazyScreen('ApprovalDetailPage'),
  approvalList: lazyScreen('ApprovalListPage'),
  formDetail: lazyScreen('FormDetailPage'),
};

/** One approval screen with the page's query (a new query redraws it with the new values). */
function Screen({ screen: Component }: { screen: ApprovalScreen }) {
  const [search] = useSearchParams();
  return (
    <Suspense fallback={<PageLoading />}>
      <Component search={search} />
    </Suspense>
  );
}

/**
 * The approval and form pages of spec 2 §2.12 at `APPROVAL_PAGE_PATHS` (/frame/approval-category,
 * /frame/approval-detail, /frame/form-detail, and our /frame/approval-list), the MUI screens of
 * `@tessera/widgets/pc`, loaded on demand.
 */
export function approvalRoutes(): RouteObject[] {
  return (Object.keys(SCREENS) as (keyof typeof SCREENS)[]).map((key) => ({
    path: APPROVAL_PAGE_PATHS[key],
    element: <Screen key={key} screen={SCREENS[key]} />,
  }));
}
