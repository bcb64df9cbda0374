import { USER_ADMIN_PATHS as P } from '@tessera/protocol';
import type {
  OnePassword,
  PagedList,
  UserAdminInput,
  UserBatchInput,
  UserBatchResult,
  UserImportReport,
  UserPasswordInput,
  UserSummary,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

// The user administration calls of spec 2 §7.3 "Users" and "User admin", one function per entry
// of protocol's USER_ADMIN_PATHS: administrators only (the server answers 403 to everyone else).

/** The account base URL and the app whose users are administered. */
export interface OrganisationRef extends AccountRef {
  appId: string;
}

/** The filters and paging of the admin user list (spec 2 §7.3 "User admin"; all optional). */
export interface UserListFilters {
  /** Contained in the user name, nickname, phone or e-mail. */
  keyWord?: string;
  /** The department and every department below it (the all-zero id: everyone). */
  departmentId?: string;
  online?: boolean;
  /** The user scope (spec 2 §6). */
  userType?: string;
  isEnable?: boolean;
  /** Users holding any of these roles. */
  roles?: string[];
  /** Users holding any of these tags. */
  tags?: string[];
  /** Locked out now. */
  lockedOut?: boolean;
  /** The recycle bin (default false on the server). */
  isDeleted?: boolean;
  dormant?: boolean;
  /** `userName`, `nickName`, `phone`, `email`, `created` (default), `lastLoginAt`, `expireTime`. */
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  /** 1-based, default 1. */
  pageIndex?: number;
  /** 1…1000, default 10 (spec 2 §9). */
  pageSize?: number;
}

/** The query string of {@link listUsers}: the server's parameter names, empty filters left out. */
export function userListSearch(
  filters: UserListFilters,
): Record<string, string | number | boolean> {
  const search: Record<string, string | number | boolean | undefined> = {
    KeyWord: filters.keyWord || undefined,
    DepartmentId: filters.departmentId || undefined,
    online: filters.online,
    userType: filters.userType || undefined,
    isEnable: filters.isEnable,
    roles: filters.roles?.length ? filters.roles.join(',') : undefined,
    tags: filters.tags?.length ? filters.tags.join(',') : undefined,
    LockoutEnabled: filters.lockedOut,
    isDeleted: filters.isDeleted,
    dormancyed: filters.dormant,
    SortField: filters.sortField,
    SortOrder: filters.sortOrder,
    PageIndex: filters.pageIndex,
    PageSize: filters.pageSize,
  };
  return Object.fromEntries(
    Object.entries(search).filter((entry): entry is [string, string | number | boolean] => {
      return entry[1] !== undefined;
    }),
  );
}

/** GET `{appId}/user/list`: one page of users matching every filter given. */
export function listUsers(
  client: RequestClient,
  org: OrganisationRef,
  filters: UserListFilters = {},
): Promise<PagedList<UserSummary>> {
  return callAccount(client, org, P.list, {
    params: { appId: org.appId },
    search: userListSearch(filters),
  });
}

/** POST `{appId}/user/listbyids`: the users of those ids. */
export function listUsersByIds(
  client: RequestClient,
  org: OrganisationRef,
  ids: string[],
): Promise<UserSummary[]> {
  return callAccount(client, org, P.listByIds, { params: { appId: org.appId }, body: { ids } });
}

/** GET `{appId}/user/{id}`: one user (40400 for an unknown id). */
export function getUser(
  client: RequestClient,
  org: OrganisationRef,
  id: string,
): Promise<UserSummary> {
  return callAccount(client, org, P.get, { params: { appId: org.appId, id } });
}

/** POST `{appId}/user/add`: the new user (40000 naming the bad field; 40900-style refusals for a taken phone). */
export function addUser(
  client: RequestClient,
  org: OrganisationRef,
  input: UserAdminInput,
): Promise<UserSummary> {
  return callAccount(client, org, P.add, { params: { appId: org.appId }, body: input });
}

/** POST `{appId}/user/{id}/update`: the members sent change, the others stay. */
export function updateUser(
  client: RequestClient,
  org: OrganisationRef,
  input: UserAdminInput & { id: string },
): Promise<UserSummary> {
  const { id, ...body } = input;
  return callAccount(client, org, P.update, { params: { appId: org.appId, id }, body });
}

/** A state change of one user, each answering the user as they now are. */
export type UserStateChange = 'enable' | 'disable' | 'unlock' | 'remove' | 'recover';

/**
 * POST `{appId}/user/{id}/enable|disable|unlockedout|delete|recover` (spec 2 §7.3 "User admin"):
 * disabling ends the user's sessions; a deleted user goes to the recycle bin.
 */
export function changeUserState(
  client: RequestClient,
  org: OrganisationRef,
  input: { id: string; change: UserStateChange },
): Promise<UserSummary> {
  return callAccount(client, org, P[input.change], { params: { appId: org.appId, id: input.id } });
}

/** POST `{appId}/user/{id}/active` `{ expireTime }`: a new expiry (`null`: never), dormancy cleared. */
export function activateUser(
  client: RequestClient,
  org: OrganisationRef,
  input: { id: string; expireTime: string | null },
): Promise<UserSummary> {
  return callAccount(client, org, P.activate, {
    params: { appId: org.appId, id: input.id },
    body: { expireTime: input.expireTime },
  });
}

/**
 * POST `{appId}/user/{id}/password` `{ password, mustReset? }`: checked against the user scope's
 * password policy (the policy's text when refused); the user's sessions end; with `mustReset`
 * the next sign-in answers 102 (force change at next sign-in).
 */
export async function setUserPassword(
  client: RequestClient,
  org: OrganisationRef,
  input: UserPasswordInput & { id: string },
): Promise<void> {
  const { id, ...body } = input;
  await callAccount(client, org, P.setPassword, { params: { appId: org.appId, id }, body });
}

/**
 * POST `{appId}/user/{id}/password/create`: a random password by the scope's rule, set (the next
 * sign-in must change it) and answered — the only time it is shown.
 */
export function createUserPassword(
  client: RequestClient,
  org: OrganisationRef,
  id: string,
): Promise<OnePassword> {
  return callAccount(client, org, P.createPassword, { params: { appId: org.appId, id } });
}

/** GET `{appId}/user/randompassword?userType=`: a random password by that scope's rule. */
export function randomUserPassword(
  client: RequestClient,
  org: OrganisationRef,
  userType?: string,
): Promise<OnePassword> {
  return callAccount(client, org, P.randomPassword, {
    params: { appId: org.appId },
    search: userType ? { userType } : {},
  });
}

/**
 * POST `{appId}/user/{id}/signout`: ends every session of the user (their clients' next call
 * answers 401). Answers how many sessions ended.
 */
export function signOutUser(
  client: RequestClient,
  org: OrganisationRef,
  id: string,
): Promise<{ ended: number }> {
  return callAccount(client, org, P.signOut, { params: { appId: org.appId, id } });
}

/**
 * POST `{appId}/user/batch` `{ ids, action, roleId? }`: a bulk action on a selection, in one
 * transaction on the server (the first refusal, naming the user, changes nothing). Answers how
 * many users changed.
 */
export function batchUsers(
  client: RequestClient,
  org: OrganisationRef,
  input: UserBatchInput,
): Promise<UserBatchResult> {
  return callAccount(client, org, P.batch, { params: { appId: org.appId }, body: input });
}

/**
 * GET `{appId}/user/export`: every user matching the filters (paging ignored) as .xlsx bytes, the
 * header row in Chinese as the list shows its columns.
 */
export function exportUsers(
  client: RequestClient,
  org: OrganisationRef,
  filters: UserListFilters = {},
): Promise<Blob> {
  const search = userListSearch({ ...filters, pageIndex: undefined, pageSize: undefined });
  return callAccount(client, org, P.exportSheet, { params: { appId: org.appId }, search });
}

/** GET `{appId}/user/importtemplate`: the import template (.xlsx with the header row). */
export function getUserImportTemplate(client: RequestClient, org: OrganisationRef): Promise<Blob> {
  return callAccount(client, org, P.importTemplate, { params: { appId: org.appId } });
}

/**
 * POST `{appId}/user/import` (multipart): adds a user per good row of the .xlsx and answers the
 * row-by-row report; a refused row adds nothing. A file that is not an .xlsx, too big or without
 * the required columns is refused whole (the server's message).
 */
export function importUsers(
  client: RequestClient,
  org: OrganisationRef,
  file: Blob,
  filename: string,
): Promise<UserImportReport> {
  const form = new FormData();
  form.append('file', file, filename);
  return callAccount(client, org, P.importSheet, { params: { appId: org.appId }, body: form });
}
