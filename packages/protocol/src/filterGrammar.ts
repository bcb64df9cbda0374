/**
 * The words of the filter text (`$filter`, GraphQL `filter`): the grammar of `@tessera/filters`'
 * README ("Grammar"), which the filters package prints and the server parses. One list, so the
 * printer and the parser cannot drift apart.
 */

/** The comparison operators (spec 1 §5: eq, ne, gt, ge, lt, le). */
export const FILTER_COMPARISONS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type FilterComparison = (typeof FILTER_COMPARISONS)[number];

/**
 * The set functions: the "opposing operators" of spec 1 §5, comparing the field's value list with
 * a list literal as a whole (same meaning as the condition engine).
 */
export const FILTER_SET_FUNCTIONS = [
  'includes',
  'intersection',
  'disjoint',
  'belong',
  'consist',
  'absent',
] as const;
export type FilterSetFunction = (typeof FILTER_SET_FUNCTIONS)[number];

/** Words that read as grammar, so no bare field-path segment may be one of them. */
export const FILTER_KEYWORDS = [
  'and',
  'or',
  'not',
  ...FILTER_COMPARISONS,
  'true',
  'false',
  'null',
] as const;
