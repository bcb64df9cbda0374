import { ok, ORGANISATION_PATHS as P } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { requireText } from '../http/requestParams.js';
import {
  listPagePermissions,
  PagePermissionQuerySchema,
  readPageRoles,
  readRoleOperations,
  readRolePages,
  readRoleUsers,
  setPageRoles,
  setRoleOperations,
  setRolePages,
  setRoleUsers,
  type PagePermissionQuery,
} from './grants.js';
import { OBJECT_BODY, OptionalText, type JsonObject } from '../http/inputSchemas.js';
import { readUserPages } from '../authorization/readUserPages.js';
import { adminCall, requireSelfOrAdmin, type AppParams } from './routeAccess.js';
import {
  readRoleGrantTree,
  RoleGrantsBody,
  RoleGrantsQuery,
  setRoleGrants,
  type RoleGrantsInput,
} from './roleGrantTree.js';
import {
  readRoleDepartments,
  RoleDepartmentsBody,
  setRoleDepartments,
  type RoleDepartmentsInput,
} from './roleDepartments.js';
import { readUserAbilities } from '../authorization/userAbilities.js';

type IdParams = AppParams & { id: string };

/** The role's pages of one sub-app (all when left out). */
const SubAppQuery = Type.Object({ subAppId: OptionalText });
/** The page permission of spec 2 §7.2: the app, the sub-app and (for administrators) a user. */
const UserPagesQuery = Type.Object({
  appid: OptionalText,
  subappid: OptionalText,
  userid: OptionalText,
});

/**
 * The grant calls (spec 2 §6, §7.3 "Roles", "Permissions") and the page permission of spec 2
 * §7.2 (`GET permission/user/pages?appid=&subappid=`, the caller's own unless an administrator
 * names another user with `userid`).
 */
export function registerGrantRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: IdParams; Querystring: Static<typeof SubAppQuery> }>(
    P.rolePages.pattern,
    { schema: { querystring: SubAppQuery } },
    async (request) => {
      const { appId } = await adminCall(db, request);
      return ok(await readRolePages(db, appId, request.params.id, request.query.subAppId));
    },
  );
  app.post<{ Params: IdParams; Body: JsonObject }>(
    P.rolePages.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await setRolePages({ db, actor, appId }, request.params.id, request.body));
    },
  );
  app.get<{ Params: IdParams }>(P.roleOperations.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readRoleOperations(db, appId, request.params.id));
  });
  app.post<{ Params: IdParams; Body: JsonObject }>(
    P.roleOperations.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      const body = request.body;
      return ok(await setRoleOperations({ db, actor, appId }, request.params.id, body));
    },
  );
  app.get<{ Params: IdParams }>(P.roleUsers.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readRoleUsers(db, appId, request.params.id));
  });
  app.post<{ Params: IdParams; Body: JsonObject }>(
    P.roleUsers.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await setRoleUsers({ db, actor, appId }, request.params.id, request.body));
    },
  );
  app.get<{ Params: AppParams & { pageId: string } }>(P.pageRoles.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readPageRoles(db, appId, request.params.pageId));
  });
  app.post<{ Params: AppParams & { pageId: string }; Body: JsonObject }>(
    P.pageRoles.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      const body = request.body;
      return ok(await setPageRoles({ db, actor, appId }, request.params.pageId, body));
    },
  );
  app.get<{ Params: AppParams; Querystring: PagePermissionQuery }>(
    P.permissions.pattern,
    { schema: { querystring: PagePermissionQuerySchema } },
    async (request) => {
      const { appId } = await adminCall(db, request);
      return ok(await listPagePermissions(db, appId, request.query));
    },
  );

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  app.get<{ Params: IdParams; Querystring: Static<typeof RoleGrantsQuery> }>(
    P.roleGrants.pattern,
    { schema: { querystring: RoleGrantsQuery } },
    async (request) => {
      const { appId } = await adminCall(db, request);
      const { id } = request.params;
      return ok(await readRoleGrantTree(db, appId, id, request.query.subAppId));
    },
  );
  app.post<{ Params: IdParams; Body: RoleGrantsInput }>(
    P.roleGrants.pattern,
    { schema: { body: RoleGrantsBody } },
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await setRoleGrants({ db, actor, appId }, request.params.id, request.body));
    },
  );
  app.get<{ Params: IdParams }>(P.roleDepartments.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readRoleDepartments(db, appId, request.params.id));
  });
  app.post<{ Params: IdParams; Body: RoleDepartmentsInput }>(
    P.roleDepartments.pattern,
    { schema: { body: RoleDepartmentsBody } },
    async (request) => {
      const { appId, actor } = await adminCall(db, request);
      return ok(await setRoleDepartments({ db, actor, appId }, request.params.id, request.body));
    },
  );
  app.get<{ Params: IdParams }>(P.userAbilities.pattern, async (request) => {
    const { appId } = await adminCall(db, request);
    return ok(await readUserAbilities(db, request.params.id, appId));
  });

  routes.get(P.userPages.pattern, { schema: { querystring: UserPagesQuery } }, async (request) => {
    const appId = requireText(request.query.appid, 'appid');
    const subAppId = requireText(request.query.subappid, 'subappid');
    const asked = request.query.userid;
    const caller = await requireSelfOrAdmin(request, asked || (request.caller?.userId ?? ''));
    const userId = asked || caller.userId;
    return ok(await readUserPages(db, userId, appId, subAppId));
  });
}
