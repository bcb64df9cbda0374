import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerTasks, startTaskScheduler } from './scheduledTasks.js';
import { registerTaskRoutes } from './taskRoutes.js';

/**
 * Scheduled tasks (spec 2 §7.3 "Tasks", README "Scheduled tasks"): their routes, and a scheduler
 * on each instance (the workers' loop, as the notification dispatcher's); each due run happens on
 * one instance (the task's row locked by the run's transaction). Stopped on close, after the
 * run in progress.
 */
export async function tasksPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerTaskRoutes(app, options.db);
  await registerTasks(options.db);
  if (options.tasks === false) return;
  const scheduler = startTaskScheduler(options.db, { ...options.tasks, log: app.log });
  app.addHook('onClose', () => scheduler.stop());
}
