import { PAGE_PATHS } from '@tessera/protocol';
import type {
  PagedList,
  PageDetails,
  PageParameter,
  PageSummary,
  SavePageInput,
  SavePageResult,
  SubAppType,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef, SubAppRef } from './subAppRef.js';

// The designer's page calls (spec 1 §7 "Settings and page calls"). The server answers them only
// to callers with the designer operation (a signed-in user without it gets 40300).

/** GET `{appId}/{subAppId}/designer/{appType}/pages`: every page of the sub-app. */
export function getDesignerPages(client: RequestClient, subApp: SubAppRef): Promise<PageSummary[]> {
  return call(client, PAGE_PATHS.pages, { params: subApp });
}

/** GET `{appId}/designer/putongpages`: the ordinary pages (not templates or workflow pages) of every sub-app, Pc first. */
export function getOrdinaryPages(client: RequestClient, app: AppRef): Promise<PageSummary[]> {
  return call(client, PAGE_PATHS.putongPages, { params: { appId: app.appId } });
}

/**
 * GET `.../designer/{appType}/pages/{pageId}` (GetPageData): the page's structure, data sources,
 * version and control permission sets, the master page's when it has one.
 *
 * @throws {RequestError} kind `envelope`, 40400, for a page that is not the sub-app's.
 */
export function getPageData(
  client: RequestClient,
  subApp: SubAppRef,
  pageId: string,
): Promise<PageDetails> {
  return call(client, PAGE_PATHS.page, { params: { ...subApp, pageId } });
}

/** GET `.../pageparameters/{pageId}/{envType}`: the page's parameters with their defaults. */
export function getPageParameters(
  client: RequestClient,
  subApp: SubAppRef,
  pageId: string,
): Promise<PageParameter[]> {
  return call(client, PAGE_PATHS.pageParameters, { params: { ...subApp, pageId } });
}

/** GET `.../devfirstpage`: the page the designer opens first (the home page), null when the sub-app has none. */
export function getDevFirstPage(
  client: RequestClient,
  subApp: SubAppRef,
): Promise<PageSummary | null> {
  return call(client, PAGE_PATHS.devFirstPage, { params: subApp });
}

/** What {@link searchPages} looks for: a part of the title and a page of the answer. */
export interface PageSearch {
  pageTitle?: string;
  /** From 1. */
  currentPage?: number;
  pageSize?: number;
}

/** GET `{appId}/designer/{appType}/pages/content?pageTitle&currentPage&pageSize`: a paged title search. */
export function searchPages(
  client: RequestClient,
  app: AppRef & { appType: SubAppType },
  search: PageSearch = {},
): Promise<PagedList<PageSummary>> {
  return call(client, PAGE_PATHS.pagesContent, {
    params: { appId: app.appId, appType: app.appType },
    search: { ...search },
  });
}

/**
 * POST `.../savepage` (SavePage): the page's `data` and `dataSource` as JSON text with the
 * version the designer loaded; answers the new version.
 *
 * @throws {RequestError} kind `envelope`, 40900, when the page was saved by someone else since
 * `version` (nothing is written).
 */
export function savePage(
  client: RequestClient,
  subApp: SubAppRef,
  input: SavePageInput,
): Promise<SavePageResult> {
  return call(client, PAGE_PATHS.savePage, { params: subApp, body: input });
}
