/** Texts of the system pages. The three titles are verbatim from spec 1 §2. */
export const SYSTEM_PAGE_TEXTS = {
  /** spec 1 §2 access-denied page. */
  deny: '您没有访问权限！',
  /** spec 1 §2 500 page. */
  error: '抱歉，页面访问出错',
  /** spec 1 §2 callback page. */
  callback: '登录成功，请稍后...',
  /** /callback that cannot complete, under 登录失败 (ours). */
  callbackFailedDetail: '登录链接已失效或不完整，请重新登录。',
  /** Pc deny page: the relogin link (spec 1 §2 names the link, not its text). */
  relogin: '重新登录',
  /** The deny page's back-to-home link (Pc) and button (mobile). */
  home: '返回首页',
  /** Mobile deny page: spec 1 §2 "mobile a back button" (the spec gives no text; ours). */
  back: '返回',
  /** A page whose JSON failed to load (ours). */
  loadFailed: '页面加载失败',
  /** 500 page: the link to /design. */
  toDesigner: '返回设计器',
  /** /design until the designer is built: the page's title and explanation. */
  /** A page whose JSON failed to load (not in the spec). */
  pageLoadFailed: '页面加载失败',
  reload: '重新加载',
  /** The page's loading spinner, for assistive technology. */
  loading: '加载中',
} as const;
