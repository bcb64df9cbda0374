import type { DataSourceStatus } from '@tessera/datasources';

/** How a widget draws a bound source: not bound, still coming, failed, or showing what it holds. */
export type SourceView = 'unbound' | 'loading' | 'error' | 'ready';

/**
 * Reads the scheduler's status (the one `DataSourceStatus`, `@tessera/datasources`) as a view.
 * A bound source the scheduler does not know yet is loading (spec 1 §2: results are set after
 * the page data loads); `idle` (isDefaultLoaded false) shows what it holds.
 */
export function sourceView(
  dsId: string | undefined,
  status: DataSourceStatus | undefined,
): SourceView {
  if (!dsId) return 'unbound';
  switch (status) {
    case 'error':
      return 'error';
    case 'loaded':
    case 'idle':
      return 'ready';
    default:
      return 'loading';
  }
}
