import { FilterError } from './FilterError.js';
import { filterSkipReason } from './filterSkipReason.js';
import { checkFilter, formatFilter } from './formatFilter.js';
import {
  joinByLogic,
  joinTerms,
  readLogic,
  type FilterTerm,
  type LogicItem,
  type Logic,
} from './internals/terms.js';
import type { BuildFilterOptions, DataSourceFilters, Filter } from './types.js';

interface Group {
  logic: Logic | undefined;
  members: LogicItem[];
}

function groupKey(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The term of a filter list; `undefined` when every filter was skipped. */
function buildFilterTerm(
  filters: readonly Filter[] | null | undefined,
  options: BuildFilterOptions,
): FilterTerm | undefined {
  if (filters === undefined || filters === null) return undefined;
  if (!Array.isArray(filters))
    throw new FilterError('invalid-filter', -1, 'Filters must be a list');
  const groups = new Map<string, Group>();
  const { customer = false, resolveValue } = options;
  filters.forEach((filter: Filter, index) => {
    if (typeof filter !== 'object' || filter === null) {
      throw new FilterError('invalid-filter', index, `Filter #${index} is not an object`);
    }
    const value = resolveValue ? resolveValue(filter) : filter.fieldValue;
    if (filterSkipReason(filter, value, customer) !== undefined) {
      // A malformed filter throws even when its value skips it: the designer must hear of it.
      checkFilter(filter, index);
      return;
    }
    const term = formatFilter(filter, value, index);
    if (term === undefined) return;
    const key = groupKey(filter.groupName);
    let group = groups.get(key);
    if (group === undefined) {
      group = { logic: undefined, members: [] };
      groups.set(key, group);
    }
    if (
      group.logic === undefined &&
      typeof filter.groupConcat === 'string' &&
      filter.groupConcat !== ''
    ) {
      group.logic = readLogic(filter.groupConcat);
    }
    group.members.push({ logic: readLogic(filter.logicOperation), term });
  });
  const items: LogicItem[] = [];
  for (const group of groups.values()) {
    const term = joinByLogic(group.members);
    if (term !== undefined) items.push({ logic: group.logic ?? 'and', term });
  }
  return joinByLogic(items);
}

/**
 * Prints a filter list as OData-like filter text (grammar in the README), applying every skip
 * rule of spec 1 §5. Filters with the same `groupName` form a group joined to the previous group
 * by its `groupConcat`; inside a group each filter joins the previous one by its
 * `logicOperation`; `and` binds before `or`, and the text carries parentheses wherever the two
 * meet. Returns '' when no filter remains.
 *
 * @throws {FilterError} for a malformed filter (see `FilterError`).
 *
 * @example
 * buildFilterText([
 *   { fieldName: 'title', fieldValue: 'a.b', operation: 'contains', fieldType: 'String' },
 *   { fieldName: 'price', fieldValue: 100, operation: 'ge', fieldType: 'Number' },
 *   { fieldName: 'tags', fieldValue: [], operation: 'includes', fieldType: 'String' }, // skipped
 * ]);
 * // "contains(title,'a\\.b') and price ge 100"
 */
export function buildFilterText(
  filters: readonly Filter[] | null | undefined,
  options: BuildFilterOptions = {},
): string {
  return buildFilterTerm(filters, options)?.text ?? '';
}

/**
 * The filter text of a data source (spec 1 §3): fixed filters, designed filters and customer
 * filters (with the customer rule), joined by `and`. Group names are scoped to their list.
 *
 * @example
 * buildDataSourceFilter({ filters: designed, customerFilters: fromSearchBox });
 */
export function buildDataSourceFilter(
  dataSource: DataSourceFilters,
  options: Omit<BuildFilterOptions, 'customer'> = {},
): string {
  const terms = [
    buildFilterTerm(dataSource.fixedFilters, options),
    buildFilterTerm(dataSource.filters, options),
    buildFilterTerm(dataSource.customerFilters, { ...options, customer: true }),
  ].filter((term): term is FilterTerm => term !== undefined);
  return joinTerms('and', terms)?.text ?? '';
}

/**
 * Joins filter texts from different places with `and`, each in parentheses when there are
 * several. Empty texts are left out.
 *
 * @example
 * combineFilterTexts("status eq 'Published'", '', "a eq 1 or b eq 2");
 * // "(status eq 'Published') and (a eq 1 or b eq 2)"
 */
export function combineFilterTexts(...texts: readonly string[]): string {
  const kept = texts.filter((text) => text.trim() !== '');
  if (kept.length <= 1) return kept[0] ?? '';
  return kept.map((text) => `(${text})`).join(' and ');
}
