import { ENV_TYPES, ok, PAGE_PATHS, SUB_APP_TYPES, type EnvType } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { DbContext } from '../context/requestContext.js';
import { requireOneOf } from '../http/requestParams.js';
import { listPageDefinitions, readPageJsonData } from './pageQueries.js';
import { requireSubApp } from '../context/requireRecords.js';

interface SubAppParams {
  appId: string;
  subAppId: string;
  appType: string;
  envType: string;
}

/**
 * Checks `appType` and `envType` (40000), then that the sub-app has that type (40400). Answers
 * the environment.
 */
async function requireRuntimeSubApp(ctx: DbContext, params: SubAppParams): Promise<EnvType> {
  requireOneOf(params.appType, 'appType', SUB_APP_TYPES);
  const envType = requireOneOf(params.envType, 'envType', ENV_TYPES);
  await requireSubApp(ctx, params);
  return envType;
}

/**
 * The runtime's page calls (spec 1 §7 "Settings and page calls"):
 * - pagerouters: the page definitions of a sub-app, for the route table (spec 2 §2.2);
 * - jsonpagedata: one page with its controls and data sources parsed (spec 1 §3 Page).
 * The envType decides which content they answer (README "Page versions and environments"):
 * Runtime the published version, and only published pages (a page never published is not in
 * the route table and its JSON answers 40400); Design and Preview the latest saved version of
 * every page. Nothing is cached: a publish shows on the next call.
 */
export function registerPageRoutes(app: FastifyInstance): void {
  app.get<{ Params: SubAppParams }>(PAGE_PATHS.pageRouters.pattern, async (request) => {
    const envType = await requireRuntimeSubApp(request.ctx, request.params);
    return ok(await listPageDefinitions(request.ctx, { ...request.params, envType }));
  });

  app.get<{ Params: SubAppParams & { pageId: string } }>(
    PAGE_PATHS.jsonPageData.pattern,
    async (request) => {
      const envType = await requireRuntimeSubApp(request.ctx, request.params);
      return ok(await readPageJsonData(request.ctx, { ...request.params, envType }));
    },
  );
}
