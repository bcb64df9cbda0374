export { getSettings, SettingsError } from './getSettings.js';
export type { GetSettingsInput } from './getSettings.js';
export { createSettingsCache } from './createSettingsCache.js';
export type { SettingsCache, SettingsCacheOptions } from './createSettingsCache.js';
export { getPageRouters } from './getPageRouters.js';
export type { GetPageRoutersInput } from './getPageRouters.js';
export { getJsonPageData } from './getJsonPageData.js';
export type { GetJsonPageDataInput } from './getJsonPageData.js';
export {
  queryContentsWithTotal,
  buildContentsQuery,
  contentsQueryName,
  CONTENT_ITEM_FIELDS,
} from './queryContentsWithTotal.js';
export type { QueryContentsInput, GraphqlRequest } from './queryContentsWithTotal.js';
