import { BENCH_PAGES } from './benchPages.js';
import { CONTROL_PAGES } from './controlPages.js';
import { EVENT_PAGES } from './eventPages.js';
import { FORM_PAGES } from './formPages.js';
import { GRID_PAGES } from './gridPages.js';
import { LAYOUT_PAGES } from './layoutPages.js';
import { LIST_PAGES } from './listPages.js';
import { MOBILE_PAGES } from './mobilePages.js';
import type { WidgetDemoPage } from './widgetDemoPage.js';

export type { WidgetDemoPage } from './widgetDemoPage.js';
export { widgetPageId } from './widgetDemoPage.js';

/** Every page of the widget demo, one module per area of the widget kit. */
export const WIDGET_DEMO_PAGES: readonly WidgetDemoPage[] = [
  ...LAYOUT_PAGES,
  ...GRID_PAGES,
  ...LIST_PAGES,
  ...FORM_PAGES,
  ...CONTROL_PAGES,
  ...EVENT_PAGES,
  ...MOBILE_PAGES,
  ...BENCH_PAGES,
];
