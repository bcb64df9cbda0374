/**
 * The operators of spec 1 §5 "Condition rules", in the spec's order: what a condition (evaluated
 * in the browser by `@tessera/conditions`) and a filter (printed by `@tessera/filters`, applied
 * by the server) may use. One list for both.
 */
export const CONDITION_OPERATORS = [
  'eq',
  'ne',
  'includes',
  'intersection',
  'disjoint',
  'nointersection',
  'belong',
  'consist',
  'absent',
  'noexist',
  'existnotempty',
  'nearby',
  'gt',
  'ge',
  'lt',
  'le',
  'contains',
] as const;

/** One of {@link CONDITION_OPERATORS}. */
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
