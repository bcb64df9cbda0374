// The Pc page shell: theme, master page, layout regions and the page's grid (spec 1 §1, §2).
import { useEffect, useMemo, useRef } from 'react';
import { Box } from '@mui/material';
import type { Control, PageJsonData } from '@tessera/protocol';
import { getContainerPadding } from '@tessera/layout';
import { hasBottomNav } from '../../controls/navConfig.js';
import { GridRenderer } from '../../grid/GridRenderer.js';
import type { WidgetRegistry } from '../../registry/createWidgetRegistry.js';
import { pageBackgroundCss } from '../../shell/backgroundStyle.js';
import { REGION_PARENT_IDS, composePage } from '../../shell/masterPage.js';
import { readPageLayout } from '../../shell/pageLayout.js';
import { usePageHeight } from '../../shell/usePageHeight.js';
import { RuntimeAppBar } from '../SessionChrome.js';
import { PageHeader } from './PageHeader.js';
import { PageLayout } from './PageLayout.js';
import { PageThemeProvider } from './PageThemeProvider.js';
import { pcRegistry } from './pcRegistry.js';
import { preparePage } from './preparePage.js';
import { ShellControlsContext } from './ShellControls.js';
import { TagBarOnDemand } from './lazyTagBar.js';

/** Props of {@link PageShell}. */
export interface PageShellProps {
  /** The page as jsonpagedata answers it (master page, styleName and `pageData.layout` included). */
  page: PageJsonData;
  /** The route's title (the page's title when empty). */
  title: string;
  /** The app's name: the default header's title. */
  appName: string;
  /** The shown address (path and query), the tag bar's key. */
  path: string;
  /** Default the Pc `defaultWidgets`. */
  registry?: WidgetRegistry;
}

/** Centering width cap of spec 1 §9 (the `container` and `flex-container` stages). */
const STAGE_MAX_WIDTH = 1200;

function hasChildren(controls: readonly Control[], parentId: string): boolean {
  return controls.some((control) => control.parentId === parentId);
}

/**
 * Draws a loaded page (spec 1 §2): in its theme (`styleName`, default theme1, loaded on demand),
 * inside its master page when `templateId` names one, in its layout (`pageData.layout`; without
 * one, the runtime's app bar over the page) with the controls of the header, aside and footer
 * regions, the tag bar, and the page's grid in main — padded for a bottom navigation and fixed
 * top/bottom-centre containers, its height recalculated 1000 ms after mount.
 *
 * Put it under the page's `TesseraProvider` (scheduler, event runner, page variables).
 */
export function PageShell({ page, title, appName, path, registry }: PageShellProps) {
  const composed = useMemo(() => composePage(page), [page]);
  const model = useMemo(() => readPageLayout(composed.layout), [composed.layout]);
  const widgets = registry ?? pcRegistry();
  // The widgets' code downloads beside the theme, not after it (when the caller has not
  // started both already through usePageData's `prepare`).
  useEffect(() => preparePage(page, widgets), [page, widgets]);
  const shell = useMemo(
    () => ({ controls: composed.controls, registry: widgets }),
    [composed.controls, widgets],
  );
  const contentRef = useRef<HTMLDivElement>(null);
  const height = usePageHeight(contentRef);
  const pageTitle = title || page.title;
  const padding = getContainerPadding({
    // spec 1 §2: 60 px when the layout says so or the page has a bottom Nav control.
    hasBottomNav: model.padding.bottomNav || hasBottomNav(composed.controls),
    fixedTopCenterHeight: model.padding.fixedTopCenterHeight,
    fixedBottomCenterHeight: model.padding.fixedBottomCenterHeight,
  });
  const flex = model.stage === 'flex-container';
  const region = (parentId: string) =>
    hasChildren(composed.controls, parentId) ? (
      <GridRenderer controls={composed.controls} registry={widgets} parentId={parentId} />
    ) : null;

  const main = (
    <Box
      ref={contentRef}
      data-testid="page-content"
      data-page-id={page.pageId}
      data-stage={model.stage}
      data-page-height={height ?? undefined}
      sx={{
        flex: 1,
        width: '100%',
        maxWidth: model.stage === 'root-container' ? undefined : STAGE_MAX_WIDTH,
        mx: 'auto',
        pt: `${padding.top}px`,
        pb: `${padding.bottom}px`,
        minHeight: height ?? undefined,
      }}
    >
      {composed.masterControls.some((c) => !c.parentId) && (
        <Box data-testid="master-content">
          <GridRenderer controls={composed.masterControls} registry={widgets} />
        </Box>
      )}
      <GridRenderer
        controls={composed.pageControls}
        registry={widgets}
        isFlex={flex ? true : undefined}
        rtl={page.pageData.rtl}
      />
    </Box>
  );

  return (
    <PageThemeProvider styleName={page.styleName}>
      <ShellControlsContext.Provider value={shell}>
        {model.type === null ? (
          // No layout: the runtime's app bar over the page (spec 1 §2 default chrome).
          <Box
            data-testid="page-layout"
            data-layout="default"
            sx={{
              minHeight: '100vh',
              display: 'flex',
              flexDirection: 'column',
              ...pageBackgroundCss(model.pageBackground),
            }}
          >
            <RuntimeAppBar title={appName} />
            <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
              {main}
            </Box>
          </Box>
        ) : (
          <PageLayout
            model={model}
            pageCss={pageBackgroundCss(model.pageBackground)}
            header={
              <PageHeader
                title={model.headerTitle ?? pageTitle}
                css={model.css.header}
                fixed={model.headerFixed}
              >
                {region(REGION_PARENT_IDS.header)}
              </PageHeader>
            }
            aside={region(REGION_PARENT_IDS.aside)}
            tagBar={<TagBarOnDemand path={path} title={pageTitle} />}
            main={main}
            footer={
              <>
                {region(REGION_PARENT_IDS.footer)}
                {model.footerText}
              </>
            }
          />
        )}
      </ShellControlsContext.Provider>
    </PageThemeProvider>
  );
}
