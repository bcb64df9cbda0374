import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerSubscriptionRoute } from './realtime/registerSubscriptionRoute.js';
import { registerContentRoutes } from './contentRoutes.js';
import { registerGraphqlRoute } from './graphqlRoute.js';

/**
 * Content: the GraphQL call, its `contentChanged` subscription (the socket also carries
 * `notificationsChanged`) and the content REST calls.
 */
export async function contentPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  const services = { db: options.db, changes: options.contentChanges };
  registerGraphqlRoute(app, options.graphqlSchemas, services, options.graphql);
  await registerSubscriptionRoute(app, {
    ...services,
    notifications: options.notificationsChanges,
  });
  registerContentRoutes(app, services);
}
