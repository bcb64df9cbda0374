import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerModelRoutes } from './modelRoutes.js';

/** API and OLAP models: their data and exports. */
export async function modelsPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerModelRoutes(app, options.db, options.models);
}
