import type { FastifyInstance } from 'fastify';
import { registerPlaceRoutes } from './placeRoutes.js';

/** Places: the default maps provider's nearby search (README "Places"). */
export async function placesPlugin(app: FastifyInstance): Promise<void> {
  registerPlaceRoutes(app);
}
