import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerNotificationRoutes } from './notificationRoutes.js';

/**
 * The notification centre (README "Notifications"): the caller's notifications, mark read, mark
 * all read, and their delivery preferences (README "Notification delivery"). Their live count
 * is the subscription `notificationsChanged` of the content socket.
 */
export async function notificationsPlugin(
  app: FastifyInstance,
  options: DomainOptions,
): Promise<void> {
  registerNotificationRoutes(app, options.db, options.delivery.configured);
}
