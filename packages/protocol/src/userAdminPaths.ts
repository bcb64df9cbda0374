import { Type } from 'typebox';
import { ORGANISATION_PATHS } from './organisationPaths.js';
import { UserSummarySchema } from './organisationTypes.js';
import { route } from './route.js';
import { typed } from './typed.js';

/**
 * What an administrator sends to add or edit a user (spec 2 §3 User, §7.3 "User admin"). On an
 * edit, members left out stay as they are; `departmentIds`, `roleIds` and `tagIds` replace the
 * user's links of the app the call names; `postId`/`rankId` `null` clear them; `expireTime`
 * `null` never expires.
 */
export interface UserAdminInput {
  userName?: string;
  nickName?: string;
  phone?: string;
  email?: string;
  /** Add only: an administrator's password change is its own call. */
  password?: string;
  /** The user scope (spec 2 §6), `default` when left out. */
  userType?: string;
  headImageUrl?: string;
  departmentIds?: string[];
  roleIds?: string[];
  tagIds?: string[];
  postId?: string | null;
  rankId?: string | null;
  expireTime?: string | null;
  /** Add only (default true); afterwards the enable and disable calls change it. */
  isEnable?: boolean;
}

/** A password an administrator sets (spec 2 §7.3 "password update"); `mustReset`: 102 at next sign-in. */
export interface UserPasswordInput {
  password: string;
  mustReset?: boolean;
}

/** A password answered once (spec 2 §7.3 "password create", "random password by rule"). */
export interface OnePassword {
  password: string;
}

/** A bulk action on a selection of users (one transaction: all change or none). */
export type UserBatchAction = 'enable' | 'disable' | 'delete' | 'recover' | 'unlock' | 'assignRole';

/** The body of the bulk call: `roleId` is the role `assignRole` gives (the others ignore it). */
export interface UserBatchInput {
  ids: string[];
  action: UserBatchAction;
  roleId?: string;
}

/** What the bulk call answers: how many users it changed (the others were in that state already). */
export interface UserBatchResult {
  changed: number;
}

/** One row of an import's report: its sheet row number, whether a user was added, and why not. */
export interface UserImportRow {
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  ok: boolean;
  /** The added user's name, or the reason the row was refused (the add call's own rspInf). */
  message: string;
  /** The added user's id. */
  userId?: string;
}

/** What an import answers: one entry per data row, in sheet order, and the counts. */
export interface UserImportReport {
  added: number;
  refused: number;
  rows: UserImportRow[];
}

/**
 * The user administration calls of spec 2 §7.3 "Users" and "User admin", one typed entry per
 * call: the routes of `ORGANISATION_PATHS` (which the server registers) each with its method,
 * body and answer, so the client's wrappers (`@tessera/api`) are typed end to end.
 * Administrators only: the server answers 403 to everyone else.
 */
export const USER_ADMIN_PATHS = {
  /** GET one page of users with the list's filters (`ORGANISATION_PATHS.users`). */
  list: ORGANISATION_PATHS.users,
  /** POST `{ ids }`: the users of those ids. */
  listByIds: route(ORGANISATION_PATHS.usersByIds.pattern, {
    method: 'POST',
    body: typed<{ ids: string[] }>(),
    answer: Type.Array(UserSummarySchema),
  }),
  get: route(ORGANISATION_PATHS.user.pattern, { method: 'GET', answer: UserSummarySchema }),
  add: route(ORGANISATION_PATHS.addUser.pattern, {
    method: 'POST',
    body: typed<UserAdminInput>(),
    answer: UserSummarySchema,
  }),
  update: route(ORGANISATION_PATHS.updateUser.pattern, {
    method: 'POST',
    body: typed<UserAdminInput>(),
    answer: UserSummarySchema,
  }),
  enable: route(ORGANISATION_PATHS.enableUser.pattern, {
    method: 'POST',
    answer: UserSummarySchema,
  }),
  disable: route(ORGANISATION_PATHS.disableUser.pattern, {
    method: 'POST',
    answer: UserSummarySchema,
  }),
  unlock: route(ORGANISATION_PATHS.unlockUser.pattern, {
    method: 'POST',
    answer: UserSummarySchema,
  }),
  /** `{ expireTime }`: a new expiry (`null`: never), and the dormant flag cleared. */
  activate: route(ORGANISATION_PATHS.activateUser.pattern, {
    method: 'POST',
    body: typed<{ expireTime: string | null }>(),
    answer: UserSummarySchema,
  }),
  remove: route(ORGANISATION_PATHS.deleteUser.pattern, {
    method: 'POST',
    answer: UserSummarySchema,
  }),
  recover: route(ORGANISATION_PATHS.recoverUser.pattern, {
    method: 'POST',
    answer: UserSummarySchema,
  }),
  setPassword: route(ORGANISATION_PATHS.updateUserPassword.pattern, {
    method: 'POST',
    body: typed<UserPasswordInput>(),
    answer: Type.Boolean(),
  }),
  createPassword: route(ORGANISATION_PATHS.createUserPassword.pattern, {
    method: 'POST',
    answer: typed<OnePassword>(),
  }),
  /** POST: ends every session of the user; answers how many ended. */
  signOut: route(ORGANISATION_PATHS.signOutUser.pattern, {
    method: 'POST',
    answer: typed<{ ended: number }>(),
  }),
  /** POST `{ ids, action, roleId? }`: one transaction; the first refusal changes nothing. */
  batch: route(ORGANISATION_PATHS.batchUsers.pattern, {
    method: 'POST',
    body: typed<UserBatchInput>(),
    answer: typed<UserBatchResult>(),
  }),
  /** GET with the list's filters: the users as an .xlsx (octet-stream, all pages). */
  exportSheet: route(ORGANISATION_PATHS.exportUsers.pattern, {
    method: 'GET',
    answer: typed<Blob>(),
  }),
  /** GET: the import template (.xlsx with the header row). */
  importTemplate: route(ORGANISATION_PATHS.userImportTemplate.pattern, {
    method: 'GET',
    answer: typed<Blob>(),
  }),
  /** POST multipart `file`: adds a user per good row, answers the row-by-row report. */
  importSheet: route(ORGANISATION_PATHS.importUsers.pattern, {
    method: 'POST',
    body: typed<FormData>(),
    answer: typed<UserImportReport>(),
  }),
  /** GET ?userType=: a random password by that scope's rule (nothing stored). */
  randomPassword: route(ORGANISATION_PATHS.randomPassword.pattern, {
    method: 'GET',
    answer: typed<OnePassword>(),
  }),
} as const;
