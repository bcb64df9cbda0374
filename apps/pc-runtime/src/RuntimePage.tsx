import { Box } from '@mui/material';
import { useEffect } from 'react';
import { TesseraProvider, pageProviderProps, usePageData, useSettings } from '@tessera/react';
import { GridRenderer, PageLoadError, PageLoading } from '@tessera/widgets/pc';

export interface RuntimePageProps {
  pageId: string;
  title: string;
}

/** The one generic page renderer every registered route uses (spec 1 §2). */
export function RuntimePage({ pageId, title }: RuntimePageProps) {
  const settings = useSettings();
  const state = usePageData(pageId);

  useEffect(() => {
    document.title = title || settings.subAppName;
  }, [title, settings.subAppName]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <PageLoadError message={state.message} />;
  return (
    <TesseraProvider {...pageProviderProps(state)}>
      {/* spec 1 §9: default page background #e5effa; the page fills the space under the app bar */}
      <Box component="main" sx={{ bgcolor: '#e5effa', flex: 1 }} data-page-id={pageId}>
        <GridRenderer controls={state.page.pageData.controls} />
      </Box>
    </TesseraProvider>
  );
}
