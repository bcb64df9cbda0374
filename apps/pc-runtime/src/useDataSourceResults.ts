import { useMemo, useSyncExternalStore } from 'react';
import type { DataSourceScheduler, DataSourceState } from '@tessera/datasources';
import type { DataSourceResult } from '@tessera/widgets';

/** The scheduler's snapshot as the widgets' data-source results, re-rendered on every change. */
export function useDataSourceResults(
  scheduler: DataSourceScheduler,
): Record<string, DataSourceResult> {
  const snapshot = useSyncExternalStore(scheduler.subscribe, scheduler.getSnapshot);
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(snapshot.sources).map(([dsId, source]) => [dsId, toWidgetResult(source)]),
      ),
    [snapshot],
  );
}

function toWidgetResult(source: DataSourceState): DataSourceResult {
  const { total, items } = source.result;
  if (source.status === 'error') {
    return { status: 'error', total, items, error: source.error ?? undefined };
  }
  // 'idle' is a source not loaded with the page (isDefaultLoaded false): show what it holds.
  const ready = source.status === 'loaded' || source.status === 'idle';
  return { status: ready ? 'ready' : 'loading', total, items };
}
