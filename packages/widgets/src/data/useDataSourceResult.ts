import { useContext } from 'react';
import { DataSourceResultsContext, type DataSourceResult } from './DataSourceResultsProvider.js';

/**
 * The result of a bound source the provider knows nothing about yet. spec 1 §2: the page-data
 * loader initialises the results of all data sources after the page data has loaded, so "no
 * entry" means "not loaded yet". Frozen and shared, so its identity never changes.
 */
const NOT_YET_LOADED: DataSourceResult = Object.freeze({
  status: 'loading',
  total: 0,
  items: Object.freeze([]) as unknown as DataSourceResult['items'],
});

/**
 * Reads the result of one data source from the nearest {@link DataSourceResultsProvider}.
 *
 * - `dsId` missing or empty (the widget is not bound): `undefined`.
 * - bound, but the provider holds no entry for it: a `loading` result with no items.
 * - otherwise: the provider's entry.
 *
 * @param dsId - The data source id from the control's `bindInfo.dsId`.
 * @example
 * ```tsx
 * function Count({ control }: WidgetProps) {
 *   const result = useDataSourceResult(control.bindInfo?.dsId);
 *   return <span>{result?.status === 'ready' ? result.total : '…'}</span>;
 * }
 * ```
 */
export function useDataSourceResult(dsId: string | undefined): DataSourceResult | undefined {
  const results = useContext(DataSourceResultsContext);
  if (dsId === undefined || dsId === '') return undefined;
  // Own properties only, so a dsId such as "constructor" never reads the prototype.
  if (!Object.prototype.hasOwnProperty.call(results, dsId)) return NOT_YET_LOADED;
  return results[dsId];
}
