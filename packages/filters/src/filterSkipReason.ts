import type { Filter } from './types.js';

/**
 * The value a select list uses for its "all" entry (spec 1 §5 "the select-all marker"). A filter
 * whose value is, or contains, this marker is skipped: "all" restricts nothing. Widgets put it in
 * the value of their 全部 entry.
 */
export const SELECT_ALL_MARKER = '__all__';

/** Why a filter was left out of the filter text (spec 1 §5 filter building). */
export type FilterSkipReason =
  | 'customer-empty'
  | 'select-all'
  | 'placeholder-entry'
  | 'null-allowed-empty'
  | 'empty-list'
  | 'empty-string';

/** Fields compared with `sub:{userId}` (spec 1 §5). */
export const USER_SUBJECT_FIELDS: readonly string[] = Object.freeze([
  'createdBy',
  'lastModifiedBy',
]);

const UNARY = new Set(['noexist', 'existnotempty']);

/** undefined, null, blank text or an empty list. */
export function isEmptyFilterValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function isSelectAll(value: unknown): boolean {
  if (value === SELECT_ALL_MARKER) return true;
  if (!Array.isArray(value)) return false;
  return value.some(
    (entry) =>
      entry === SELECT_ALL_MARKER ||
      (typeof entry === 'object' &&
        entry !== null &&
        (entry as { value?: unknown }).value === SELECT_ALL_MARKER),
  );
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

// A select list's leading placeholder entry: { label: '', value: '' }.
function isPlaceholderList(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  const first: unknown = value[0];
  if (typeof first !== 'object' || first === null) return false;
  if (!('label' in first) && !('value' in first)) return false; // not an option entry, e.g. { id }
  const { label, value: entryValue } = first as { label?: unknown; value?: unknown };
  return isBlank(label) && isBlank(entryValue);
}

/** conditionIsNull is set: 1, true, '1' or 'true' (spec 1 §3 Filter, default 0). */
export function isNullable(filter: Filter): boolean {
  const flag = filter.conditionIsNull;
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/**
 * The skip rules of spec 1 §5, in order. Returns why the filter is left out, or `undefined` when
 * it is kept:
 * 1. customer filters with an undefined, null, blank or empty-list value are dropped;
 * 2. `noexist`/`existnotempty` read no value and are always kept;
 * 3. the select-all marker, alone or in a list;
 * 4. a list whose first entry has an empty label and value (a select's placeholder);
 * 5. conditionIsNull set and the value empty;
 * 6. created-by / last-modified-by are kept when empty: they compare with `sub:guest`;
 * 7. an empty list, except on a String field with `consist` or `eq`;
 * 8. empty (blank) text.
 *
 * A kept filter whose value still cannot be printed (text in a Number field, a bad date) is
 * skipped by the printer.
 *
 * @example
 * filterSkipReason({ fieldName: 'tags', operation: 'eq', fieldType: 'String' }, []); // undefined (kept)
 * filterSkipReason({ fieldName: 'tags', operation: 'includes', fieldType: 'String' }, []); // 'empty-list'
 */
export function filterSkipReason(
  filter: Filter,
  value: unknown,
  customer = false,
): FilterSkipReason | undefined {
  if (customer && isEmptyFilterValue(value)) return 'customer-empty';
  if (UNARY.has(filter.operation)) return undefined;
  if (isSelectAll(value)) return 'select-all';
  if (isPlaceholderList(value)) return 'placeholder-entry';
  if (isNullable(filter) && isEmptyFilterValue(value)) return 'null-allowed-empty';
  if (USER_SUBJECT_FIELDS.includes(filter.fieldName)) return undefined;
  if (Array.isArray(value) && value.length === 0) {
    const isString = filter.fieldType === undefined || filter.fieldType === 'String';
    const keeps = filter.operation === 'consist' || filter.operation === 'eq';
    return isString && keeps ? undefined : 'empty-list';
  }
  if (typeof value === 'string' && value.trim() === '') return 'empty-string';
  return undefined;
}

/**
 * spec 1 §5: customer filters with undefined, null or empty values are dropped. Returns the kept
 * filters (reading `fieldValue`).
 */
export function dropEmptyCustomerFilters<TFilter extends Filter>(
  filters: readonly TFilter[],
): TFilter[] {
  return filters.filter((filter) => !isEmptyFilterValue(filter.fieldValue));
}
