/**
 * Texts of the session chrome (user menu, countdown, /login). Spec 1 gives none of them except
 * where noted; spec 1 §4 names the countdown warning but not its words.
 */
export const SESSION_TEXTS = {
  /** The mobile user menu's entries to the approval pages (the account portal's words). */
  myApprovals: '我的审批',
  startApproval: '发起审批',
  /** The user menu's sign-out entry. */
  signOut: '退出登录',
  /** The app bar's sign-in button for an anonymous visitor. */
  signIn: '登录',
  /** The user menu button's accessible name. */
  userMenu: '用户菜单',
  /** /login while it waits to go to the identity server. */
  loginTitle: '登录',
  loginRedirecting: '正在前往登录页…',
  loginNow: '立即登录',
  /** spec 1 §4 countdown warning (under 60 s left). */
  countdownTitle: '会话即将过期',
  countdown: (seconds: number) => `${seconds} 秒后将自动退出登录，请继续操作以保持登录。`,
  keepSignedIn: '继续使用',
} as const;
