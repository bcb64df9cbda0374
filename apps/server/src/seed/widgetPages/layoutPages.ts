import type { WidgetDemoPage } from './widgetDemoPage.js';

/** Demo pages of the widget kit: layouts, master page, grid breakpoints, themes, page variables. */
export const LAYOUT_PAGES: readonly WidgetDemoPage[] = [];
