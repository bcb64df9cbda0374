import { FIELD_TYPES } from '@tessera/protocol';
import type { FieldType } from '@tessera/protocol';
import type { ConditionOperator } from './types.js';

/**
 * Organisation types. Spec 1 §5 says Department, User and Role compare as sorted value lists; the
 * pickers of spec 1 §6 give Post, Tag and PostRank the same shape, so they compare the same way.
 */
export const ORGANISATION_TYPES: readonly FieldType[] = Object.freeze([
  'User',
  'Department',
  'Role',
  'Post',
  'PostRank',
  'Tag',
] as const);

/** Types whose values are lists of keys and compare as sorted sets. */
export const LIST_TYPES: readonly FieldType[] = Object.freeze([
  'Reference',
  'OptionSet',
  ...ORGANISATION_TYPES,
]);

// spec 1 §5: eq/ne on String, DateTime, Number, Geo, Json, Bool, Currency, Reference, OptionSet;
// the organisation types are added because their comparison (sorted value lists) is an equality.
const EQUALITY_TYPES: readonly FieldType[] = Object.freeze([
  'String',
  'DateTime',
  'Number',
  'Geo',
  'Json',
  'Bool',
  'Boolean',
  'Currency',
  ...LIST_TYPES,
]);
// spec 1 §5: gt, ge, lt, le on DateTime, Number, Currency.
const ORDER_TYPES: readonly FieldType[] = Object.freeze([
  'DateTime',
  'Number',
  'Currency',
] as const);
// Set operators compare two key lists; a String or Number side is a one-element list.
const SET_TYPES: readonly FieldType[] = Object.freeze(['String', 'Number', ...LIST_TYPES]);

/**
 * The field types each operator applies to (spec 1 §5). `noexist` and `existnotempty` test
 * presence and apply to every type.
 *
 * @example
 * OPERATOR_FIELD_TYPES.gt; // ['DateTime', 'Number', 'Currency']
 */
export const OPERATOR_FIELD_TYPES: Readonly<Record<ConditionOperator, readonly FieldType[]>> =
  Object.freeze({
    eq: EQUALITY_TYPES,
    ne: EQUALITY_TYPES,
    includes: SET_TYPES,
    intersection: SET_TYPES,
    disjoint: SET_TYPES,
    nointersection: SET_TYPES,
    belong: SET_TYPES,
    consist: SET_TYPES,
    absent: SET_TYPES,
    noexist: FIELD_TYPES,
    existnotempty: FIELD_TYPES,
    nearby: Object.freeze(['Geo'] as FieldType[]),
    gt: ORDER_TYPES,
    ge: ORDER_TYPES,
    lt: ORDER_TYPES,
    le: ORDER_TYPES,
    contains: Object.freeze(['String'] as FieldType[]),
  });

/** Radius `nearby` uses when the right value gives no `distance`, in metres. */
export const NEARBY_DEFAULT_DISTANCE_M = 1000;

/** Operators that read only the left value. */
export const UNARY_OPERATORS: readonly ConditionOperator[] = Object.freeze([
  'noexist',
  'existnotempty',
] as const);

/** True when `value` names an operator. */
export function isConditionOperator(value: unknown): value is ConditionOperator {
  return (
    typeof value === 'string' && Object.prototype.hasOwnProperty.call(OPERATOR_FIELD_TYPES, value)
  );
}

/** True when `value` names a field type. */
export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}

/**
 * Whether an operator applies to a field type (spec 1 §5). Without a field type every operator
 * applies and the comparison follows the values' shapes.
 *
 * @example
 * isOperatorApplicable('contains', 'Number'); // false
 * isOperatorApplicable('gt', undefined);      // true
 */
export function isOperatorApplicable(
  operator: ConditionOperator,
  fieldType: FieldType | undefined,
): boolean {
  if (fieldType === undefined) return true;
  return OPERATOR_FIELD_TYPES[operator].includes(fieldType);
}
