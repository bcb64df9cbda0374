import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerDesignerPageRoutes } from './designerPageRoutes.js';
import { registerPageManagementRoutes } from './pageManagementRoutes.js';
import { registerPageRoutes } from './pageRoutes.js';
import { registerPageVersionRoutes } from './pageVersionRoutes.js';
import { registerSettingsRoute } from './settingsRoute.js';
import { registerSubAppRoutes } from './subAppRoutes.js';

/**
 * Pages and sub-apps: the settings call, the runtime's page calls, the designer's pages and
 * SavePage, page versions and publishing, the pages list's writes, and the sub-app settings
 * (README "Calls").
 */
export async function pagesPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerSettingsRoute(app, options.db, options.baseUrls);
  registerPageRoutes(app);
  registerDesignerPageRoutes(app, options.db);
  registerPageVersionRoutes(app);
  registerPageManagementRoutes(app);
  registerSubAppRoutes(app, options.db);
}
