import type { WidgetDemoPage } from './widgetDemoPage.js';

/** Demo pages of the widget kit: button, nav, table, system message, permission list, login, register, visible range. */
export const CONTROL_PAGES: readonly WidgetDemoPage[] = [];
