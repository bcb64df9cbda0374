import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Alert, Box } from '@mui/material';
import { getJsonPageData, getPageVersion, subAppRef } from '@tessera/api';
import type { PageJsonData, Settings } from '@tessera/protocol';
import {
  pageProviderProps,
  TesseraProvider,
  usePageRuntimeOf,
  useRequestClient,
  useSettings,
} from '@tessera/react';
import { PageLoading, PageShell } from '@tessera/widgets/pc';
import { RuntimePage } from '../RuntimePage.js';

/** One saved version drawn as the runtime would draw it. */
function VersionPage({ page }: { page: PageJsonData }) {
  const settings = useSettings();
  const location = useLocation();
  const data = usePageRuntimeOf(page);
  if (!data) return <PageLoading />;
  return (
    <TesseraProvider {...pageProviderProps(data)}>
      <PageShell
        page={page}
        title=""
        appName={settings.subAppName}
        path={location.pathname + location.search}
      />
    </TesseraProvider>
  );
}

/** Loads the page (Preview) and puts one saved version's content in it. */
function VersionPreview({ pageId, version }: { pageId: string; version: number }) {
  const client = useRequestClient();
  const settings = useSettings();
  const [state, setState] = useState<{ page?: PageJsonData; error?: string }>({});
  useEffect(() => {
    let current = true;
    const subApp = subAppRef(settings);
    Promise.all([
      getJsonPageData(client.withContext({ pageId }), subApp, pageId),
      getPageVersion(client, { ...subApp, envType: 'Design' }, { pageId, version }),
    ])
      .then(([page, saved]) => {
        if (!current) return;
        setState({
          page: {
            ...page,
            version: saved.version,
            pageData: saved.pageData as PageJsonData['pageData'],
            pageDataSource: saved.pageDataSource as PageJsonData['pageDataSource'],
          },
        });
      })
      .catch(
        (error: unknown) =>
          current && setState({ error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [client, settings, pageId, version]);
  if (state.error)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {state.error}
      </Alert>
    );
  if (!state.page) return <PageLoading />;
  return <VersionPage page={state.page} />;
}

/**
 * spec 1 §2 /page/{id}, the design page: the page as last saved, in the Preview environment
 * (what publishing would put live), or with `?version=` one saved version of it.
 */
export function PreviewPage() {
  const { pageId = '' } = useParams();
  const [search] = useSearchParams();
  const settings = useSettings();
  const preview = useMemo(() => ({ ...settings, envType: 'Preview' }) as Settings, [settings]);
  const version = Number(search.get('version'));
  return (
    <TesseraProvider settings={preview}>
      <Box data-testid="preview-page" data-env="Preview">
        {Number.isInteger(version) && version > 0 ? (
          <VersionPreview pageId={pageId} version={version} />
        ) : (
          <RuntimePage pageId={pageId} title="" />
        )}
      </Box>
    </TesseraProvider>
  );
}
