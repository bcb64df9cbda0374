import {
  ok,
  SUB_APP_PATHS,
  type SubAppPageConfigJson,
  type SubAppVarsJson,
} from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { RequestContext } from '../context/requestContext.js';
import type { Db } from '../db/database.js';
import { toJson } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import {
  GlobalNavBody,
  readGlobalNav,
  readJsonText,
  listSubAppDetails,
  readSubAppConfig,
  toSubAppDetail,
  updateSubAppConfig,
} from './subAppConfig.js';
import { requireSubApp } from '../context/requireRecords.js';

type SubAppParams = { appId: string; subAppId: string };

/** The ids a settings body may carry (spec 2 §7.4 updatesubappvarsjson): optional, text. */
const BodyIds = Type.Object({
  AppId: Type.Optional(Type.String()),
  SubAppId: Type.Optional(Type.String()),
});
const VarsJsonBody = Type.Object({ SubAppVarsJson: Type.String(), ...BodyIds.properties });
const PageConfigJsonBody = Type.Object({
  SubAppPageConfigJson: Type.String(),
  ...BodyIds.properties,
});

/* The sub-app a query names, each id read by the sub-app lookup (which names a missing one). */
const SubAppQuery = Type.Object({ app: OptionalText, subapp: OptionalText });
const SilenceLoginQuery = Type.Object({ subapp: OptionalText });
const SubAppIdQuery = Type.Object({ subAppId: OptionalText });

const THEME = /^[A-Za-z0-9_-]{1,64}$/;

/** The designer's calls (README "Authorization"): the designer operation, reads too. */
const DESIGNER = { config: { designer: true } } as const;
const DESIGNER_READ = { config: { designer: 'read' } } as const;

/**
 * Body members `AppId`/`SubAppId` (spec 2 §7.4 updatesubappvarsjson) are optional; when sent
 * they must name the addressed sub-app, so a designer never writes another sub-app's settings.
 */
function checkBodyIds(
  body: Static<typeof BodyIds>,
  target: { app_id: string; sub_app_id: string },
): void {
  const same = (value: string | undefined, id: string) =>
    value === undefined || value.toLowerCase() === id;
  if (!same(body.AppId, target.app_id) || !same(body.SubAppId, target.sub_app_id)) {
    throw badRequest('AppId/SubAppId 与请求地址中的应用和子应用不一致');
  }
}

/**
 * The sub-app settings calls of spec 2 §7.4 (protocol README "Pages and sub-apps"): theme,
 * global nav, sub-app vars JSON, page-config JSON, the silent-login switch, and the sub-app
 * list and detail that answer them together. All but the silent-login switch (which a runtime
 * reads before anyone signs in) are the designer's: they need the designer operation.
 */
export function registerSubAppRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  app.post<{ Params: SubAppParams & { theme: string } }>(
    SUB_APP_PATHS.changeTheme.pattern,
    DESIGNER,
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const { theme } = request.params;
      if (!THEME.test(theme)) throw badRequest('主题名只能含字母、数字、_ 和 -（至多 64 个字符）');
      const config = await updateSubAppConfig(db, subApp.sub_app_id, { theme });
      return ok(toSubAppDetail(subApp, config));
    },
  );

  app.get<{ Params: SubAppParams }>(
    SUB_APP_PATHS.getGlobalNav.pattern,
    DESIGNER_READ,
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      return ok((await readSubAppConfig(db, subApp.sub_app_id)).globalNav);
    },
  );

  app.post<{ Params: SubAppParams; Body: Static<typeof GlobalNavBody> }>(
    SUB_APP_PATHS.setGlobalNav.pattern,
    { ...DESIGNER, schema: { body: GlobalNavBody } },
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const current = await readSubAppConfig(db, subApp.sub_app_id);
      const nav = readGlobalNav(request.body, current.globalNav);
      const config = await updateSubAppConfig(db, subApp.sub_app_id, { global_nav: toJson(nav) });
      return ok(config.globalNav);
    },
  );

  app.get<{ Params: SubAppParams }>(
    SUB_APP_PATHS.getVarsJson.pattern,
    DESIGNER_READ,
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      const answer: SubAppVarsJson = {
        SubAppVarsJson: (await readSubAppConfig(db, subApp.sub_app_id)).varsJson,
      };
      return ok(answer);
    },
  );

  app.post<{ Params: SubAppParams; Body: Static<typeof VarsJsonBody> }>(
    SUB_APP_PATHS.updateVarsJson.pattern,
    { ...DESIGNER, schema: { body: VarsJsonBody } },
    async (request) => {
      const subApp = await requireSubApp(request.ctx, request.params);
      checkBodyIds(request.body, subApp);
      const text = readJsonText(request.body.SubAppVarsJson, 'SubAppVarsJson');
      const config = await updateSubAppConfig(db, subApp.sub_app_id, { vars_json: text });
      const answer: SubAppVarsJson = { SubAppVarsJson: config.varsJson };
      return ok(answer);
    },
  );

  routes.get(
    SUB_APP_PATHS.getPageConfigJson.pattern,
    { ...DESIGNER_READ, schema: { querystring: SubAppQuery } },
    async (request) => {
      const { app: appId, subapp } = request.query;
      const subApp = await requireSubApp(request.ctx, { appId, subAppId: subapp });
      const answer: SubAppPageConfigJson = {
        SubAppPageConfigJson: (await readSubAppConfig(db, subApp.sub_app_id)).pageConfigJson,
      };
      return ok(answer);
    },
  );

  routes.post(
    SUB_APP_PATHS.updatePageConfigJson.pattern,
    { ...DESIGNER, schema: { querystring: SubAppQuery, body: PageConfigJsonBody } },
    async (request) => {
      const body = request.body;
      // The ids come from the query (?app&subapp) or, failing that, from the body.
      const subApp = await requireSubApp(request.ctx, {
        appId: request.query.app ?? body.AppId,
        subAppId: request.query.subapp ?? body.SubAppId,
      });
      checkBodyIds(body, subApp);
      const text = readJsonText(body.SubAppPageConfigJson, 'SubAppPageConfigJson');
      const config = await updateSubAppConfig(db, subApp.sub_app_id, { page_config_json: text });
      const answer: SubAppPageConfigJson = { SubAppPageConfigJson: config.pageConfigJson };
      return ok(answer);
    },
  );

  app.get<{ Params: { appId: string }; Querystring: Static<typeof SilenceLoginQuery> }>(
    SUB_APP_PATHS.silenceLoginSwitch.pattern,
    { schema: { querystring: SilenceLoginQuery } },
    async (request) => {
      const subApp = await requireSubApp(request.ctx, {
        appId: request.params.appId,
        subAppId: request.query.subapp,
      });
      return ok((await readSubAppConfig(db, subApp.sub_app_id)).silenceLogin);
    },
  );

  app.get<{ Params: { appId: string } }>(
    SUB_APP_PATHS.subAppList.pattern,
    DESIGNER_READ,
    async (request) => {
      const appId = await request.ctx.appId();
      return ok(await listSubAppDetails(request.ctx, appId));
    },
  );

  const detail = async (request: {
    ctx: RequestContext;
    params: { appId: string };
    query: Static<typeof SubAppIdQuery>;
  }) => {
    const subApp = await requireSubApp(request.ctx, {
      appId: request.params.appId,
      subAppId: request.query.subAppId,
    });
    return ok(toSubAppDetail(subApp, await readSubAppConfig(db, subApp.sub_app_id)));
  };
  // The spec writes `subapp/detail/?subAppId`; accept it without the slash too.
  const detailRoute = { ...DESIGNER_READ, schema: { querystring: SubAppIdQuery } };
  app.get<{ Params: { appId: string }; Querystring: Static<typeof SubAppIdQuery> }>(
    SUB_APP_PATHS.subAppDetail.pattern,
    detailRoute,
    detail,
  );
  app.get<{ Params: { appId: string }; Querystring: Static<typeof SubAppIdQuery> }>(
    SUB_APP_PATHS.subAppDetail.pattern.replace(/\/$/, ''),
    detailRoute,
    detail,
  );
}
