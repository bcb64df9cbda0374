import { Type } from 'typebox';
import type { OperationSummary } from './organisationTypes.js';
import { route } from './route.js';
import { typed } from './typed.js';
import {
  DepartmentNodeSchema,
  DepartmentSchema,
  NamedItemSchema,
  RoleTreeSchema,
  UserPagesSchema,
  UserSummarySchema,
  pagedListSchema,
} from './organisationTypes.js';

const NamedItemPage = pagedListSchema(NamedItemSchema);

/**
 * The organisation calls (spec 2 §7.3 "Users", "User admin", "Departments", "Roles",
 * "Permissions", "Audit", "Tags, jobs, ranks", security policies; §7.2 departments by user id
 * and page permission): user administration, the department and role trees, posts (jobs),
 * ranks, tags, operations, grants, security policies and the audit log. Spec 2 shows no exact
 * paths except `GET {app}/user/getdepartsbyuserid/{id}` and `GET permission/user/pages?appid=&subappid=`;
 * the others are ours, named after the spec's verbs (protocol README "Organisation"). Every
 * path is under `/api/{appId}/` (spec 2 §7: "an account … base plus an API prefix and
 * {appId}") except the page permission, which carries the app as `?appid=`.
 */
export const ORGANISATION_PATHS = {
  // Users (spec 2 §7.3 "Users", "User admin").
  /** GET paged users ?KeyWord&query&userId&DepartmentId&online&isEnable&phone&email&userType&type&roles&tags&LockoutEnabled&isDeleted&dormancyed&SortField&SortOrder&PageIndex&PageSize. */
  users: route('/api/:appId/user/list', {
    method: 'GET',
    answer: pagedListSchema(UserSummarySchema),
  }),
  /** GET the filtered user list (the list's filters, no paging) as an .xlsx file. */
  exportUsers: route('/api/:appId/user/export'),
  /** GET the import template: an .xlsx holding the header row. */
  userImportTemplate: route('/api/:appId/user/importtemplate'),
  /** POST multipart, one .xlsx file: adds a user per row; answers a report per row. */
  importUsers: route('/api/:appId/user/import'),
  /** POST users by id array: body `{ ids }`. */
  usersByIds: route('/api/:appId/user/listbyids'),
  /** GET one user. */
  user: route('/api/:appId/user/:id'),
  /** POST add a user. */
  addUser: route('/api/:appId/user/add'),
  /** POST update a user (members left out stay as they are). */
  updateUser: route('/api/:appId/user/:id/update'),
  /** POST enable. */
  enableUser: route('/api/:appId/user/:id/enable'),
  /** POST disable (ends the user's sessions). */
  disableUser: route('/api/:appId/user/:id/disable'),
  /** POST unLockedOut: clears the lockout and the failed sign-in count. */
  unlockUser: route('/api/:appId/user/:id/unlockedout'),
  /** POST active: body `{ expireTime }`. */
  activateUser: route('/api/:appId/user/:id/active'),
  /** POST (or DELETE) delete: the user goes to the recycle bin (`isDeleted`). */
  deleteUser: route('/api/:appId/user/:id/delete'),
  /** POST recover a deleted user. */
  recoverUser: route('/api/:appId/user/:id/recover'),
  /** POST password update: body `{ password, mustReset? }`. */
  updateUserPassword: route('/api/:appId/user/:id/password'),
  /** POST password create: a random password by the user scope's rule, set and answered once. */
  createUserPassword: route('/api/:appId/user/:id/password/create'),
  /** POST sign out of every session: ends the user's sessions and revokes their tokens. */
  signOutUser: route('/api/:appId/user/:id/signout'),
  /** POST a bulk action on several users in one transaction: `{ ids, action, roleId? }`. */
  batchUsers: route('/api/:appId/user/batch'),
  /** GET a random password by the rule of a user scope ?userType= (default `default`). */
  randomPassword: route('/api/:appId/user/randompassword'),
  /** GET the user's roles of the app; POST `{ roleIds }` replaces them (a user gets roles). */
  userRoles: route('/api/:appId/user/:id/roles'),
  /** GET {app}/user/getdepartsbyuserid/{id} (spec 2 §7.2): the user's departments. */
  departsByUserId: route('/api/:appId/user/getdepartsbyuserid/:id', {
    method: 'GET',
    answer: Type.Array(DepartmentSchema),
  }),

  // Departments (spec 2 §7.3 "Departments").
  /** GET the department tree under the virtual root 所有部门 (all-zero id). */
  departmentTree: route('/api/:appId/department/tree', {
    method: 'GET',
    answer: DepartmentNodeSchema,
  }),
  /** GET the root name (所有部门). */
  departmentRootName: route('/api/:appId/department/rootname'),
  /** GET the flat list ?show=true (visible ones only). */
  departments: route('/api/:appId/department/list'),
  /** GET one department. */
  department: route('/api/:appId/department/:id'),
  /** POST add: `{ label, parentId?, sort?, isHide?, disable?, supervisorId? }`. */
  addDepartment: route('/api/:appId/department/add'),
  /** POST update (members left out stay as they are). */
  updateDepartment: route('/api/:appId/department/:id/update'),
  /** POST delete/{id}: refused while it has child departments or members. */
  deleteDepartment: route('/api/:appId/department/delete/:id'),
  /** POST sort update: `[{ id, sort, parentId? }]`. */
  sortDepartments: route('/api/:appId/department/sort'),
  /** GET users by department ?PageIndex&PageSize&includeChildren. */
  departmentUsers: route('/api/:appId/department/:id/users'),

  // Roles (spec 2 §7.3 "Roles").
  /** GET the role tree under the virtual root 所有角色 (all-zero id). */
  roleTree: route('/api/:appId/role/tree', { method: 'GET', answer: RoleTreeSchema }),
  /** GET every role of the app. */
  roles: route('/api/:appId/role/list'),
  /** GET paged roles ?roleName&pageIndex&pageSize. */
  rolePageList: route('/api/:appId/role/pagelist'),
  /** GET one role. */
  role: route('/api/:appId/role/:id'),
  /** POST add: `{ name, code, sort? }`. */
  addRole: route('/api/:appId/role/add'),
  /** POST update: `{ name?, code?, sort? }`. */
  updateRole: route('/api/:appId/role/:id/update'),
  /** POST delete?id= (system built-in roles refuse). */
  deleteRole: route('/api/:appId/role/delete', { query: ['id'] }),
  /** POST enable. */
  enableRole: route('/api/:appId/role/:id/enable'),
  /** POST disable (system built-in roles refuse). */
  disableRole: route('/api/:appId/role/:id/disable'),
  /** GET the role's pages ?subAppId=; POST `{ subAppId, pageIds }` replaces that sub-app's. */
  rolePages: route('/api/:appId/role/:id/pages'),
  /** GET the role's operations; POST `{ operationIds }` replaces them. */
  roleOperations: route('/api/:appId/role/:id/operations'),
  /** GET the role's users; POST `{ userIds }` replaces them (a role gets users). */
  roleUsers: route('/api/:appId/role/:id/users'),
  /** GET the roles granted a page; POST `{ subAppId, roleIds }` replaces them (pages get roles). */
  pageRoles: route('/api/:appId/page/:pageId/roles'),
  /**
   * GET ?subAppId= the role's grant tree of a sub-app (pages with their operations, what the role
   * holds); POST `{ subAppId, pageIds, operationIds }` replaces them in one transaction.
   */
  roleGrants: route('/api/:appId/role/:id/grants'),
  /** GET the departments the role is limited to; POST `{ departmentIds }` replaces them. */
  roleDepartments: route('/api/:appId/role/:id/departments'),
  /** GET what the user can do: effective pages per sub-app and operations, and why. */
  userAbilities: route('/api/:appId/user/:id/abilities'),

  // Operations (spec 1 §6 operation permission).
  /** GET the app's operations. */
  operations: route('/api/:appId/operation/list', {
    method: 'GET',
    answer: typed<OperationSummary[]>(),
  }),
  /** POST add: `{ id, name, pageId? }`. */
  addOperation: route('/api/:appId/operation/add'),
  /** POST update: `{ name?, pageId? }`. */
  updateOperation: route('/api/:appId/operation/:id/update'),
  /** POST delete/{id}. */
  deleteOperation: route('/api/:appId/operation/delete/:id'),

  // Posts (jobs), ranks and tags (spec 2 §7.3 "Tags, jobs, ranks").
  /** GET ?name&isEnable&pageIndex&pageSize (page 1, size 100). */
  posts: route('/api/:appId/post/list', { method: 'GET', answer: NamedItemPage }),
  addPost: route('/api/:appId/post/add'),
  updatePost: route('/api/:appId/post/:id/update'),
  deletePost: route('/api/:appId/post/delete/:id'),
  /** PUT enable. */
  enablePost: route('/api/:appId/post/:id/enable', { method: 'PUT', answer: NamedItemSchema }),
  /** PUT disable. */
  disablePost: route('/api/:appId/post/:id/disable', { method: 'PUT', answer: NamedItemSchema }),
  ranks: route('/api/:appId/rank/list', { method: 'GET', answer: NamedItemPage }),
  addRank: route('/api/:appId/rank/add'),
  updateRank: route('/api/:appId/rank/:id/update'),
  deleteRank: route('/api/:appId/rank/delete/:id'),
  enableRank: route('/api/:appId/rank/:id/enable', { method: 'PUT', answer: NamedItemSchema }),
  disableRank: route('/api/:appId/rank/:id/disable', { method: 'PUT', answer: NamedItemSchema }),
  tags: route('/api/:appId/tag/list', { method: 'GET', answer: NamedItemPage }),
  addTag: route('/api/:appId/tag/add'),
  updateTag: route('/api/:appId/tag/:id/update'),
  deleteTag: route('/api/:appId/tag/delete/:id'),
  enableTag: route('/api/:appId/tag/:id/enable', { method: 'PUT', answer: NamedItemSchema }),
  disableTag: route('/api/:appId/tag/:id/disable', { method: 'PUT', answer: NamedItemSchema }),

  // Permissions (spec 2 §6, §7.2, §7.3 "Permissions").
  /** GET permission/user/pages?appid=&subappid= (spec 2 §7.2): `{ permitted, pageIds }`. */
  userPages: route('/api/permission/user/pages', {
    query: ['appid', 'subappid'],
    method: 'GET',
    answer: UserPagesSchema,
  }),
  /** GET the page grants per sub-app, page, type (Role) and type id ?subAppId&typeId. */
  permissions: route('/api/:appId/permission/list'),

  // Security policies (spec 2 §3 Password policy, "Other records"; §7.3 security policy CRUD).
  /** GET ?userScope&type. */
  securityPolicies: route('/api/:appId/securitypolicy/list'),
  /** GET one policy. */
  securityPolicy: route('/api/:appId/securitypolicy/:id'),
  /** POST save: `{ userScope, type, policy }` (one per scope and type). */
  saveSecurityPolicy: route('/api/:appId/securitypolicy/save'),
  /** POST delete/{id}. */
  deleteSecurityPolicy: route('/api/:appId/securitypolicy/delete/:id'),

  // Audit (spec 2 §7.3 "Audit").
  /** POST search (queryBtn): `{ action?, userId?, actorId?, userKeyWord?, ip?, result?, beginTime?, endTime?, pageIndex?, pageSize? }`. */
  auditSearch: route('/api/:appId/audit/search'),
  /** GET action event list: the actions entries are written with. */
  auditActions: route('/api/:appId/audit/actions'),
  /** GET download: the search's filters (no paging) as an .xlsx file. */
  auditExport: route('/api/:appId/audit/export'),
  /** GET config: every action and whether it is recorded. */
  auditConfig: route('/api/:appId/audit/config'),
  /** POST config: `{ items: [{ action, recorded }] }`. */
  saveAuditConfig: route('/api/:appId/audit/config/save'),

  // Scheduled tasks (spec 2 §7.3 "Tasks").
  /** GET all tasks. */
  tasks: route('/api/:appId/task/list'),
  /** GET task logs ?taskId&currentIndex&pageSize. */
  taskLogs: route('/api/:appId/task/logs'),
  /** POST start by jobId: enables the task and runs it now. */
  startTask: route('/api/:appId/task/start/:jobId'),
  /** POST stop by jobId. */
  stopTask: route('/api/:appId/task/stop/:jobId'),
} as const;
