import { Type } from 'typebox';
import { ORGANISATION_PATHS } from './organisationPaths.js';
import { RoleSchema, pagedListSchema } from './organisationTypes.js';
import { route } from './route.js';
import { typed } from './typed.js';

/**
 * What an administrator sends to add or edit a role (spec 2 §3 Role, §7.3 "Roles"): `name` and
 * `code` unique in the app; on an edit, members left out stay as they are (a built-in role's code
 * cannot change).
 */
export interface RoleAdminInput {
  name?: string;
  code?: string;
  sort?: number;
}

/** A user holding a role, as the role's user list names them. */
export interface RoleUser {
  id: string;
  userName: string;
  nickName: string;
  phone: string;
}

/** A page granted to a role in one sub-app (spec 2 §6 "a role gets pages", per sub-app). */
export interface RolePageGrant {
  subAppId: string;
  pageId: string;
}

const RoleUsersSchema = typed<RoleUser[]>();
const RolePagesSchema = typed<RolePageGrant[]>();

/**
 * The role administration calls of spec 2 §7.3 "Roles" (and the role ↔ user and role ↔ page
 * grants of §6), one typed entry per call: the routes of `ORGANISATION_PATHS` (which the server
 * registers) each with its method, body and answer, so the client's wrappers (`@tessera/api`) are
 * typed end to end. Administrators only: the server answers 403 to everyone else.
 */
export const ROLE_ADMIN_PATHS = {
  /** GET the virtual root 所有角色 with every role of the app below it. */
  tree: ORGANISATION_PATHS.roleTree,
  /** GET every role of the app, by sort then name. */
  list: route(ORGANISATION_PATHS.roles.pattern, { method: 'GET', answer: Type.Array(RoleSchema) }),
  /** GET ?roleName&pageIndex&pageSize: one page of roles whose name contains `roleName`. */
  pageList: route(ORGANISATION_PATHS.rolePageList.pattern, {
    method: 'GET',
    answer: pagedListSchema(RoleSchema),
  }),
  get: route(ORGANISATION_PATHS.role.pattern, { method: 'GET', answer: RoleSchema }),
  add: route(ORGANISATION_PATHS.addRole.pattern, {
    method: 'POST',
    body: typed<RoleAdminInput>(),
    answer: RoleSchema,
  }),
  update: route(ORGANISATION_PATHS.updateRole.pattern, {
    method: 'POST',
    body: typed<RoleAdminInput>(),
    answer: RoleSchema,
  }),
  /** POST ?id=: system built-in roles refuse (40000, the server's text). */
  remove: route(ORGANISATION_PATHS.deleteRole.pattern, {
    query: ['id'],
    method: 'POST',
    answer: Type.Boolean(),
  }),
  enable: route(ORGANISATION_PATHS.enableRole.pattern, { method: 'POST', answer: RoleSchema }),
  /** System built-in roles refuse (40000, the server's text). */
  disable: route(ORGANISATION_PATHS.disableRole.pattern, { method: 'POST', answer: RoleSchema }),
  /** GET the users holding the role (not deleted), by user name. */
  users: route(ORGANISATION_PATHS.roleUsers.pattern, { method: 'GET', answer: RoleUsersSchema }),
  /** POST `{ userIds }`: replaces the role's users; answers them. */
  setUsers: route(ORGANISATION_PATHS.roleUsers.pattern, {
    method: 'POST',
    body: typed<{ userIds: string[] }>(),
    answer: RoleUsersSchema,
  }),
  /** GET ?subAppId=: the pages granted to the role (of that sub-app, or all). */
  pages: route(ORGANISATION_PATHS.rolePages.pattern, { method: 'GET', answer: RolePagesSchema }),
  /** POST `{ subAppId, pageIds }`: replaces the role's pages of that sub-app; answers them. */
  setPages: route(ORGANISATION_PATHS.rolePages.pattern, {
    method: 'POST',
    body: typed<{ subAppId: string; pageIds: string[] }>(),
    answer: RolePagesSchema,
  }),
} as const;
