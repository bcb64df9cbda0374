import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect } from 'react';
import { DataSourceResultsProvider, GridRenderer } from '@tessera/widgets';
import type { DataSourceScheduler } from '@tessera/datasources';
import type { PageJsonData, Settings } from '@tessera/protocol';
import { useDataSourceResults } from './useDataSourceResults.js';
import { usePageData } from './usePageData.js';

export interface RuntimePageProps {
  settings: Settings;
  pageId: string;
  title: string;
}

/** The one generic page renderer every registered route uses (spec 1 §2). */
export function RuntimePage({ settings, pageId, title }: RuntimePageProps) {
  const state = usePageData(settings, pageId);

  useEffect(() => {
    document.title = title || settings.subAppName;
  }, [title, settings.subAppName]);

  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label="加载中" />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {state.message}
      </Alert>
    );
  }
  return (
    // spec 1 §9: default page background #e5effa
    <Box component="main" sx={{ bgcolor: '#e5effa', minHeight: '100vh' }} data-page-id={pageId}>
      <PageGrid page={state.page} scheduler={state.scheduler} />
    </Box>
  );
}

/** The page's grid, fed by its data-source scheduler. */
function PageGrid({ page, scheduler }: { page: PageJsonData; scheduler: DataSourceScheduler }) {
  const results = useDataSourceResults(scheduler);
  return (
    <DataSourceResultsProvider results={results}>
      <GridRenderer controls={page.pageData.controls} />
    </DataSourceResultsProvider>
  );
}
