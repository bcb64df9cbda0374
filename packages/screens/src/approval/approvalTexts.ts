import { FORM_FIELD_MESSAGES } from '@tessera/validation';
import type { WireProcessStatus, WireStepOperation } from '@tessera/protocol';
import type { ApprovalListType } from '@tessera/widgets';

export type { ApprovalListType };

/**
 * The texts of the approval and form pages (spec 2 §2.12, §5, §8 verbatim; the rest marked
 * "ours"). Both the mobile (antd-mobile) and the Pc (MUI) pages show these.
 */
export const APPROVAL_TEXTS = {
  // spec 2 §8 / §5, verbatim.
  submitted: '提交成功',
  submitFailed: '提交失败',
  approved: '审批成功!',
  noWorkflow: '未获取到审批流程！',
  departmentFailed: '用户部门信息获取失败',
  saveFailed: '保存失败！',
  rejectComment: FORM_FIELD_MESSAGES.rejectComment,
  // Ours: each task action's own result (spec 2 §8 words only 审批成功!, kept for 同意).
  rejected: '已驳回',
  returned: '已退回',
  transferred: (userName: string) => (userName ? `已转办给 ${userName}` : '已转办'),
  signAdded: '已加签',
  // Ours.
  startTitle: '发起审批',
  detailTitle: '审批详情',
  formDetailTitle: '表单详情',
  listTitle: '审批',
  chooserEmpty: '暂无可发起的审批',
  applicant: '申请人',
  department: '所在部门',
  chooseDepartment: '请选择部门',
  submit: '提交',
  save: '保存',
  saved: '保存成功',
  comment: '审批意见',
  commentPlaceholder: '请输入审批意见',
  pass: '同意',
  notPass: '驳回',
  back: '退回',
  transfer: '转办',
  addSign: '加签',
  cc: '抄送',
  withdraw: '撤回',
  cancel: '撤销',
  urge: '催办',
  confirm: '确定',
  cancelDialog: '取消',
  backTarget: '退回到',
  backToApplicant: '申请人',
  transferTo: '转办给',
  signUsers: '加签人员',
  signBefore: '在我之前',
  signAfter: '在我之后',
  ccUsers: '抄送人员',
  chooseUser: '请选择人员',
  chooseStep: '请选择退回步骤',
  searchUser: '搜索姓名',
  done: '操作成功',
  urged: '已催办',
  withdrawConfirm: '确定撤回该申请吗？',
  cancelConfirm: '确定撤销该申请吗？',
  timeline: '审批记录',
  formSection: '表单信息',
  currentStep: '当前节点',
  approvers: '审批人',
  startedAt: '提交时间',
  finishedAt: '完成时间',
  spent: '耗时',
  loadFailed: '加载失败',
  retry: '重试',
  notFound: '审批不存在或无权查看',
  empty: '暂无数据',
  selectPlaceholder: '请选择',
  inputPlaceholder: '请输入',
  datePlaceholder: '请选择日期',
  allStatuses: '全部',
  refresh: '刷新',
  urgedTag: '催办',
  unread: '未读',
  applied: '发起申请',
  resubmitted: '重新提交',
  myTask: '我的待办',
} as const;

/** The list tabs (ours): my applications, my todo, copied to me, done. */
export const APPROVAL_LIST_TABS = {
  apply: '我的申请',
  todo: '待办',
  cc: '抄送我的',
  done: '已办',
} as const satisfies Readonly<Record<ApprovalListType, string>>;

/** The status texts of an instance: protocol's, shared with the server's notifications. */
export { PROCESS_STATUS_TEXTS, processStatusText } from '@tessera/protocol';

/** A status's colour family (both UI kits map it to their own palette). */
export const PROCESS_STATUS_TONES: Readonly<
  Record<WireProcessStatus, 'primary' | 'warning' | 'success' | 'danger' | 'default'>
> = {
  running: 'primary',
  returned: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'default',
  cancelled: 'default',
};

/** The text of a step operation's button (and of its record in the timeline). */
export const OPERATION_TEXTS: Readonly<Record<WireStepOperation, string>> = {
  PASS: APPROVAL_TEXTS.pass,
  NOT_PASS: APPROVAL_TEXTS.notPass,
  BACK: APPROVAL_TEXTS.back,
  TRANSFER: APPROVAL_TEXTS.transfer,
  ADD_SIGN: APPROVAL_TEXTS.addSign,
  CC: APPROVAL_TEXTS.cc,
  WITHDRAW: APPROVAL_TEXTS.withdraw,
  CANCEL: APPROVAL_TEXTS.cancel,
  URGE: APPROVAL_TEXTS.urge,
};
