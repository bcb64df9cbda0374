export { RSP_CD, ok, fail, isEnvelope } from './envelope.js';
export type { Envelope, RspCd } from './envelope.js';
export { HEADERS, XSRF_COOKIE, STORAGE_KEYS } from './headers.js';
export type { HeaderName } from './headers.js';
export {
  CLIENT_VERSION,
  EMPTY_GUID,
  SUB_APP_TYPES,
  ENV_TYPES,
  SETTINGS_CACHE_MS,
  PAGING,
  DEFAULT_THEME,
  DEFAULT_LIST_TITLE,
} from './constants.js';
export type { SubAppType, EnvType } from './constants.js';
export { API_PREFIX, PATHS } from './paths.js';
export type {
  Settings,
  PageDefinition,
  PageParameter,
  Control,
  GridLayoutBox,
  DataSourceDefinition,
  DataSourceUsage,
  PageJsonData,
  ContentItem,
  ContentsWithTotal,
} from './types.js';
