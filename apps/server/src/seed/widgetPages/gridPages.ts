import type { WidgetDemoPage } from './widgetDemoPage.js';

/** Demo pages of the widget kit: the responsive grid (breakpoints, fixed items, animations). */
export const GRID_PAGES: readonly WidgetDemoPage[] = [];
