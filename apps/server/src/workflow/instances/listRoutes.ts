import type { FastifyInstance } from 'fastify';
import { ok, WORKFLOW_PATHS as P } from '@tessera/protocol';
import type { Db } from '../../db/database.js';
import { runtimeCaller } from './instanceAccess.js';
import {
  listMyApplications,
  listMyCcs,
  listMyDone,
  listTodo,
  readListQuery,
  readReadFlag,
} from './instanceLists.js';

type Query = Record<string, unknown>;

/** spec 2 §7.2: the done list answers page 1, size 100 by default. */
export const DONE_LIST_PAGE_SIZE = 100;

/** The caller's lists: applications, todo, CC and done. */
export function registerListRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>(P.myApplyList.pattern, async (request) => {
    const { appId, userId } = await runtimeCaller(db, request);
    return ok(await listMyApplications(db, appId, userId, readListQuery(request.query)));
  });
  app.get<{ Querystring: Query }>(P.myTodoList.pattern, async (request) => {
    const { appId, userId } = await runtimeCaller(db, request);
    const list = readListQuery(request.query);
    return ok(await listTodo(db, { appId, userId, ...list }));
  });
  app.get<{ Querystring: Query }>(P.myCcList.pattern, async (request) => {
    const { appId, userId } = await runtimeCaller(db, request);
    const list = readListQuery(request.query);
    return ok(
      await listMyCcs(db, appId, userId, { ...list, read: readReadFlag(request.query.read) }),
    );
  });
  app.get<{ Querystring: Query }>(P.myDoneList.pattern, async (request) => {
    const { appId, userId } = await runtimeCaller(db, request);
    const list = readListQuery(request.query, DONE_LIST_PAGE_SIZE);
    return ok(await listMyDone(db, appId, userId, list));
  });
}
