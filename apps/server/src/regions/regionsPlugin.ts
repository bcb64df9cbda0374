import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerRegionRoutes } from './regionRoutes.js';

/** Regions: a region's children and the whole tree (README "Regions"). */
export async function regionsPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerRegionRoutes(app, options.regions);
}
