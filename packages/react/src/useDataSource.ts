import { useCallback, useSyncExternalStore } from 'react';
import type { Cursor, DataSourceState, DataSourcesSnapshot } from '@tessera/datasources';
import { useTessera } from './TesseraContext.js';

const noSubscription = () => () => undefined;
const EMPTY_SOURCES: DataSourcesSnapshot['sources'] = Object.freeze({});

/**
 * Reads one value out of the page's data sources, re-rendering only when that value changes
 * (the scheduler's store keeps the identity of every unchanged part; `useSyncExternalStore`
 * compares with `Object.is`).
 */
function useSourcesSelector<TValue>(
  select: (sources: DataSourcesSnapshot['sources']) => TValue,
): TValue {
  const { scheduler } = useTessera();
  const subscribe = scheduler?.subscribe ?? noSubscription;
  const getSnapshot = useCallback(
    () => select(scheduler ? scheduler.getSnapshot().sources : EMPTY_SOURCES),
    [scheduler, select],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

function own<TValue>(record: Readonly<Record<string, TValue>>, key: string): TValue | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The state of one data source of the page (spec 1 §3 Data-source result plus status, cursor,
 * paging). Subscribes to that one source: a change of another source does not re-render the
 * caller. `undefined` when `dsId` is empty, unknown, or no page scheduler is provided.
 *
 * @example
 * ```tsx
 * const source = useDataSource(control.bindInfo?.dsId);
 * if (source?.status === 'loaded') return <span>{source.result.total}</span>;
 * ```
 */
export function useDataSource(dsId: string | null | undefined): DataSourceState | undefined {
  const select = useCallback(
    (sources: DataSourcesSnapshot['sources']) => (dsId ? own(sources, dsId) : undefined),
    [dsId],
  );
  return useSourcesSelector(select);
}

/** The cursor (current item position and data id) of one source; `undefined` as above. */
export function useCursor(dsId: string | null | undefined): Cursor | undefined {
  const select = useCallback(
    (sources: DataSourcesSnapshot['sources']) => (dsId ? own(sources, dsId)?.cursor : undefined),
    [dsId],
  );
  return useSourcesSelector(select);
}

const identity = (sources: DataSourcesSnapshot['sources']) => sources;

/**
 * Every source of the page by `dsId`; re-renders on any change. For a page-wide view (a
 * debugger, a loading bar); widgets read their own source with {@link useDataSource}.
 */
export function useDataSourceResults(): DataSourcesSnapshot['sources'] {
  return useSourcesSelector(identity);
}
