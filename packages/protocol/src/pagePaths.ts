import { route } from './route.js';
import { typed } from './typed.js';
import type { PageDefinition, PageJsonData } from './types.js';

/**
 * The page calls the runtimes make (spec 1 §7 "Settings and page calls", spec 2 §2.2). The
 * designer's page calls are `DESIGNER_PAGE_PATHS` (designerPagePaths.ts), a table of their own so
 * that the runtimes' first download does not carry the designer's answer schemas.
 */
export const PAGE_PATHS = {
  /** GET {appId}/{subAppId}/pagerouters/{appType}/{envType} — the page definitions. */
  pageRouters: route('/api/:appId/:subAppId/pagerouters/:appType/:envType', {
    method: 'GET',
    answer: typed<PageDefinition[] | null>(),
  }),
  /** GET {appId}/{subAppId}/designer/{appType}/jsonpagedata/{pageId}/{envType} — a page's JSON. */
  jsonPageData: route('/api/:appId/:subAppId/designer/:appType/jsonpagedata/:pageId/:envType', {
    method: 'GET',
    answer: typed<PageJsonData>(),
  }),
} as const;
