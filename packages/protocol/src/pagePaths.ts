import { route } from './route.js';
import { typed } from './typed.js';
import Type from 'typebox';
import {
  PageDetailsSchema,
  PageParameterSchema,
  PageSummaryListSchema,
  PageSummarySchema,
  SavePageResultSchema,
  type SavePageInput,
} from './pageTypes.js';
import type { PageDefinition, PageJsonData } from './types.js';

/** The page calls (spec 1 §7 "Settings and page calls", spec 2 §2.2). */
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
  /** GET {appId}/{subAppId}/designer/{appType}/pages. */
  pages: route('/api/:appId/:subAppId/designer/:appType/pages', {
    method: 'GET',
    answer: Type.Array(PageSummarySchema),
  }),
  /** GET {appId}/designer/putongpages — the ordinary pages of every sub-app. */
  putongPages: route('/api/:appId/designer/putongpages', {
    method: 'GET',
    answer: Type.Array(PageSummarySchema),
  }),
  /** GET .../pages/{pageId} — GetPageData. */
  page: route('/api/:appId/:subAppId/designer/:appType/pages/:pageId', {
    method: 'GET',
    answer: PageDetailsSchema,
  }),
  /** GET .../pageparameters/{pageId}/{envType}. */
  pageParameters: route('/api/:appId/:subAppId/designer/:appType/pageparameters/:pageId/:envType', {
    method: 'GET',
    answer: Type.Array(PageParameterSchema),
  }),
  /** GET .../devfirstpage. */
  devFirstPage: route('/api/:appId/:subAppId/designer/:appType/devfirstpage', {
    method: 'GET',
    answer: Type.Union([PageSummarySchema, Type.Null()]),
  }),
  /** GET {appId}/designer/{appType}/pages/content?pageTitle&currentPage&pageSize (as `search`). */
  pagesContent: route('/api/:appId/designer/:appType/pages/content', {
    method: 'GET',
    answer: PageSummaryListSchema,
  }),
  /** POST .../savepage — SavePage(pageId, version, data, dataSource). */
  savePage: route('/api/:appId/:subAppId/designer/:appType/savepage', {
    method: 'POST',
    body: typed<SavePageInput>(),
    answer: SavePageResultSchema,
  }),
} as const;
