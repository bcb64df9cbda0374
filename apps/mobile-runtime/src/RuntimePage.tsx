import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorBlock } from 'antd-mobile';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { TesseraProvider, pageProviderProps, usePageData, useSettings } from '@tessera/react';
import {
  MobilePageShell,
  PageLoadError,
  PageLoading,
  SessionNavBar,
  isPageId,
  readPageQuery,
} from '@tessera/widgets/mobile';

export interface RuntimePageProps {
  pageId: string;
  title: string;
  /** Whether the page is login-required (default true); a public page has no permission check. */
  loginRequired?: boolean;
}

/** One step back when this tab has a page behind this one (react-router's history index). */
function useBack(): (() => void) | undefined {
  const navigate = useNavigate();
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return idx > 0 ? () => void navigate(-1) : undefined;
}

/** What /page?pageId= shows without a page id (all zeros, spec 1 §2): nothing to load. */
function NoPage() {
  const settings = useSettings();
  return (
    <>
      <SessionNavBar title={settings.subAppName} />
      <ErrorBlock status="empty" title="未指定页面" description="" />
    </>
  );
}

/** A page that exists: loaded, permission-checked and drawn in the mobile shell. */
function LoadedPage({
  pageId,
  title,
  loginRequired,
}: RuntimePageProps & { loginRequired: boolean }) {
  const settings = useSettings();
  const location = useLocation();
  const routeParams = useParams();
  const back = useBack();
  // spec 1 §2: the page's query parameters (procId among them) and route parameters become
  // its page variables; the page remounts when its address changes, so they are read once.
  const params = useMemo(() => {
    const { params: query } = readPageQuery(location.search);
    const fromRoute = Object.fromEntries(
      Object.entries(routeParams).filter((entry): entry is [string, string] => !!entry[1]),
    );
    return { ...fromRoute, ...query };
  }, [location.search, routeParams]);
  const state = usePageData(pageId, { params, loginRequired });

  useEffect(() => {
    document.title = title || settings.subAppName;
  }, [title, settings.subAppName]);

  if (state.status === 'loading') return <PageLoading />;
  // spec 1 §6: a user without the page's permission sees the deny page.
  if (state.status === 'error' && state.denied) return <Navigate to={SYSTEM_PATHS.deny} replace />;
  if (state.status === 'error') {
    return (
      <>
        <SessionNavBar title={settings.subAppName} onBack={back} />
        <PageLoadError message={state.message} />
      </>
    );
  }
  return (
    <TesseraProvider {...pageProviderProps(state)}>
      <MobilePageShell
        page={state.page}
        title={title}
        appName={settings.subAppName}
        onBack={back}
        path={location.pathname + location.search}
      />
    </TesseraProvider>
  );
}

/**
 * The one generic page renderer every registered route uses (spec 1 §2), mobile flavour: the
 * page's data (permission first), its theme, master page and layout. An all-zero id loads nothing.
 */
export function RuntimePage({ pageId, title, loginRequired = true }: RuntimePageProps) {
  if (!isPageId(pageId)) return <NoPage />;
  return <LoadedPage pageId={pageId} title={title} loginRequired={loginRequired} />;
}

/** spec 1 §2 page-data loader: `/page?pageId=` draws the page the query names (all zeros: none). */
export function QueryPage() {
  const location = useLocation();
  const { pageId } = readPageQuery(location.search);
  return <RuntimePage key={pageId} pageId={pageId} title="" />;
}
