import { PAGING } from '@tessera/protocol';
import type { DataSourceUsage } from '@tessera/protocol';
import type { DataSourceConfig, DataSourceKind } from './types.js';

/** The paging and timing constants of spec 1 §9 that the scheduler applies. */
export const DATA_SOURCE_DEFAULTS = Object.freeze({
  /** spec 1 §9: list default page size 25. */
  listPageSize: PAGING.listPageSize,
  /** spec 1 §9: non-list sources fetch 1. */
  nonListTop: PAGING.nonListTop,
  /** spec 1 §9: data source topN default 20. */
  topN: PAGING.defaultTopN,
  /** spec 1 §4 / §9: load more requests topN = 20 × counter. */
  loadMoreStep: PAGING.loadMoreStep,
  /** spec 1 §9: default order field created, ascending. */
  orderField: 'created',
  ascending: true,
  /** spec 1 §4: a concurrent request for a schema being loaded waits 200 ms and retries. */
  schemaRetryMs: 200,
  /** spec 2 §7.4: a schema is cached in session storage while under 4608 in size. */
  schemaCacheLimit: 4608,
});

/** Whether the source's usages contain `usage` (spec 1 §3 Data source usages). */
export function hasUsage(config: DataSourceConfig, usage: DataSourceUsage): boolean {
  return Array.isArray(config.usages) && config.usages.includes(usage);
}

/**
 * Where a source's content comes from. A model id wins over a data flow, a data flow over a
 * schema (a designer who bound a flow or a model means it; the schema then only names fields).
 *
 * @throws {Error} when the source names none of them.
 */
export function dataSourceKind(config: DataSourceConfig): DataSourceKind {
  if (config.modelId) return config.modelType === 'OLAP' ? 'olapModel' : 'apiModel';
  if (config.dataFlowName) return 'dataFlow';
  if (config.schemaName) return 'schema';
  throw new Error(`Data source "${config.dsId}" names no schema, data flow or model`);
}

/** Whether a source is a list (usage `list`): it pages; other sources fetch one item. */
export function isListSource(config: DataSourceConfig): boolean {
  return hasUsage(config, 'list');
}

/**
 * Sources that only add records (usage `add` without `list` or `edit`) ask the server for
 * nothing: they start empty, in adding mode.
 */
export function isAddOnlySource(config: DataSourceConfig): boolean {
  return hasUsage(config, 'add') && !hasUsage(config, 'list') && !hasUsage(config, 'edit');
}
