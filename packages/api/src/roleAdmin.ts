import { ROLE_ADMIN_PATHS as P } from '@tessera/protocol';
import type {
  PagedList,
  Role,
  RoleAdminInput,
  RoleDepartment,
  RoleGrantsInput,
  RoleGrantTree,
  RolePageGrant,
  RoleTree,
  RoleUser,
  UserAbilities,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { callAccount } from './internals/accountCall.js';
import type { OrganisationRef } from './userAdmin.js';

// The role administration calls of spec 2 §7.3 "Roles" and the role grants of §6, one function
// per entry of protocol's ROLE_ADMIN_PATHS: administrators only (the server answers 403 to
// everyone else).

/** GET `{appId}/role/tree`: the virtual root 所有角色 with every role of the app below it. */
export function getRoleAdminTree(client: RequestClient, org: OrganisationRef): Promise<RoleTree> {
  return callAccount(client, org, P.tree, { params: { appId: org.appId } });
}

/** GET `{appId}/role/list`: every role of the app, by sort then name. */
export function listRoles(client: RequestClient, org: OrganisationRef): Promise<Role[]> {
  return callAccount(client, org, P.list, { params: { appId: org.appId } });
}

/** GET `{appId}/role/pagelist?roleName&pageIndex&pageSize`: one page of roles by name. */
export function listRolesPaged(
  client: RequestClient,
  org: OrganisationRef,
  query: { roleName?: string; pageIndex?: number; pageSize?: number } = {},
): Promise<PagedList<Role>> {
  return callAccount(client, org, P.pageList, {
    params: { appId: org.appId },
    search: {
      roleName: query.roleName || undefined,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    },
  });
}

/** GET `{appId}/role/{id}`: one role (40400 for an unknown id). */
export function getRole(client: RequestClient, org: OrganisationRef, id: string): Promise<Role> {
  return callAccount(client, org, P.get, { params: { appId: org.appId, id } });
}

/** POST `{appId}/role/add` `{ name, code, sort? }`: the new role (40000 naming the bad field). */
export function addRole(
  client: RequestClient,
  org: OrganisationRef,
  input: RoleAdminInput,
): Promise<Role> {
  return callAccount(client, org, P.add, { params: { appId: org.appId }, body: input });
}

/** POST `{appId}/role/{id}/update`: the members sent change, the others stay. */
export function updateRole(
  client: RequestClient,
  org: OrganisationRef,
  input: RoleAdminInput & { id: string },
): Promise<Role> {
  const { id, ...body } = input;
  return callAccount(client, org, P.update, { params: { appId: org.appId, id }, body });
}

/** POST `{appId}/role/delete?id=`: its grants go with it; a system built-in role refuses. */
export async function deleteRole(
  client: RequestClient,
  org: OrganisationRef,
  id: string,
): Promise<void> {
  await callAccount(client, org, P.remove, { params: { appId: org.appId, id } });
}

/**
 * POST `{appId}/role/{id}/enable|disable` (spec 2 §4 "can be enabled or disabled"): a disabled
 * role grants nothing; a system built-in role refuses to be disabled. Answers the role.
 */
export function setRoleEnabled(
  client: RequestClient,
  org: OrganisationRef,
  input: { id: string; enabled: boolean },
): Promise<Role> {
  return callAccount(client, org, input.enabled ? P.enable : P.disable, {
    params: { appId: org.appId, id: input.id },
  });
}

/** GET `{appId}/role/{id}/users`: the users holding the role (not deleted), by user name. */
export function listRoleUsers(
  client: RequestClient,
  org: OrganisationRef,
  id: string,
): Promise<RoleUser[]> {
  return callAccount(client, org, P.users, { params: { appId: org.appId, id } });
}

/**
 * POST `{appId}/role/{id}/users` `{ userIds }`: replaces the users holding the role (taking the
 * administrators' role from the last administrator refuses). Answers the holders.
 */
export function setRoleUsers(
  client: RequestClient,
  org: OrganisationRef,
  input: { id: string; userIds: string[] },
): Promise<RoleUser[]> {
  return callAccount(client, org, P.setUsers, {
    params: { appId: org.appId, id: input.id },
    body: { userIds: input.userIds },
  });
}

/** GET `{appId}/role/{id}/pages?subAppId=`: the pages granted to the role (that sub-app's). */
export function listRolePages(
  client: RequestClient,
  org: OrganisationRef,
  input: { id: string; subAppId?: string },
): Promise<RolePageGrant[]> {
  return callAccount(client, org, P.pages, {
    params: { appId: org.appId, id: input.id },
    search: { subAppId: input.subAppId },
  });
}

/** POST `{appId}/role/{id}/pages` `{ subAppId, pageIds }`: replaces that sub-app's grants. */
export function setRolePages(
  client: RequestClient,
  org: OrganisationRef,
  input: { id: string; subAppId: string; pageIds: string[] },
): Promise<RolePageGrant[]> {
  return callAccount(client, org, P.setPages, {
    params: { appId: org.appId, id: input.id },
    body: { subAppId: input.subAppId, pageIds: input.pageIds },
  });
}

/**
 * GET `{appId}/role/{id}/grants?subAppId=`: the role's grant tree of the sub-app — its pages
 * with their operations, the app's operations on no page, and what the role holds among them.
 */
export function getRoleGrants(
  client: RequestClient,
  org: OrganisationRef,
  input: { id: string; subAppId: string },
): Promise<RoleGrantTree> {
  return callAccount(client, org, P.grants, {
    params: { appId: org.appId, id: input.id, subAppId: input.subAppId },
  });
}

/**
 * POST `{appId}/role/{id}/grants` `{ subAppId, pageIds, operationIds, controls }`: replaces the
 * role's pages of the sub-app, its operations of that tree and its control resources of those
 * pages in one transaction. Answers the tree.
 */
export function setRoleGrants(
  client: RequestClient,
  org: OrganisationRef,
  input: RoleGrantsInput & { id: string },
): Promise<RoleGrantTree> {
  const { id, ...body } = input;
  return callAccount(client, org, P.setGrants, { params: { appId: org.appId, id }, body });
}

/** GET `{appId}/role/{id}/departments`: the departments the role is limited to (none: all). */
export function listRoleDepartments(
  client: RequestClient,
  org: OrganisationRef,
  id: string,
): Promise<RoleDepartment[]> {
  return callAccount(client, org, P.departments, { params: { appId: org.appId, id } });
}

/**
 * POST `{appId}/role/{id}/departments` `{ departmentIds }`: limits the role to these departments
 * and those below them (empty: no limit); a built-in role refuses. Answers the departments.
 */
export function setRoleDepartments(
  client: RequestClient,
  org: OrganisationRef,
  input: { id: string; departmentIds: string[] },
): Promise<RoleDepartment[]> {
  return callAccount(client, org, P.setDepartments, {
    params: { appId: org.appId, id: input.id },
    body: { departmentIds: input.departmentIds },
  });
}

/**
 * GET `{appId}/user/{id}/abilities`: what the user can do — effective pages per sub-app and
 * operations, each with the roles granting it — as the server's authorization decides it.
 */
export function getUserAbilities(
  client: RequestClient,
  org: OrganisationRef,
  userId: string,
): Promise<UserAbilities> {
  return callAccount(client, org, P.userAbilities, { params: { appId: org.appId, id: userId } });
}
