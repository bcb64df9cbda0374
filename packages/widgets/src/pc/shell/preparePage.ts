// Starts the downloads a page's drawing needs as soon as its JSON is known (README "Loading
// widgets on demand").
import type { PageJsonData } from '@tessera/protocol';
import type { WidgetRegistry } from '../../registry/createWidgetRegistry.js';
import { composePage } from '../../shell/masterPage.js';
import { readPageLayout } from '../../shell/pageLayout.js';
import { themeNameOf } from '../../shell/themes.js';
import { preloadWidgets } from '../lazyWidget.js';
import { loadTagBar } from './lazyTagBar.js';
import { pcRegistry } from './pcRegistry.js';
import { loadPcTheme } from './usePcTheme.js';

/**
 * Starts fetching the code of a page's theme, of its tag bar when its layout shows one, and of
 * every on-demand widget its controls (master page included) use, all at once. Give it to
 * `usePageData`'s `prepare`, which calls it before the page's data calls start: the browser has six connections per host, and twenty data calls
 * would otherwise queue these small chunks behind them. Calling it again costs nothing.
 *
 * @example
 * usePageData(pageId, { prepare: (page) => preparePage(page) });
 */
export function preparePage(page: PageJsonData, registry: WidgetRegistry = pcRegistry()): void {
  void loadPcTheme(themeNameOf(page.styleName)).catch(() => undefined);
  const composed = composePage(page);
  if (readPageLayout(composed.layout).regions.tagBar) void loadTagBar().catch(() => undefined);
  preloadWidgets(registry, composed.controls);
}
