import type { Role } from '@tessera/protocol';

/**
 * The Roles screen's texts. 所有角色 is spec 2 §3/§9 verbatim (the server's tree answers it too);
 * the others are ours (the spec names the calls and states, not their labels).
 */
export const ROLE_ADMIN_TEXTS = {
  title: '角色管理',
  /** The server's refusal of a non-administrator (its rspInf with HTTP 403). */
  denied: '您没有访问权限！',
  allRoles: '所有角色',
  roles: '角色',
  keyWord: '角色名称',
  search: '查询',
  add: '新增角色',
  edit: '编辑角色',
  name: '角色名称',
  code: '角色编码',
  sort: '排序',
  save: '保存',
  cancel: '取消',
  enable: '启用',
  disable: '停用',
  remove: '删除',
  builtIn: '系统内置',
  builtInLocked: '系统内置角色，不能删除或停用',
  members: '成员',
  addMembers: '添加成员',
  removeMember: '移出',
  noMembers: '该角色还没有成员',
  findUsers: '搜索姓名 / 用户名 / 手机号',
  noUsersFound: '没有找到用户',
  empty: '没有符合条件的角色',
  chooseRole: '在左侧选择一个角色，查看和管理它的成员',
  nameRequired: '请输入角色名称',
  codeRequired: '请输入角色编码',
  codeInvalid: '角色编码只能以字母开头，含字母、数字、_、- 和 .（至多 64 个字符）',
  confirmRemove: (name: string) =>
    `删除角色「${name}」？该角色的成员和页面授权一并删除，不能恢复。`,
  confirmRemoveMember: (user: string, role: string) => `将「${user}」移出角色「${role}」？`,
  added: (name: string) => `已新增角色「${name}」`,
  saved: (name: string) => `已保存角色「${name}」`,
  enabled: (name: string) => `${name}：已启用`,
  disabled: (name: string) => `${name}：已停用`,
  removed: (name: string) => `已删除角色「${name}」`,
  membersAdded: (count: number, role: string) => `已将 ${count} 个用户加入「${role}」`,
  memberRemoved: (user: string, role: string) => `已将「${user}」移出「${role}」`,
  userCount: (count: number) => `${count} 人`,
  grantsSaved: (role: string) => `已保存「${role}」的页面和操作权限`,
  grantsTitle: '页面和操作权限',
  grantsHint: '勾选该角色可以访问的页面和可以执行的操作，保存后生效',
  appOperations: '通用操作',
  /** A control resource's modes (spec 1 §6: Visible hides the control, Available blocks it). */
  controlModes: { Visible: '控制显示', Available: '控制使用' } as Record<string, string>,
  controlHelp: (operations: string) =>
    `控件资源：授予后本角色可在此页面看到并使用它（${operations}）`,
  saveGrants: '保存权限',
  resetGrants: '还原',
  limits: '限定部门',
  limitsHint: '限定后，只有这些部门（含下级部门）的成员通过该角色获得权限；不限定则所有成员都获得',
  noLimits: '不限部门',
  saveLimits: '保存限定',
  limitsSaved: (role: string) => `已保存「${role}」的限定部门`,
  builtInNoLimits: '系统内置角色不能限定部门',
  abilities: '权限查看',
  abilitiesTitle: (user: string) => `${user} 可以做什么`,
  heldRoles: '所持角色',
  noRoles: '没有角色',
  roleDisabled: '角色已停用，不授予权限',
  roleOutsideLimits: '用户不在该角色限定的部门内，不授予权限',
  roleEffective: '生效中',
  pages: '可访问页面',
  operations: '可执行操作',
  noPages: '不能访问该子应用的任何页面',
  noOperations: '没有可执行的操作',
  grantedBy: '授权来源',
  openSubApp: '子应用未限制页面（所有登录用户可访问）',
  adminElsewhere: '系统管理员',
  userDisabled: '该用户已停用，不能登录，以下权限均不生效',
  close: '关闭',
} as const;

/** A chip of the status column: its text and MUI colour. */
export interface RoleStatusChip {
  text: string;
  tone: 'success' | 'default' | 'info';
}

/** What the status column shows for a role: enabled or not, and built-in. */
export function roleStatusChips(
  role: Pick<Role, 'isEnable' | 'isSystemBuiltIn'>,
): RoleStatusChip[] {
  const chips: RoleStatusChip[] = [
    role.isEnable ? { text: '已启用', tone: 'success' } : { text: '已停用', tone: 'default' },
  ];
  if (role.isSystemBuiltIn) chips.push({ text: ROLE_ADMIN_TEXTS.builtIn, tone: 'info' });
  return chips;
}
