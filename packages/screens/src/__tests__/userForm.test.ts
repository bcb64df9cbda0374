import { describe, expect, it } from 'vitest';
import type { UserSummary } from '@tessera/protocol';
import type { DepartmentTreeNode } from '@tessera/api';
import { EMPTY_USER_FILTERS, userListFiltersOf } from '../admin/userAdminModel.js';
import { userStatusChips } from '../admin/userAdminTexts.js';
import { checkUserForm, departmentRows, userFormOf, userInputOf } from '../admin/userForm.js';

// The People screen's pure parts: the dialog's checks and the call it makes, the tree's rows, the
// list's filters and the status column.

const USER: UserSummary = {
  id: 'u1',
  userName: 'zhouqi',
  nickName: '周七',
  phone: '13900000077',
  email: 'zhouqi@example.com',
  userType: 'default',
  headImageUrl: '',
  departments: [{ id: 'd1', label: '研发部' }],
  roles: [{ id: 'r1', name: '申请人', code: 'applicant' }],
  tags: [],
  post: { id: 'p1', name: '工程师' },
  rank: null,
  online: false,
  isEnable: true,
  lockoutEnabled: false,
  lockoutEnd: null,
  isDeleted: false,
  dormancyed: false,
  expireTime: '2099-12-31T15:59:59.000Z',
  expired: false,
  lastLoginAt: null,
  created: '2026-01-01T00:00:00.000Z',
};

const node = (id: string, sort: number, children: DepartmentTreeNode[] = []) => ({
  id,
  label: id,
  level: 1,
  parentId: null,
  sort,
  isHide: false,
  disable: false,
  children,
});

describe('user form', () => {
  it.each([
    ['13900000077', '', {}],
    ['1390000007', '', { phone: '请输入正确的手机号码' }],
    ['12900000077', '', { phone: '请输入正确的手机号码' }],
    ['', 'zhouqi', {}],
    ['', '', { phone: '请输入手机号码或用户名' }],
  ])('checks phone %j with user name %j', (phone, userName, errors) => {
    expect(checkUserForm({ ...userFormOf(null), phone, userName })).toEqual(errors);
  });

  it('refuses an e-mail without a domain', () => {
    expect(checkUserForm({ ...userFormOf(USER), email: 'zhouqi@' })).toEqual({
      email: '邮箱格式不正确',
    });
  });

  it('sends the edit without a password, clearing an emptied post and expiry', () => {
    const values = { ...userFormOf(USER), password: 'ignored', postId: '', expireDate: '' };
    const input = userInputOf(values, true);
    expect(input).toMatchObject({ postId: null, rankId: null, expireTime: null, roleIds: ['r1'] });
    expect(input).not.toHaveProperty('password');
    expect(input).not.toHaveProperty('isEnable');
    expect(input.headImageUrl).toBe('');
    expect(userInputOf({ ...values, userName: '' }, false)).toMatchObject({
      password: 'ignored',
    });
    expect(userInputOf({ ...values, userName: '' }, false)).not.toHaveProperty('userName');
  });

  it('lists the departments depth first in their order, the virtual root left out', () => {
    const root = node('所有部门', 0, [node('b', 2), node('a', 1, [node('a1', 1)])]);
    expect(departmentRows(root).map((row) => [row.id, row.depth, row.hasChildren])).toEqual([
      ['a', 0, true],
      ['a1', 1, false],
      ['b', 0, false],
    ]);
  });

  it('leaves the empty filters out of the call', () => {
    expect(
      userListFiltersOf(
        { ...EMPTY_USER_FILTERS, keyWord: ' 张 ', lockedOut: 'true', isEnable: 'false' },
        { pageIndex: 2, pageSize: 10 },
      ),
    ).toMatchObject({
      keyWord: '张',
      lockedOut: true,
      isEnable: false,
      online: undefined,
      departmentId: undefined,
      pageIndex: 2,
    });
  });

  it('shows the states that hold, most important first', () => {
    expect(
      userStatusChips({ ...USER, isEnable: false, lockoutEnabled: true, online: true }).map(
        (chip) => chip.text,
      ),
    ).toEqual(['已禁用', '已锁定', '在线']);
    expect(userStatusChips({ ...USER, isDeleted: true }).map((chip) => chip.text)).toEqual([
      '已删除',
    ]);
  });
});
