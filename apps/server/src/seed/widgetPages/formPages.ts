import type { WidgetDemoPage } from './widgetDemoPage.js';

/** Demo pages of the widget kit: form items and form submit. */
export const FORM_PAGES: readonly WidgetDemoPage[] = [];
