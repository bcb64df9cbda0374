import { describe, expect, it } from 'vitest';
import type { DepartmentTreeNode, OrganisationUser } from '@tessera/api';
import { readVisibleRangeModes } from './visibleRangeModes.js';
import {
  initialSelection,
  removeItem,
  selectAllState,
  toggleAll,
  toggleItem,
} from './visibleRangeSelection.js';
import {
  departmentItems,
  filterTree,
  memberItems,
  memberLabel,
  selectableItems,
} from './visibleRangeTree.js';

const dept = (
  id: string,
  label: string,
  children: DepartmentTreeNode[] = [],
): DepartmentTreeNode => ({
  id,
  label,
  level: 0,
  parentId: null,
  sort: 0,
  isHide: false,
  disable: false,
  children,
});
const root = dept('0', '所有部门', [
  dept('d1', '总部', [dept('d2', '研发部'), dept('d3', '市场部')]),
]);
const user = (
  id: string,
  nickName: string,
  phone: string,
  departments: string[],
): OrganisationUser => ({
  id,
  userName: phone,
  nickName,
  phone,
  email: '',
  departments: departments.map((d) => ({ id: d, label: d })),
  roles: [],
});
const users = [
  user('u1', '张三', '13800000001', ['d2']),
  user('u2', '', '13800000002', ['d2', 'd3']),
  user('u3', '王五', '13800000003', []),
];

describe('visible-range modes (spec 1 §3 visible config, custom config)', () => {
  it('keeps shown modes in order with their multi flag, then the schema_field ones', () => {
    const modes = readVisibleRangeModes(
      [
        { name: '部门', value: 'department', multi: true, isShow: true },
        { name: '角色', value: 'role', multi: false },
        { name: '岗位', value: 'post', isShow: false },
      ],
      [{ title: '文章', fieldName: 'title', dsId: 'ds1', multi: false }],
    );
    expect(modes.map((m) => [m.key, m.title, m.multi])).toEqual([
      ['department', '部门', true],
      ['role', '角色', false],
      ['schema_field:ds1:title', '文章', false],
    ]);
  });
  it('offers departments and members without any config', () => {
    expect(readVisibleRangeModes(undefined).map((m) => m.type)).toEqual(['department', 'member']);
  });
});

describe('visible-range trees (spec 1 §3 Visible-range item)', () => {
  it('labels a member by nickName, falling back to the phone number', () => {
    expect(memberLabel(users[0]!)).toBe('张三');
    expect(memberLabel(users[1]!)).toBe('13800000002');
  });
  it('builds the department tree under the virtual root', () => {
    const tree = departmentItems(root);
    expect(tree.map((d) => d.label)).toEqual(['总部']);
    expect(tree[0]!.children!.map((d) => [d.label, d.level, d.parentId])).toEqual([
      ['研发部', 1, 'd1'],
      ['市场部', 1, 'd1'],
    ]);
  });
  it('puts members under their departments, users in none at the top', () => {
    const tree = memberItems(root, users);
    const choosable = selectableItems(tree);
    expect(choosable.map((m) => m.label)).toEqual(['张三', '13800000002', '王五']);
    expect(tree[0]!.selectable).toBe(false);
    expect(tree.at(-1)).toMatchObject({ label: '王五', type: 'member', parentId: null });
  });
  it('searches: a match keeps its ancestors', () => {
    const found = filterTree(departmentItems(root), '市场');
    expect(found[0]!.label).toBe('总部');
    expect(found[0]!.children!.map((d) => d.label)).toEqual(['市场部']);
  });
});

describe('visible-range selection (spec 1 §4, §5)', () => {
  const tree = departmentItems(root);
  const [hq] = tree;
  const [rd, market] = hq!.children!;
  it('single-select replaces the previous choice of the mode', () => {
    let selection = toggleItem([], rd!, { multi: false });
    selection = toggleItem(selection, market!, { multi: false });
    expect(selection.map((s) => s.label)).toEqual(['市场部']);
  });
  it('multi-select toggles; 全选 selects and deselects the whole tree', () => {
    let selection = toggleItem([], rd!, { multi: true });
    expect(selectAllState(selection, tree)).toBe('some');
    selection = toggleAll(selection, tree);
    expect(selection.map((s) => s.label)).toEqual(['研发部', '总部', '市场部']);
    expect(selectAllState(selection, tree)).toBe('all');
    expect(toggleAll(selection, tree)).toEqual([]);
    expect(removeItem(selection, rd!).map((s) => s.label)).toEqual(['总部', '市场部']);
  });
  it('starts from the passed fields, once each', () => {
    const start = initialSelection([
      { type: 'role', value: 'r1', label: '管理员' },
      { type: 'role', value: 'r1', label: '管理员' },
      { label: 'no type' },
    ]);
    expect(start).toEqual([
      { id: 'r1', label: '管理员', value: 'r1', type: 'role', level: 0, parentId: null },
    ]);
  });
});
