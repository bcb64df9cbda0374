import type { LoggerPort, StoragePort } from '@tessera/ports';
import type { Filter } from '@tessera/filters';
import { buildLoadRequest, createValueReader, pagingOf } from './buildLoadRequest.js';
import type { FilterValueResolver } from './buildLoadRequest.js';
import { computeLevels } from './computeLevels.js';
import { createAutoRefresh } from './createAutoRefresh.js';
import type { ContentChangedSubscribe } from './createAutoRefresh.js';
import { createDataSourceStore } from './createDataSourceStore.js';
import { createResultCache } from './createResultCache.js';
import type { SchemaLoader } from './createSchemaLoader.js';
import { createSubmitActions } from './createSubmitActions.js';
import { createLocalActions } from './createLocalActions.js';
import {
  DATA_SOURCE_DEFAULTS,
  dataSourceKind,
  hasUsage,
  isAddOnlySource,
  isListSource,
} from './dataSourceDefaults.js';
import { createItemRecipe, freezeLoadedItemsRecipe, setResultRecipe } from './sourceRecipes.js';
import { emptyResult, fixedFieldsOf } from './newEntry.js';
import { mergeUnsaved } from './internals/mergeUnsaved.js';
import { runInDependencyOrder, withDependents } from './internals/dependencyOrder.js';
import type { DataSourceSubmitter } from './submitTypes.js';
import type { DataSourceScheduler } from './dataSourceScheduler.js';
import type {
  DataSourceConfig,
  DataSourceField,
  DataSourceLoader,
  DataSourceResult,
} from './types.js';

/** Options of {@link createDataSourceScheduler}. */
export interface DataSourceSchedulerOptions {
  /** The page's data sources (spec 1 §3), e.g. the page JSON's `pageDataSource`. */
  dataSources: readonly DataSourceConfig[];
  /** Loads one page of a source; `createApiLoader({ client, appId })` in an app. */
  loader: DataSourceLoader;
  /** Sends content changes; `createApiSubmitter({ client, appId })` in an app. */
  submitter?: DataSourceSubmitter;
  /** Session storage: where `dscache` sources keep their answers (default: memory). */
  storage?: StoragePort;
  /** Loads schema fields for the new empty items of sources without `chooseFields`. */
  schemas?: SchemaLoader;
  /** contentChanged subscriptions for autoRefresh list sources (spec 1 §4). */
  subscribe?: ContentChangedSubscribe;
  /** Reads filter values bound to something other than a cursor (page variables, …). */
  resolveValue?: FilterValueResolver;
  /** Where load failures are logged (default: nowhere; the source's `error` has the text). */
  logger?: Pick<LoggerPort, 'error'>;
  /**
   * Waited for between a source's first rows and the request of its whole topN
   * (`DataSourceConfig.firstRows`); a browser app passes "after the next paint", so the first
   * screen is drawn before the long answer is asked for. Default: at once.
   */
  afterFirstRows?: () => Promise<void>;
}

/**
 * Creates the data-source scheduler and store of a page (spec 1 §4 Data sources). Levels are
 * computed at once — a cyclic dependency throws {@link DataSourceCycleError} — and `load()`
 * starts every source as soon as its own predecessors are done (no level-wide barrier), then
 * sets `allLoaded`.
 *
 * @example
 * ```ts
 * const scheduler = createDataSourceScheduler({
 *   dataSources: page.pageDataSource,
 *   loader: createApiLoader({ client, appId }),
 *   submitter: createApiSubmitter({ client, appId }),
 * });
 * const stop = scheduler.subscribe(() => render(scheduler.getSnapshot()));
 * await scheduler.load();
 * ```
 * @throws {DataSourceCycleError} for a cyclic dependency.
 */
export function createDataSourceScheduler(
  options: DataSourceSchedulerOptions,
): DataSourceScheduler {
  const graph = computeLevels(options.dataSources);
  const configs = new Map(options.dataSources.map((config) => [config.dsId, config]));
  const store = createDataSourceStore(options.dataSources, graph.levels);
  const cache = createResultCache(options.storage);
  const fields = new Map<string, readonly DataSourceField[]>();
  const sequence = new Map<string, number>();
  const loaded = new Set<string>();
  /** noTotal sources: whether the last answer filled its request (more may follow). */
  const lastPageFull = new Map<string, boolean>();
  /** Sources whose whole topN is still on its way after their first rows (`firstRows`). */
  const restOf = new Map<string, Promise<void>>();
  const reader = createValueReader(store.get, options.resolveValue);
  let disposed = false;

  function config(dsId: string): DataSourceConfig {
    const found = configs.get(dsId);
    if (!found) throw new Error(`Unknown data source "${dsId}"`);
    return found;
  }

  async function fieldsOf(source: DataSourceConfig): Promise<readonly DataSourceField[]> {
    const known = fields.get(source.dsId) ?? source.chooseFields;
    if (known) return known;
    if (!options.schemas || !source.schemaName) return [];
    try {
      const schema = await options.schemas.load(source.schemaName);
      fields.set(source.dsId, schema.fields);
      return schema.fields;
    } catch {
      return []; // without fields a new entry starts empty; the content still shows
    }
  }

  function fieldTypes(dsId: string): Record<string, string> {
    const list = fields.get(dsId) ?? config(dsId).chooseFields ?? [];
    return Object.fromEntries(list.map((field) => [field.name, field.fieldType]));
  }

  function fixedFields(source: DataSourceConfig): Record<string, unknown> {
    return fixedFieldsOf(source.fixedFilters, reader.filterValue);
  }

  /**
   * The rows a source asks for first (`firstRows`), or undefined when it asks for its whole
   * page at once: only a schema list in topN mode whose topN is larger, never a dscache source
   * (its cached answer would be the short one).
   */
  function firstRowsOf(source: DataSourceConfig): number | undefined {
    const firstRows = Math.trunc(source.firstRows ?? 0);
    if (firstRows <= 0 || !isListSource(source) || hasUsage(source, 'dscache')) return undefined;
    if (dataSourceKind(source) !== 'schema') return undefined;
    const state = store.get(source.dsId)!;
    if (state.pageSize !== null) return undefined;
    return pagingOf(source, state).top > firstRows ? firstRows : undefined;
  }

  /**
   * Loads a source's first rows, then — after `afterFirstRows` — its whole topN, which replaces
   * them (the same first rows and the rest). Resolves with the first rows in the store.
   */
  async function loadFirstRowsFirst(dsId: string, firstRows: number): Promise<void> {
    await loadSource(dsId, false, firstRows);
    const state = store.get(dsId)!;
    if (state.status !== 'loaded' || state.result.items.length >= state.result.total) return;
    const rest = (options.afterFirstRows?.() ?? Promise.resolve())
      .then(() => loadSource(dsId, true))
      .finally(() => restOf.delete(dsId));
    restOf.set(dsId, rest);
  }

  /**
   * Loads one source; never rejects (a failure is recorded on the source). `top` asks for fewer
   * rows than the source's paging would (its first rows).
   */
  async function loadSource(dsId: string, force = false, top?: number): Promise<void> {
    const source = config(dsId);
    if (disposed) return;
    const seq = (sequence.get(dsId) ?? 0) + 1;
    sequence.set(dsId, seq);
    const first = !loaded.has(dsId);
    store.update(dsId, (draft) => void (draft.status = 'loading'));
    try {
      let result: DataSourceResult;
      if (isAddOnlySource(source)) {
        result = emptyResult(await fieldsOf(source), fixedFields(source));
      } else {
        const state = store.get(dsId)!;
        const paged = buildLoadRequest(source, state, reader);
        const request = top === undefined ? paged : { ...paged, top };
        const useCache = hasUsage(source, 'dscache') && !force;
        const fieldsPromise = fieldsOf(source);
        let page = useCache ? cache.get(request) : undefined;
        if (page === undefined) {
          page = await options.loader(request);
          if (hasUsage(source, 'dscache')) cache.set(request, page);
        }
        lastPageFull.set(dsId, page.items.length >= request.top);
        const { newEmptyItem } = emptyResult(await fieldsPromise);
        result = {
          total: page.total,
          items: mergeUnsaved(store.get(dsId)!.result.items, page.items),
          countFields: page.countFields ?? null,
          groupFields: page.groupFields ?? null,
          newEmptyItem,
          fixedFields: fixedFields(source),
        };
      }
      if (sequence.get(dsId) !== seq) return; // a newer load of this source won
      loaded.add(dsId);
      store.update(dsId, (draft) => {
        setResultRecipe(
          draft,
          result,
          first ? { position: source.cursor ?? 0 } : { keepCursor: true },
        );
        if (first && source.isAddingData) createItemRecipe(draft);
        freezeLoadedItemsRecipe(draft);
        draft.status = 'loaded';
        draft.error = null;
      });
    } catch (error) {
      if (sequence.get(dsId) !== seq) return;
      const message = error instanceof Error ? error.message : String(error);
      options.logger?.error(`data source ${dsId} failed to load`, error);
      store.update(dsId, (draft) => {
        draft.status = 'error';
        draft.error = message;
      });
    }
  }

  const submit = createSubmitActions({ store, config, fieldTypes, submitter: options.submitter });
  const local = createLocalActions(store);
  let stopAutoRefresh: (() => void) | undefined;

  const scheduler: DataSourceScheduler = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    levels: graph.levels,
    async load() {
      store.setAllLoaded(false);
      await runInDependencyOrder(graph, new Set(configs.keys()), (dsId) => {
        const source = config(dsId);
        if (source.isDefaultLoaded === false) return undefined;
        const firstRows = firstRowsOf(source);
        return firstRows === undefined ? loadSource(dsId) : loadFirstRowsFirst(dsId, firstRows);
      });
      store.setAllLoaded(true);
    },
    refresh(dsId, refreshOptions = {}) {
      config(dsId);
      if (!refreshOptions.cascade) return loadSource(dsId, true);
      return runInDependencyOrder(graph, withDependents(graph, dsId), (next) =>
        loadSource(next, true),
      );
    },
    setPage(dsId, page, pageSize) {
      const source = config(dsId);
      if (!isListSource(source)) return Promise.resolve();
      store.update(dsId, (draft) => {
        draft.page = Math.max(1, Math.trunc(page));
        draft.pageSize =
          pageSize ?? draft.pageSize ?? source.pageSize ?? DATA_SOURCE_DEFAULTS.listPageSize;
        draft.loadMoreCounter = 1;
      });
      return loadSource(dsId, true);
    },
    async loadMore(dsId) {
      const source = config(dsId);
      // spec 1 §4: load more does nothing for flow-backed sources.
      if (!isListSource(source) || dataSourceKind(source) === 'dataFlow') return false;
      // The whole topN is on its way after the first rows: that is the next rows.
      const rest = restOf.get(dsId);
      if (rest) {
        await rest;
        return true;
      }
      const state = store.get(dsId)!;
      if (state.status === 'loading') return false;
      const saved = state.result.items.filter((item) => !item.__new).length;
      const more = hasUsage(source, 'noTotal')
        ? lastPageFull.get(dsId) !== false
        : saved < state.result.total;
      if (!more) return false; // spec 1 §4: stops when loaded items reach the total
      store.update(dsId, (draft) => {
        draft.pageSize = null;
        draft.page = 1;
        draft.loadMoreCounter += 1;
      });
      await loadSource(dsId, true);
      return true;
    },
    setCustomerFilters(dsId, filters: readonly Filter[]) {
      configs.set(dsId, { ...config(dsId), customerFilters: filters });
      store.update(dsId, (draft) => {
        draft.page = 1;
        draft.loadMoreCounter = 1;
      });
      return loadSource(dsId, true);
    },
    ...local,
    ...submit,
    dispose() {
      disposed = true;
      stopAutoRefresh?.();
      stopAutoRefresh = undefined;
      for (const dsId of configs.keys()) sequence.set(dsId, (sequence.get(dsId) ?? 0) + 1);
    },
  };
  if (options.subscribe) {
    stopAutoRefresh = createAutoRefresh({
      dataSources: options.dataSources,
      subscribe: options.subscribe,
      refresh: (dsId) => scheduler.refresh(dsId),
    });
  }
  return scheduler;
}
