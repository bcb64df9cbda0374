import {
  EMPTY_GUID,
  type ControlPermissionSet,
  type DataSourceDefinition,
  type PageDefinition,
  type PageJsonData,
} from '@tessera/protocol';
import { requirePageAccess } from '../authorization/pageAccess.js';
import type { DbContext, RequestContext } from '../context/requestContext.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import { requireSubApp } from '../context/requireRecords.js';

/** A sub-app the runtime's page calls address (checked by `requireSubApp` first). */
export interface SubAppTarget {
  appId: string;
  subAppId: string;
}

/** The page definitions of a sub-app, for the runtime's route table (spec 2 §2.2). */
export async function listPageDefinitions(
  ctx: DbContext,
  target: SubAppTarget,
): Promise<PageDefinition[]> {
  const rows = await ctx.db
    .selectFrom('pages')
    .select(['page_id', 'name', 'url', 'title', 'tags_mode', 'is_home_page', 'parameters'])
    .where('app_id', '=', target.appId)
    .where('sub_app_id', '=', target.subAppId)
    .orderBy('created')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    pageId: r.page_id,
    name: r.name,
    url: r.url,
    title: r.title,
    tagsMode: r.tags_mode,
    isHomePage: r.is_home_page,
    parameters: r.parameters,
  }));
}

/**
 * One page with its controls and data sources (spec 1 §3 Page), and its master page's when it
 * has one; 40400 for an unknown page, 401/403 when the caller may not see it.
 */
export async function readPageJsonData(
  ctx: Pick<RequestContext, 'db' | 'caller'>,
  target: SubAppTarget & { pageId: string },
): Promise<PageJsonData> {
  const { appId, subAppId, pageId } = target;
  const row = isGuid(pageId)
    ? await ctx.db
        .selectFrom('pages')
        .select([
          'page_id',
          'title',
          'page_type',
          'version',
          'template_id',
          'page_data',
          'page_data_source',
          'url',
          'is_home_page',
          'style_name',
          'control_permission_set_list',
        ])
        .where('page_id', '=', pageId)
        .where('app_id', '=', appId)
        .where('sub_app_id', '=', subAppId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`页面 ${pageId} 不存在`);
  await requirePageAccess(ctx, { appId, subAppId, pageId, page: row });
  const page: PageJsonData = {
    pageId: row.page_id,
    title: row.title,
    pageType: row.page_type,
    version: row.version,
    templateId: row.template_id ?? EMPTY_GUID,
    pageData: row.page_data as PageJsonData['pageData'],
    pageDataSource: row.page_data_source as DataSourceDefinition[],
  };
  // spec 1 §1 theme and §2 master page: answered only when the page has them.
  if (row.style_name) page.styleName = row.style_name;
  // spec 1 §6: the permission entries the runtime checks controls and operations against.
  const permissionSets = row.control_permission_set_list as ControlPermissionSet[] | null;
  if (permissionSets?.length) page.controlPermissionSetList = permissionSets;
  const template =
    row.template_id && row.template_id !== EMPTY_GUID
      ? await ctx.db
          .selectFrom('pages')
          .select(['page_data', 'page_data_source'])
          .where('page_id', '=', row.template_id)
          .where('app_id', '=', appId)
          .executeTakeFirst()
      : undefined;
  if (template) {
    page.templatePageData = template.page_data as PageJsonData['pageData'];
    page.templateDataSource = template.page_data_source as DataSourceDefinition[];
  }
  return page;
}

/** The designer's page of the sub-app with the id (any page type), or 40400. */
export async function requireDesignerPage(
  ctx: DbContext,
  params: { appId: string; subAppId: string; pageId: string },
) {
  const subApp = await requireSubApp(ctx, params);
  const row = isGuid(params.pageId)
    ? await ctx.db
        .selectFrom('pages')
        .selectAll()
        .where('page_id', '=', params.pageId)
        .where('sub_app_id', '=', subApp.sub_app_id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`页面 ${params.pageId} 不存在`);
  return row;
}
