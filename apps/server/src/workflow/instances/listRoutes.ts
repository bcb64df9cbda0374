import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ok, WORKFLOW_PATHS as P } from '@tessera/protocol';
import type { Db } from '../../db/database.js';
import { OptionalText } from '../../http/inputSchemas.js';
import { runtimeCaller } from './instanceAccess.js';
import {
  LIST_QUERY_PARAMS,
  ListQueryParams,
  listMyApplications,
  listMyCcs,
  listMyDone,
  listTodo,
  readListQuery,
  readReadFlag,
} from './instanceLists.js';

/**
 * The lists only read: their query runs while the call's signature and nonce are checked, and
 * the answer waits for that verdict (README "Per-call floor").
 */
const READS_ONLY = { readsOnly: true } as const;
const LIST = { schema: { querystring: ListQueryParams }, config: READS_ONLY } as const;

/** spec 2 §7.2: the done list answers page 1, size 100 by default. */
export const DONE_LIST_PAGE_SIZE = 100;

/** The caller's lists: applications, todo, CC and done. */
export function registerListRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(P.myApplyList.pattern, LIST, async (request) => {
    const { appId, userId } = await runtimeCaller(db, request);
    return ok(await listMyApplications(db, appId, userId, readListQuery(request.query)));
  });
  routes.get(P.myTodoList.pattern, LIST, async (request) => {
    const { appId, userId } = await runtimeCaller(db, request);
    const list = readListQuery(request.query);
    return ok(await listTodo(db, { appId, userId, ...list }));
  });
  routes.get(
    P.myCcList.pattern,
    {
      schema: { querystring: Type.Object({ ...LIST_QUERY_PARAMS, read: OptionalText }) },
      config: READS_ONLY,
    },
    async (request) => {
      const { appId, userId } = await runtimeCaller(db, request);
      const list = readListQuery(request.query);
      return ok(
        await listMyCcs(db, appId, userId, { ...list, read: readReadFlag(request.query.read) }),
      );
    },
  );
  routes.get(P.myDoneList.pattern, LIST, async (request) => {
    const { appId, userId } = await runtimeCaller(db, request);
    const list = readListQuery(request.query, DONE_LIST_PAGE_SIZE);
    return ok(await listMyDone(db, appId, userId, list));
  });
}
