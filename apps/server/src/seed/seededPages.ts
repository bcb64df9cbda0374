// Every page the demo seed writes, in wire shape: for tests that read or rewrite the seeded pages
// (the designer's round trip imports it as `@tessera/server/seeded-pages`, without the server).
import { DEMO_PAGES } from './demoPages.js';
import { WIDGET_DEMO_PAGES, type WidgetDemoPage } from './widgetPages/index.js';

/** A seeded page: its id, sub-app, route fields, page type and page JSON. */
export type SeededPage = WidgetDemoPage;

/** Every page of the demo seed: the demo's own and the widget demo's (`seedWidgetPages.ts`). */
export const SEEDED_PAGES: readonly SeededPage[] = [...DEMO_PAGES, ...WIDGET_DEMO_PAGES];
