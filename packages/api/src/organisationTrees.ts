import { ORGANISATION_PATHS } from '@tessera/protocol';
import type { PagedList } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * A department of the tree (spec 2 §3 Department), children sorted: the members the pickers
 * read of protocol's `DepartmentNode`, which the call answers.
 */
export interface DepartmentTreeNode {
  id: string;
  label: string;
  level: number;
  /** The all-zero id for top-level departments; `null` on the virtual root 所有部门. */
  parentId: string | null;
  sort: number;
  isHide: boolean;
  disable: boolean;
  children: DepartmentTreeNode[];
}

/** A role under the virtual root 所有角色 (spec 2 §3 Role; protocol's `RoleTree`). */
export interface RoleTreeNode {
  id: string;
  name: string;
  label: string;
  code?: string;
  parentId: string | null;
  children?: RoleTreeNode[];
}

/**
 * A user as the user list names them (spec 2 §3 User), the members a picker needs of
 * protocol's `UserSummary`, which the call answers.
 */
export interface OrganisationUser {
  id: string;
  userName: string;
  nickName: string;
  phone: string;
  email: string;
  departments: { id: string; label: string }[];
  roles: { id: string; name: string; code: string }[];
}

/**
 * GET `{appId}/department/tree` (spec 2 §7.3 "Departments"): the department tree under the
 * virtual root 所有部门 (all-zero id). An administrator's call on the reference server.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function getDepartmentTree(
  client: RequestClient,
  account: AccountRef,
  appId: string,
): Promise<DepartmentTreeNode> {
  return callAccount(client, account, ORGANISATION_PATHS.departmentTree, {
    params: { appId },
    search: { show: true },
  });
}

/**
 * GET `{appId}/role/tree` (spec 2 §7.3 "Roles"): every role under the virtual root 所有角色.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function getRoleTree(
  client: RequestClient,
  account: AccountRef,
  appId: string,
): Promise<RoleTreeNode> {
  return callAccount(client, account, ORGANISATION_PATHS.roleTree, { params: { appId } });
}

/**
 * GET `{appId}/user/list` (spec 2 §7.3 "Users"): one page of the app's enabled users
 * (spec 1 §9 user list page size 100).
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function listOrganisationUsers(
  client: RequestClient,
  account: AccountRef,
  appId: string,
  page: { pageIndex?: number; pageSize?: number; keyWord?: string } = {},
): Promise<PagedList<OrganisationUser>> {
  const query = {
    PageIndex: page.pageIndex ?? 1,
    PageSize: page.pageSize ?? 100,
    isEnable: true,
    KeyWord: page.keyWord || undefined,
  };
  return callAccount(client, account, ORGANISATION_PATHS.users, {
    params: { appId },
    search: query,
  });
}
