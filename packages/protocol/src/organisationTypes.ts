import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';

/*
 * Wire types of the organisation calls the clients make (spec 2 §3 User, Department, Role,
 * "Tag, job, rank"; §7.2, §7.3), as TypeBox schemas with their types derived (README "Wire
 * contract", "Organisation"). Times are ISO 8601 UTC text.
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A page of a list call: the total of matching rows and the rows of the page. */
export function pagedListSchema<TItem extends TSchema>(item: TItem) {
  return Type.Object({ total: Type.Number(), items: Type.Array(item) });
}

/**
 * spec 2 §3 Department: `level` counts from the virtual root (0), so top-level departments are
 * 1 and have `parentId` the all-zero id; `childNodeCount` counts direct children.
 */
export const DepartmentSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  level: Type.Number(),
  /** The all-zero id for top-level departments; `null` only on the virtual root 所有部门. */
  parentId: NullableString,
  sort: Type.Number(),
  isHide: Type.Boolean(),
  disable: Type.Boolean(),
  childNodeCount: Type.Number(),
  appId: Type.String(),
  /** The department's supervisor (主管: supervisor approver steps resolve here), or `null`. */
  supervisor: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
});
export type Department = Static<typeof DepartmentSchema>;

/** A department with its children (sorted), as the department tree answers it. */
export const DepartmentNodeSchema = Type.Cyclic(
  {
    DepartmentNode: Type.Intersect([
      DepartmentSchema,
      Type.Object({ children: Type.Array(Type.Ref('DepartmentNode')) }),
    ]),
  },
  'DepartmentNode',
);
export type DepartmentNode = Static<typeof DepartmentNodeSchema>;

/** spec 2 §3 Role, with its state and how many users hold it. */
export const RoleSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  isSystemBuiltIn: Type.Boolean(),
  appId: Type.String(),
  isEnable: Type.Boolean(),
  sort: Type.Number(),
  userCount: Type.Number(),
});
export type Role = Static<typeof RoleSchema>;

/** The role tree: the virtual root 所有角色 (all-zero id) with every role of the app below it. */
export const RoleTreeSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  label: Type.String(),
  parentId: Type.Null(),
  children: Type.Array(
    Type.Intersect([RoleSchema, Type.Object({ label: Type.String(), parentId: Type.String() })]),
  ),
});
export type RoleTree = Static<typeof RoleTreeSchema>;

/** A post (job), rank or tag (spec 2 §3 "Tag, job, rank"), with how many users hold it. */
export const NamedItemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  isEnable: Type.Boolean(),
  sort: Type.Number(),
  appId: Type.String(),
  userCount: Type.Number(),
});
export type NamedItem = Static<typeof NamedItemSchema>;

const NamedRefSchema = Type.Object({ id: Type.String(), name: Type.String() });

/**
 * One user as the user list answers it (spec 2 §3 User): the flags named as the list's filters
 * (`isEnable`, `lockoutEnabled`, `isDeleted`, `dormancyed`, `online`); departments, roles, tags,
 * post and rank of the app the call names. Never a password or its hash.
 */
export const UserSummarySchema = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  nickName: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  /** The user scope (spec 2 §6 "user scope/type"). */
  userType: Type.String(),
  headImageUrl: Type.String(),
  departments: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  roles: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), code: Type.String() })),
  tags: Type.Array(NamedRefSchema),
  post: Type.Union([NamedRefSchema, Type.Null()]),
  rank: Type.Union([NamedRefSchema, Type.Null()]),
  online: Type.Boolean(),
  isEnable: Type.Boolean(),
  /** Locked out now (too many failed sign-ins); `lockoutEnd` says until when. */
  lockoutEnabled: Type.Boolean(),
  lockoutEnd: NullableString,
  isDeleted: Type.Boolean(),
  dormancyed: Type.Boolean(),
  /** `null`: never expires. */
  expireTime: NullableString,
  /** `expireTime` has passed. */
  expired: Type.Boolean(),
  lastLoginAt: NullableString,
  created: Type.String(),
});
export type UserSummary = Static<typeof UserSummarySchema>;

/**
 * The page-level permission of a user in one sub-app (spec 1 §6): `permitted` false denies
 * every page; `pageIds` `null` allows every page, a list only those (`@tessera/session`'s
 * `canAccessPage` reads it).
 */
export const UserPagesSchema = Type.Object({
  permitted: Type.Boolean(),
  pageIds: Type.Union([Type.Array(Type.String()), Type.Null()]),
});
export type UserPages = Static<typeof UserPagesSchema>;

/** One operation of an app (spec 1 §6 operation permission), as operation/list answers it. */
export interface OperationSummary {
  operationId: string;
  name: string;
  /** The page the operation belongs to, or null for an app-wide one. */
  pageId: string | null;
  appId: string;
}
