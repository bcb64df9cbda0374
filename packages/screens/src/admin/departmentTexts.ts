/**
 * The Departments screen's texts. 所有部门 is spec 2 §3/§9 verbatim (the server's tree answers it
 * too); the refusals of a delete or move are the server's and shown as it words them; the other
 * labels are ours (the spec names the calls, not their labels).
 */
export const DEPARTMENT_TEXTS = {
  title: '部门管理',
  allDepartments: '所有部门',
  departments: '部门',
  add: '新增部门',
  addChild: '新增下级部门',
  edit: '编辑部门',
  rename: '重命名',
  remove: '删除',
  label: '部门名称',
  parent: '上级部门',
  supervisor: '部门主管',
  noSupervisor: '未设置',
  chooseSupervisor: '搜索姓名 / 用户名 / 手机号',
  hidden: '隐藏',
  disabled: '已停用',
  save: '保存',
  cancel: '取消',
  members: '部门成员',
  noMembers: '该部门还没有成员',
  chooseDepartment: '在左侧选择一个部门，查看它的主管和成员',
  dragHint: '拖动部门可调整顺序，拖到另一个部门上可移到它的下级',
  labelRequired: '请输入部门名称',
  labelTooLong: '部门名称最多 64 个字符',
  confirmRemove: (label: string) => `删除部门「${label}」？删除后不能恢复。`,
  added: (label: string) => `已新增部门「${label}」`,
  saved: (label: string) => `已保存部门「${label}」`,
  removed: (label: string) => `已删除部门「${label}」`,
  moved: (label: string) => `已移动部门「${label}」`,
  memberCount: (count: number) => `共 ${count} 人`,
} as const;
