import { ok, WORKFLOW_PATHS as P } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Db } from '../../db/database.js';
import { ListQueryParams } from '../instances/instanceLists.js';
import { designerCall } from './definitionAccess.js';
import { listDefinitionInstances } from './definitionInstances.js';
import {
  copyDefinition,
  createDefinition,
  deleteDefinition,
  listDefinitions,
  setDefinitionEnabled,
  setDefinitionSortNums,
  updateDefinition,
} from './definitions.js';
import { readConfig, saveConfig } from './workflowConfig.js';

type Query = Record<string, unknown>;
type IdParams = { appId: string; id: string };

/** The designer-side workflow service (spec 2 §7.2): administrators only. */
export function registerDesignerRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>(P.definitions.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await listDefinitions(db, appId, request.query));
  });
  app.post(P.definitions.pattern, async (request) => {
    const { appId, caller } = await designerCall(db, request);
    return ok(await createDefinition(db, appId, caller.userId, request.body));
  });
  app.get<{ Params: IdParams }>(P.definition.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await readConfig(db, appId, request.params.id));
  });
  app.put<{ Params: IdParams }>(P.definition.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await updateDefinition(db, appId, request.params.id, request.body));
  });
  app.delete<{ Params: IdParams }>(P.definition.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    await deleteDefinition(db, appId, request.params.id);
    return ok(true);
  });
  for (const pattern of [P.copyDefinition.pattern, P.copy.pattern]) {
    app.post(pattern, async (request) => {
      const { appId, caller } = await designerCall(db, request);
      return ok(await copyDefinition(db, appId, caller.userId, request.body));
    });
  }
  app.post<{ Params: IdParams }>(P.setEnable.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await setDefinitionEnabled(db, appId, request.params.id, request.body));
  });
  app.post(P.setSortNums.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    await setDefinitionSortNums(db, appId, request.body);
    return ok(true);
  });
  app.post(P.saveConfig.pattern, async (request) => {
    const { appId, caller } = await designerCall(db, request);
    return ok(await saveConfig(db, appId, caller.userId, request.body));
  });
  app.get<{ Params: IdParams }>(P.config.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await readConfig(db, appId, request.params.id));
  });
  app.withTypeProvider<TypeBoxTypeProvider>().get<{
    Params: IdParams;
    Querystring: Static<typeof ListQueryParams>;
  }>(P.definitionInstances.pattern, { schema: { querystring: ListQueryParams } }, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await listDefinitionInstances(db, appId, request.params.id, request.query));
  });
}
