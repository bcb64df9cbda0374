import type { WidgetDemoPage } from './widgetDemoPage.js';

/** Demo pages of the widget kit: event chains, conditions, actions, permission modes. */
export const EVENT_PAGES: readonly WidgetDemoPage[] = [];
