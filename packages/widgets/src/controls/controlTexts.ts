// The texts of the controls (spec 1 §2 Visible-range dialog, verbatim) and our own where the
// spec names none (README "Controls").

/** spec 1 §2 Visible-range dialog texts. */
export const VISIBLE_RANGE_TEXTS = Object.freeze({
  title: '可见范围',
  removeAll: '移除全部',
  search: '搜索',
  selectAll: '全选',
  cancel: '取消',
  confirm: '确定',
  loading: '数据加载中...',
  /** Ours: the selected count before 移除全部. */
  selectedCount: (count: number) => `已选择 ${count} 项`,
  /** Ours: an empty tree. */
  empty: '暂无数据',
  /** Ours: the control with nothing chosen. */
  nothingChosen: '未选择',
  /** Ours: the control's button. */
  choose: '选择可见范围',
  /** Ours: a failed load. */
  loadFailed: '数据加载失败',
});

/** Texts of the always-allowed controls (ours, spec 1 §2 names none). */
export const CONTROL_TEXTS = Object.freeze({
  login: '登录',
  logout: '退出登录',
  register: '注册',
  messagesTitle: '系统消息',
  messagesEmpty: '暂无消息',
  messagesAll: '查看全部',
  messagesSignIn: '登录后查看消息',
  permissionsTitle: '我的权限',
  permissionsEmpty: '暂无权限',
  permissionsSignIn: '登录后查看权限',
  tableEmpty: '暂无数据',
  tableLoading: '数据加载中...',
  rowsPerPage: '每页行数',
  /** The table's pages (ours). */
  firstPage: '第一页',
  lastPage: '最后一页',
  nextPage: '下一页',
  previousPage: '上一页',
  /** `{from}–{to} / 共 {count} 条`. */
  displayedRows: (from: number, to: number, count: number) => `${from}–${to} / 共 ${count} 条`,
  /** The Nav control's name when it has no title (ours). */
  nav: '导航',
  button: '按钮',
});

/**
 * The mobile visible-range picker (spec 1 §2 "mobile pickers … an All breadcrumb, search, cancel,
 * all, best match, clear selection"): 全部 is the breadcrumb's root; the other words are ours
 * where the dialog's (取消, 全选, 确定, 搜索) do not fit.
 */
export const VISIBLE_RANGE_PICKER_TEXTS = Object.freeze({
  all: '全部',
  bestMatch: '最佳匹配',
  clearSelection: '清空选择',
  /** The search found nothing (ours). */
  noMatch: '没有匹配的结果',
  /** A drill-down entry's way in (ours). */
  lower: '下级',
});
