export { createDataSourceScheduler } from './createDataSourceScheduler.js';
export { computeLevels } from './computeLevels.js';
export { DataSourceCycleError } from './DataSourceCycleError.js';
export { DataSourceLoadError } from './DataSourceLoadError.js';
export { createDataSourceStore, initialSourceState } from './createDataSourceStore.js';
export { createApiLoader } from './createApiLoader.js';
export { createApiSubmitter } from './createApiSubmitter.js';
export {
  createSchemaLoader,
  SCHEMA_PENDING_KEY,
  SCHEMA_CACHE_KEY_PREFIX,
} from './createSchemaLoader.js';
export { createResultCache, RESULT_CACHE_KEY_PREFIX } from './createResultCache.js';
export { createAutoRefresh, isAutoRefreshed } from './createAutoRefresh.js';
export { createContentChangedPort } from './createContentChangedPort.js';
export { buildLoadRequest, createValueReader, pagingOf } from './buildLoadRequest.js';
export { isCursorRef, readItemField, collectCursorRefs, predecessorsOf } from './cursorRefs.js';
export {
  DATA_SOURCE_DEFAULTS,
  dataSourceKind,
  hasUsage,
  isListSource,
  isAddOnlySource,
} from './dataSourceDefaults.js';
export { createNewEntry, emptyResult, fixedFieldsOf, NEW_ITEM_STATUS } from './newEntry.js';
export { normalizeRows, olapRows, rowToItem } from './normalizeRows.js';
export type { DataSourceSchedulerOptions } from './createDataSourceScheduler.js';
export type { DataSourceScheduler, RefreshOptions } from './dataSourceScheduler.js';
export type { DataSourceGraph } from './computeLevels.js';
export type { DataSourceStore } from './createDataSourceStore.js';
export type { ApiLoaderOptions } from './createApiLoader.js';
export type { ApiSubmitterOptions } from './createApiSubmitter.js';
export type { SchemaLoader, SchemaLoaderOptions, SchemaFields } from './createSchemaLoader.js';
export type { ResultCache } from './createResultCache.js';
export type { AutoRefreshOptions, ContentChangedSubscribe } from './createAutoRefresh.js';
export type { FilterValueResolver, PagingState } from './buildLoadRequest.js';
export type { LocalActions } from './createLocalActions.js';
export type { SubmitActions, SubmitOptions } from './createSubmitActions.js';
export type { DataSourceSubmitter, SubmitMutation, IncrementFieldMutation } from './submitTypes.js';
export type {
  Cursor,
  CursorRef,
  DataSourceConfig,
  DataSourceField,
  DataSourceItem,
  DataSourceKind,
  DataSourceLoader,
  DataSourceResult,
  DataSourceState,
  DataSourceStatus,
  DataSourcesSnapshot,
  InputParameter,
  LoadedPage,
  LoadRequest,
} from './types.js';
