import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerDataFlowRoutes } from './dataflowRoutes.js';

/** Data flows: the list and the runs of the flows registered in the server. */
export async function dataFlowsPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerDataFlowRoutes(app, options.db, options.dataFlows);
}
