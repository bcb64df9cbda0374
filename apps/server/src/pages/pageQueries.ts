import {
  EMPTY_GUID,
  type EnvType,
  type DataSourceDefinition,
  type PageDefinition,
  type PageJsonData,
} from '@tessera/protocol';
import { requirePageAccess } from '../authorization/pageAccess.js';
import type { DbContext, RequestContext } from '../context/requestContext.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import { permissionSetsOf } from '../pageContent/permissionSets.js';
import { requireSubApp } from '../context/requireRecords.js';

/** A sub-app the runtime's page calls address (checked by `requireSubApp` first). */
export interface SubAppTarget {
  appId: string;
  subAppId: string;
}

/**
 * The page definitions of a sub-app, for the runtime's route table (spec 2 §2.2). The Runtime
 * lists only published pages; Design and Preview list every page (README "Page versions and
 * environments"). Read on every call: a publish shows at once.
 */
export async function listPageDefinitions(
  ctx: DbContext,
  target: SubAppTarget & { envType: EnvType },
): Promise<PageDefinition[]> {
  let query = ctx.db
    .selectFrom('pages')
    .select(['page_id', 'name', 'url', 'title', 'tags_mode', 'is_home_page', 'parameters'])
    .where('app_id', '=', target.appId)
    .where('sub_app_id', '=', target.subAppId);
  if (target.envType === 'Runtime') query = query.where('published_version', 'is not', null);
  const rows = await query.orderBy('created').orderBy('name').execute();
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
 * The content a page shows in an environment: the Runtime its published version's (`undefined`
 * while never published), Design and Preview the latest saved (README "Page versions and
 * environments").
 */
async function contentIn(
  ctx: DbContext,
  page: {
    page_id: string;
    version: number;
    published_version: number | null;
    page_data: unknown;
    page_data_source: unknown;
  },
  envType: EnvType,
): Promise<{ version: number; page_data: unknown; page_data_source: unknown } | undefined> {
  if (envType !== 'Runtime') return page;
  if (page.published_version === null) return undefined;
  return ctx.db
    .selectFrom('page_versions')
    .select(['version', 'page_data', 'page_data_source'])
    .where('page_id', '=', page.page_id)
    .where('version', '=', page.published_version)
    .executeTakeFirst();
}

/**
 * One page with its controls and data sources (spec 1 §3 Page), and its master page's when it
 * has one, as the environment shows them (`contentIn`); 40400 for an unknown page and, in the
 * Runtime, for a page never published; 401/403 when the caller may not see it.
 */
export async function readPageJsonData(
  ctx: Pick<RequestContext, 'db' | 'caller'>,
  target: SubAppTarget & { pageId: string; envType: EnvType },
): Promise<PageJsonData> {
  const { appId, subAppId, pageId, envType } = target;
  const row = isGuid(pageId)
    ? await ctx.db
        .selectFrom('pages')
        .select([
          'page_id',
          'title',
          'page_type',
          'version',
          'published_version',
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
  const content = await contentIn(ctx, row, envType);
  if (!content) throw notFound(`页面 ${pageId} 尚未发布`);
  await requirePageAccess(ctx, { appId, subAppId, pageId, page: row });
  const page: PageJsonData = {
    pageId: row.page_id,
    title: row.title,
    pageType: row.page_type,
    version: content.version,
    templateId: row.template_id ?? EMPTY_GUID,
    pageData: content.page_data as PageJsonData['pageData'],
    pageDataSource: content.page_data_source as DataSourceDefinition[],
  };
  // spec 1 §1 theme and §2 master page: answered only when the page has them.
  if (row.style_name) page.styleName = row.style_name;
  // spec 1 §6: the permission entries the runtime checks controls and operations against.
  const permissionSets = permissionSetsOf(content.page_data, row.control_permission_set_list);
  if (permissionSets.length) page.controlPermissionSetList = permissionSets;
  const templateRow =
    row.template_id && row.template_id !== EMPTY_GUID
      ? await ctx.db
          .selectFrom('pages')
          .select(['page_id', 'version', 'published_version', 'page_data', 'page_data_source'])
          .where('page_id', '=', row.template_id)
          .where('app_id', '=', appId)
          .executeTakeFirst()
      : undefined;
  // The master page in the same environment: the Runtime shows its published version only.
  const template = templateRow ? await contentIn(ctx, templateRow, envType) : undefined;
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
