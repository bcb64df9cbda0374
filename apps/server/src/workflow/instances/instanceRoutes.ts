import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerApplicantRoutes } from './applicantRoutes.js';
import { registerCompleteRoutes } from './completeRoutes.js';
import { registerDetailRoutes } from './detailRoutes.js';
import { registerListRoutes } from './listRoutes.js';
import { registerStartRoutes } from './startRoutes.js';
import { registerTaskRoutes } from './taskRoutes.js';

/**
 * Workflow instances, tasks, lists and the timeline (server README "Workflow runtime"): every
 * runtime call of `WORKFLOW_PATHS` over `@tessera/workflow`'s `decide`, one transaction per
 * command (`instanceStore.ts`). Every call needs a signed-in caller (401 anonymous); POSTs are
 * checked by the authorization layer, GETs by `runtimeCall`.
 */
export function registerInstanceRoutes(app: FastifyInstance, db: Db): void {
  registerStartRoutes(app, db);
  registerCompleteRoutes(app, db);
  registerTaskRoutes(app, db);
  registerApplicantRoutes(app, db);
  registerDetailRoutes(app, db);
  registerListRoutes(app, db);
}
