import { ok, WORKFLOW_PATHS as P } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { registerCategoryRoutes } from './categoryRoutes.js';
import { workflowMemberCall } from './definitionAccess.js';
import { registerDesignerRoutes } from './designerRoutes.js';
import { registerFormRoutes } from './formRoutes.js';
import { readPublished } from './workflowConfig.js';

/** `?flowId=`: the workflow (a missing one is named; one that is not a workflow is 40400). */
const FLOW_ID_QUERY = { schema: { querystring: Type.Object({ flowId: Type.String() }) } } as const;

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
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(P.workflowById.pattern, FLOW_ID_QUERY, async (request) => {
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
  routes.get(P.isFlowRequireDepartment.pattern, FLOW_ID_QUERY, async (request) => {
    const { appId } = await workflowMemberCall(db, request);
    const published = await readPublished(db, appId, request.query.flowId);
    return ok({ requireDepartment: published.requireDepartment });
  });
}
