import type { SubAppType } from './constants.js';
import type { Control, DataSourceDefinition, PageParameter } from './types.js';

/*
 * Wire types of the designer page and sub-app calls (spec 1 §7 "Settings and page calls",
 * spec 2 §7.4). The README section "Pages and sub-apps" describes the calls.
 */

/** One page in the designer's lists (designer pages, putongpages, pages/content). */
export interface PageSummary {
  pageId: string;
  subAppId: string;
  subAppType: SubAppType;
  name: string;
  url: string | null;
  title: string;
  pageType: string;
  isHomePage: boolean;
  tagsMode: string | null;
  parameters: PageParameter[];
  version: number;
  created: string;
  lastModified: string;
}

/** spec 1 §3 Control permission set. */
export interface ControlPermissionSet {
  controlId: string;
  controlMode: string;
  enablePermission: boolean;
  operationPermissionList: { operId: string }[];
}

/**
 * spec 1 §3 Page, as answered by GET .../designer/{appType}/pages/{pageId} (GetPageData):
 * `pageData` and `pageDataSource` parsed, the template's own data when `templateId` names a page.
 */
export interface PageDetails {
  pageId: string;
  title: string;
  seoTitle: string;
  pageType: string;
  styleName: string;
  templateId: string;
  version: number;
  pageData: { controls: Control[] };
  pageDataSource: DataSourceDefinition[];
  templateDataSource: DataSourceDefinition[] | null;
  templatePageData: { controls: Control[] } | null;
  controlPermissionSetList: ControlPermissionSet[];
  /** Schema names the page's data sources read. */
  schemas: string[];
  /** Data-flow names the page's data sources run. */
  dataflows: string[];
  error: string | null;
}

/** spec 1 §7 SavePage: `data` and `dataSource` travel as JSON text. */
export interface SavePageInput {
  pageId: string;
  /** The version the designer loaded; a stale one is refused with 40900. */
  version: number;
  data: string;
  dataSource: string;
}

/** Answer of SavePage: the page's new version. */
export interface SavePageResult {
  pageId: string;
  version: number;
}

/** spec 2 §3 Global nav (the spec's capitalised names). */
export interface GlobalNav {
  Color: string;
  TitleColor: string;
  FaviconUrl: string;
}

/** GET getsubappvarsjson: the stored JSON text, or null when never set. */
export interface SubAppVarsJson {
  SubAppVarsJson: string | null;
}

/** GET getsubappPageConfigjson: the stored JSON text, or null when never set. */
export interface SubAppPageConfigJson {
  SubAppPageConfigJson: string | null;
}

/** GET {app}/subapp/list and subapp/detail: one sub-app with its designer settings. */
export interface SubAppDetail {
  subAppId: string;
  appId: string;
  name: string;
  subAppType: SubAppType;
  theme: string;
  globalNav: GlobalNav;
  silenceLogin: boolean;
}
