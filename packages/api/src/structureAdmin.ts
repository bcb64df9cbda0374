import { DEPARTMENT_ADMIN_PATHS as D, ORGANISATION_ITEM_ADMIN_PATHS as I } from '@tessera/protocol';
import type {
  Department,
  DepartmentAdminInput,
  DepartmentNode,
  DepartmentSortEntry,
  NamedItem,
  OrganisationItemInput,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { callAccount } from './internals/accountCall.js';
import type { OrganisationItemKind } from './organisationItems.js';
import type { OrganisationRef } from './userAdmin.js';

// The structure calls of spec 2 §7.3 "Departments" and "Tags, jobs, ranks" (add, update, delete),
// one function per entry of protocol's DEPARTMENT_ADMIN_PATHS and ORGANISATION_ITEM_ADMIN_PATHS:
// administrators only (the server answers 403 to everyone else).

/**
 * GET `{appId}/department/tree`: the virtual root 所有部门 (all-zero id) with every department of
 * the app below it, hidden ones too, each with its supervisor.
 */
export function getDepartmentAdminTree(
  client: RequestClient,
  org: OrganisationRef,
): Promise<DepartmentNode> {
  return callAccount(client, org, D.tree, { params: { appId: org.appId } });
}

/** POST `{appId}/department/add` `{ label, parentId?, supervisorId?, … }`: the new department. */
export function addDepartment(
  client: RequestClient,
  org: OrganisationRef,
  input: DepartmentAdminInput,
): Promise<Department> {
  return callAccount(client, org, D.add, { params: { appId: org.appId }, body: input });
}

/** POST `{appId}/department/{id}/update`: the members sent change, the others stay. */
export function updateDepartment(
  client: RequestClient,
  org: OrganisationRef,
  input: DepartmentAdminInput & { id: string },
): Promise<Department> {
  const { id, ...body } = input;
  return callAccount(client, org, D.update, { params: { appId: org.appId, id }, body });
}

/**
 * POST `{appId}/department/delete/{id}`: refused (the server's text, e.g. 部门「研发部」下还有 1 个子部门，
 * 不能删除) while the department has child departments or members.
 */
export async function deleteDepartment(
  client: RequestClient,
  org: OrganisationRef,
  id: string,
): Promise<void> {
  await callAccount(client, org, D.remove, { params: { appId: org.appId, id } });
}

/**
 * POST `{appId}/department/sort` `[{ id, sort, parentId? }]`: new orders (and parents) of several
 * departments in one transaction; a move under itself refuses the whole list.
 */
export async function sortDepartments(
  client: RequestClient,
  org: OrganisationRef,
  entries: DepartmentSortEntry[],
): Promise<void> {
  await callAccount(client, org, D.sort, { params: { appId: org.appId }, body: entries });
}

/** POST `{appId}/tag|post|rank/add` `{ name, sort? }`: the new item (a taken name refuses). */
export function addOrganisationItem(
  client: RequestClient,
  org: OrganisationRef,
  kind: OrganisationItemKind,
  input: OrganisationItemInput,
): Promise<NamedItem> {
  return callAccount(client, org, I[kind].add, { params: { appId: org.appId }, body: input });
}

/** POST `{appId}/tag|post|rank/{id}/update` `{ name?, sort? }`: the item as it now is. */
export function updateOrganisationItem(
  client: RequestClient,
  org: OrganisationRef,
  kind: OrganisationItemKind,
  input: OrganisationItemInput & { id: string },
): Promise<NamedItem> {
  const { id, ...body } = input;
  return callAccount(client, org, I[kind].update, { params: { appId: org.appId, id }, body });
}

/** POST `{appId}/tag|post|rank/delete/{id}`: its holders lose it in the same transaction. */
export async function deleteOrganisationItem(
  client: RequestClient,
  org: OrganisationRef,
  kind: OrganisationItemKind,
  id: string,
): Promise<void> {
  await callAccount(client, org, I[kind].remove, { params: { appId: org.appId, id } });
}
