import { ok, DESIGNER_PAGE_PATHS } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { DbContext } from '../context/requestContext.js';
import { badRequest } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { readInteger } from '../http/readPaging.js';
import { requireDesignerPage } from './pageQueries.js';
import {
  listVersions,
  publishVersion,
  readVersion,
  restoreVersion,
  type PageTarget,
} from './pageVersions.js';

type PageParams = { appId: string; subAppId: string; appType: string; pageId: string };

/** Every call here is the designer's (README "Authorization"): the designer operation. */
const DESIGNER = { config: { designer: true } } as const;
const DESIGNER_READ = { config: { designer: 'read' } } as const;

/** Default and largest length of the version list (README "Page versions and environments"). */
export const VERSION_LIST = { fallback: 100, max: 1000 } as const;

/** The largest version number (PostgreSQL `integer`). */
const MAX_VERSION = 2_147_483_647;

const VersionsQuery = Type.Object({ top: OptionalText });
const PublishBody = Type.Object({ version: Type.Integer() });
const RestoreBody = Type.Object({ version: Type.Integer(), baseVersion: Type.Integer() });

/** A version number of the path or a body: a positive integer, else 40000 naming it. */
function readVersionNumber(value: number | string, name: string): number {
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_VERSION) {
    throw badRequest(`参数 ${name} 无效：应为正整数`);
  }
  return n;
}

/** The designer's page of the path (sub-app, app type and page checked: 40400/40000). */
async function requirePage(ctx: DbContext, params: PageParams) {
  const row = await requireDesignerPage(ctx, params);
  const target: PageTarget = { appId: row.app_id, subAppId: row.sub_app_id, pageId: row.page_id };
  return { row, target };
}

/**
 * The designer's calls of a page's versions (README "Page versions and environments"): the
 * version list, one version's content, publish and restore. Each needs the designer operation.
 */
export function registerPageVersionRoutes(app: FastifyInstance): void {
  app.get<{ Params: PageParams; Querystring: Static<typeof VersionsQuery> }>(
    DESIGNER_PAGE_PATHS.pageVersions.pattern,
    { ...DESIGNER_READ, schema: { querystring: VersionsQuery } },
    async (request) => {
      const top = readInteger(request.query.top, 'top', { min: 1, ...VERSION_LIST });
      const { row, target } = await requirePage(request.ctx, request.params);
      const page = { ...target, publishedVersion: row.published_version };
      return ok(await listVersions(request.ctx, page, top));
    },
  );

  app.get<{ Params: PageParams & { version: string } }>(
    DESIGNER_PAGE_PATHS.pageVersion.pattern,
    DESIGNER_READ,
    async (request) => {
      const version = readVersionNumber(request.params.version, 'version');
      const { target } = await requirePage(request.ctx, request.params);
      return ok(await readVersion(request.ctx, target, version));
    },
  );

  app.post<{ Params: PageParams; Body: Static<typeof PublishBody> }>(
    DESIGNER_PAGE_PATHS.publishPage.pattern,
    { ...DESIGNER, schema: { body: PublishBody } },
    async (request) => {
      const version = readVersionNumber(request.body.version, 'version');
      const { target } = await requirePage(request.ctx, request.params);
      return ok(await publishVersion(request.ctx, target, version));
    },
  );

  app.post<{ Params: PageParams; Body: Static<typeof RestoreBody> }>(
    DESIGNER_PAGE_PATHS.restorePage.pattern,
    { ...DESIGNER, schema: { body: RestoreBody } },
    async (request) => {
      const version = readVersionNumber(request.body.version, 'version');
      const baseVersion = readVersionNumber(request.body.baseVersion, 'baseVersion');
      const { target } = await requirePage(request.ctx, request.params);
      return ok(await restoreVersion(request.ctx, target, { version, baseVersion }));
    },
  );
}
