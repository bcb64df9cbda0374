import type { ControlPermissionSet } from '@tessera/protocol';
import { DEMO } from '../../demo.js';
import type { DemoPage } from '../demoPages.js';

/**
 * A page of the widget demo (README "Demo seed"): a {@link DemoPage} plus the page columns the
 * widget kit reads — master page, page type, tag mode, permission sets and style.
 */
export interface WidgetDemoPage extends DemoPage {
  /** The master (template) page drawn around this page; all zeros or missing = none. */
  templateId?: string;
  /** spec 1 §1 page types; default `Page`. */
  pageType?: string;
  tagsMode?: string | null;
  /** spec 1 §3 Control permission set. */
  controlPermissionSetList?: ControlPermissionSet[];
  styleName?: string;
}

/**
 * A fixed page id of the widget demo: `7e55e7a0-0009-4000-8000-{area}{n}` with a 4-digit area
 * (layouts 0001, lists 0002, forms 0003, controls 0004, events 0005, bench 0006, grid 0007, phone 0008) and an 8-digit
 * page number, so areas never collide.
 */
export function widgetPageId(area: number, n: number): string {
  return `7e55e7a0-0009-4000-8000-${String(area).padStart(4, '0')}${String(n).padStart(8, '0')}`;
}

/**
 * A data source over the demo's `article` schema (50 items), oldest first (spec 1 §3 Data
 * source): what most demo pages bind their lists, tables and forms to.
 */
export function articleSource(dsId: string, name = '文章', topN = 25) {
  return {
    dsId,
    name,
    schemaName: DEMO.articleSchema,
    typeName: 'schema',
    usages: ['list'],
    topN,
    skip: 0,
    sortField: 'created',
    ascending: true,
    preDataSourceIds: [],
    isDefaultLoaded: true,
  };
}
