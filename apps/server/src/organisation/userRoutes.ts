import { ok, ORGANISATION_PATHS as P } from '@tessera/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { readDepartsByUserId } from './departmentTree.js';
import { readUserRoles, setUserRoles } from './grants.js';
import { listUsers, listUsersByIds, UserListQuerySchema, type UserListQuery } from './listUsers.js';
import { OBJECT_BODY, OptionalText, type JsonObject } from '../http/inputSchemas.js';
import { adminCall, requireSelfOrAdmin, type AppParams } from './routeAccess.js';
import { createUserPassword, randomPasswordOfScope, setUserPassword } from './userPasswords.js';
import { addUser, readUser, updateUser } from './userRecords.js';
import { batchUsers, signOutUser } from './userBatch.js';
import { changeUserState, type UserTransition } from './userStates.js';

type UserParams = AppParams & { id: string };

/** The user scope whose password policy the random password follows (default scope if left out). */
const UserTypeQuery = Type.Object({ userType: OptionalText });

/** The user calls (spec 2 §7.3 "Users", "User admin"; §7.2 departments by user id). */
export function registerUserRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: AppParams; Querystring: UserListQuery }>(
    P.users.pattern,
    { schema: { querystring: UserListQuerySchema } },
    async (request) => {
      const { appId } = await adminCall(db, request);
      return ok(await listUsers(db, appId, request.query));
    },
  );

  app.post<{ Params: AppParams; Body: JsonObject }>(
    P.usersByIds.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId } = await adminCall(db, request);
      return ok(await listUsersByIds(db, appId, request.body.ids));
    },
  );

  app.get<{ Params: AppParams; Querystring: Static<typeof UserTypeQuery> }>(
    P.randomPassword.pattern,
    { schema: { querystring: UserTypeQuery } },
    async (request) => {
      await adminCall(db, request);
      return ok(await randomPasswordOfScope(db, request.query.userType));
    },
  );

  app.get<{ Params: UserParams }>(P.user.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readUser(db, appId, request.params.id));
  });

  app.post<{ Params: AppParams; Body: JsonObject }>(
    P.addUser.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await addUser({ db, actor, appId }, request.body));
    },
  );

  app.post<{ Params: UserParams; Body: JsonObject }>(
    P.updateUser.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await updateUser({ db, actor, appId }, request.params.id, request.body));
    },
  );

  const transitions: [string, UserTransition][] = [
    [P.enableUser.pattern, 'enable'],
    [P.disableUser.pattern, 'disable'],
    [P.unlockUser.pattern, 'unlock'],
    [P.activateUser.pattern, 'activate'],
    [P.deleteUser.pattern, 'delete'],
    [P.recoverUser.pattern, 'recover'],
  ];
  for (const [pattern, transition] of transitions) {
    const handler = async (request: FastifyRequest<{ Params: UserParams; Body: JsonObject }>) => {
      const { appId, actor } = await adminCall(db, request);
      const body = transition === 'activate' ? request.body : {};
      return ok(
        await changeUserState({ db, actor, appId }, request.params.id, transition, {
          expireTime: body.expireTime,
        }),
      );
    };
    // Only activation reads its body (`expireTime`); the others ignore what is sent.
    app.post<{ Params: UserParams; Body: JsonObject }>(
      pattern,
      transition === 'activate' ? OBJECT_BODY : {},
      handler,
    );
    // spec 2 §7.3 "DELETE user {id}/delete": the same call with the DELETE method.
    if (transition === 'delete')
      app.delete<{ Params: UserParams; Body: JsonObject }>(pattern, handler);
  }

  app.post<{ Params: UserParams; Body: JsonObject }>(
    P.updateUserPassword.pattern,
    OBJECT_BODY,
    async (request) => {
      const { actor } = await adminCall(db, request);
      await setUserPassword(db, actor, request.params.id, request.body);
      return ok(true);
    },
  );

  app.post<{ Params: UserParams }>(P.createUserPassword.pattern, async (request) => {
    const { actor } = await adminCall(db, request);
    return ok(await createUserPassword(db, actor, request.params.id));
  });

  app.post<{ Params: AppParams; Body: JsonObject }>(
    P.batchUsers.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await batchUsers({ db, actor, appId }, request.body));
    },
  );

  app.post<{ Params: UserParams }>(P.signOutUser.pattern, async (request) => {
    const { appId, actor } = await adminCall(db, request);
    return ok(await signOutUser({ db, actor, appId }, request.params.id));
  });

  app.get<{ Params: UserParams }>(P.userRoles.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readUserRoles(db, appId, request.params.id));
  });

  app.post<{ Params: UserParams; Body: JsonObject }>(
    P.userRoles.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await setUserRoles({ db, actor, appId }, request.params.id, request.body));
    },
  );

  app.get<{ Params: UserParams }>(P.departsByUserId.pattern, async (request) => {
    await requireSelfOrAdmin(request, request.params.id);
    const appId = (await request.ctx.appId()).toLowerCase();
    return ok(await readDepartsByUserId(db, appId, request.params.id));
  });
}
