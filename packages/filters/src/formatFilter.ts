import { CONDITION_OPERATORS, FILTER_COMPARISONS, FILTER_KEYWORDS } from '@tessera/protocol';
import type { FieldType } from '@tessera/protocol';
import { escapeRegExp, quoteFilterString } from './escapeFilterText.js';
import { FilterError } from './FilterError.js';
import { USER_SUBJECT_FIELDS } from './filterSkipReason.js';
import {
  entryKey,
  formatGeography,
  formatLiteral,
  formatNumber,
  userSubject,
} from './formatLiteral.js';
import { atom, joinTerms, negate, type FilterTerm } from './internals/terms.js';
import type { Filter, FilterOperation } from './types.js';

const COMPARISONS: ReadonlySet<string> = new Set(FILTER_COMPARISONS);
const OPERATIONS: ReadonlySet<string> = new Set(CONDITION_OPERATORS);
const RESERVED: ReadonlySet<string> = new Set(FILTER_KEYWORDS);
const SEGMENT = /^[\p{L}_$@][\p{L}\p{N}_$@-]*$/u;
const PATH_CACHE_LIMIT = 1024;
const pathCache = new Map<string, string | null>();

/** Default radius of `nearby`, in metres (the condition engine uses the same). */
export const NEARBY_DEFAULT_DISTANCE_M = 1000;

/** Whether `value` is a filter operation. */
export function isFilterOperation(value: unknown): value is FilterOperation {
  return typeof value === 'string' && OPERATIONS.has(value);
}

/**
 * The path of a field in the filter grammar: segments separated by `/`. A dotted name
 * (`ref_author.name`, spec 1 §3) and a sub-property `leftExpAttr` add segments. `undefined` when
 * a segment is not a name or is a keyword of the grammar.
 *
 * @example
 * formatFieldPath('ref_author.name'); // 'ref_author/name'
 */
export function formatFieldPath(fieldName: string, attribute?: string): string | undefined {
  if (typeof fieldName !== 'string') return undefined;
  const key = attribute === undefined ? fieldName : `${fieldName}\u0000${attribute}`;
  const cached = pathCache.get(key);
  if (cached !== undefined) return cached === null ? undefined : cached;
  const segments = fieldName.split('.');
  if (attribute !== undefined && attribute !== '' && attribute !== 'length')
    segments.push(...attribute.split(/[./]/));
  let path: string | null = segments.join('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || RESERVED.has(segment.toLowerCase())) path = null;
  }
  // Field names repeat across every query of a page; the cache is bounded so odd input cannot grow it.
  if (pathCache.size >= PATH_CACHE_LIMIT) pathCache.clear();
  pathCache.set(key, path);
  return path === null ? undefined : path;
}

const isListValue = (value: unknown, fieldType: FieldType | undefined): value is unknown[] =>
  Array.isArray(value) && fieldType !== 'Geo' && fieldType !== 'Json';

function literals(entries: readonly unknown[], fieldType: FieldType | undefined): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const literal = formatLiteral(entry, fieldType);
    if (literal !== undefined) out.push(literal);
  }
  return out;
}

function containsTerm(path: string, entries: readonly unknown[]): FilterTerm | undefined {
  const terms: FilterTerm[] = [];
  for (const entry of entries) {
    const key = entryKey(entry);
    // spec 1 §5: contains-type text is regex-escaped.
    if (key !== undefined && key !== '')
      terms.push(atom(`contains(${path},${quoteFilterString(escapeRegExp(key))})`));
  }
  return joinTerms('or', terms);
}

function comparisonTerm(
  filter: Filter,
  operand: string,
  value: unknown,
  isLength: boolean,
): FilterTerm | undefined {
  const { operation } = filter;
  const fieldType = isLength ? 'Number' : filter.fieldType;
  if (value === undefined || value === null) {
    // Reached only with conditionIsNull unset (spec 1 §3, default 0): compare with null.
    return operation === 'eq' || operation === 'ne'
      ? atom(`${operand} ${operation} null`)
      : undefined;
  }
  if (!isListValue(value, fieldType)) {
    const literal = isLength ? formatNumber(value) : formatLiteral(value, fieldType);
    return literal === undefined ? undefined : atom(`${operand} ${operation} ${literal}`);
  }
  if (operation !== 'eq' && operation !== 'ne') return undefined; // an order needs one value
  // An empty String list kept for eq (spec 1 §5) asks for items whose field is empty.
  if (value.length === 0) return operation === 'eq' ? atom(`not exists(${operand})`) : undefined;
  const values = literals(value, fieldType);
  const terms = values.map((literal) => atom(`${operand} ${operation} ${literal}`));
  // eq with several values: any of them; ne: none of them.
  return joinTerms(operation === 'eq' ? 'or' : 'and', terms);
}

/**
 * spec 1 §5 "opposing operators": the set operators compare the field's value list with the
 * given list as a whole. Each prints as a set function of the grammar (protocol's
 * FILTER_SET_FUNCTIONS); nointersection is the negation of intersection (the condition engine
 * gives it the same meaning as disjoint).
 */
function setTerm(filter: Filter, path: string, value: unknown): FilterTerm | undefined {
  const entries = Array.isArray(value) ? value : [value];
  const values = literals(entries, filter.fieldType);
  if (values.length === 0 && entries.length > 0) return undefined;
  const list = `[${values.join(',')}]`;
  if (filter.operation === 'nointersection') return negate(atom(`intersection(${path},${list})`));
  return atom(`${filter.operation}(${path},${list})`);
}

function nearbyTerm(path: string, value: unknown): FilterTerm | undefined {
  const point = formatGeography(value);
  if (point === undefined) return undefined;
  const given =
    typeof value === 'object' && value !== null
      ? (value as { distance?: unknown }).distance
      : undefined;
  const distance =
    given === undefined || given === null ? String(NEARBY_DEFAULT_DISTANCE_M) : formatNumber(given);
  if (distance === undefined || Number(distance) < 0) return undefined;
  return atom(`geo.distance(${path},${point}) le ${distance}`);
}

/**
 * Checks the structure of a filter and returns its path.
 *
 * @throws {FilterError} for a malformed filter: not an object, a bad field name, an unknown
 * operation, or `leftExpAttr: 'length'` with an operation other than a comparison.
 */
export function checkFilter(filter: Filter, index = 0): string {
  if (typeof filter !== 'object' || filter === null) {
    throw new FilterError('invalid-filter', index, `Filter #${index} is not an object`);
  }
  const { operation } = filter;
  if (!isFilterOperation(operation)) {
    throw new FilterError(
      'unknown-operation',
      index,
      `Filter #${index} has unknown operation ${JSON.stringify(operation)}`,
    );
  }
  const attribute = typeof filter.leftExpAttr === 'string' ? filter.leftExpAttr : undefined;
  const path = formatFieldPath(filter.fieldName, attribute);
  if (path === undefined) {
    throw new FilterError(
      'invalid-field-name',
      index,
      `Filter #${index} has invalid field name ${JSON.stringify(filter.fieldName)}`,
    );
  }
  if (attribute === 'length' && !COMPARISONS.has(operation)) {
    throw new FilterError(
      'invalid-length-operation',
      index,
      `Filter #${index} uses length with ${operation}`,
    );
  }
  return path;
}

function isSpecialSearch(flag: Filter['specialSearch']): boolean {
  return (
    flag !== undefined &&
    flag !== null &&
    flag !== false &&
    flag !== 0 &&
    flag !== '0' &&
    flag !== ''
  );
}

/**
 * Prints one kept filter (after `filterSkipReason`) as a term of the filter grammar, or returns
 * `undefined` when its value cannot be printed for its field type (the filter is then skipped).
 *
 * @throws {FilterError} for a malformed filter (see `checkFilter`).
 */
export function formatFilter(filter: Filter, value: unknown, index = 0): FilterTerm | undefined {
  const path = checkFilter(filter, index);
  const { operation } = filter;
  if (isSpecialSearch(filter.specialSearch))
    return containsTerm('dataText', Array.isArray(value) ? value : [value]);
  if (USER_SUBJECT_FIELDS.includes(filter.fieldName)) {
    // spec 1 §5: sub:{userId}, or sub:guest when empty.
    value = Array.isArray(value) && value.length > 0 ? value.map(userSubject) : userSubject(value);
  }
  if (operation === 'existnotempty') return atom(`exists(${path})`);
  if (operation === 'noexist') return negate(atom(`exists(${path})`));
  if (operation === 'nearby') return nearbyTerm(path, value);
  if (operation === 'contains') return containsTerm(path, Array.isArray(value) ? value : [value]);
  if (COMPARISONS.has(operation)) {
    const isLength = filter.leftExpAttr === 'length';
    return comparisonTerm(filter, isLength ? `length(${path})` : path, value, isLength);
  }
  return setTerm(filter, path, value);
}
