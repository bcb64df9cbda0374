import type { Filter } from '@tessera/filters';
import type { LocalActions } from './createLocalActions.js';
import type { SubmitActions } from './createSubmitActions.js';
import type { DataSourcesSnapshot } from './types.js';

/** Options of {@link DataSourceScheduler.refresh}. */
export interface RefreshOptions {
  /** Reload the sources that depend on this one too, each after its own predecessors. */
  cascade?: boolean;
}

/**
 * The data sources of a page (spec 1 §4): a subscribable store (CONVENTIONS §4) plus loading,
 * paging, load-more, local edits and submits. Fits `@tessera/events`' `DataSourcesPort`.
 */
export interface DataSourceScheduler extends LocalActions, SubmitActions {
  /** The current snapshot; the same object until something changes. */
  getSnapshot(): DataSourcesSnapshot;
  /** Calls `listener` after every change; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** spec 1 §4 dependency levels, per dsId. */
  readonly levels: ReadonlyMap<string, number>;
  /**
   * Loads every source (except isDefaultLoaded false), each as soon as its own predecessors are
   * done; then sets `allLoaded`. Never rejects: failures are recorded per source. A source with
   * `firstRows` counts as loaded with its first rows; its whole topN follows on its own.
   */
  load(): Promise<void>;
  /** Reloads one source, bypassing `dscache`, keeping its page and cursor. */
  refresh(dsId: string, options?: RefreshOptions): Promise<void>;
  /** Pages a list source: skip = (page − 1) × pageSize (default 25). */
  setPage(dsId: string, page: number, pageSize?: number): Promise<void>;
  /**
   * Load more (spec 1 §4 Card list): topN = 20 × counter. Answers false — and loads nothing —
   * when the loaded items reach the total, for flow-backed or non-list sources, and while the
   * source is loading. While a `firstRows` source's whole topN is on its way, waits for it
   * instead (answers true).
   */
  loadMore(dsId: string): Promise<boolean>;
  /** Replaces the end user's filters (a search box) and reloads from the first page. */
  setCustomerFilters(dsId: string, filters: readonly Filter[]): Promise<void>;
  /** Stops auto-refresh and drops the answers of loads still in flight. */
  dispose(): void;
}
