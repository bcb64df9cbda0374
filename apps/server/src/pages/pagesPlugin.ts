import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerDesignerPageRoutes } from './designerPageRoutes.js';
import { registerPageRoutes } from './pageRoutes.js';
import { registerSettingsRoute } from './settingsRoute.js';
import { registerSubAppRoutes } from './subAppRoutes.js';

/**
 * Pages and sub-apps: the settings call, the runtime's page calls, the designer's pages and
 * SavePage, and the sub-app settings (README "Calls").
 */
export async function pagesPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerSettingsRoute(app, options.db, options.baseUrls);
  registerPageRoutes(app);
  registerDesignerPageRoutes(app, options.db);
  registerSubAppRoutes(app, options.db);
}
