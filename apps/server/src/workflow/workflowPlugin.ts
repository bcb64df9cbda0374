import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerWorkflowRoutes } from './registerWorkflowRoutes.js';

/** Workflow: definitions and forms, instances, the page trigger. */
export async function workflowPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerWorkflowRoutes(app, options.db);
}
