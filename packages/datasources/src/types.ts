import type { ContentItem, DataSourceUsage } from '@tessera/protocol';
import type { Filter } from '@tessera/filters';

/**
 * A value that reads a field of another data source's current item (its cursor), e.g. a filter
 * of an order list bound to the selected customer: `{ dsId: 'customers', fieldName: 'code' }`.
 * System fields (`id`, `contentId`, `created`, …) are read from the item itself, custom fields
 * from `data[fieldName].iv`. The source named here becomes a predecessor of the reading source.
 */
export interface CursorRef {
  dsId: string;
  fieldName: string;
}

/** A field of a data source's schema, as far as new empty items need it (spec 1 §3 Field). */
export interface DataSourceField {
  name: string;
  fieldType: string;
  label?: string;
}

/** One input parameter of a data flow or API model; `value` may be a {@link CursorRef}. */
export interface InputParameter {
  name: string;
  value: unknown;
}

/** Where a data source's content comes from (spec 1 §1: schemas, data flows, API/OLAP models). */
export type DataSourceKind = 'schema' | 'dataFlow' | 'apiModel' | 'olapModel';

/**
 * A data source as designed (spec 1 §3 Data source). Every page-JSON `DataSourceDefinition`
 * fits; the fields the scheduler does not read (refFields, computedFields, …) pass through.
 */
export interface DataSourceConfig {
  dsId: string;
  name?: string;
  schemaName?: string | null;
  /** The data flow of this source, by name ("data flow get info", spec 1 §7). */
  dataFlowName?: string | null;
  modelId?: string | null;
  modelVersion?: string | number | null;
  modelType?: 'API' | 'OLAP' | null;
  modelConfig?: unknown;
  typeName?: string;
  filters?: readonly Filter[] | null;
  customerFilters?: readonly Filter[] | null;
  fixedFilters?: readonly Filter[] | null;
  aggregateFilters?: readonly Filter[] | null;
  skip?: number;
  topN?: number;
  /** Page size of a paged list (the bound list control's `pagination.pageSize`; default 25). */
  pageSize?: number;
  sortField?: string;
  ascending?: boolean;
  neworderdef?: string | null;
  usages?: readonly DataSourceUsage[];
  /** Fields of the source; their types give the new empty item's defaults (spec 1 §3). */
  chooseFields?: readonly DataSourceField[];
  /** Count fields (`countTypeName`): the query then selects `countFields`. */
  customerFields?: readonly unknown[];
  /** Group-by fields: the query then selects `groupFields`. */
  groupbyFields?: readonly unknown[];
  preDataSourceIds?: readonly string[] | null;
  /** `false`: not loaded with the page, only on refresh (default true). */
  isDefaultLoaded?: boolean;
  /** Data-flow payload and API-model body (spec 1 §7). */
  inputParemeter?: readonly InputParameter[] | null;
  autoRefresh?: boolean;
  /** Start in adding mode: a new entry is created once the source has loaded. */
  isAddingData?: boolean;
  /** The cursor position to start at after the first load (default 0, the first item). */
  cursor?: number;
  operationId?: string;
  refFields?: unknown;
  refSchemas?: unknown;
  relSchemas?: unknown;
  chooseFieldsDesc?: unknown;
  computedFields?: unknown;
  autoComputeFields?: unknown;
  fieldFormats?: unknown;
  /**
   * Ours, never in a page JSON: only these fields of each item are asked for (a schema source's
   * `data(fields:)`; `id` always). Set by a runtime that knows every use of the source, e.g.
   * mobile-runtime's /full-list (README "Field selection"). Omitted: every field.
   */
  selectFields?: readonly string[] | null;
  /**
   * Ours, never in a page JSON: a list source in topN mode asks for only its first `firstRows`
   * rows first and for its whole topN once they are in the store (and the scheduler's
   * `afterFirstRows` resolved), so a view can draw the first screen before a long answer arrives
   * (README "First rows first"). Set by a runtime, e.g. mobile-runtime's /full-list. Omitted: one
   * request of the topN.
   */
  firstRows?: number;
}

/**
 * One row of a result: a content item (spec 1 §3), with the store's own markers. Rows of data
 * flows and models are given the same shape (each column as `{ iv }`), so widgets bind to every
 * kind of source alike. `__` fields are never submitted (spec 1 §5 Submit).
 */
export interface DataSourceItem extends ContentItem {
  /** Fields edited since the item was loaded or last saved (spec 1 §4 "marks it changed"). */
  __changed?: string[];
  /** A new entry that is not on the server yet (spec 1 §4 adding mode). */
  __new?: boolean;
  /** A new entry's local key, so it can be found again while it has no id. */
  __key?: string;
}

/** spec 1 §3 Data-source result. */
export interface DataSourceResult {
  total: number;
  items: DataSourceItem[];
  /** Values of count_/sum_/avg_ fields, when the source has count fields. */
  countFields: unknown;
  /** Group-by rows, when the source has group-by fields. */
  groupFields: unknown;
  /** Every field with its type's empty value (spec 1 §3), the template of new entries. */
  newEmptyItem: Record<string, unknown>;
  /** Values fixed by `eq` fixed filters; new entries start with them. */
  fixedFields: Record<string, unknown>;
}

/** The current item of a source: its position and data id; position -1 and id '' when none. */
export interface Cursor {
  position: number;
  dataId: string;
}

/** `waiting`: its predecessors are still loading. `idle`: not loaded (isDefaultLoaded false). */
export type DataSourceStatus = 'idle' | 'waiting' | 'loading' | 'loaded' | 'error';

/** Everything the store holds for one source. */
export interface DataSourceState {
  dsId: string;
  /** spec 1 §4: 0 without predecessors, else one more than the deepest predecessor. */
  level: number;
  status: DataSourceStatus;
  result: DataSourceResult;
  cursor: Cursor;
  /** Data ids of the batch-selected items (card list check/radio modes). */
  batchSelection: string[];
  /** spec 1 §4 adding mode (see README for the rules). */
  isAddingData: boolean;
  /** Page of a paged list (1-based). */
  page: number;
  /** Page size of a paged list; `null` while the source is in topN / load-more mode. */
  pageSize: number | null;
  /** Load-more counter: topN = 20 × counter (spec 1 §4 Card list). */
  loadMoreCounter: number;
  /** The last load or submit failure's message, cleared by the next success. */
  error: string | null;
}

/** The snapshot of the data sources of a page: stable identity between changes. */
export interface DataSourcesSnapshot {
  sources: Readonly<Record<string, DataSourceState>>;
  /** spec 1 §4: set once every source has loaded (or failed, or is not loaded by default). */
  allLoaded: boolean;
}

/** What a loader is asked for: one page of one source, everything resolved. */
export interface LoadRequest {
  config: DataSourceConfig;
  kind: DataSourceKind;
  top: number;
  skip: number;
  orderfield: string;
  orderasc: boolean;
  /** Filter text of filters, fixedFilters and customerFilters (and aggregateFilters for schemas). */
  filter: string;
  /** Filter text of aggregateFilters (OLAP `aggDataFilterExpression`). */
  aggregateFilter: string;
  /** Resolved input parameters (data flows, API models). */
  parameters: Record<string, unknown>;
}

/** What a loader answers: one page; items already in the {@link DataSourceItem} shape. */
export interface LoadedPage {
  total: number;
  items: DataSourceItem[];
  countFields?: unknown;
  groupFields?: unknown;
}

/** Loads one page of a source (the default is `createApiLoader`; tests may pass their own). */
export type DataSourceLoader = (request: LoadRequest) => Promise<LoadedPage>;
