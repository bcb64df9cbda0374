/*
 * Service paths of the data platform: schemas, designer pages and sub-app settings
 * (spec 1 §7, spec 2 §7.4). Like {@link PATHS}, each entry has the server's Fastify `pattern`
 * and the client's `build`; a built path without a leading `/` goes under
 * `{baseUrl}{API_PREFIX}`, one with a leading `/` is absolute from the base URL's origin.
 */

function seg(value: string): string {
  return encodeURIComponent(value);
}

/** `{appId}/{subAppId}/designer/{appType}` — the designer path of one sub-app. */
function designer(p: { appId: string; subAppId: string; appType: string }): string {
  return `${seg(p.appId)}/${seg(p.subAppId)}/designer/${seg(p.appType)}`;
}

function query(params: Record<string, string | number | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${seg(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

type SubApp = { appId: string; subAppId: string };
type Designer = SubApp & { appType: string };

/** Schema calls (spec 2 §7.4). */
export const SCHEMA_PATHS = {
  /** GET {app}/schemas?currentIndex&pageSize&schemaName&schemaType&order. */
  schemas: {
    pattern: '/api/:appId/schemas',
    build: (appId: string, q: Record<string, string | number | undefined> = {}) =>
      `${seg(appId)}/schemas${query(q)}`,
  },
  /** GET {app}/schemas/{name}. */
  schema: {
    pattern: '/api/:appId/schemas/:name',
    build: (appId: string, name: string) => `${seg(appId)}/schemas/${seg(name)}`,
  },
  /** GET {app}/SchemaDetailsDtos/{names} — names joined with commas. */
  schemaDetails: {
    pattern: '/api/:appId/SchemaDetailsDtos/:names',
    build: (appId: string, names: readonly string[]) =>
      `${seg(appId)}/SchemaDetailsDtos/${seg(names.join(','))}`,
  },
  /** GET schemas/autoserialnoinitialvalue?app&schemaname&fieldname&type(&value). */
  autoSerialNo: {
    pattern: '/api/schemas/autoserialnoinitialvalue',
    build: (p: {
      app: string;
      schemaname: string;
      fieldname: string;
      type: 1 | 2;
      value?: number;
    }) => `schemas/autoserialnoinitialvalue${query(p)}`,
  },
  /** GET schemareference/list?schemaIdOrName&app. */
  schemaReferences: {
    pattern: '/api/schemareference/list',
    build: (app: string, schemaIdOrName: string) =>
      `schemareference/list${query({ schemaIdOrName, app })}`,
  },
} as const;

/** Designer page calls (spec 1 §7 "Settings and page calls"). */
export const PAGE_PATHS = {
  /** GET {appId}/{subAppId}/designer/{appType}/pages. */
  pages: {
    pattern: '/api/:appId/:subAppId/designer/:appType/pages',
    build: (p: Designer) => `${designer(p)}/pages`,
  },
  /** GET {appId}/designer/putongpages — the ordinary pages of every sub-app. */
  putongPages: {
    pattern: '/api/:appId/designer/putongpages',
    build: (appId: string) => `${seg(appId)}/designer/putongpages`,
  },
  /** GET .../pages/{pageId} — GetPageData. */
  page: {
    pattern: '/api/:appId/:subAppId/designer/:appType/pages/:pageId',
    build: (p: Designer & { pageId: string }) => `${designer(p)}/pages/${seg(p.pageId)}`,
  },
  /** GET .../pageparameters/{pageId}/{envType}. */
  pageParameters: {
    pattern: '/api/:appId/:subAppId/designer/:appType/pageparameters/:pageId/:envType',
    build: (p: Designer & { pageId: string; envType: string }) =>
      `${designer(p)}/pageparameters/${seg(p.pageId)}/${seg(p.envType)}`,
  },
  /** GET .../devfirstpage. */
  devFirstPage: {
    pattern: '/api/:appId/:subAppId/designer/:appType/devfirstpage',
    build: (p: Designer) => `${designer(p)}/devfirstpage`,
  },
  /** GET {appId}/designer/{appType}/pages/content?pageTitle&currentPage&pageSize. */
  pagesContent: {
    pattern: '/api/:appId/designer/:appType/pages/content',
    build: (
      p: { appId: string; appType: string },
      q: { pageTitle?: string; currentPage?: number; pageSize?: number } = {},
    ) => `${seg(p.appId)}/designer/${seg(p.appType)}/pages/content${query(q)}`,
  },
  /** POST .../savepage — SavePage(pageId, version, data, dataSource). */
  savePage: {
    pattern: '/api/:appId/:subAppId/designer/:appType/savepage',
    build: (p: Designer) => `${designer(p)}/savepage`,
  },
} as const;

/** Sub-app settings calls (spec 2 §7.4). */
export const SUB_APP_PATHS = {
  /** POST {app}/{subapp}/changeTheme/{theme}. */
  changeTheme: {
    pattern: '/api/:appId/:subAppId/changeTheme/:theme',
    build: (p: SubApp & { theme: string }) =>
      `${seg(p.appId)}/${seg(p.subAppId)}/changeTheme/${seg(p.theme)}`,
  },
  /** GET {app}/{subapp}/getglobalnav. */
  getGlobalNav: {
    pattern: '/api/:appId/:subAppId/getglobalnav',
    build: (p: SubApp) => `${seg(p.appId)}/${seg(p.subAppId)}/getglobalnav`,
  },
  /** POST {app}/{subapp}/setglobalnav (Color, TitleColor, FaviconUrl). */
  setGlobalNav: {
    pattern: '/api/:appId/:subAppId/setglobalnav',
    build: (p: SubApp) => `${seg(p.appId)}/${seg(p.subAppId)}/setglobalnav`,
  },
  /** GET {app}/{subapp}/getsubappvarsjson. */
  getVarsJson: {
    pattern: '/api/:appId/:subAppId/getsubappvarsjson',
    build: (p: SubApp) => `${seg(p.appId)}/${seg(p.subAppId)}/getsubappvarsjson`,
  },
  /** POST {app}/{subapp}/updatesubappvarsjson (SubAppVarsJson, AppId, SubAppId). */
  updateVarsJson: {
    pattern: '/api/:appId/:subAppId/updatesubappvarsjson',
    build: (p: SubApp) => `${seg(p.appId)}/${seg(p.subAppId)}/updatesubappvarsjson`,
  },
  /** GET getsubappPageConfigjson?app&subapp. */
  getPageConfigJson: {
    pattern: '/api/getsubappPageConfigjson',
    build: (p: SubApp) => `getsubappPageConfigjson${query({ app: p.appId, subapp: p.subAppId })}`,
  },
  /** POST updatesubappPageConfigjson?app&subapp (SubAppPageConfigJson). */
  updatePageConfigJson: {
    pattern: '/api/updatesubappPageConfigjson',
    build: (p: SubApp) =>
      `updatesubappPageConfigjson${query({ app: p.appId, subapp: p.subAppId })}`,
  },
  /** GET {appId}/getsilenceloginswitch?subapp={subAppId}. */
  silenceLoginSwitch: {
    pattern: '/api/:appId/getsilenceloginswitch',
    build: (p: SubApp) => `${seg(p.appId)}/getsilenceloginswitch${query({ subapp: p.subAppId })}`,
  },
  /** GET {app}/subapp/list. */
  subAppList: {
    pattern: '/api/:appId/subapp/list',
    build: (appId: string) => `${seg(appId)}/subapp/list`,
  },
  /** GET {app}/subapp/detail/?subAppId. */
  subAppDetail: {
    pattern: '/api/:appId/subapp/detail/',
    build: (p: SubApp) => `${seg(p.appId)}/subapp/detail/${query({ subAppId: p.subAppId })}`,
  },
} as const;
