import { newEmptyItem } from '@tessera/validation';
import type { Filter } from '@tessera/filters';
import type { DataSourceField, DataSourceItem, DataSourceResult } from './types.js';

/** spec 1 §4: "New content starts as Draft." */
export const NEW_ITEM_STATUS = 'Draft';

/**
 * The values fixed by a source's fixed filters: each `eq` filter with a single value names a
 * field every item of the source has that value in, so a new entry starts with it (a new order
 * of the selected customer carries the customer). `readValue` resolves bound values.
 *
 * @example
 * fixedFieldsOf([{ fieldName: 'customer', operation: 'eq', fieldValue: 'c1' }], (f) => f.fieldValue);
 * // { customer: 'c1' }
 */
export function fixedFieldsOf(
  fixedFilters: readonly Filter[] | null | undefined,
  readValue: (filter: Filter) => unknown,
): Record<string, unknown> {
  const fixed: Record<string, unknown> = {};
  if (!Array.isArray(fixedFilters)) return fixed;
  for (const filter of fixedFilters) {
    if (filter?.operation !== 'eq' || typeof filter.fieldName !== 'string') continue;
    const value = readValue(filter);
    if (value === undefined || value === null || value === '' || Array.isArray(value)) continue;
    // defineProperty: a field named __proto__ must stay a field.
    Object.defineProperty(fixed, filter.fieldName, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return fixed;
}

/**
 * An empty result (spec 1 §3 Data-source result): no items, total 0, the new empty item built
 * from the fields' types (spec 1 §3 defaults, `@tessera/validation`'s `newEmptyItem`).
 */
export function emptyResult(
  fields: readonly DataSourceField[] = [],
  fixedFields: Record<string, unknown> = {},
): DataSourceResult {
  return {
    total: 0,
    items: [],
    countFields: null,
    groupFields: null,
    newEmptyItem: newEmptyItem(fields),
    fixedFields,
  };
}

function wrapValues(values: Record<string, unknown>): Record<string, { iv: unknown }> {
  const data: Record<string, { iv: unknown }> = {};
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(data, name, {
      value: { iv: structuredClone(value) },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return data;
}

let nextKey = 0;

/**
 * A new entry of a source (spec 1 §4 adding mode): the result's new empty item overlaid with
 * its fixed fields, status Draft, no id yet. Every call returns fresh values.
 */
export function createNewEntry(
  result: Pick<DataSourceResult, 'newEmptyItem' | 'fixedFields'>,
): DataSourceItem {
  return {
    id: '',
    contentId: '',
    version: 0,
    created: '',
    createdBy: '',
    lastModified: '',
    lastModifiedBy: '',
    status: NEW_ITEM_STATUS,
    data: wrapValues({ ...result.newEmptyItem, ...result.fixedFields }),
    __new: true,
    __key: `new-${++nextKey}`,
  };
}
