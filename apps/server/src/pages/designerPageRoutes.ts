import {
  ENV_TYPES,
  ok,
  DESIGNER_PAGE_PATHS,
  SUB_APP_TYPES,
  type PagedList,
  type PageParameter,
  type PageSummary,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { OptionalText } from '../http/inputSchemas.js';
import { containsPattern, readPaging } from '../http/readPaging.js';
import { requireOneOf } from '../http/requestParams.js';
import { selectPages, toPageDetails, toPageSummary } from './pageViews.js';
import { readSavePageBody, savePage, SavePageRequest } from './savePage.js';
import { requireSubApp } from '../context/requireRecords.js';
import { requireDesignerPage } from './pageQueries.js';

type DesignerParams = { appId: string; subAppId: string; appType: string };
type PageParams = DesignerParams & { pageId: string };

/** Default page size of pages/content (spec 1 §9: lists of 100). */
const PAGES_CONTENT_PAGE_SIZE = 100;

/** Largest SavePage body: page JSON of big pages passes Fastify's 1 MB default. */
const SAVE_PAGE_BODY_LIMIT = 10 * 1024 * 1024;

/** Every call here is the designer's (README "Authorization"): the designer operation. */
const DESIGNER = { config: { designer: true } } as const;
const DESIGNER_READ = { config: { designer: 'read' } } as const;

/** pages/content: a title search and a page (each read by its own rule, which names it). */
const PagesContentQuery = Type.Object({
  pageTitle: OptionalText,
  currentPage: OptionalText,
  pageSize: OptionalText,
});

/**
 * The designer's page calls (spec 1 §7 "Settings and page calls"; protocol README "Pages and
 * sub-apps"): the pages of a sub-app, the ordinary pages of an app (putongpages), one page's
 * structure (GetPageData), its parameters, the page the designer opens first, and a paged
 * title search (pages/content), and SavePage with optimistic concurrency (each save a version:
 * README "Page versions and environments"). The designer reads the latest saved content,
 * whatever the envType. Each needs the designer operation, reads too: a
 * page's JSON, data sources and permission sets are the designer's (README "Authorization").
 */
export function registerDesignerPageRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: DesignerParams }>(
    DESIGNER_PAGE_PATHS.pages.pattern,
    DESIGNER_READ,
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const rows = await selectPages(db, subApp.app_id)
        .where('pages.sub_app_id', '=', subApp.sub_app_id)
        .orderBy('pages.created')
        .orderBy('pages.name')
        .execute();
      return ok(rows.map(toPageSummary));
    },
  );

  app.get<{ Params: { appId: string } }>(
    DESIGNER_PAGE_PATHS.putongPages.pattern,
    DESIGNER_READ,
    async (request) => {
      const appId = await request.ctx.appId();
      // 普通页面: ordinary pages, not templates or workflow pages.
      const rows = await selectPages(db, appId)
        .where('pages.page_type', '=', 'Page')
        .orderBy('sub_apps.sub_app_type', 'desc')
        .orderBy('pages.created')
        .orderBy('pages.name')
        .execute();
      return ok(rows.map(toPageSummary));
    },
  );

  app.get<{ Params: PageParams }>(
    DESIGNER_PAGE_PATHS.page.pattern,
    DESIGNER_READ,
    async (request) => {
      const row = await requireDesignerPage(request.ctx, request.params);
      return ok(await toPageDetails(db, row));
    },
  );

  app.get<{ Params: PageParams & { envType: string } }>(
    DESIGNER_PAGE_PATHS.pageParameters.pattern,
    DESIGNER_READ,
    async (request) => {
      requireOneOf(request.params.envType, 'envType', ENV_TYPES);
      const row = await requireDesignerPage(request.ctx, request.params);
      const parameters: PageParameter[] = row.parameters;
      return ok(parameters);
    },
  );

  app.get<{ Params: DesignerParams }>(
    DESIGNER_PAGE_PATHS.devFirstPage.pattern,
    DESIGNER_READ,
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const row = await selectPages(db, subApp.app_id)
        .where('pages.sub_app_id', '=', subApp.sub_app_id)
        .orderBy('pages.is_home_page', 'desc')
        .orderBy('pages.created')
        .orderBy('pages.name')
        .executeTakeFirst();
      // An empty sub-app answers null: the designer sets its pages-empty flag (spec 1 §8).
      return ok(row ? toPageSummary(row) : null);
    },
  );

  app.get<{
    Params: { appId: string; appType: string };
    Querystring: Static<typeof PagesContentQuery>;
  }>(
    DESIGNER_PAGE_PATHS.pagesContent.pattern,
    { ...DESIGNER_READ, schema: { querystring: PagesContentQuery } },
    async (request) => {
      const appType = requireOneOf(request.params.appType, 'appType', SUB_APP_TYPES);
      const appId = await request.ctx.appId();
      const { query } = request;
      const paging = readPaging(
        query,
        { index: 'currentPage', size: 'pageSize' },
        PAGES_CONTENT_PAGE_SIZE,
      );
      let base = selectPages(db, appId).where('sub_apps.sub_app_type', '=', appType);
      const title = query.pageTitle?.trim();
      if (title) base = base.where('pages.title', 'ilike', containsPattern(title));
      const [{ total } = { total: 0 }] = await base
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .execute();
      const rows = await base
        .orderBy('pages.created')
        .orderBy('pages.name')
        .orderBy('pages.page_id')
        .limit(paging.pageSize)
        .offset(paging.offset)
        .execute();
      const answer: PagedList<PageSummary> = {
        total: Number(total),
        items: rows.map(toPageSummary),
      };
      return ok(answer);
    },
  );

  app.post<{ Params: DesignerParams; Body: Static<typeof SavePageRequest> }>(
    DESIGNER_PAGE_PATHS.savePage.pattern,
    { ...DESIGNER, bodyLimit: SAVE_PAGE_BODY_LIMIT, schema: { body: SavePageRequest } },
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const body = readSavePageBody(request.body);
      const target = { appId: subApp.app_id, subAppId: subApp.sub_app_id };
      return ok(await savePage(request.ctx, target, body));
    },
  );
}
