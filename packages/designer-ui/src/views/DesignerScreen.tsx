import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Paper, Tab, Tabs } from '@mui/material';
import type { PageJsonData, Settings } from '@tessera/protocol';
import { pageProviderProps, TesseraProvider, usePageRuntimeOf, useSettings } from '@tessera/react';
import type { DesignerSession } from '../model/designerSession.js';
import type { WidgetMap } from '@tessera/widgets';
import { PageThemeProvider } from '@tessera/widgets/pc';
import { DesignerSessionProvider, DesignerWidgetsProvider } from '../react/DesignerContext.js';
import { ConflictDialog } from './ConflictDialog.js';
import { ContextMenu } from './ContextMenu.js';
import { DesignCanvas } from './DesignSurface.js';
import { Outline } from './Outline.js';
import { Palette } from './Palette.js';
import { PropertyPanel } from './PropertyPanel.js';
import { handleShortcut } from './shortcuts.js';
import { DesignerToolbar } from './Toolbar.js';

/**
 * The page as the canvas's widgets see it: the loaded page with the document's data sources, so
 * that binding a source loads its rows on the canvas. It changes only when the sources change.
 */
function useDesignPage(session: DesignerSession): PageJsonData | null {
  const page = useSyncExternalStore(session.subscribe, () => session.getSnapshot().page);
  const sourcesText = useSyncExternalStore(session.view.subscribeStructure, () =>
    JSON.stringify(session.view.page().pageDataSource),
  );
  return useMemo(() => {
    if (!page) return null;
    return {
      ...(page as unknown as PageJsonData),
      pageData: { controls: [] },
      pageDataSource: JSON.parse(sourcesText) as PageJsonData['pageDataSource'],
      templatePageData: null,
      templateDataSource: null,
    } as PageJsonData;
  }, [page, sourcesText]);
}

/** The canvas under a page provider of the Design environment: widgets draw, events do nothing (spec 1 §4). */
function DesignRuntime({ page, children }: { page: PageJsonData; children: ReactNode }) {
  const settings = useSettings();
  const designSettings = useMemo(
    () => ({ ...settings, envType: 'Design' }) as Settings,
    [settings],
  );
  return (
    <TesseraProvider settings={designSettings}>
      <DesignData page={page}>{children}</DesignData>
    </TesseraProvider>
  );
}

function DesignData({ page, children }: { page: PageJsonData; children: ReactNode }) {
  const data = usePageRuntimeOf(page);
  if (!data) return null;
  return <TesseraProvider {...pageProviderProps(data)}>{children}</TesseraProvider>;
}

/** The page designer: toolbar, palette and outline, canvas, property panel. */
export function DesignerScreen({
  session,
  widgets,
  onBack,
  onOpenPage,
  actions,
}: {
  session: DesignerSession;
  /**
   * The widget kit of the app's runtime, by `typeName` (`defaultWidgets` of
   * `@tessera/widgets/pc`): the canvas draws each control with it.
   */
  widgets: WidgetMap;
  onBack: () => void;
  /** Opens another page in the designer (编辑母版页). */
  onOpenPage?: (pageId: string) => void;
  /** The page's own actions in the toolbar (preview, publish, versions). */
  actions?: ReactNode;
}) {
  const state = useSyncExternalStore(session.subscribe, () => session.getSnapshot().state);
  const error = useSyncExternalStore(session.subscribe, () => session.getSnapshot().error);
  const readOnly = useSyncExternalStore(session.subscribe, () => session.getSnapshot().readOnly);
  const [leftTab, setLeftTab] = useState<'palette' | 'outline'>('palette');
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const designPage = useDesignPage(session);
  const styleName = useSyncExternalStore(
    session.subscribe,
    () => session.getSnapshot().page?.styleName,
  );

  useEffect(() => {
    // A read-only designer has no shortcuts: each one edits, saves or undoes.
    const onKey = (event: KeyboardEvent) => {
      if (!session.getSnapshot().readOnly) handleShortcut(session, event);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session]);

  // Leaving with unsaved changes asks first (the draft keeps them either way).
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (session.getSnapshot().dirty) event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [session]);

  return (
    <DesignerSessionProvider value={session}>
      <DesignerWidgetsProvider value={widgets}>
        <Box
          sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f5f7fa' }}
          data-testid="designer"
        >
          <DesignerToolbar onBack={onBack} actions={actions} />
          {state === 'loading' && (
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
              <CircularProgress />
            </Box>
          )}
          {state === 'error' && (
            <Alert severity="error" sx={{ m: 3 }}>
              {error}
            </Alert>
          )}
          {state === 'ready' && designPage && (
            <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
              <Paper
                square
                elevation={0}
                sx={{
                  width: 260,
                  borderRight: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  flexDirection: 'column',
                }}
              >
                <Tabs
                  value={leftTab}
                  onChange={(_, v) => setLeftTab(v)}
                  variant="fullWidth"
                  sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 42 }}
                >
                  <Tab
                    value="palette"
                    label="组件"
                    data-testid="tab-palette"
                    sx={{ minHeight: 42 }}
                  />
                  <Tab
                    value="outline"
                    label="大纲"
                    data-testid="tab-outline"
                    sx={{ minHeight: 42 }}
                  />
                </Tabs>
                <Box sx={{ flex: 1, minHeight: 0 }}>
                  {leftTab === 'palette' ? <Palette /> : <Outline />}
                </Box>
              </Paper>
              <Box
                sx={{ flex: 1, display: 'flex', minWidth: 0 }}
                onContextMenu={(event) => {
                  event.preventDefault();
                  if (!readOnly) setMenu({ x: event.clientX, y: event.clientY });
                }}
              >
                <DesignRuntime page={designPage}>
                  {/* ChangeTheme shows at once: the canvas draws in the page's theme. */}
                  <PageThemeProvider styleName={styleName}>
                    <DesignCanvas />
                  </PageThemeProvider>
                </DesignRuntime>
              </Box>
              <Paper
                square
                elevation={0}
                sx={{ width: 320, borderLeft: 1, borderColor: 'divider', overflow: 'hidden' }}
              >
                {/* Read-only: the panel's fields are disabled, its tabs are not (ReadOnlyFields). */}
                <PropertyPanel onOpenPage={onOpenPage} />
              </Paper>
            </Box>
          )}
          <ContextMenu session={session} anchor={menu} onClose={() => setMenu(null)} />
          <ConflictDialog />
        </Box>
      </DesignerWidgetsProvider>
    </DesignerSessionProvider>
  );
}
