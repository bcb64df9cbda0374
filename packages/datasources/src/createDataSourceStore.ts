import type { Draft } from 'immer';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import type { DataSourceConfig, DataSourceState, DataSourcesSnapshot } from './types.js';
import { emptyResult } from './newEntry.js';

/**
 * The store of a page's data sources: a zustand vanilla store with immer, so every change is a
 * recipe on a draft and the snapshot keeps its identity until something changes
 * (`useSyncExternalStore` needs exactly that, CONVENTIONS §4).
 */
export interface DataSourceStore {
  getSnapshot(): DataSourcesSnapshot;
  subscribe(listener: () => void): () => void;
  /** One source's state, or undefined for an unknown dsId. */
  get(dsId: string): DataSourceState | undefined;
  /**
   * Changes one source with an immer recipe and answers the recipe's result.
   *
   * @throws {Error} for an unknown dsId.
   */
  update<TResult>(dsId: string, recipe: (state: Draft<DataSourceState>) => TResult): TResult;
  /** Sets the all-loaded flag (spec 1 §4). */
  setAllLoaded(allLoaded: boolean): void;
}

/** The state of a source before its first load. */
export function initialSourceState(config: DataSourceConfig, level: number): DataSourceState {
  return {
    dsId: config.dsId,
    level,
    status: config.isDefaultLoaded === false ? 'idle' : 'waiting',
    result: emptyResult(config.chooseFields ?? []),
    cursor: { position: -1, dataId: '' },
    batchSelection: [],
    isAddingData: true,
    page: 1,
    pageSize: null,
    loadMoreCounter: 1,
    error: null,
  };
}

/**
 * Creates the store for the given sources and their levels.
 *
 * @example
 * const store = createDataSourceStore([{ dsId: 'a', schemaName: 'article' }], new Map([['a', 0]]));
 * store.update('a', (draft) => { draft.status = 'loading'; });
 */
export function createDataSourceStore(
  sources: readonly DataSourceConfig[],
  levels: ReadonlyMap<string, number>,
): DataSourceStore {
  const initial: DataSourcesSnapshot = {
    sources: Object.fromEntries(
      sources.map((config) => [
        config.dsId,
        initialSourceState(config, levels.get(config.dsId) ?? 0),
      ]),
    ),
    allLoaded: sources.length === 0,
  };
  const store = createStore<DataSourcesSnapshot>()(immer(() => initial));

  return {
    getSnapshot: () => store.getState(),
    subscribe: (listener) => store.subscribe(() => listener()),
    get: (dsId) =>
      Object.hasOwn(store.getState().sources, dsId) ? store.getState().sources[dsId] : undefined,
    update(dsId, recipe) {
      if (!Object.hasOwn(store.getState().sources, dsId))
        throw new Error(`Unknown data source "${dsId}"`);
      let answer: ReturnType<typeof recipe> | undefined;
      store.setState((draft) => {
        answer = recipe((draft.sources as Record<string, Draft<DataSourceState>>)[dsId]!);
      });
      return answer as ReturnType<typeof recipe>;
    },
    setAllLoaded(allLoaded) {
      if (store.getState().allLoaded === allLoaded) return;
      store.setState((draft) => {
        draft.allLoaded = allLoaded;
      });
    },
  };
}
