import { requirePageAccess } from '../authorization/pageAccess.js';
import {
  EMPTY_GUID,
  ENV_TYPES,
  ok,
  PAGE_PATHS,
  SUB_APP_TYPES,
  type ControlPermissionSet,
  type DataSourceDefinition,
  type PageDefinition,
  type PageJsonData,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid, requireOneOf } from '../http/requestParams.js';

interface SubAppParams {
  appId: string;
  subAppId: string;
  appType: string;
  envType: string;
}

/**
 * Checks the addressed sub-app exists in the app with the given type. Ids that are not GUIDs
 * cannot address anything, so they answer 40400 like any other unknown id.
 */
async function requireSubApp(db: Db, params: SubAppParams): Promise<void> {
  const appType = requireOneOf(params.appType, 'appType', SUB_APP_TYPES);
  requireOneOf(params.envType, 'envType', ENV_TYPES);
  const { appId, subAppId } = params;
  const found =
    isGuid(appId) &&
    isGuid(subAppId) &&
    (await db
      .selectFrom('sub_apps')
      .select('sub_app_id')
      .where('app_id', '=', appId)
      .where('sub_app_id', '=', subAppId)
      .where('sub_app_type', '=', appType)
      .executeTakeFirst());
  if (!found) throw notFound(`应用 ${appId} 下不存在 ${appType} 子应用 ${subAppId}`);
}

/**
 * The runtime's page calls (spec 1 §7 "Settings and page calls"):
 * - pagerouters: the page definitions of a sub-app, for the route table (spec 2 §2.2);
 * - jsonpagedata: one page with its controls and data sources parsed (spec 1 §3 Page).
 * Every envType answers the same pages until publishing arrives (README "Decisions").
 */
export function registerPageRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: SubAppParams }>(PAGE_PATHS.pageRouters.pattern, async (request) => {
    await requireSubApp(db, request.params);
    const rows = await db
      .selectFrom('pages')
      .select(['page_id', 'name', 'url', 'title', 'tags_mode', 'is_home_page', 'parameters'])
      .where('app_id', '=', request.params.appId)
      .where('sub_app_id', '=', request.params.subAppId)
      .orderBy('created')
      .orderBy('name')
      .execute();
    const pages: PageDefinition[] = rows.map((r) => ({
      pageId: r.page_id,
      name: r.name,
      url: r.url,
      title: r.title,
      tagsMode: r.tags_mode,
      isHomePage: r.is_home_page,
      parameters: r.parameters,
    }));
    return ok(pages);
  });

  app.get<{ Params: SubAppParams & { pageId: string } }>(
    PAGE_PATHS.jsonPageData.pattern,
    async (request) => {
      const { appId, subAppId, pageId } = request.params;
      await requireSubApp(db, request.params);
      const row = isGuid(pageId)
        ? await db
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
      await requirePageAccess(db, request.caller, { ...request.params, page: row });
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
          ? await db
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
      return ok(page);
    },
  );
}
