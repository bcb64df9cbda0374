import { ok, ORGANISATION_PATHS as P } from '@tessera/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { readDepartsByUserId } from './departmentTree.js';
import { readUserRoles, setUserRoles } from './grants.js';
import { listUsers, listUsersByIds, type UserListQuery } from './listUsers.js';
import { readBody } from './orgInput.js';
import { adminCall, requireSelfOrAdmin, type AppParams } from './routeAccess.js';
import { createUserPassword, randomPasswordOfScope, setUserPassword } from './userPasswords.js';
import { addUser, readUser, updateUser } from './userRecords.js';
import { changeUserState, type UserTransition } from './userStates.js';

type UserParams = AppParams & { id: string };
type Query = Record<string, unknown>;

/** The user calls (spec 2 §7.3 "Users", "User admin"; §7.2 departments by user id). */
export function registerUserRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: AppParams; Querystring: UserListQuery }>(P.users.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await listUsers(db, appId, request.query));
  });

  app.post<{ Params: AppParams }>(P.usersByIds.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await listUsersByIds(db, appId, readBody(request.body).ids));
  });

  app.get<{ Params: AppParams; Querystring: Query }>(P.randomPassword.pattern, async (request) => {
    await adminCall(db, request);
    return ok(await randomPasswordOfScope(db, request.query.userType));
  });

  app.get<{ Params: UserParams }>(P.user.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readUser(db, appId, request.params.id));
  });

  app.post<{ Params: AppParams }>(P.addUser.pattern, async (request) => {
    const { appId, actor } = await adminCall(db, request);
    return ok(await addUser({ db, actor, appId }, readBody(request.body)));
  });

  app.post<{ Params: UserParams }>(P.updateUser.pattern, async (request) => {
    const { appId, actor } = await adminCall(db, request);
    return ok(await updateUser({ db, actor, appId }, request.params.id, readBody(request.body)));
  });

  const transitions: [string, UserTransition][] = [
    [P.enableUser.pattern, 'enable'],
    [P.disableUser.pattern, 'disable'],
    [P.unlockUser.pattern, 'unlock'],
    [P.activateUser.pattern, 'activate'],
    [P.deleteUser.pattern, 'delete'],
    [P.recoverUser.pattern, 'recover'],
  ];
  for (const [pattern, transition] of transitions) {
    const handler = async (request: FastifyRequest<{ Params: UserParams }>) => {
      const { appId, actor } = await adminCall(db, request);
      const body = transition === 'activate' ? readBody(request.body) : {};
      return ok(
        await changeUserState({ db, actor, appId }, request.params.id, transition, {
          expireTime: body.expireTime,
        }),
      );
    };
    app.post<{ Params: UserParams }>(pattern, handler);
    // spec 2 §7.3 "DELETE user {id}/delete": the same call with the DELETE method.
    if (transition === 'delete') app.delete<{ Params: UserParams }>(pattern, handler);
  }

  app.post<{ Params: UserParams }>(P.updateUserPassword.pattern, async (request) => {
    const { actor } = await adminCall(db, request);
    await setUserPassword(db, actor, request.params.id, readBody(request.body));
    return ok(true);
  });

  app.post<{ Params: UserParams }>(P.createUserPassword.pattern, async (request) => {
    const { actor } = await adminCall(db, request);
    return ok(await createUserPassword(db, actor, request.params.id));
  });

  app.get<{ Params: UserParams }>(P.userRoles.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readUserRoles(db, appId, request.params.id));
  });

  app.post<{ Params: UserParams }>(P.userRoles.pattern, async (request) => {
    const { appId, actor } = await adminCall(db, request);
    return ok(await setUserRoles({ db, actor, appId }, request.params.id, readBody(request.body)));
  });

  app.get<{ Params: UserParams }>(P.departsByUserId.pattern, async (request) => {
    await requireSelfOrAdmin(request, request.params.id);
    const appId = (await request.ctx.appId()).toLowerCase();
    return ok(await readDepartsByUserId(db, appId, request.params.id));
  });
}
