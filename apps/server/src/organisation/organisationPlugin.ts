import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerOrganisationRoutes } from './organisationRoutes.js';
import { registerUserSheetRoutes } from './userSheetRoutes.js';

/** Organisation: users, departments, posts, ranks, tags, roles, grants and policies. */
export async function organisationPlugin(
  app: FastifyInstance,
  options: DomainOptions,
): Promise<void> {
  registerOrganisationRoutes(app, options.db);
  await registerUserSheetRoutes(app, options.db);
}
