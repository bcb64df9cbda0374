import type { DepartmentTreeNode, RoleTreeNode } from '@tessera/api';
import type { UserAdminInput, UserSummary } from '@tessera/protocol';
import { USER_ADMIN_TEXTS as T } from './userAdminTexts.js';

/**
 * The add/edit dialog's values (spec 2 §3 User; the members of protocol's `UserAdminInput`):
 * texts as typed, `''` for an empty post, rank or expiry, `expireDate` a `yyyy-MM-dd` day.
 */
export interface UserFormValues {
  userName: string;
  nickName: string;
  phone: string;
  email: string;
  /** Add only: empty signs in by SMS code until a password is set (server README). */
  password: string;
  userType: string;
  /** The avatar's address (empty: the initial of the name). */
  headImageUrl: string;
  /** Add only: enabled once added (afterwards the enable and disable calls change it). */
  isEnable: boolean;
  departmentIds: string[];
  roleIds: string[];
  tagIds: string[];
  postId: string;
  rankId: string;
  expireDate: string;
}

/** The dialog's messages per field (only the fields with one). */
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

const PHONE = /^1[3-9]\d{9}$/; // spec 2 §5 phone number
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The dialog's values for a new user (null) or the user being edited. */
export function userFormOf(user: UserSummary | null): UserFormValues {
  return {
    userName: user?.userName ?? '',
    nickName: user?.nickName ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    password: '',
    userType: user?.userType ?? 'default',
    headImageUrl: user?.headImageUrl ?? '',
    isEnable: user?.isEnable ?? true,
    departmentIds: user?.departments.map((each) => each.id) ?? [],
    roleIds: user?.roles.map((each) => each.id) ?? [],
    tagIds: user?.tags.map((each) => each.id) ?? [],
    postId: user?.post?.id ?? '',
    rankId: user?.rank?.id ?? '',
    expireDate: user?.expireTime ? user.expireTime.slice(0, 10) : '',
  };
}

/**
 * The checks made before the call (the server checks again and has the last word): spec 2 §5's
 * phone rule, an e-mail's shape, and a phone or user name to sign in with.
 */
export function checkUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  const phone = values.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = T.phoneInvalid;
  if (!phone && !values.userName.trim()) errors.phone = T.nameOrPhoneRequired;
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) errors.email = T.emailInvalid;
  return errors;
}

/**
 * What the add or edit call sends. On an edit the password and the enabled flag are left out
 * (their own calls) and an emptied post, rank or expiry is sent as `null` (cleared); the expiry is the end of the chosen
 * day in the browser's time zone.
 */
export function userInputOf(values: UserFormValues, editing: boolean): UserAdminInput {
  const text = (value: string) => value.trim();
  const input: UserAdminInput = {
    nickName: text(values.nickName),
    phone: text(values.phone) || undefined,
    email: text(values.email) || undefined,
    userType: text(values.userType) || undefined,
    departmentIds: values.departmentIds,
    roleIds: values.roleIds,
    tagIds: values.tagIds,
    postId: values.postId || null,
    rankId: values.rankId || null,
    expireTime: values.expireDate ? new Date(`${values.expireDate}T23:59:59`).toISOString() : null,
  };
  if (text(values.userName)) input.userName = text(values.userName);
  if (editing) input.headImageUrl = text(values.headImageUrl);
  else {
    if (text(values.headImageUrl)) input.headImageUrl = text(values.headImageUrl);
    if (values.password) input.password = values.password;
    input.isEnable = values.isEnable;
  }
  return input;
}

/** One row of the department tree or picker: the department and its depth under 所有部门. */
export interface DepartmentRow {
  id: string;
  label: string;
  depth: number;
  hasChildren: boolean;
}

/** The departments under the virtual root, depth first, in their sort order (the root left out). */
export function departmentRows(root: DepartmentTreeNode | null): DepartmentRow[] {
  const rows: DepartmentRow[] = [];
  const walk = (nodes: DepartmentTreeNode[], depth: number) => {
    for (const node of [...nodes].sort((a, b) => a.sort - b.sort)) {
      rows.push({ id: node.id, label: node.label, depth, hasChildren: node.children.length > 0 });
      walk(node.children, depth + 1);
    }
  };
  walk(root?.children ?? [], 0);
  return rows;
}

/** The roles under the virtual root 所有角色, as one list (the picker's and the filter's). */
export function roleList(root: RoleTreeNode | null): { id: string; name: string }[] {
  const roles: { id: string; name: string }[] = [];
  const walk = (nodes: RoleTreeNode[]) => {
    for (const node of nodes) {
      roles.push({ id: node.id, name: node.name || node.label });
      walk(node.children ?? []);
    }
  };
  walk(root?.children ?? []);
  return roles;
}
