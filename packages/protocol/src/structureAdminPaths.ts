import { Type } from 'typebox';
import { ORGANISATION_PATHS as P } from './organisationPaths.js';
import { DepartmentSchema, NamedItemSchema } from './organisationTypes.js';
import { route } from './route.js';
import { typed } from './typed.js';

/**
 * What an administrator sends to add or edit a department (spec 2 §3 Department, §7.3
 * "Departments"). On an edit, members left out stay as they are; `parentId` the all-zero id or
 * `null` is the top level (under 所有部门); `supervisorId` `null` clears the supervisor.
 */
export interface DepartmentAdminInput {
  label?: string;
  parentId?: string | null;
  sort?: number;
  isHide?: boolean;
  disable?: boolean;
  supervisorId?: string | null;
}

/** One entry of the sort update: the department's new order among its siblings, and its parent. */
export interface DepartmentSortEntry {
  id: string;
  sort: number;
  /** Left out: the parent stays; the all-zero id or `null`: the top level. */
  parentId?: string | null;
}

/** What an administrator sends to add or rename a post (job), rank or tag. */
export interface OrganisationItemInput {
  name?: string;
  sort?: number;
}

/**
 * The department calls of spec 2 §7.3 "Departments", one typed entry per call (the routes of
 * `ORGANISATION_PATHS`, which the server registers). Administrators only.
 */
export const DEPARTMENT_ADMIN_PATHS = {
  /** GET the virtual root 所有部门 (all-zero id) with every department below it. */
  tree: P.departmentTree,
  add: route(P.addDepartment.pattern, {
    method: 'POST',
    body: typed<DepartmentAdminInput>(),
    answer: DepartmentSchema,
  }),
  update: route(P.updateDepartment.pattern, {
    method: 'POST',
    body: typed<DepartmentAdminInput>(),
    answer: DepartmentSchema,
  }),
  /** Refused (40000, the server's text) while the department has child departments or members. */
  remove: route(P.deleteDepartment.pattern, { method: 'POST', answer: Type.Boolean() }),
  /** `[{ id, sort, parentId? }]` in one transaction: a move under itself refuses the whole list. */
  sort: route(P.sortDepartments.pattern, {
    method: 'POST',
    body: typed<DepartmentSortEntry[]>(),
    answer: Type.Boolean(),
  }),
} as const;

const itemCalls = <const K extends 'Post' | 'Rank' | 'Tag'>(kind: K) => ({
  add: route(P[`add${kind}`].pattern, {
    method: 'POST',
    body: typed<OrganisationItemInput>(),
    answer: NamedItemSchema,
  }),
  update: route(P[`update${kind}`].pattern, {
    method: 'POST',
    body: typed<OrganisationItemInput>(),
    answer: NamedItemSchema,
  }),
  remove: route(P[`delete${kind}`].pattern, { method: 'POST', answer: Type.Boolean() }),
});

/**
 * The writes of spec 2 §7.3 "Tags, jobs, ranks: add, update, delete" per kind (their list and
 * enable/disable entries are `ORGANISATION_PATHS`'). Administrators only.
 */
export const ORGANISATION_ITEM_ADMIN_PATHS = {
  post: itemCalls('Post'),
  rank: itemCalls('Rank'),
  tag: itemCalls('Tag'),
} as const;
