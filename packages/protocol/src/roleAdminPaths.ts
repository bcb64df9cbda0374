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

/** An operation as a grant tree lists it. */
export interface GrantOperation {
  operationId: string;
  name: string;
}

/**
 * A control resource of a page (spec 2 §7.3 "Permissions: … control resources"): a control
 * the page's switched-on permission sets guard (spec 1 §3 Control permission set).
 */
export interface GrantControl {
  controlId: string;
  /** The control's title, else its type, else its id. */
  name: string;
  /** The modes of its permission sets: Visible hides it, Available blocks its operations. */
  modes: string[];
  /** The operations its sets list: what a grant of the control lets the role use on the page. */
  operationIds: string[];
}

/** A control resource a role holds or a save ticks. */
export interface ControlRef {
  pageId: string;
  controlId: string;
}

/** A page of a sub-app with the operations that belong to it and its control resources. */
export interface GrantPage {
  pageId: string;
  title: string;
  name: string;
  url: string | null;
  pageType: string;
  operations: GrantOperation[];
  controls: GrantControl[];
}

/**
 * A role's grant tree of one sub-app (spec 2 §6, §7.3 "Permissions"): the sub-app's pages with
 * their operations, the app's operations on no page, and what the role holds among them.
 */
export interface RoleGrantTree {
  subAppId: string;
  subAppName: string;
  pages: GrantPage[];
  appOperations: GrantOperation[];
  pageIds: string[];
  operationIds: string[];
  /** The role's control resources of the sub-app's pages. */
  controls: ControlRef[];
}

/** What a save of a grant tree sends: everything ticked in the sub-app's tree. */
export interface RoleGrantsInput {
  subAppId: string;
  pageIds: string[];
  operationIds: string[];
  /** Each control's page must be among `pageIds`; left out: none. */
  controls?: ControlRef[];
}

/** A department a role is limited to (spec 2 §6 "roles are limited to departments"). */
export interface RoleDepartment {
  id: string;
  label: string;
}

/** Why a user may do something: a role, the administrators' role, or a sub-app open to all. */
export interface AbilityReason {
  kind: 'role' | 'admin' | 'open';
  roleId: string | null;
  roleName: string | null;
}

/** A role a user holds, and whether it grants anything (enabled, department limit covering). */
export interface HeldRole {
  id: string;
  name: string;
  code: string;
  admin: boolean;
  enabled: boolean;
  coversUser: boolean;
  effective: boolean;
}

/**
 * What a user can do (issue 27): their roles, their effective pages per sub-app and their
 * operations, each with the reasons — decided by the server's own authorization code.
 */
export interface UserAbilities {
  userId: string;
  userName: string;
  nickName: string;
  enabled: boolean;
  roles: HeldRole[];
  subApps: {
    subAppId: string;
    name: string;
    subAppType: string;
    permitted: boolean;
    pages: { pageId: string; title: string; url: string | null; reasons: AbilityReason[] }[];
  }[];
  operations: {
    operationId: string;
    name: string;
    pageId: string | null;
    reasons: AbilityReason[];
  }[];
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
  /** GET ?subAppId=: the role's grant tree of the sub-app. */
  grants: route(ORGANISATION_PATHS.roleGrants.pattern, {
    query: ['subAppId'],
    method: 'GET',
    answer: typed<RoleGrantTree>(),
  }),
  /** POST: replaces the role's pages and operations of the sub-app's tree; answers the tree. */
  setGrants: route(ORGANISATION_PATHS.roleGrants.pattern, {
    method: 'POST',
    body: typed<RoleGrantsInput>(),
    answer: typed<RoleGrantTree>(),
  }),
  /** GET the departments the role is limited to. */
  departments: route(ORGANISATION_PATHS.roleDepartments.pattern, {
    method: 'GET',
    answer: typed<RoleDepartment[]>(),
  }),
  /** POST `{ departmentIds }`: replaces them (a built-in role refuses); answers them. */
  setDepartments: route(ORGANISATION_PATHS.roleDepartments.pattern, {
    method: 'POST',
    body: typed<{ departmentIds: string[] }>(),
    answer: typed<RoleDepartment[]>(),
  }),
  /** GET what a user can do and why. */
  userAbilities: route(ORGANISATION_PATHS.userAbilities.pattern, {
    method: 'GET',
    answer: typed<UserAbilities>(),
  }),
} as const;
