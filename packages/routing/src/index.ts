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
  createMemoryStorage,
} from './routingStorage.js';
export type { MemoryStorage } from './routingStorage.js';
export { matchRoute, matchPath } from './matchRoute.js';
export type { StoragePort, PageRoute, RootRedirect, RouteTable, RouteMatch } from './types.js';
