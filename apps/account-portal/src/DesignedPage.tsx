import { useEffect } from 'react';
import { ErrorBlock, SpinLoading } from 'antd-mobile';
import { TesseraProvider, pageProviderProps, usePageData, useSettings } from '@tessera/react';
import { GridRenderer } from '@tessera/widgets/mobile';

/**
 * A designed page (spec 1 §2 /page/{id}) inside the portal: the address list hands the chosen
 * address to one (`?seletedId=`). Drawn by the mobile kit's grid renderer.
 */
export function DesignedPage({ pageId }: { pageId: string }) {
  const settings = useSettings();
  const state = usePageData(pageId);
  useEffect(() => {
    document.title = settings.subAppName;
  }, [settings.subAppName]);
  if (state.status === 'loading') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <SpinLoading aria-label="加载中" />
      </div>
    );
  }
  if (state.status === 'error') {
    return <ErrorBlock status="default" title="页面加载失败" description={state.message} />;
  }
  return (
    <TesseraProvider {...pageProviderProps(state)}>
      <main style={{ background: '#e5effa', minHeight: '100vh' }} data-page-id={pageId}>
        <GridRenderer controls={state.page.pageData.controls} />
      </main>
    </TesseraProvider>
  );
}
