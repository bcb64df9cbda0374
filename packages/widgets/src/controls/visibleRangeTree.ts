// Building the picker's trees out of the organisation calls' answers (spec 1 §3 Visible-range
// item: id, label, value, type, level, parentId, children; member label nickName → phoneNumber).
import type { DepartmentTreeNode, OrganisationUser, RoleTreeNode } from '@tessera/api';
import type { ContentItem } from '@tessera/protocol';
import { fieldText } from '../internals/listModel.js';
import type {
  CustomVisibleConfig,
  VisibleRangeItem,
  VisibleRangeType,
} from './visibleRangeTypes.js';

/** spec 1 §3: "Member label uses nickName, falling back to phoneNumber" (then the user name). */
export function memberLabel(
  user: Pick<OrganisationUser, 'nickName' | 'phone' | 'userName'>,
): string {
  return user.nickName?.trim() || user.phone?.trim() || user.userName?.trim() || '';
}

function departmentNode(
  node: DepartmentTreeNode,
  level: number,
  parentId: string | null,
): VisibleRangeItem {
  return {
    id: node.id,
    label: node.label,
    value: node.id,
    type: 'department',
    level,
    parentId,
    children: node.children.map((child) => departmentNode(child, level + 1, node.id)),
  };
}

/**
 * The department mode's tree: the departments under the virtual root 所有部门 (the root itself
 * is not a choice), every node selectable.
 */
export function departmentItems(root: DepartmentTreeNode): VisibleRangeItem[] {
  return root.children.map((child) => departmentNode(child, 0, null));
}

function memberNode(
  user: OrganisationUser,
  level: number,
  parentId: string | null,
): VisibleRangeItem {
  return {
    // A user in two departments is drawn twice: the node id is unique, the value is the user.
    id: parentId ? `${parentId}/${user.id}` : user.id,
    label: memberLabel(user),
    value: user.id,
    type: 'member',
    level,
    parentId,
  };
}

/**
 * The member mode's tree: the department tree, each department (not selectable) holding its
 * members, then its sub-departments; departments without members anywhere below are left out;
 * users in no department come last at the top.
 */
export function memberItems(
  root: DepartmentTreeNode,
  users: readonly OrganisationUser[],
): VisibleRangeItem[] {
  const byDepartment = new Map<string, OrganisationUser[]>();
  const homeless: OrganisationUser[] = [];
  for (const user of users) {
    if (user.departments.length === 0) homeless.push(user);
    for (const department of user.departments) {
      const list = byDepartment.get(department.id) ?? [];
      list.push(user);
      byDepartment.set(department.id, list);
    }
  }
  const build = (
    node: DepartmentTreeNode,
    level: number,
    parentId: string | null,
  ): VisibleRangeItem | null => {
    const members = (byDepartment.get(node.id) ?? []).map((user) =>
      memberNode(user, level + 1, node.id),
    );
    const subDepartments = node.children
      .map((child) => build(child, level + 1, node.id))
      .filter((child): child is VisibleRangeItem => child !== null);
    if (members.length === 0 && subDepartments.length === 0) return null;
    return {
      id: node.id,
      label: node.label,
      value: node.id,
      type: 'department',
      level,
      parentId,
      selectable: false,
      children: [...members, ...subDepartments],
    };
  };
  const tree = root.children
    .map((child) => build(child, 0, null))
    .filter((child): child is VisibleRangeItem => child !== null);
  return [...tree, ...homeless.map((user) => memberNode(user, 0, null))];
}

/** The role mode's list: the roles under the virtual root 所有角色. */
export function roleItems(root: RoleTreeNode): VisibleRangeItem[] {
  return (root.children ?? []).map((role) => ({
    id: role.id,
    label: role.label || role.name,
    value: role.id,
    type: 'role' as const,
    level: 0,
    parentId: null,
  }));
}

/** A flat mode's list (posts, tags, ranks): `{ id, name }` records as items of `type`. */
export function namedItems(
  records: readonly { id: string; name: string; isEnable?: boolean }[],
  type: VisibleRangeType,
): VisibleRangeItem[] {
  return records
    .filter((record) => record.isEnable !== false)
    .map((record) => ({
      id: record.id,
      label: record.name,
      value: record.id,
      type,
      level: 0,
      parentId: null,
    }));
}

/**
 * A schema_field mode's list: one item per distinct value of `fieldName` among the data source's
 * items, labelled by `fieldLabel` (the value itself when no label field is set or it is empty).
 */
export function schemaFieldItems(
  items: readonly ContentItem[],
  config: CustomVisibleConfig,
): VisibleRangeItem[] {
  const seen = new Set<string>();
  const result: VisibleRangeItem[] = [];
  for (const item of items) {
    const value = fieldText(item, config.fieldName);
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    const label = config.fieldLabel ? fieldText(item, config.fieldLabel) : '';
    result.push({
      id: value,
      label: label || value,
      value,
      type: 'schema_field',
      level: 0,
      parentId: null,
    });
  }
  return result;
}

/**
 * The tree narrowed to a search (spec 1 §2 搜索): a node whose label contains the keyword (case
 * ignored) stays with everything under it; another stays when something under it matches.
 */
export function filterTree(
  items: readonly VisibleRangeItem[],
  keyword: string,
): VisibleRangeItem[] {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return [...items];
  const result: VisibleRangeItem[] = [];
  for (const item of items) {
    if (item.label.toLowerCase().includes(needle)) {
      result.push(item);
      continue;
    }
    const children = filterTree(item.children ?? [], keyword);
    if (children.length > 0) result.push({ ...item, children });
  }
  return result;
}

/** Every selectable node of the tree, depth first, once per value. */
export function selectableItems(items: readonly VisibleRangeItem[]): VisibleRangeItem[] {
  const seen = new Set<string>();
  const result: VisibleRangeItem[] = [];
  const visit = (nodes: readonly VisibleRangeItem[]) => {
    for (const node of nodes) {
      if (node.selectable !== false && !seen.has(`${node.type}:${node.value}`)) {
        seen.add(`${node.type}:${node.value}`);
        result.push(node);
      }
      if (node.children) visit(node.children);
    }
  };
  visit(items);
  return result;
}
