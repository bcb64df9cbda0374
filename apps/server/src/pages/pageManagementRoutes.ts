import { ok, DESIGNER_PAGE_PATHS } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { requireSubApp } from '../context/requireRecords.js';
import type { DbContext } from '../context/requestContext.js';
import { OptionalOrNull } from '../http/inputSchemas.js';
import { createPage, deletePage, duplicatePage, setHomePage, updatePage } from './pageLifecycle.js';
import { requireDesignerPage } from './pageQueries.js';
import type { PageTarget } from './pageVersions.js';

type DesignerParams = { appId: string; subAppId: string; appType: string };
type PageParams = DesignerParams & { pageId: string };

/** Every call here is the designer's (README "Authorization"): the designer operation. */
const DESIGNER = { config: { designer: true } } as const;

/*
 * Bodies: members typed where the rule has no message of its own; the title, url, page type and
 * parameter rules keep their texts (`pageSettings.ts`), so `title` is optional here and a missing
 * one answers 页面标题不能为空.
 */
const ParameterInput = Type.Object({ name: Type.String(), default: OptionalOrNull(Type.String()) });
const SettingsMembers = {
  title: Type.Optional(Type.String()),
  // null is not "left out" here: a change with `url: null` clears the url.
  url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  pageType: Type.Optional(Type.String()),
  parameters: Type.Optional(Type.Array(ParameterInput)),
};
const CreateBody = Type.Object({
  ...SettingsMembers,
  templatePageId: OptionalOrNull(Type.String()),
});
const UpdateBody = Type.Object({
  ...SettingsMembers,
  // null, '' or all zeros: no master page.
  templateId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
const ThemeBody = Type.Object({ styleName: Type.String() });

/** The designer's page of the path (sub-app, app type and page checked: 40400/40000). */
async function requirePage(ctx: DbContext, params: PageParams): Promise<PageTarget> {
  const row = await requireDesignerPage(ctx, params);
  return { appId: row.app_id, subAppId: row.sub_app_id, pageId: row.page_id };
}

/**
 * The designer's writes of the pages list (README "Page management"): create, change settings,
 * duplicate, set the home page, delete. Each needs the designer operation.
 */
export function registerPageManagementRoutes(app: FastifyInstance): void {
  app.post<{ Params: DesignerParams; Body: Static<typeof CreateBody> }>(
    DESIGNER_PAGE_PATHS.createPage.pattern,
    { ...DESIGNER, schema: { body: CreateBody } },
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const target = { appId: subApp.app_id, subAppId: subApp.sub_app_id };
      // `url: null` and a left-out url both mean none.
      const { url, ...rest } = request.body;
      return ok(await createPage(request.ctx, target, { ...rest, url: url ?? null }));
    },
  );

  app.put<{ Params: PageParams; Body: Static<typeof UpdateBody> }>(
    DESIGNER_PAGE_PATHS.updatePage.pattern,
    { ...DESIGNER, schema: { body: UpdateBody } },
    async (request) => {
      const page = await requirePage(request.ctx, request.params);
      return ok(await updatePage(request.ctx, page, request.body));
    },
  );

  // spec 1 §7 ChangeTheme: the page's theme, for every environment at once (not versioned).
  app.post<{ Params: PageParams; Body: Static<typeof ThemeBody> }>(
    DESIGNER_PAGE_PATHS.changeTheme.pattern,
    { ...DESIGNER, schema: { body: ThemeBody } },
    async (request) => {
      const page = await requirePage(request.ctx, request.params);
      return ok(await updatePage(request.ctx, page, { styleName: request.body.styleName }));
    },
  );

  app.post<{ Params: PageParams }>(
    DESIGNER_PAGE_PATHS.duplicatePage.pattern,
    DESIGNER,
    async (request) => {
      const page = await requirePage(request.ctx, request.params);
      return ok(await duplicatePage(request.ctx, page));
    },
  );

  app.post<{ Params: PageParams }>(
    DESIGNER_PAGE_PATHS.setHomePage.pattern,
    DESIGNER,
    async (request) => {
      const page = await requirePage(request.ctx, request.params);
      return ok(await setHomePage(request.ctx, page));
    },
  );

  app.delete<{ Params: PageParams }>(
    DESIGNER_PAGE_PATHS.deletePage.pattern,
    DESIGNER,
    async (request) => {
      const page = await requirePage(request.ctx, request.params);
      return ok(await deletePage(request.ctx, page));
    },
  );
}
