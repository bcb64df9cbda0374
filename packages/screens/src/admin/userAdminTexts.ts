import type { UserSummary } from '@tessera/protocol';

/**
 * The People screen's texts. 所有部门 is spec 2 §3/§9 verbatim; 请输入正确的手机号码 is spec 2 §5's
 * phone message; the others are ours (the spec names the filters and states, not their labels).
 */
export const USER_ADMIN_TEXTS = {
  title: '用户管理',
  /** The server's refusal of a non-administrator (its rspInf with HTTP 403). */
  denied: '您没有访问权限！',
  allDepartments: '所有部门',
  departments: '部门',
  users: '用户',
  recycleBin: '回收站',
  keyWord: '姓名 / 用户名 / 手机号 / 邮箱',
  search: '查询',
  resetFilters: '重置',
  add: '新增用户',
  edit: '编辑用户',
  save: '保存',
  cancel: '取消',
  close: '关闭',
  enable: '启用',
  disable: '禁用',
  unlock: '解锁',
  remove: '删除',
  recover: '恢复',
  activate: '设置有效期',
  resetPassword: '重置密码',
  bulkEnable: '批量启用',
  bulkDisable: '批量禁用',
  bulkRemove: '批量删除',
  bulkRecover: '批量恢复',
  bulkAssignRole: '分配角色',
  assignRoleHint: '所选用户将同时拥有这个角色，原有角色保留。',
  chooseRole: '选择角色',
  signOut: '强制下线',
  confirmSignOut: (name: string) =>
    `将用户「${name}」从所有会话中登出？该用户正在使用的设备须重新登录。`,
  signedOut: (name: string, ended: number) => `已将「${name}」登出（结束 ${ended} 个会话）`,
  roleAssigned: (role: string, done: number) => `已为 ${done} 个用户分配角色「${role}」`,
  selected: (count: number) => `已选 ${count} 项`,
  clearSelection: '取消选择',
  empty: '没有符合条件的用户',
  phoneInvalid: '请输入正确的手机号码',
  nameOrPhoneRequired: '请输入手机号码或用户名',
  emailInvalid: '邮箱格式不正确',
  passwordOnce: '新密码仅显示这一次，请复制后交给用户。用户下次登录时须修改密码。',
  passwordTitle: '新密码',
  copy: '复制',
  copied: '已复制',
  confirmRemove: (name: string) => `删除用户「${name}」？删除后可在回收站恢复。`,
  confirmReset: (name: string) =>
    `为用户「${name}」生成新的随机密码？原密码立即失效，该用户的会话全部结束。`,
  neverExpires: '永不过期',
  bulkDone: (done: number) => `已处理 ${done} 个用户`,
  exportList: '导出',
  importUsers: '导入',
  importTitle: '导入用户',
  importHint:
    '请使用导入模板填写：第 1 行为表头，每行一个用户；姓名、手机号码必填，部门、角色、标签可填多个名称，以“、”分隔。',
  downloadTemplate: '下载导入模板',
  pickFile: '选择文件',
  noFilePicked: '未选择文件',
  upload: '上传',
  importXlsxOnly: '请选择 .xlsx 格式的文件',
  importPickFirst: '请先选择文件',
  importSummary: (added: number, refused: number) => `已导入 ${added} 个用户，${refused} 行未导入`,
  importRow: '行号',
  importResult: '结果',
  importReason: '说明',
  importAdded: '已导入',
  importRefused: '未导入',
  importAgain: '继续导入',
} as const;

/** The filters with three choices (all, yes, no), in the order the toolbar shows them. */
export const TRI_STATE_FILTERS = {
  isEnable: { label: '状态', yes: '已启用', no: '已禁用' },
  lockedOut: { label: '锁定', yes: '已锁定', no: '未锁定' },
  online: { label: '在线', yes: '在线', no: '离线' },
  dormant: { label: '休眠', yes: '休眠', no: '未休眠' },
} as const;

/** A chip of the status column: its text and MUI colour. */
export interface UserStatusChip {
  text: string;
  tone: 'success' | 'default' | 'error' | 'warning' | 'info';
}

/** What the status column shows for a user, most important first. */
export function userStatusChips(user: UserSummary): UserStatusChip[] {
  const chips: UserStatusChip[] = [];
  // A deleted user is only that until recovered (the recycle bin's one state).
  if (user.isDeleted) chips.push({ text: '已删除', tone: 'error' });
  else if (user.isEnable) chips.push({ text: '已启用', tone: 'success' });
  else chips.push({ text: '已禁用', tone: 'default' });
  if (user.lockoutEnabled) chips.push({ text: '已锁定', tone: 'error' });
  if (user.dormancyed) chips.push({ text: '休眠', tone: 'warning' });
  if (user.expired) chips.push({ text: '已过期', tone: 'warning' });
  if (user.online) chips.push({ text: '在线', tone: 'info' });
  return chips;
}

/** The name a row and a dialog call a user by: the nickname, else the user name. */
export function userDisplayName(user: Pick<UserSummary, 'nickName' | 'userName'>): string {
  return user.nickName || user.userName;
}
