import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { registerDefinitionRoutes } from './definitions/definitionRoutes.js';
import { registerInstanceRoutes } from './instances/instanceRoutes.js';
import { registerPageTriggerRoutes } from './pageTrigger/pageTriggerRoutes.js';

/**
 * Registers the workflow and form calls (`WORKFLOW_PATHS`, `FORM_PATHS`; server README
 * "Workflows"): definitions, categories, versions and forms (`definitions/`), and instances,
 * tasks, lists and the timeline over `@tessera/workflow`'s `decide` (`instances/`).
 */
export function registerWorkflowRoutes(app: FastifyInstance, db: Db): void {
  registerDefinitionRoutes(app, db);
  registerInstanceRoutes(app, db);
  registerPageTriggerRoutes(app, db);
}
