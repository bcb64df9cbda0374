import { Type, type Static } from 'typebox';
import { SUB_APP_TYPES, type SubAppType } from './constants.js';
import type { Control, DataSourceDefinition } from './types.js';

/*
 * Wire types of the designer page and sub-app calls (spec 1 §7 "Settings and page calls",
 * spec 2 §7.4). The README section "Pages and sub-apps" describes the calls.
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** One page parameter as the designer's calls answer it (spec 2 §2.2). */
export const PageParameterSchema = Type.Object({ name: Type.String(), default: NullableString });

/** One page in the designer's lists (designer pages, putongpages, pages/content, devfirstpage). */
export const PageSummarySchema = Type.Object({
  pageId: Type.String(),
  subAppId: Type.String(),
  subAppType: Type.Enum(SUB_APP_TYPES),
  name: Type.String(),
  url: NullableString,
  title: Type.String(),
  pageType: Type.String(),
  /** spec 1 §1 theme (theme1..theme6); '' = the default theme (ChangeTheme). */
  styleName: Type.String(),
  /** The master page (all zeros = none). */
  templateId: Type.String(),
  isHomePage: Type.Boolean(),
  tagsMode: NullableString,
  parameters: Type.Array(PageParameterSchema),
  /** The latest saved version (what Design and Preview show). */
  version: Type.Integer({ minimum: 1 }),
  /** The version the Runtime serves; `null` while the page was never published (未发布). */
  publishedVersion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  created: Type.String(),
  lastModified: Type.String(),
});
export type PageSummary = Static<typeof PageSummarySchema>;

/** pages/content: the total of matching pages and one page of them. */
export const PageSummaryListSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  items: Type.Array(PageSummarySchema),
});

/** spec 1 §3 Control permission set. */
export const ControlPermissionSetSchema = Type.Object({
  controlId: Type.String(),
  controlMode: Type.String(),
  enablePermission: Type.Boolean(),
  operationPermissionList: Type.Array(Type.Object({ operId: Type.String() })),
});
export type ControlPermissionSet = Static<typeof ControlPermissionSetSchema>;

/** A page structure: its controls, each at least an id and a type (spec 1 §3 Control). */
const PageStructureSchema = Type.Unsafe<{ controls: Control[] }>(
  Type.Object({
    controls: Type.Array(Type.Object({ id: Type.String(), typeName: Type.String() })),
  }),
);

/** A page's data sources, each at least its id (spec 1 §3 Data source). */
const PageDataSourcesSchema = Type.Unsafe<DataSourceDefinition[]>(
  Type.Array(Type.Object({ dsId: Type.String() })),
);

/**
 * spec 1 §3 Page, as answered by GET .../designer/{appType}/pages/{pageId} (GetPageData):
 * `pageData` and `pageDataSource` parsed, the template's own data when `templateId` names a page.
 */
export const PageDetailsSchema = Type.Object({
  pageId: Type.String(),
  title: Type.String(),
  seoTitle: Type.String(),
  pageType: Type.String(),
  styleName: Type.String(),
  templateId: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  pageData: PageStructureSchema,
  pageDataSource: PageDataSourcesSchema,
  templateDataSource: Type.Union([PageDataSourcesSchema, Type.Null()]),
  templatePageData: Type.Union([PageStructureSchema, Type.Null()]),
  controlPermissionSetList: Type.Array(ControlPermissionSetSchema),
  /** Schema names the page's data sources read. */
  schemas: Type.Array(Type.String()),
  /** Data-flow names the page's data sources run. */
  dataflows: Type.Array(Type.String()),
  error: NullableString,
});
export type PageDetails = Static<typeof PageDetailsSchema>;

/** spec 1 §7 SavePage: `data` and `dataSource` travel as JSON text. */
export interface SavePageInput {
  pageId: string;
  /** The version the designer loaded; a stale one is refused with 40900. */
  version: number;
  data: string;
  dataSource: string;
}

/** Answer of SavePage: the page's new version. */
export const SavePageResultSchema = Type.Object({
  pageId: Type.String(),
  version: Type.Integer({ minimum: 1 }),
});
export type SavePageResult = Static<typeof SavePageResultSchema>;

/** One saved version of a page in its history (GET .../pages/{pageId}/versions, newest first). */
export const PageVersionSummarySchema = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  /** Display name of who saved it (nickname, else user name); `null` for seeded versions. */
  savedBy: NullableString,
  /** ISO 8601 time of the save. */
  savedAt: Type.String(),
  /** True for the version the Runtime serves. */
  published: Type.Boolean(),
});
export type PageVersionSummary = Static<typeof PageVersionSummarySchema>;

/** One version's content (GET .../pages/{pageId}/versions/{version}), for preview and restore. */
export const PageVersionSchema = Type.Object({
  pageId: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  pageData: PageStructureSchema,
  pageDataSource: PageDataSourcesSchema,
});
export type PageVersion = Static<typeof PageVersionSchema>;

/** Body of publish: the saved version the Runtime serves from now on. */
export const PublishPageInputSchema = Type.Object({ version: Type.Integer({ minimum: 1 }) });
export type PublishPageInput = Static<typeof PublishPageInputSchema>;

/** Answer of publish. */
export const PublishPageResultSchema = Type.Object({
  pageId: Type.String(),
  publishedVersion: Type.Integer({ minimum: 1 }),
});
export type PublishPageResult = Static<typeof PublishPageResultSchema>;

/**
 * Body of restore: `version` is the version whose content becomes a new version, `baseVersion`
 * the latest version the designer loaded (a stale one is refused with 40900, as SavePage).
 */
export const RestorePageInputSchema = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  baseVersion: Type.Integer({ minimum: 1 }),
});
export type RestorePageInput = Static<typeof RestorePageInputSchema>;

/**
 * Body of creating a page. `url` starts with `/` (left out or `null`: the page's route is
 * `/page/{name}`); `templatePageId` names a page of the same sub-app whose content the new page
 * starts from; `pageType` defaults to that page's, else `Page`.
 */
export const CreatePageInputSchema = Type.Object({
  title: Type.String(),
  url: Type.Optional(NullableString),
  pageType: Type.Optional(Type.String()),
  templatePageId: Type.Optional(Type.String()),
  parameters: Type.Optional(Type.Array(PageParameterSchema)),
});
export type CreatePageInput = Static<typeof CreatePageInputSchema>;

/**
 * Body of changing a page's settings: only the members sent change (`url: null` clears it;
 * `templateId: null` or all zeros: no master page).
 */
export const UpdatePageInputSchema = Type.Object({
  title: Type.Optional(Type.String()),
  url: Type.Optional(NullableString),
  pageType: Type.Optional(Type.String()),
  parameters: Type.Optional(Type.Array(PageParameterSchema)),
  templateId: Type.Optional(NullableString),
});
export type UpdatePageInput = Static<typeof UpdatePageInputSchema>;

/** Body of ChangeTheme: theme1..theme6, or '' for the default theme. */
export const ChangeThemeInputSchema = Type.Object({ styleName: Type.String() });
export type ChangeThemeInput = Static<typeof ChangeThemeInputSchema>;

/** Answer of deleting a page. */
export const DeletePageResultSchema = Type.Object({ pageId: Type.String() });
export type DeletePageResult = Static<typeof DeletePageResultSchema>;

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
