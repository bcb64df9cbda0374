import { randomUUID } from 'node:crypto';
import {
  EMPTY_GUID,
  MASTER_PAGE_TYPE,
  type DeletePageResult,
  type PageSummary,
} from '@tessera/protocol';
import { sql } from 'kysely';
import type { RequestContext } from '../context/requestContext.js';
import { toJson, type Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import type { SubAppTarget } from './pageQueries.js';
import { readPageSettings, type PageSettingsInput } from './pageSettings.js';
import { selectPages, toPageSummary, type PageRow } from './pageViews.js';
import type { PageTarget } from './pageVersions.js';

/*
 * The designer's writes of the pages list (README "Page management"): create, change settings,
 * duplicate, set the home page, delete. Each is one transaction that first locks the sub-app's
 * row, so the checks that span pages (a url used once, one home page, never deleting the home
 * page) cannot be raced by another of these writes. SavePage does not take that lock: it changes
 * one page's content only.
 */

type WriteContext = Pick<RequestContext, 'db' | 'caller'>;

/** What creating a page sends: its settings and, optionally, a page to copy the content of. */
export interface CreatePageBody extends PageSettingsInput {
  templatePageId?: string | null;
}

/** Locks the sub-app's row for the rest of the transaction (see the comment above). */
async function lockSubApp(trx: Db, subApp: SubAppTarget): Promise<void> {
  await trx
    .selectFrom('sub_apps')
    .select('sub_app_id')
    .where('sub_app_id', '=', subApp.subAppId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

/** The page of the sub-app, or 40400 (`what` names it in the message). */
async function requirePageRow(
  trx: Db,
  subApp: SubAppTarget,
  pageId: string | null | undefined,
  what = '页面',
): Promise<PageRow> {
  const row =
    typeof pageId === 'string' && isGuid(pageId)
      ? await trx
          .selectFrom('pages')
          .selectAll()
          .where('page_id', '=', pageId)
          .where('sub_app_id', '=', subApp.subAppId)
          .executeTakeFirst()
      : undefined;
  if (!row) throw notFound(`${what} ${pageId ?? ''} 不存在`);
  return row;
}

/** 40000 when another page of the sub-app has the url (compared without case). */
async function requireFreeUrl(
  trx: Db,
  subApp: SubAppTarget,
  url: string,
  exceptPageId?: string,
): Promise<void> {
  let query = trx
    .selectFrom('pages')
    .select('title')
    .where('sub_app_id', '=', subApp.subAppId)
    .where(sql<string>`lower(url)`, '=', url.toLowerCase());
  if (exceptPageId) query = query.where('page_id', '<>', exceptPageId);
  const used = await query.executeTakeFirst();
  if (used) throw badRequest(`页面地址 ${url} 已被页面「${used.title}」使用`);
}

/** The page as the designer's lists show it. */
async function summaryOf(trx: Db, subApp: SubAppTarget, pageId: string): Promise<PageSummary> {
  const row = await selectPages(trx, subApp.appId)
    .where('pages.page_id', '=', pageId)
    .executeTakeFirstOrThrow();
  return toPageSummary(row);
}

/**
 * Writes a new page of the sub-app: version 1 with its version row (saved by the caller), not
 * published, not the home page. Its `name` is its id, so without a url its route is
 * `/page/{pageId}` (spec 1 §2).
 */
async function insertNewPage(
  trx: Db,
  savedBy: string | null,
  page: Omit<
    PageRow,
    | 'page_id'
    | 'name'
    | 'version'
    | 'published_version'
    | 'is_home_page'
    | 'created'
    | 'last_modified'
  >,
): Promise<string> {
  const pageId = randomUUID();
  await trx
    .insertInto('pages')
    .values({
      ...page,
      page_id: pageId,
      name: pageId,
      parameters: toJson(page.parameters),
      page_data: toJson(page.page_data),
      page_data_source: toJson(page.page_data_source),
      control_permission_set_list: toJson(page.control_permission_set_list),
      version: 1,
      published_version: null,
      is_home_page: false,
      last_modified: sql<Date>`now()`,
    })
    .execute();
  await trx
    .insertInto('page_versions')
    .values({
      page_id: pageId,
      version: 1,
      page_data: toJson(page.page_data),
      page_data_source: toJson(page.page_data_source),
      saved_by: savedBy,
    })
    .execute();
  return pageId;
}

/**
 * Creates a page (title required; url, page type, parameters checked as in
 * `pageSettings.ts`; the url free in the sub-app). With `templatePageId` (a page of the same
 * sub-app, e.g. a seeded one) it starts from that page's latest content, master page, theme and
 * permission sets, and its page type unless one is sent; otherwise empty, type `Page`.
 */
export async function createPage(
  ctx: WriteContext,
  subApp: SubAppTarget,
  input: CreatePageBody,
): Promise<PageSummary> {
  const settings = readPageSettings(input, { create: true });
  return ctx.db.transaction().execute(async (trx) => {
    await lockSubApp(trx, subApp);
    const source =
      input.templatePageId == null || input.templatePageId === ''
        ? undefined
        : await requirePageRow(trx, subApp, input.templatePageId, '作为模板的页面');
    if (settings.url) await requireFreeUrl(trx, subApp, settings.url);
    const pageId = await insertNewPage(trx, ctx.caller?.userId ?? null, {
      app_id: subApp.appId,
      sub_app_id: subApp.subAppId,
      title: settings.title ?? '',
      url: settings.url ?? null,
      tags_mode: source?.tags_mode ?? null,
      parameters: settings.parameters ?? [],
      page_data: source?.page_data ?? { controls: [] },
      page_data_source: source?.page_data_source ?? [],
      page_type: settings.pageType ?? source?.page_type ?? 'Page',
      template_id: source?.template_id ?? EMPTY_GUID,
      seo_title: source?.seo_title ?? '',
      style_name: source?.style_name ?? '',
      control_permission_set_list: source?.control_permission_set_list ?? [],
    });
    return summaryOf(trx, subApp, pageId);
  });
}

/**
 * Changes a page's settings (only the members sent; the same checks as create, the url free
 * among the other pages). Not a new version: settings are not versioned and apply to every
 * environment at once.
 */
export async function updatePage(
  ctx: WriteContext,
  page: PageTarget,
  input: PageSettingsInput,
): Promise<PageSummary> {
  const settings = readPageSettings(input, { create: false });
  return ctx.db.transaction().execute(async (trx) => {
    await lockSubApp(trx, page);
    const row = await requirePageRow(trx, page, page.pageId);
    if (settings.url) await requireFreeUrl(trx, page, settings.url, page.pageId);
    const templateId = settings.templateId ?? row.template_id;
    const changesMaster = settings.templateId !== undefined || settings.pageType !== undefined;
    if (changesMaster && templateId !== EMPTY_GUID) {
      await requireMasterPage(trx, page, {
        pageId: page.pageId,
        pageType: settings.pageType ?? row.page_type,
        templateId,
      });
    }
    await trx
      .updateTable('pages')
      .set({
        ...(settings.title === undefined ? {} : { title: settings.title }),
        ...(settings.url === undefined ? {} : { url: settings.url }),
        ...(settings.pageType === undefined ? {} : { page_type: settings.pageType }),
        ...(settings.parameters === undefined ? {} : { parameters: toJson(settings.parameters) }),
        ...(settings.templateId === undefined ? {} : { template_id: settings.templateId }),
        ...(settings.styleName === undefined ? {} : { style_name: settings.styleName }),
        last_modified: sql<Date>`now()`,
      })
      .where('page_id', '=', page.pageId)
      .execute();
    return summaryOf(trx, page, page.pageId);
  });
}

/**
 * The master page a page takes (spec 1 §3 templateId): a Template page of the same sub-app, not
 * the page itself, and a page that is itself a master page takes none.
 */
async function requireMasterPage(
  trx: Db,
  subApp: SubAppTarget,
  page: { pageId: string; pageType: string; templateId: string },
): Promise<void> {
  const { templateId } = page;
  if (templateId === page.pageId) throw badRequest('页面不能以自己为母版页');
  if (page.pageType === MASTER_PAGE_TYPE) throw badRequest('母版页不能再使用母版页');
  const master = await requirePageRow(trx, subApp, templateId, '母版页');
  if (master.page_type !== MASTER_PAGE_TYPE) throw badRequest(`页面 ${master.title} 不是母版页`);
}

/** `{url}-copy`, else `{url}-copy-2`, `-copy-3`, … : the first no page of the sub-app has. */
async function copyUrl(trx: Db, subApp: SubAppTarget, url: string): Promise<string> {
  const base = `${url}-copy`;
  const rows = await trx
    .selectFrom('pages')
    .select(sql<string>`lower(url)`.as('url'))
    .where('sub_app_id', '=', subApp.subAppId)
    .where(sql<string>`lower(url)`, 'like', `${base.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
    .execute();
  const used = new Set(rows.map((row) => row.url));
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Duplicates a page: its latest content and settings as a new page titled `{title} 副本` at
 * `{url}-copy` (made unique; none when the page has none), version 1, not published, not the
 * home page.
 */
export async function duplicatePage(ctx: WriteContext, page: PageTarget): Promise<PageSummary> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockSubApp(trx, page);
    const source = await requirePageRow(trx, page, page.pageId);
    const pageId = await insertNewPage(trx, ctx.caller?.userId ?? null, {
      app_id: source.app_id,
      sub_app_id: source.sub_app_id,
      title: `${source.title} 副本`,
      url: source.url === null ? null : await copyUrl(trx, page, source.url),
      tags_mode: source.tags_mode,
      parameters: source.parameters,
      page_data: source.page_data,
      page_data_source: source.page_data_source,
      page_type: source.page_type,
      template_id: source.template_id,
      seo_title: source.seo_title,
      style_name: source.style_name,
      control_permission_set_list: source.control_permission_set_list,
    });
    return summaryOf(trx, page, pageId);
  });
}

/**
 * Makes the page the sub-app's home page, in one transaction: the old home page loses the flag.
 * A page never published cannot be the home page (40000): the Runtime would have none.
 */
export async function setHomePage(ctx: WriteContext, page: PageTarget): Promise<PageSummary> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockSubApp(trx, page);
    const row = await requirePageRow(trx, page, page.pageId);
    if (row.published_version === null) {
      throw badRequest('页面尚未发布，不能设为首页，请先发布');
    }
    await trx
      .updateTable('pages')
      .set({ is_home_page: false, last_modified: sql<Date>`now()` })
      .where('sub_app_id', '=', page.subAppId)
      .where('is_home_page', '=', true)
      .where('page_id', '<>', page.pageId)
      .execute();
    if (!row.is_home_page) {
      await trx
        .updateTable('pages')
        .set({ is_home_page: true, last_modified: sql<Date>`now()` })
        .where('page_id', '=', page.pageId)
        .execute();
    }
    return summaryOf(trx, page, page.pageId);
  });
}

/**
 * Deletes a page with its versions (they cascade). Refused (40000, nothing deleted) for the home
 * page and for a page other pages use as their master page (`templateId`). Role grants of the
 * page stay (README "Page management": removing them could lift a sub-app's restriction).
 */
export async function deletePage(ctx: WriteContext, page: PageTarget): Promise<DeletePageResult> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockSubApp(trx, page);
    const row = await requirePageRow(trx, page, page.pageId);
    if (row.is_home_page) throw badRequest('首页不能删除，请先将其他页面设为首页');
    const users = await trx
      .selectFrom('pages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('app_id', '=', page.appId)
      .where('template_id', '=', row.page_id)
      .where('page_id', '<>', row.page_id)
      .executeTakeFirstOrThrow();
    if (Number(users.n) > 0) {
      throw badRequest(`页面「${row.title}」是 ${Number(users.n)} 个页面的模板页面，不能删除`);
    }
    await trx.deleteFrom('pages').where('page_id', '=', row.page_id).execute();
    return { pageId: row.page_id };
  });
}
