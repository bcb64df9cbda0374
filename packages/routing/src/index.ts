export {
  buildRouteTable,
  toPageRoute,
  homeRedirect,
  pageBasePath,
  normalizeUrl,
  isLoginRequired,
  DEFAULT_TAGS_MODE,
  PUBLIC_PAGE_URLS,
  BLANK_DEFAULT_SEGMENT,
} from './buildRouteTable.js';
export type { BuildRouteTableOptions } from './buildRouteTable.js';
export {
  ROUTING_STORAGE_KEYS,
  LOGIN_PATH,
  loginPath,
  readLoginParamsNumber,
  readHomePageUrl,
} from './routingStorage.js';
// Kept for callers that already import it from here (the api tests); the one definition is in
// @tessera/ports.
export { createMemoryStorage } from '@tessera/ports';
export { matchRoute, matchPath } from './matchRoute.js';
export { sameSitePath } from './sameSitePath.js';
export type { PageRoute, RootRedirect, RouteTable, RouteMatch } from './types.js';
export { routerMode } from './routerMode.js';
export type { RouterMode, RouterModeOptions } from './routerMode.js';
export {
  runtimeRoutes,
  PAGE_LOGIN_PATH,
  REDIRECTING_PATH,
  INDEX_PATH,
  PAGE_QUERY_PATH,
} from './runtimeRoutes.js';
export type { RuntimeRoute, SystemRouteName } from './runtimeRoutes.js';
