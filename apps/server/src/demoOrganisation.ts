/**
 * Fixed identifiers and accounts of the demo organisation (server README "Demo seed"), written
 * by `seedOrganisation` with the rest of the demo. Every demo account's password is
 * {@link DEMO_PASSWORD}; `pnpm start` prints them.
 */

import { DESIGNER_OPERATION, DESIGNER_READ_OPERATION } from './authorization/operationAccess.js';

/** The password of every demo account (it satisfies the demo's password policy). */
export const DEMO_PASSWORD = 'Tessera@2026';

const id = (kind: string, n: number) => `7e55e7a0-${kind}-4000-8000-${String(n).padStart(12, '0')}`;

/** Department, role, post, rank, tag, policy and operation ids of the demo organisation. */
export const DEMO_ORGANISATION = {
  /**
   * `supervisor`: the {@link DemoUser} key of the department's supervisor (主管,
   * `departments.supervisor_id`), whom the leave request's supervisor step resolves to.
   */
  departments: {
    research: { id: id('0009', 1), label: '研发部', supervisor: 'admin' },
    finance: { id: id('0009', 2), label: '财务部', supervisor: 'approver2' },
    frontend: { id: id('0009', 3), label: '前端组', parent: 'research', supervisor: 'approver1' },
  },
  roles: {
    admin: { id: id('000a', 1), code: 'admin', name: '系统管理员', isSystemBuiltIn: true },
    applicant: { id: id('000a', 2), code: 'applicant', name: '申请人', isSystemBuiltIn: false },
    approver: { id: id('000a', 3), code: 'approver', name: '审批人', isSystemBuiltIn: false },
  },
  posts: {
    engineer: { id: id('000c', 1), name: '工程师' },
    accountant: { id: id('000c', 2), name: '会计' },
    manager: { id: id('000c', 3), name: '经理' },
  },
  ranks: {
    junior: { id: id('000d', 1), name: '初级' },
    middle: { id: id('000d', 2), name: '中级' },
    senior: { id: id('000d', 3), name: '高级' },
  },
  tags: {
    newcomer: { id: id('000e', 1), name: '新员工' },
    remote: { id: id('000e', 2), name: '远程办公' },
  },
  /** The password policy of the default user scope. */
  passwordPolicyId: id('000f', 1),
  /** Operations of the Pc home page's article list (spec 1 §6 operation permission). */
  operations: {
    add: { operationId: 'article.add', name: '新增文章' },
    edit: { operationId: 'article.edit', name: '编辑文章' },
    approve: { operationId: 'article.approve', name: '审批文章' },
    delete: { operationId: 'article.delete', name: '删除文章' },
  },
  /**
   * The designer operation (server README "Authorization", `DESIGNER_OPERATION`): the designer's
   * reads and the site's writes. Granted to the admin role; on no page.
   */
  designerOperation: { operationId: DESIGNER_OPERATION, name: '设计站点' },
  /**
   * The designer read operation (server README "Authorization", `DESIGNER_READ_OPERATION`):
   * opens the designer read-only. Seeded ungranted: the grant screen gives it to a role.
   */
  designerReadOperation: { operationId: DESIGNER_READ_OPERATION, name: '查看设计' },
} as const;

/** A demo account: sign in with `phone` and `password`. */
export interface DemoUser {
  key: 'admin' | 'applicant' | 'approver1' | 'approver2';
  id: string;
  userName: string;
  nickName: string;
  phone: string;
  password: string;
  /** Role codes (`DEMO_ORGANISATION.roles`). */
  roles: readonly string[];
  /** The department's label (`DEMO_ORGANISATION.departments`). */
  department: string;
}

/**
 * The four demo accounts of the demo app: an administrator, an applicant and two approvers,
 * spread over 研发部 (with its child 前端组) and 财务部. The administrator is `DEMO.demoLogin`.
 *
 * @example
 * ```ts
 * const admin = DEMO_USERS.find((u) => u.key === 'admin')!;
 * await signIn(app, { phone: admin.phone, password: admin.password });
 * ```
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    id: id('000b', 1),
    userName: 'admin',
    nickName: '管理员',
    phone: '13800000000',
    password: DEMO_PASSWORD,
    roles: ['admin'],
    department: '研发部',
  },
  {
    key: 'applicant',
    id: id('000b', 2),
    userName: 'zhangsan',
    nickName: '张三',
    phone: '13800000001',
    password: DEMO_PASSWORD,
    roles: ['applicant'],
    department: '前端组',
  },
  {
    key: 'approver1',
    id: id('000b', 3),
    userName: 'lisi',
    nickName: '李四',
    phone: '13800000002',
    password: DEMO_PASSWORD,
    roles: ['approver'],
    department: '研发部',
  },
  {
    key: 'approver2',
    id: id('000b', 4),
    userName: 'wangwu',
    nickName: '王五',
    phone: '13800000003',
    password: DEMO_PASSWORD,
    roles: ['approver'],
    department: '财务部',
  },
];
