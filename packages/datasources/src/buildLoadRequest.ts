import { buildDataSourceFilter, buildFilterText, combineFilterTexts } from '@tessera/filters';
import type { Filter } from '@tessera/filters';
import { isCursorRef, readItemField } from './cursorRefs.js';
import { DATA_SOURCE_DEFAULTS, dataSourceKind, isListSource } from './dataSourceDefaults.js';
import type { DataSourceConfig, DataSourceState, LoadRequest } from './types.js';

/** The paging part of a source's state. */
export type PagingState = Pick<DataSourceState, 'page' | 'pageSize' | 'loadMoreCounter'>;

/** Reads a filter's value; the app's resolver for values bound to page variables and the like. */
export type FilterValueResolver = (filter: Filter) => unknown;

/**
 * `top` and `skip` of a source's next request (spec 1 §9 paging, §4 Card list load-more):
 * - a non-list source fetches 1 item (skip: its `skip`, default 0);
 * - a paged list fetches `pageSize` items from (page − 1) × pageSize;
 * - otherwise a list fetches its topN (default 20); after load-more the counter asks for
 *   20 × counter, never fewer than topN, from its `skip`.
 *
 * @example
 * pagingOf({ dsId: 'a', usages: ['list'] }, { page: 3, pageSize: 25, loadMoreCounter: 1 });
 * // { top: 25, skip: 50 }
 */
export function pagingOf(
  config: DataSourceConfig,
  paging: PagingState,
): { top: number; skip: number } {
  const baseSkip = Math.max(0, Math.trunc(config.skip ?? 0));
  if (!isListSource(config)) return { top: DATA_SOURCE_DEFAULTS.nonListTop, skip: baseSkip };
  if (paging.pageSize !== null) {
    const page = Math.max(1, Math.trunc(paging.page));
    return { top: paging.pageSize, skip: (page - 1) * paging.pageSize };
  }
  const topN =
    config.topN !== undefined && config.topN > 0
      ? Math.trunc(config.topN)
      : DATA_SOURCE_DEFAULTS.topN;
  if (paging.loadMoreCounter <= 1) return { top: topN, skip: baseSkip };
  return {
    top: Math.max(topN, DATA_SOURCE_DEFAULTS.loadMoreStep * paging.loadMoreCounter),
    skip: baseSkip,
  };
}

/**
 * A value reader for filters and parameters: a {@link CursorRef} reads the current item of the
 * named source from `getSource`; anything else goes to the app's resolver (default: the value
 * as designed).
 */
export function createValueReader(
  getSource: (dsId: string) => DataSourceState | undefined,
  resolve?: FilterValueResolver,
): { filterValue: FilterValueResolver; value: (value: unknown) => unknown } {
  function value(raw: unknown): unknown {
    if (!isCursorRef(raw)) return raw;
    const source = getSource(raw.dsId);
    if (source === undefined) return undefined;
    return readItemField(source.result.items[source.cursor.position], raw.fieldName);
  }
  return {
    value,
    filterValue: (filter) =>
      isCursorRef(filter.fieldValue)
        ? value(filter.fieldValue)
        : resolve
          ? resolve(filter)
          : filter.fieldValue,
  };
}

/**
 * Builds the request of a source's next load: kind, paging, order (default created ascending,
 * spec 1 §9), the filter texts through `@tessera/filters` and the resolved input parameters.
 *
 * For schema sources the aggregate filters are and-ed into the filter text (they test the
 * count_/sum_/avg_ fields the server computes); OLAP models receive them apart, as
 * `aggDataFilterExpression`.
 *
 * @throws {FilterError} for a malformed filter (from `@tessera/filters`).
 */
export function buildLoadRequest(
  config: DataSourceConfig,
  paging: PagingState,
  reader: ReturnType<typeof createValueReader>,
): LoadRequest {
  const kind = dataSourceKind(config);
  const options = { resolveValue: reader.filterValue };
  const main = buildDataSourceFilter(config, options);
  const aggregateFilter = buildFilterText(config.aggregateFilters, options);
  const parameters: Record<string, unknown> = {};
  for (const parameter of config.inputParemeter ?? []) {
    if (typeof parameter?.name !== 'string') continue;
    Object.defineProperty(parameters, parameter.name, {
      value: reader.value(parameter.value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return {
    config,
    kind,
    ...pagingOf(config, paging),
    orderfield: config.sortField || DATA_SOURCE_DEFAULTS.orderField,
    orderasc: config.ascending ?? DATA_SOURCE_DEFAULTS.ascending,
    filter: kind === 'schema' ? combineFilterTexts(main, aggregateFilter) : main,
    aggregateFilter,
    parameters,
  };
}
