import type { EnvType, SubAppType } from './constants.js';

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
}

export type DataSourceUsage =
  'list' | 'edit' | 'add' | 'nodetails' | 'dscache' | 'desTransmit' | 'noTotal';

/** spec 1 §3 Page, as answered by jsonpagedata (pageData and pageDataSource parsed). */
export interface PageJsonData {
  pageId: string;
  title: string;
  pageType: string;
  version: number;
  templateId: string;
  pageData: { controls: Control[] };
  pageDataSource: DataSourceDefinition[];
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
