// The results of a page's data sources, as widgets read them (spec 1 §3 Data-source result,
// §4 Data sources). Deliberately small: the app fills it today; the data-source scheduler's
// store replaces the value later without the widgets changing.
import { createContext, type ReactNode } from 'react';
import type { ContentItem } from '@tessera/protocol';

/** Load state of one data source. */
export type DataSourceStatus = 'loading' | 'ready' | 'error';

/**
 * What a widget sees of one data source: its load state, the total the server reported
 * and the items loaded so far (spec 1 §3 Data-source result: total, items).
 */
export interface DataSourceResult {
  status: DataSourceStatus;
  /** Total number of matching items on the server; may exceed `items.length`. */
  total: number;
  items: ContentItem[];
  /** Human-readable message when `status` is `'error'`. */
  error?: string;
}

/** Results keyed by data source id (`dsId`). */
export type DataSourceResults = Readonly<Record<string, DataSourceResult>>;

/** @internal Shared with {@link useDataSourceResult}; not part of the public API. */
export const DataSourceResultsContext = createContext<DataSourceResults>({});

/** Props of {@link DataSourceResultsProvider}. */
export interface DataSourceResultsProviderProps {
  /** Results by `dsId`. Pass a new object when a result changes so widgets re-render. */
  results: DataSourceResults;
  children?: ReactNode;
}

/**
 * Makes data-source results available to every widget below it.
 *
 * @example
 * ```tsx
 * <DataSourceResultsProvider results={{ news: { status: 'ready', total: 2, items } }}>
 *   <GridRenderer controls={page.pageData.controls} />
 * </DataSourceResultsProvider>
 * ```
 */
export function DataSourceResultsProvider({ results, children }: DataSourceResultsProviderProps) {
  return (
    <DataSourceResultsContext.Provider value={results}>
      {children}
    </DataSourceResultsContext.Provider>
  );
}
