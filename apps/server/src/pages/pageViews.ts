import {
  EMPTY_GUID,
  type DataSourceDefinition,
  type PageDetails,
  type PageJsonData,
  type PageSummary,
  type SubAppType,
} from '@tessera/protocol';
import type { Selectable } from 'kysely';
import type { Db, PagesTable } from '../db/database.js';
import { permissionSetsOf } from '../pageContent/permissionSets.js';

/** A pages row as selected. */
export type PageRow = Selectable<PagesTable>;

/** A pages row with its sub-app's type (joined from sub_apps). */
export type PageRowWithType = PageRow & { sub_app_type: string };

/**
 * Pages of an app joined with their sub-app's type, in the designer's order: sub-app type,
 * creation, name. Callers add their own conditions.
 */
export function selectPages(db: Db, appId: string) {
  return db
    .selectFrom('pages')
    .innerJoin('sub_apps', 'sub_apps.sub_app_id', 'pages.sub_app_id')
    .selectAll('pages')
    .select('sub_apps.sub_app_type')
    .where('pages.app_id', '=', appId);
}

/** One row of the designer's page lists. */
export function toPageSummary(row: PageRowWithType): PageSummary {
  return {
    pageId: row.page_id,
    subAppId: row.sub_app_id,
    subAppType: row.sub_app_type as SubAppType,
    name: row.name,
    url: row.url,
    title: row.title,
    pageType: row.page_type,
    styleName: row.style_name,
    templateId: row.template_id,
    isHomePage: row.is_home_page,
    tagsMode: row.tags_mode,
    parameters: row.parameters,
    version: row.version,
    publishedVersion: row.published_version,
    created: row.created.toISOString(),
    lastModified: row.last_modified.toISOString(),
  };
}

/** Distinct non-empty texts of one member of every data source, in first-seen order. */
function namesOf(sources: readonly DataSourceDefinition[], key: string): string[] {
  const names = sources
    .map((s) => (s as unknown as Record<string, unknown>)[key])
    .filter((v): v is string => typeof v === 'string' && v !== '');
  return [...new Set(names)];
}

/**
 * spec 1 §3 Page for GetPageData: the page's own data, the template page's data when
 * `templateId` names a page of the app (all zeros = none), and the schema and data-flow names
 * its data sources use. A template id naming no page answers the page with `error` set.
 */
export async function toPageDetails(db: Db, row: PageRow): Promise<PageDetails> {
  const sources = row.page_data_source as DataSourceDefinition[];
  let template: PageRow | undefined;
  let error: string | null = null;
  if (row.template_id !== EMPTY_GUID) {
    template = await db
      .selectFrom('pages')
      .selectAll()
      .where('app_id', '=', row.app_id)
      .where('page_id', '=', row.template_id)
      .executeTakeFirst();
    if (!template) error = `模板页面 ${row.template_id} 不存在`;
  }
  return {
    pageId: row.page_id,
    title: row.title,
    seoTitle: row.seo_title,
    pageType: row.page_type,
    styleName: row.style_name,
    templateId: row.template_id,
    version: row.version,
    pageData: row.page_data as PageJsonData['pageData'],
    pageDataSource: sources,
    templateDataSource: template ? (template.page_data_source as DataSourceDefinition[]) : null,
    templatePageData: template ? (template.page_data as PageJsonData['pageData']) : null,
    controlPermissionSetList: permissionSetsOf(row.page_data, row.control_permission_set_list),
    schemas: namesOf(sources, 'schemaName'),
    dataflows: namesOf(sources, 'dataFlowName'),
    error,
  };
}
