import type { FieldType } from '@tessera/protocol';
import type { Filter, FilterOperation } from './types.js';

/** One search-form entry: the field searched and what the user entered. */
export interface SearchEntry {
  fieldName: string;
  fieldType?: FieldType;
  /** A value, or `[from, to]` for a Number, Currency or DateTime range (either end may be empty). */
  value: unknown;
}

const RANGE_TYPES: ReadonlySet<string> = new Set(['Number', 'Currency', 'DateTime']);
const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The operation a search form uses for a field type (spec 1 §5): `ge`/`le` bounds for numeric
 * and date ranges, `contains` for strings, `eq` for option sets, references and everything else.
 *
 * @example
 * defaultFilterOperation('String');    // 'contains'
 * defaultFilterOperation('OptionSet'); // 'eq'
 */
export function defaultFilterOperation(fieldType: FieldType | undefined): FilterOperation {
  if (fieldType === 'String') return 'contains';
  if (fieldType !== undefined && RANGE_TYPES.has(fieldType)) return 'ge';
  return 'eq';
}

/**
 * Customer filters (spec 1 §3 `customerFilters`) from a search form. A range `[from, to]` gives a
 * `ge` filter for `from` and an `le` filter for `to`; a single value on a range type compares
 * with `eq`. Empty entries still produce filters: `buildFilterText(…, { customer: true })` drops
 * them, so the form's own list and the data source's stay in step.
 *
 * @example
 * buildSearchFilters([
 *   { fieldName: 'price', fieldType: 'Number', value: [10, 50] },
 *   { fieldName: 'title', fieldType: 'String', value: 'phone' },
 * ]);
 * // [{ fieldName: 'price', fieldType: 'Number', operation: 'ge', fieldValue: 10 },
 * //  { fieldName: 'price', fieldType: 'Number', operation: 'le', fieldValue: 50 },
 * //  { fieldName: 'title', fieldType: 'String', operation: 'contains', fieldValue: 'phone' }]
 */
export function buildSearchFilters(entries: readonly SearchEntry[]): Filter[] {
  const filters: Filter[] = [];
  for (const { fieldName, fieldType, value } of entries) {
    const base = fieldType === undefined ? { fieldName } : { fieldName, fieldType };
    if (fieldType !== undefined && RANGE_TYPES.has(fieldType)) {
      if (Array.isArray(value)) {
        const [from, to] = value as unknown[];
        if (!isEmpty(from)) filters.push({ ...base, operation: 'ge', fieldValue: from });
        if (!isEmpty(to)) filters.push({ ...base, operation: 'le', fieldValue: to });
        continue;
      }
      filters.push({ ...base, operation: 'eq', fieldValue: value });
      continue;
    }
    filters.push({ ...base, operation: defaultFilterOperation(fieldType), fieldValue: value });
  }
  return filters;
}
