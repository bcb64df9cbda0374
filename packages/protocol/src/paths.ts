/**
 * The service paths of the slice. Every path sits under `{baseUrl}{API_PREFIX}` (spec 2 §7.4);
 * one server hosts every service, so all base URLs in the settings point at its origin.
 *
 * Each entry has a `pattern` (the server's route, Fastify syntax) and a `build` function
 * (the client's URL), so the two cannot drift apart.
 */
export const API_PREFIX = '/api/';

function seg(value: string): string {
  return encodeURIComponent(value);
}

export const PATHS = {
  /** GET home/configuration?host= — settings for the host (spec 1 §7). */
  configuration: {
    pattern: '/api/home/configuration',
    build: (host: string) => `home/configuration?host=${seg(host)}`,
  },
  /** GET {appId}/{subAppId}/pagerouters/{appType}/{envType} — page definitions (spec 2 §2.2). */
  pageRouters: {
    pattern: '/api/:appId/:subAppId/pagerouters/:appType/:envType',
    build: (p: { appId: string; subAppId: string; appType: string; envType: string }) =>
      `${seg(p.appId)}/${seg(p.subAppId)}/pagerouters/${seg(p.appType)}/${seg(p.envType)}`,
  },
  /** GET {appId}/{subAppId}/designer/{appType}/jsonpagedata/{pageId}/{envType} — page JSON. */
  jsonPageData: {
    pattern: '/api/:appId/:subAppId/designer/:appType/jsonpagedata/:pageId/:envType',
    build: (p: {
      appId: string;
      subAppId: string;
      appType: string;
      pageId: string;
      envType: string;
    }) =>
      `${seg(p.appId)}/${seg(p.subAppId)}/designer/${seg(p.appType)}/jsonpagedata/${seg(p.pageId)}/${seg(p.envType)}`,
  },
  /** POST querygraphqls?app= — content GraphQL (spec 1 §7 Data calls). */
  queryGraphqls: {
    pattern: '/api/querygraphqls',
    build: (appId: string) => `querygraphqls?app=${seg(appId)}`,
  },
} as const;
