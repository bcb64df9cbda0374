import { useEffect } from 'react';
import { TesseraProvider, pageProviderProps, usePageData, useSettings } from '@tessera/react';
import { MobilePageShell, PageLoadError, PageLoading } from '@tessera/widgets/mobile';

/**
 * A designed page (spec 1 §2 /page/{id}) inside the portal: the address list hands the chosen
 * address to one (`?seletedId=`). Drawn by the mobile kit's page shell — the same shell, grid and
 * widget registry as mobile-runtime (theme, master page, layout, mobile grid).
 */
export function DesignedPage({ pageId }: { pageId: string }) {
  const settings = useSettings();
  const state = usePageData(pageId);
  useEffect(() => {
    document.title = settings.subAppName;
  }, [settings.subAppName]);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <PageLoadError message={state.message} />;
  return (
    <TesseraProvider {...pageProviderProps(state)}>
      <MobilePageShell page={state.page} title="" appName={settings.subAppName} />
    </TesseraProvider>
  );
}
