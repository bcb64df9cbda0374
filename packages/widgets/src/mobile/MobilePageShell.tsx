// The mobile page shell (spec 1 §1 themes, §2 Layouts and master pages, §9 mobile grid): the
// same page JSON as the Pc shell, drawn with antd-mobile (widgets README "Mobile page shell").
import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Control, PageJsonData } from '@tessera/protocol';
import { getContainerPadding } from '@tessera/layout';
import { hasBottomNav } from '../controls/navConfig.js';
import type { WidgetRegistry } from '../registry/createWidgetRegistry.js';
import { pageBackgroundCss } from '../shell/backgroundStyle.js';
import { REGION_PARENT_IDS, composePage } from '../shell/masterPage.js';
import { readPageLayout } from '../shell/pageLayout.js';
import { THEMES, themeNameOf } from '../shell/themes.js';
import { usePageHeight } from '../shell/usePageHeight.js';
import { preloadWidgets } from '../registry/lazyWidget.js';
import { ShellControlsContext } from '../shell/ShellControls.js';
import { GridRenderer } from './MobileGridRenderer.js';
import { MobileTagBar } from './shell/MobileTagBar.js';
import { mobileRegistry } from './shell/mobileRegistry.js';
import { SessionNavBar } from './SessionChrome.js';

/** Props of {@link MobilePageShell}. */
export interface MobilePageShellProps {
  /** The page as jsonpagedata answers it (master page, styleName and `pageData.layout` included). */
  page: PageJsonData;
  /** The route's title (the page's title when empty). */
  title: string;
  /** The app's name: the nav bar's title of a page without a layout. */
  appName: string;
  /** Shows the header's back arrow, which calls it. */
  onBack?: () => void;
  /** Default the mobile kit's one registry. */
  registry?: WidgetRegistry;
  /** The shown address (path and query): the tag bar's key, drawn when the layout has one. */
  path?: string;
}

function hasChildren(controls: readonly Control[], parentId: string): boolean {
  return controls.some((control) => control.parentId === parentId);
}

/**
 * antd-mobile's colour variables for a theme (spec 1 §1 theme1–theme6): main, light, dark as
 * primary; the tint behind selected rows.
 */
export function mobileThemeVariables(styleName: string | null | undefined): CSSProperties {
  const [main, light, dark, tint] = THEMES[themeNameOf(styleName)].colors;
  return {
    '--adm-color-primary': main,
    '--adm-color-primary-light': light,
    '--adm-color-primary-dark': dark,
    '--adm-color-primary-tint': tint,
  } as CSSProperties;
}

/**
 * Draws a loaded page on a phone (spec 1 §2): in its theme (`styleName`, default theme1, as
 * antd-mobile's colour variables), inside its master page when `templateId` names one, in its
 * layout — header-main and header-main-footer as the spec gives them for Mobile; the Pc-only
 * layouts fall back to header-main with the aside's controls on top of main — and the page's
 * grid (mobile grid: 375 px reference, 4 px rows) in main, padded for a bottom navigation (60 px)
 * and fixed top/bottom-centre containers. Without a layout the session's nav bar (app name,
 * user) sits over the page. Entrance animations stay off unless `pageData.scrollAnimation` is
 * true (spec 1 §4).
 *
 * Put it under the page's `TesseraProvider` (scheduler, event runner, page variables).
 */
export function MobilePageShell({
  page,
  title,
  appName,
  onBack,
  registry,
  path,
}: MobilePageShellProps) {
  const composed = useMemo(() => composePage(page), [page]);
  const model = useMemo(() => readPageLayout(composed.layout), [composed.layout]);
  const widgets = registry ?? mobileRegistry();
  // The widgets' code downloads at once for every control of the page.
  useEffect(() => preloadWidgets(widgets, composed.controls), [widgets, composed.controls]);
  // Containers (the form container, slots) draw their children from the page's controls.
  const shell = useMemo(
    () => ({ controls: composed.controls, registry: widgets }),
    [composed.controls, widgets],
  );
  const contentRef = useRef<HTMLDivElement>(null);
  const height = usePageHeight(contentRef);
  const pageTitle = title || page.title;
  const animations = (page.pageData as { scrollAnimation?: unknown }).scrollAnimation === true;
  const padding = getContainerPadding({
    // spec 1 §2: 60 px when the layout says so or the page has a bottom Nav control.
    hasBottomNav: model.padding.bottomNav || hasBottomNav(composed.controls),
    fixedTopCenterHeight: model.padding.fixedTopCenterHeight,
    fixedBottomCenterHeight: model.padding.fixedBottomCenterHeight,
  });
  const isFlex = model.stage === 'flex-container' || page.pageData.isFlex === true;
  const region = (parentId: string, testId: string): ReactNode =>
    hasChildren(composed.controls, parentId) ? (
      <div data-testid={testId}>
        <GridRenderer
          controls={composed.controls}
          registry={widgets}
          parentId={parentId}
          animations={animations}
        />
      </div>
    ) : null;

  const main = (
    <div
      ref={contentRef}
      data-testid="page-content"
      data-page-id={page.pageId}
      data-stage={model.stage}
      data-page-height={height ?? undefined}
      style={{
        flex: 1,
        paddingTop: padding.top,
        paddingBottom: padding.bottom,
        minHeight: height ?? undefined,
      }}
    >
      {composed.masterControls.some((c) => !c.parentId) && (
        <div data-testid="master-content">
          <GridRenderer
            controls={composed.masterControls}
            registry={widgets}
            animations={animations}
          />
        </div>
      )}
      <GridRenderer
        controls={composed.pageControls}
        registry={widgets}
        isFlex={isFlex}
        rtl={page.pageData.rtl}
        animations={animations}
      />
    </div>
  );

  const header = model.regions.header ? (
    <header
      data-testid="layout-header"
      data-fixed={model.headerFixed ? 'true' : 'false'}
      style={{
        position: model.headerFixed ? 'sticky' : 'relative',
        top: 0,
        zIndex: 100,
        color: '#fff',
        background: 'var(--adm-color-primary)',
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.12)',
        ...model.css.header,
      }}
    >
      <SessionNavBar title={model.headerTitle ?? pageTitle} onBack={onBack} />
      {region(REGION_PARENT_IDS.header, 'header-controls')}
      {model.regions.tagBar && path !== undefined && <MobileTagBar path={path} title={pageTitle} />}
    </header>
  ) : null;

  return (
    <ShellControlsContext.Provider value={shell}>
      <div
        data-testid="page-layout"
        data-layout={model.type ?? 'default'}
        style={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          ...mobileThemeVariables(page.styleName),
          ...pageBackgroundCss(model.pageBackground),
        }}
        data-theme={themeNameOf(page.styleName)}
      >
        {model.type === null ? (
          // No layout: the session's nav bar over the page (spec 1 §2 default chrome).
          <div style={{ position: 'sticky', top: 0, zIndex: 100, background: '#fff' }}>
            <SessionNavBar title={appName} onBack={onBack} />
          </div>
        ) : (
          header
        )}
        <main
          data-testid="layout-main"
          style={{ flex: 1, display: 'flex', flexDirection: 'column', ...model.css.main }}
        >
          {/* The Pc-only aside layouts: the aside's controls go on top of main on a phone. */}
          {model.regions.aside && region(REGION_PARENT_IDS.aside, 'layout-aside')}
          {main}
        </main>
        {model.regions.footer && (
          <footer
            data-testid="layout-footer"
            style={{
              padding: '12px 16px',
              color: 'var(--adm-color-weak)',
              background: '#fff',
              borderTop: '1px solid var(--adm-color-border)',
              fontSize: 13,
              textAlign: 'center',
              ...model.css.footer,
            }}
          >
            {region(REGION_PARENT_IDS.footer, 'footer-controls')}
            {model.footerText}
          </footer>
        )}
      </div>
    </ShellControlsContext.Provider>
  );
}
