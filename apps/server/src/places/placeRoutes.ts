import { ok, PLACE_PATHS } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireCaller } from '../authorization/caller.js';
import { OptionalText } from '../http/inputSchemas.js';
import { readNearbySearch } from './placeInput.js';
import { searchNearby } from './searchNearby.js';

/**
 * The places calls (protocol `PLACE_PATHS`, README "Places"). /location is login-required (spec 2
 * §2.1), so its search is the signed-in caller's only: anonymous → 401 (30002).
 */
export function registerPlaceRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    PLACE_PATHS.nearby.pattern,
    {
      schema: {
        querystring: Type.Object({
          lat: OptionalText,
          lng: OptionalText,
          category: OptionalText,
          radius: OptionalText,
          city: OptionalText,
          pageIndex: OptionalText,
          pageSize: OptionalText,
        }),
      },
    },
    async (request) => {
      requireCaller(request);
      const search = readNearbySearch(request.query);
      return ok(await searchNearby(request.server.tessera.db, search));
    },
  );
}
