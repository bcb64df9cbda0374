import type { WidgetDemoPage } from './widgetDemoPage.js';

/** Demo pages of the widget kit: list, card list, full list. */
export const LIST_PAGES: readonly WidgetDemoPage[] = [];
