import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerSchemaRoutes } from './schemaRoutes.js';

/** Schemas: the schema list, details and references, and the serial-number calls. */
export async function schemasPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerSchemaRoutes(app, options.db);
}
