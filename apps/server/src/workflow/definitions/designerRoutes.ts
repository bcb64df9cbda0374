import { ok, WORKFLOW_PATHS as P } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/database.js';
import {
  OBJECT_BODY,
  SortedBody,
  type JsonObject,
  type SortedInput,
} from '../../http/inputSchemas.js';
import { ListQueryParams } from '../instances/instanceLists.js';
import { designerCall } from './definitionAccess.js';
import { listDefinitionInstances } from './definitionInstances.js';
import {
  copyDefinition,
  createDefinition,
  DefinitionListQuery,
  deleteDefinition,
  listDefinitions,
  setDefinitionEnabled,
  setDefinitionSortNums,
  updateDefinition,
} from './definitions.js';
import { readConfig, saveConfig } from './workflowConfig.js';

type IdParams = { appId: string; id: string };

/** A definition's body: `sortNum` declared, the other members read by their rules. */
const DefinitionBody = SortedBody('sortNum');

/**
 * The designer-side workflow service (spec 2 §7.2): administrators only. The bodies are read
 * member by member (流程名称不能为空, 参数 enabled 无效：应为 true 或 false, …).
 */
export function registerDesignerRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    P.definitions.pattern,
    { schema: { querystring: DefinitionListQuery } },
    async (request) => {
      const { appId } = await designerCall(db, request);
      return ok(await listDefinitions(db, appId, request.query));
    },
  );
  routes.post(P.definitions.pattern, { schema: { body: DefinitionBody } }, async (request) => {
    const { appId, caller } = await designerCall(db, request);
    return ok(await createDefinition(db, appId, caller.userId, request.body));
  });
  app.get<{ Params: IdParams }>(P.definition.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await readConfig(db, appId, request.params.id));
  });
  routes.put<{ Params: IdParams; Body: SortedInput<'sortNum'> }>(
    P.definition.pattern,
    { schema: { body: DefinitionBody } },
    async (request) => {
      const { appId } = await designerCall(db, request);
      return ok(await updateDefinition(db, appId, request.params.id, request.body));
    },
  );
  app.delete<{ Params: IdParams }>(P.definition.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    await deleteDefinition(db, appId, request.params.id);
    return ok(true);
  });
  for (const pattern of [P.copyDefinition.pattern, P.copy.pattern]) {
    routes.post(pattern, OBJECT_BODY, async (request) => {
      const { appId, caller } = await designerCall(db, request);
      return ok(await copyDefinition(db, appId, caller.userId, request.body));
    });
  }
  routes.post<{ Params: IdParams; Body: JsonObject }>(
    P.setEnable.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId } = await designerCall(db, request);
      return ok(await setDefinitionEnabled(db, appId, request.params.id, request.body));
    },
  );
  // `[{ id, sortNum }]`.
  routes.post(
    P.setSortNums.pattern,
    { schema: { body: Type.Array(DefinitionBody) } },
    async (request) => {
      const { appId } = await designerCall(db, request);
      await setDefinitionSortNums(db, appId, request.body);
      return ok(true);
    },
  );
  routes.post(P.saveConfig.pattern, OBJECT_BODY, async (request) => {
    const { appId, caller } = await designerCall(db, request);
    return ok(await saveConfig(db, appId, caller.userId, request.body));
  });
  app.get<{ Params: IdParams }>(P.config.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await readConfig(db, appId, request.params.id));
  });
  routes.get<{ Params: IdParams; Querystring: Static<typeof ListQueryParams> }>(
    P.definitionInstances.pattern,
    { schema: { querystring: ListQueryParams } },
    async (request) => {
      const { appId } = await designerCall(db, request);
      return ok(await listDefinitionInstances(db, appId, request.params.id, request.query));
    },
  );
}
