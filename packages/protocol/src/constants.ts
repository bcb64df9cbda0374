/** spec 1 §9 / spec 2 §9: client version header value */
export const CLIENT_VERSION = 'v1.3.0307';

/** spec 1 §9: the all-zero GUID: anonymous user, default page id, root department. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** spec 1 §3 Settings: the two sub-app types. */
export const SUB_APP_TYPES = ['Pc', 'Mobile'] as const;
export type SubAppType = (typeof SUB_APP_TYPES)[number];

/** spec 1 §1: Design, Preview or runtime environments. */
export const ENV_TYPES = ['Design', 'Preview', 'Runtime'] as const;
export type EnvType = (typeof ENV_TYPES)[number];

/** spec 1 §9: settings cache lifetime (5 minutes). */
export const SETTINGS_CACHE_MS = 5 * 60 * 1000;

/** spec 1 §9 paging constants. */
export const PAGING = {
  listPageSize: 25,
  nonListTop: 1,
  defaultTopN: 20,
  loadMoreStep: 20,
  schemaPageSize: 100,
  contentTop: 1000,
  exportTop: 10_000_000,
} as const;

/** spec 1 §1: the themes theme1..theme6 (a page's `styleName`). */
export const THEME_NAMES = ['theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** spec 1 §1: default theme. */
export const DEFAULT_THEME: ThemeName = 'theme1';

/**
 * spec 1 §3 Page pageType: an ordinary page, or a master (template) page other pages take their
 * header, aside, footer and data sources from (`templateId`).
 */
export const PAGE_TYPES = ['Page', 'Template'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The page type of a master page. */
export const MASTER_PAGE_TYPE: PageType = 'Template';

/**
 * The `parentId` that puts a control into a layout region of its page (spec 1 §2 Layouts: header,
 * left aside, footer) instead of the main grid. Not a control: no control has such an id.
 */
export const LAYOUT_REGION_PARENT_IDS = {
  header: '@header',
  aside: '@aside',
  footer: '@footer',
} as const;

/** Whether a `parentId` names a layout region (see {@link LAYOUT_REGION_PARENT_IDS}). */
export function isLayoutRegionId(parentId: unknown): boolean {
  return Object.values(LAYOUT_REGION_PARENT_IDS).includes(parentId as never);
}

/** spec 1 §2: default list title. */
export const DEFAULT_LIST_TITLE = '文章列表';

/**
 * spec 1 §2: the fixed system routes of the runtimes — the sign-in page (after a concurrent
 * login, an idle expiry, a login guard), the access-denied page (after a 403 or a page without
 * permission), the 500 page, the designer, and the OIDC callback and silent-renew pages. Defined
 * here, the lowest layer, so the request client, the session manager, the route tables and the
 * system pages' links name the same paths.
 */
export const SYSTEM_PATHS = {
  home: '/',
  login: '/login',
  deny: '/deny',
  error: '/error',
  design: '/design',
  callback: '/callback',
  silent: '/silent',
} as const;

/** spec 1 §2: the sign-in route ({@link SYSTEM_PATHS}`.login`). */
export const LOGIN_PATH = SYSTEM_PATHS.login;

/** spec 1 §2: the access-denied route ({@link SYSTEM_PATHS}`.deny`). */
export const DENY_PATH = SYSTEM_PATHS.deny;
