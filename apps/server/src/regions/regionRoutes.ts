import { ok, REGION_PATHS } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { OptionalText } from '../http/inputSchemas.js';
import type { RegionCatalog } from './regionCatalog.js';

/**
 * How long a client or proxy may reuse the tree without asking again: one day, then a
 * revalidation with `If-None-Match` (the tree changes only when the server loads newer data).
 */
export const REGION_TREE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The region calls (protocol `REGION_PATHS`, README "Regions"): GET reads, so anonymous callers
 * may make them (signed like every call).
 */
export function registerRegionRoutes(app: FastifyInstance, catalog: RegionCatalog): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  // `parent` is checked by the catalog (参数 parent 无效：应为 6 位行政区划代码).
  routes.get(
    REGION_PATHS.regions.pattern,
    { schema: { querystring: Type.Object({ parent: OptionalText }) } },
    async (request) => ok(await catalog.children(request.query.parent)),
  );

  app.get(REGION_PATHS.regionTree.pattern, async (request, reply) => {
    const answer = await catalog.tree();
    reply.header('etag', answer.etag).header('cache-control', REGION_TREE_CACHE_CONTROL);
    const match = request.headers['if-none-match'];
    if (typeof match === 'string' && match.split(/\s*,\s*/).includes(answer.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
}
