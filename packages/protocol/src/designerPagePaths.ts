import { route } from './route.js';
import { typed } from './typed.js';
import { Type } from 'typebox';
import {
  ChangeThemeInputSchema,
  CreatePageInputSchema,
  DeletePageResultSchema,
  PageDetailsSchema,
  PageParameterSchema,
  PageSummaryListSchema,
  PageSummarySchema,
  PageVersionSchema,
  PageVersionSummarySchema,
  PublishPageInputSchema,
  PublishPageResultSchema,
  RestorePageInputSchema,
  SavePageResultSchema,
  UpdatePageInputSchema,
  type SavePageInput,
} from './pageTypes.js';

/**
 * `{d}/pages` and `{d}/pages/{pageId}` (`{d}` = `/api/{appId}/{subAppId}/designer/{appType}`):
 * each serves several methods, one entry per method (README "Path tables").
 */
const PAGES = '/api/:appId/:subAppId/designer/:appType/pages' as const;
const PAGE = `${PAGES}/:pageId` as const;

/**
 * The designer's page calls (spec 1 §7 designer calls: pages lists, GetPageData, page parameters,
 * SavePage; page versions and the pages list's writes, README "Page versions").
 */
export const DESIGNER_PAGE_PATHS = {
  /** GET {appId}/{subAppId}/designer/{appType}/pages. */
  pages: route(PAGES, {
    method: 'GET',
    answer: Type.Array(PageSummarySchema),
  }),
  /** GET {appId}/designer/putongpages — the ordinary pages of every sub-app. */
  putongPages: route('/api/:appId/designer/putongpages', {
    method: 'GET',
    answer: Type.Array(PageSummarySchema),
  }),
  /** GET .../pages/{pageId} — GetPageData. */
  page: route(PAGE, {
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
  /** GET .../pages/{pageId}/versions?top — the saved versions, newest first (README "Page versions"). */
  pageVersions: route(`${PAGE}/versions`, {
    method: 'GET',
    answer: Type.Array(PageVersionSummarySchema),
  }),
  /** GET .../pages/{pageId}/versions/{version} — one version's content (preview, restore). */
  pageVersion: route(`${PAGE}/versions/:version`, {
    method: 'GET',
    answer: PageVersionSchema,
  }),
  /** POST .../pages/{pageId}/publish { version } — the version the Runtime serves. */
  publishPage: route(`${PAGE}/publish`, {
    method: 'POST',
    body: PublishPageInputSchema,
    answer: PublishPageResultSchema,
  }),
  /** POST .../pages/{pageId}/restore { version, baseVersion } — an old version saved as the newest. */
  restorePage: route(`${PAGE}/restore`, {
    method: 'POST',
    body: RestorePageInputSchema,
    answer: SavePageResultSchema,
  }),
  /** POST .../pages { title, url?, pageType?, templatePageId?, parameters? } — a new page. */
  createPage: route(PAGES, {
    method: 'POST',
    body: CreatePageInputSchema,
    answer: PageSummarySchema,
  }),
  /** PUT .../pages/{pageId} { title?, url?, pageType?, parameters? } — a page's settings. */
  updatePage: route(PAGE, {
    method: 'PUT',
    body: UpdatePageInputSchema,
    answer: PageSummarySchema,
  }),
  /** POST .../pages/{pageId}/theme { styleName } — ChangeTheme (spec 1 §7): the page's theme. */
  changeTheme: route(`${PAGE}/theme`, {
    method: 'POST',
    body: ChangeThemeInputSchema,
    answer: PageSummarySchema,
  }),
  /** POST .../pages/{pageId}/duplicate — a copy (title + ' 副本'), unpublished. */
  duplicatePage: route(`${PAGE}/duplicate`, {
    method: 'POST',
    answer: PageSummarySchema,
  }),
  /** POST .../pages/{pageId}/home — makes it the sub-app's home page. */
  setHomePage: route(`${PAGE}/home`, {
    method: 'POST',
    answer: PageSummarySchema,
  }),
  /** DELETE .../pages/{pageId} — the page and its versions (never the home page). */
  deletePage: route(PAGE, {
    method: 'DELETE',
    answer: DeletePageResultSchema,
  }),
} as const;
