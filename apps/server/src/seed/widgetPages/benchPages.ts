import type { WidgetDemoPage } from './widgetDemoPage.js';

/** Demo pages of the widget kit: the 100-widget benchmark page. */
export const BENCH_PAGES: readonly WidgetDemoPage[] = [];
