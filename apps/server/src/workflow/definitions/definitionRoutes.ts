import { ok, WORKFLOW_PATHS as P } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerCategoryRoutes } from './categoryRoutes.js';
import { workflowMemberCall } from './definitionAccess.js';
import { registerDesignerRoutes } from './designerRoutes.js';
import { registerFormRoutes } from './formRoutes.js';
import { readPublished } from './workflowConfig.js';

type Query = Record<string, unknown>;

/**
 * Workflow definitions, categories, versions and forms (server README "Workflow definitions
 * and forms"): the designer-side service, categories, the runtime's reads of a published
 * workflow, and the form calls.
 */
export function registerDefinitionRoutes(app: FastifyInstance, db: Db): void {
  registerDesignerRoutes(app, db);
  registerCategoryRoutes(app, db);
  registerFormRoutes(app, db);

  // Runtime reads of the published version (any signed-in member).
  app.get<{ Querystring: Query }>(P.workflowById.pattern, async (request) => {
    const { appId } = await workflowMemberCall(db, request);
    return ok(await readPublished(db, appId, request.query.flowId));
  });
  app.get<{ Params: { appId: string; id: string } }>(
    P.flowStepOperatorList.pattern,
    async (request) => {
      const { appId } = await workflowMemberCall(db, request);
      return ok((await readPublished(db, appId, request.params.id)).flowStepOperatorList);
    },
  );
  app.get<{ Querystring: Query }>(P.isFlowRequireDepartment.pattern, async (request) => {
    const { appId } = await workflowMemberCall(db, request);
    const published = await readPublished(db, appId, request.query.flowId);
    return ok({ requireDepartment: published.requireDepartment });
  });
}
