import { DESIGNER_PAGE_PATHS } from '@tessera/protocol';
import type {
  CreatePageInput,
  DeletePageResult,
  PagedList,
  PageDetails,
  PageParameter,
  PageSummary,
  PageVersion,
  PageVersionSummary,
  PublishPageResult,
  SavePageInput,
  SavePageResult,
  SubAppType,
  UpdatePageInput,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef, SubAppRef } from './subAppRef.js';

// The designer's page calls (spec 1 §7 "Settings and page calls"), page versions and the pages
// list's writes (server README "Page versions and environments", "Page management"). The server
// answers them only to callers with the designer operation (a signed-in user without it gets
// HTTP 403, which the request client turns into the deny rule).

/** GET `{appId}/{subAppId}/designer/{appType}/pages`: every page of the sub-app. */
export function getDesignerPages(client: RequestClient, subApp: SubAppRef): Promise<PageSummary[]> {
  return call(client, DESIGNER_PAGE_PATHS.pages, { params: subApp });
}

/** GET `{appId}/designer/putongpages`: the ordinary pages (not templates or workflow pages) of every sub-app, Pc first. */
export function getOrdinaryPages(client: RequestClient, app: AppRef): Promise<PageSummary[]> {
  return call(client, DESIGNER_PAGE_PATHS.putongPages, { params: { appId: app.appId } });
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
  return call(client, DESIGNER_PAGE_PATHS.page, { params: { ...subApp, pageId } });
}

/** GET `.../pageparameters/{pageId}/{envType}`: the page's parameters with their defaults. */
export function getPageParameters(
  client: RequestClient,
  subApp: SubAppRef,
  pageId: string,
): Promise<PageParameter[]> {
  return call(client, DESIGNER_PAGE_PATHS.pageParameters, { params: { ...subApp, pageId } });
}

/** GET `.../devfirstpage`: the page the designer opens first (the home page), null when the sub-app has none. */
export function getDevFirstPage(
  client: RequestClient,
  subApp: SubAppRef,
): Promise<PageSummary | null> {
  return call(client, DESIGNER_PAGE_PATHS.devFirstPage, { params: subApp });
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
  return call(client, DESIGNER_PAGE_PATHS.pagesContent, {
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
  return call(client, DESIGNER_PAGE_PATHS.savePage, { params: subApp, body: input });
}

/** Which versions {@link getPageVersions} reads. */
export interface PageVersionsQuery {
  pageId: string;
  /** At most this many, newest first (1…1000, default 100). */
  top?: number;
}

/**
 * GET `.../designer/{appType}/pages/{pageId}/versions?top`: the page's saved versions, newest
 * first, each with who saved it (display name, `null` for seeded ones), when, and whether the
 * Runtime serves it (`published`).
 */
export function getPageVersions(
  client: RequestClient,
  subApp: SubAppRef,
  query: PageVersionsQuery,
): Promise<PageVersionSummary[]> {
  const { pageId, top } = query;
  return call(client, DESIGNER_PAGE_PATHS.pageVersions, {
    params: { ...subApp, pageId },
    search: { top },
  });
}

/** One saved version of a page: its id and number. */
export interface PageVersionRef {
  pageId: string;
  version: number;
}

/**
 * GET `.../pages/{pageId}/versions/{version}`: that version's `pageData` and `pageDataSource`
 * (to preview it or before a restore).
 *
 * @throws {RequestError} kind `envelope`, 40400, for a version the page never had.
 */
export function getPageVersion(
  client: RequestClient,
  subApp: SubAppRef,
  ref: PageVersionRef,
): Promise<PageVersion> {
  return call(client, DESIGNER_PAGE_PATHS.pageVersion, { params: { ...subApp, ...ref } });
}

/**
 * POST `.../pages/{pageId}/publish` `{ version }`: the Runtime serves that version from the next
 * call on (its route table lists the page, its page JSON is that version's).
 *
 * @throws {RequestError} kind `envelope`, 40400, for a version the page never had.
 */
export function publishPage(
  client: RequestClient,
  subApp: SubAppRef,
  ref: PageVersionRef,
): Promise<PublishPageResult> {
  const { pageId, version } = ref;
  return call(client, DESIGNER_PAGE_PATHS.publishPage, {
    params: { ...subApp, pageId },
    body: { version },
  });
}

/** What {@link restorePage} sends. */
export interface RestorePageRequest extends PageVersionRef {
  /** The latest version the designer loaded (SavePage's optimistic rule). */
  baseVersion: number;
}

/**
 * POST `.../pages/{pageId}/restore` `{ version, baseVersion }`: that version's content saved as
 * the page's newest version; answers it like {@link savePage}.
 *
 * @throws {RequestError} kind `envelope`, 40900, when `baseVersion` is no longer the latest
 * (nothing is written); 40400 for a version the page never had.
 */
export function restorePage(
  client: RequestClient,
  subApp: SubAppRef,
  input: RestorePageRequest,
): Promise<SavePageResult> {
  const { pageId, version, baseVersion } = input;
  return call(client, DESIGNER_PAGE_PATHS.restorePage, {
    params: { ...subApp, pageId },
    body: { version, baseVersion },
  });
}

/**
 * POST `.../designer/{appType}/pages` `{ title, url?, pageType?, templatePageId?, parameters? }`:
 * a new page of the sub-app (version 1, not published), empty or with the content of
 * `templatePageId`; answers it as the pages list shows it.
 *
 * @throws {RequestError} kind `envelope`, 40000 with the rule's text (页面标题不能为空,
 * 页面地址必须以 / 开头, a url in use, …).
 */
export function createPage(
  client: RequestClient,
  subApp: SubAppRef,
  input: CreatePageInput,
): Promise<PageSummary> {
  return call(client, DESIGNER_PAGE_PATHS.createPage, { params: subApp, body: input });
}

/** What {@link updatePage} sends: the page and the settings that change. */
export interface UpdatePageRequest extends UpdatePageInput {
  pageId: string;
}

/**
 * PUT `.../pages/{pageId}` `{ title?, url?, pageType?, parameters?, templateId? }`: renames the
 * page or changes its settings (only the members sent; `url: null` clears it; `templateId` a
 * master page of the sub-app, `null` none). Not a new version: settings apply to every
 * environment at once.
 *
 * @throws {RequestError} kind `envelope`, 40000 with the rule's text, as {@link createPage}.
 */
export function updatePage(
  client: RequestClient,
  subApp: SubAppRef,
  input: UpdatePageRequest,
): Promise<PageSummary> {
  const { pageId, ...changes } = input;
  return call(client, DESIGNER_PAGE_PATHS.updatePage, {
    params: { ...subApp, pageId },
    body: changes,
  });
}

/**
 * ChangeTheme (spec 1 §7), POST `.../pages/{pageId}/theme` `{ styleName }`: the page's theme
 * (theme1..theme6; '' the default), for every environment at once.
 *
 * @throws {RequestError} kind `envelope`, 40000 `主题 {name} 不存在：…` for another name.
 */
export function changeTheme(
  client: RequestClient,
  subApp: SubAppRef,
  input: { pageId: string; styleName: string },
): Promise<PageSummary> {
  return call(client, DESIGNER_PAGE_PATHS.changeTheme, {
    params: { ...subApp, pageId: input.pageId },
    body: { styleName: input.styleName },
  });
}

/** POST `.../pages/{pageId}/duplicate`: a copy titled `{title} 副本` at `{url}-copy`, not published. */
export function duplicatePage(
  client: RequestClient,
  subApp: SubAppRef,
  pageId: string,
): Promise<PageSummary> {
  return call(client, DESIGNER_PAGE_PATHS.duplicatePage, { params: { ...subApp, pageId } });
}

/**
 * POST `.../pages/{pageId}/home`: makes the page the sub-app's home page (the old one loses the
 * flag in the same step).
 *
 * @throws {RequestError} kind `envelope`, 40000, for a page never published.
 */
export function setHomePage(
  client: RequestClient,
  subApp: SubAppRef,
  pageId: string,
): Promise<PageSummary> {
  return call(client, DESIGNER_PAGE_PATHS.setHomePage, { params: { ...subApp, pageId } });
}

/**
 * DELETE `.../pages/{pageId}`: the page and its versions.
 *
 * @throws {RequestError} kind `envelope`, 40000 `首页不能删除，请先将其他页面设为首页` for the
 * home page (nothing is deleted).
 */
export function deletePage(
  client: RequestClient,
  subApp: SubAppRef,
  pageId: string,
): Promise<DeletePageResult> {
  return call(client, DESIGNER_PAGE_PATHS.deletePage, { params: { ...subApp, pageId } });
}
