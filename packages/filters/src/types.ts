/**
 * The data shapes of filter building. A filter list is plain serialisable data (spec 1 §3 Filter);
 * `buildFilterText` prints it as OData-like text (grammar in the README).
 */

import type { ConditionOperator, FieldType } from '@tessera/protocol';

/** Filter operations: the condition operators of spec 1 §5 (protocol's list), applied on the server. */
export type FilterOperation = ConditionOperator;

/**
 * One filter condition (spec 1 §3 Filter: fieldName, fieldValue, operation, fieldType,
 * logicOperation, groupName, groupConcat, leftExpAttr, specialSearch, conditionIsNull).
 */
export interface Filter {
  /** The field tested: a system field (`created`, `createdBy`, …) or a schema field name. */
  fieldName: string;
  /** The value to compare with; a list for multi-value fields (`[{ label, value }]` or plain values). */
  fieldValue?: unknown;
  operation: FilterOperation;
  /** Picks the literal form (number, date-time, text, …). Without it the value's own type decides. */
  fieldType?: FieldType;
  /** How this filter joins the previous filter of its group: `and` (default) or `or`, any case. */
  logicOperation?: string;
  /** Filters with the same name form one group; filters without a name form one group. */
  groupName?: string;
  /** How this filter's group joins the previous group, `and` (default) or `or`; the group's first filter that sets it wins. */
  groupConcat?: string;
  /** `length`: compare the length of the field (`length(field) gt 3`); any other text: a sub-property (`field/attr`). */
  leftExpAttr?: string;
  /** A keyword search over the item's whole text: `contains(dataText,'…')`, whatever the field and operation. */
  specialSearch?: boolean | number | string;
  /** 1/true: the condition may be left out, so an empty (null) value skips it; 0 (default): a null value is compared with null. */
  conditionIsNull?: boolean | number | string;
}

/** Options of `buildFilterText`. */
export interface BuildFilterOptions {
  /**
   * Customer filters (spec 1 §5): entered by the end user, so a filter whose value is undefined,
   * null, blank text or an empty list is dropped before any other rule.
   */
  customer?: boolean;
  /**
   * Reads a filter's value, e.g. from a page variable it is bound to. Default: `fieldValue`.
   */
  resolveValue?: (filter: Filter) => unknown;
}

/** The filter lists of a data source (spec 1 §3 Data source). */
export interface DataSourceFilters {
  filters?: readonly Filter[] | null;
  customerFilters?: readonly Filter[] | null;
  fixedFilters?: readonly Filter[] | null;
}
