import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Box, Typography } from '@mui/material';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { TesseraProvider, pageProviderProps, usePageData, useSettings } from '@tessera/react';
import {
  PageLoadError,
  PageLoading,
  PageShell,
  RuntimeAppBar,
  isPageId,
  preparePage,
  readPageQuery,
} from '@tessera/widgets/pc';

export interface RuntimePageProps {
  pageId: string;
  title: string;
  /** Whether the page is login-required (default true); a public page has no permission check. */
  loginRequired?: boolean;
}

/** What /page?pageId= shows without a page id (all zeros, spec 1 §2): nothing to load. */
function NoPage() {
  const settings = useSettings();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#e5effa' }}>
      <RuntimeAppBar title={settings.subAppName} />
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 12 }}>
        未指定页面
      </Typography>
    </Box>
  );
}

/** A page that exists: loaded, permission-checked and drawn in its shell. */
function LoadedPage({
  pageId,
  title,
  loginRequired,
}: RuntimePageProps & { loginRequired: boolean }) {
  const settings = useSettings();
  const location = useLocation();
  const routeParams = useParams();
  // spec 1 §2: the page's query parameters (procId among them) and route parameters become
  // its page variables; the page remounts when its address changes, so they are read once.
  const params = useMemo(() => {
    const { params: query } = readPageQuery(location.search);
    const fromRoute = Object.fromEntries(
      Object.entries(routeParams).filter((entry): entry is [string, string] => !!entry[1]),
    );
    return { ...fromRoute, ...query };
  }, [location.search, routeParams]);
  const state = usePageData(pageId, { params, prepare: preparePage, loginRequired });

  useEffect(() => {
    document.title = title || settings.subAppName;
  }, [title, settings.subAppName]);

  if (state.status === 'loading') return <PageLoading />;
  // spec 1 §6: a user without the page's permission sees the deny page.
  if (state.status === 'error' && state.denied) return <Navigate to={SYSTEM_PATHS.deny} replace />;
  if (state.status === 'error') {
    return (
      <Box sx={{ minHeight: '100vh', bgcolor: '#e5effa' }}>
        <RuntimeAppBar title={settings.subAppName} />
        <PageLoadError message={state.message} />
      </Box>
    );
  }
  return (
    <TesseraProvider {...pageProviderProps(state)}>
      <PageShell
        page={state.page}
        title={title}
        appName={settings.subAppName}
        path={location.pathname + location.search}
      />
    </TesseraProvider>
  );
}

/**
 * The one generic page renderer every registered route uses (spec 1 §2): the page's data
 * (permission first), its theme, master page and layout. An all-zero page id loads nothing.
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
