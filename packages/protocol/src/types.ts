import type { EnvType, SubAppType } from './constants.js';
import type { ControlPermissionSet } from './pageTypes.js';

/** spec 1 §3 Settings, as answered by GET home/configuration?host=. */
export interface Settings {
  designApiUrl: string;
  appId: string;
  subAppId: string;
  subAppType: SubAppType;
  appType: SubAppType;
  envType: EnvType;
  imageOssUrl: string;
  staticOssUrl: string;
  schemaUrl: string;
  accountUrl: string;
  identityUrl: string;
  designerUrl: string;
  gateWayApiUrl: string;
  GateWayMiniHost: string;
  schemaWsUrl: string;
  objectStorage: string;
  currentPublishVersion: string;
  thisSiteGraphqlBodyIsSecret: boolean;
  mediaUrl: string;
  accessKey: string;
  /**
   * spec 1 §3 "a secret key": signs `token` and `permissionsign` (protocol README "Signing").
   * Delivered to the browser, so it is an integrity key, not a credential.
   */
  secretKey: string;
  /** The server's RSA public key (PEM) for body encryption (protocol README "Body encryption"). */
  publicKey: string;
  workflowId: string;
  subAppName: string;
  /** spec 1 §3: "Error field shows its message." Present only when the host is misconfigured. */
  error?: string;
}

/** spec 2 §2.2 / §3 Page definition. */
export interface PageDefinition {
  pageId: string;
  name: string;
  url: string | null;
  title: string;
  tagsMode: string | null;
  isHomePage: boolean;
  parameters: PageParameter[];
}

export interface PageParameter {
  name: string;
  default: string | null;
}

/** spec 1 §3 Control (smart view): the part the runtime renders today. */
export interface Control {
  id: string;
  parentId: string | null;
  typeName: string;
  layout: GridLayoutBox;
  /**
   * Per-breakpoint boxes (spec 1 §9 breakpoints; widgets README "Grid"): the box used at that
   * breakpoint; a breakpoint without one uses `layout`, fitted to its columns.
   */
  layouts?: Partial<Record<GridBreakpoint, GridLayoutBox>>;
  /** spec 1 §3 Control animation: played on mount (direction Left, 500 ms, delay 10 ms, 1 cycle). */
  animation?: ControlAnimation;
  props: Record<string, unknown>;
  bindInfo?: { dsId?: string; [key: string]: unknown };
  cssData?: { pagination?: { pageSize?: number }; [key: string]: unknown };
  events?: unknown[];
}

/** spec 1 §3 Grid item (position and size in grid units). */
export interface GridLayoutBox {
  x: number;
  y: number;
  w: number;
  h: number;
  static?: boolean;
  minW?: number;
  minH?: number;
  maxW?: number;
  maxH?: number;
  /** spec 1 §3 Control layout: stacking order (default 1). */
  zIndex?: number;
  /** spec 1 §3 Control layout: `'fixed'` takes the control out of the grid flow. */
  position?: string;
  /** A fixed control drawn above everything (the fixed widget z-index of spec 1 §9). */
  forceFix?: boolean;
  /** Left offset in px of a fixed control (default: its grid position). */
  fx?: number;
  /** Top offset in px of a fixed control (default: its grid position). */
  fy?: number;
  /** spec 1 §3 Control layout: a container whose children use the flex grid (spec 1 §9). */
  isFlex?: boolean;
}

/** The grid breakpoints of spec 1 §9 (lg 1280, md 996, sm 768, xs 480, xxs 0). */
export type GridBreakpoint = 'lg' | 'md' | 'sm' | 'xs' | 'xxs';

/** spec 1 §3 Control animation (defaults: direction Left, time 500 ms, delay 10 ms, cycle 1). */
export interface ControlAnimation {
  /** Keyframes name, e.g. `fadeIn`, `slideIn`, `zoomIn`, `bounceIn`; empty = none. */
  name?: string;
  direction?: 'Left' | 'Right' | 'Up' | 'Down' | string;
  /** Duration in ms. */
  time?: number;
  /** Delay in ms. */
  delay?: number;
  /** Iteration count. */
  cycle?: number;
}

/** spec 1 §3 Data source: the fields the runtime reads; later issues add the rest. */
export interface DataSourceDefinition {
  dsId: string;
  name: string;
  schemaName: string | null;
  typeName: string;
  usages: DataSourceUsage[];
  topN?: number;
  skip?: number;
  sortField?: string;
  ascending?: boolean;
  preDataSourceIds?: string[];
  isDefaultLoaded?: boolean;
  /** A list source that reloads when its schema's content changes (DS-D4). */
  autoRefresh?: boolean;
}

export type DataSourceUsage =
  'list' | 'edit' | 'add' | 'nodetails' | 'dscache' | 'desTransmit' | 'noTotal';

/** spec 1 §3 Page variables: one declared variable of a page and its default value. */
export interface PageVariableDefinition {
  /** `Global` outlives the page (kept for the next pages); `CurPage` lives on its page. */
  range: 'Global' | 'CurPage';
  name: string;
  default?: unknown;
  pageId?: string;
}

/** spec 1 §3 Page, as answered by jsonpagedata (pageData and pageDataSource parsed). */
export interface PageJsonData {
  pageId: string;
  title: string;
  pageType: string;
  version: number;
  templateId: string;
  /**
   * The page's controls; `rtl` mirrors the grid (right-to-left), `isFlex` lays the root on the
   * flex grid (spec 1 §4 Grid, §9); `variables` declares the page variables and their defaults.
   */
  pageData: {
    controls: Control[];
    rtl?: boolean;
    isFlex?: boolean;
    variables?: PageVariableDefinition[];
  };
  pageDataSource: DataSourceDefinition[];
  /** spec 1 §1 theme (`theme1`..`theme6`); present when the page sets one. */
  styleName?: string;
  /** The master page's controls, present when `templateId` names a page (all zeros = none). */
  templatePageData?: { controls: Control[] } | null;
  /** The master page's data sources, loaded with the page's own (present with a master page). */
  templateDataSource?: DataSourceDefinition[] | null;
  /** spec 1 §3 Page controlPermissionSetList (§6 Visible and Available modes); present when set. */
  controlPermissionSetList?: ControlPermissionSet[];
}

/** spec 1 §3 Content item: each custom field is `{ iv: value }`. */
export interface ContentItem<TData extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  contentId: string;
  version: number;
  created: string;
  createdBy: string;
  lastModified: string;
  lastModifiedBy: string;
  status: string;
  data: { [K in keyof TData]: { iv: TData[K] } };
}

/** Answer of query{Schema}ContentsWithTotal. */
export interface ContentsWithTotal<
  TData extends Record<string, unknown> = Record<string, unknown>,
> {
  total: number;
  items: ContentItem<TData>[];
}

/** spec 1 §3 Token data: what a sign-in or a refresh answers, and what the client keeps. */
export interface TokenData {
  accessToken: string;
  refreshToken?: string | null;
  tokenType?: string;
  /**
   * Seconds. The session expires this long after the user's last click, key press or mouse move
   * (spec 1 §4); missing or 0 means no idle expiry.
   */
  expiresIn?: number;
  /** Keep the sign-in across browser restarts (the cookies get a lifetime). */
  isAutoLogin?: boolean;
  /** Lifetime in days of the auto-login cookies. */
  isAutoLoginDays?: number;
}
