import { isOperatorApplicable, NEARBY_DEFAULT_DISTANCE_M } from '../operatorTable.js';
import type { FieldType } from '@tessera/protocol';
import type { ConditionOperator } from '../types.js';
import { equalityFor, orderFor } from './equality.js';
import {
  distanceMetres,
  isEmptyValue,
  isMissing,
  toGeo,
  toKeyList,
  toNumber,
  type GeoPoint,
} from './values.js';

/**
 * One operator bound to one field type. `prepare` reads the right value once (at compile time when
 * it is a constant); `test` reads the left value on every evaluation. A prepared value of
 * `undefined` means the right value is missing, and the condition is false (spec 1 §5).
 */
export interface OperatorImpl {
  readonly unary: boolean;
  prepare(right: unknown): unknown;
  test(left: unknown, prepared: unknown): boolean;
}

interface NearbyTarget {
  point: GeoPoint;
  distance: number;
}

function unary(test: (left: unknown) => boolean): OperatorImpl {
  return { unary: true, prepare: () => true, test: (left) => test(left) };
}

function binary(
  prepare: (right: unknown) => unknown,
  test: (left: unknown, prepared: unknown) => boolean,
): OperatorImpl {
  return { unary: false, prepare, test };
}

function rightKeySet(right: unknown): ReadonlySet<string> | undefined {
  const keys = toKeyList(right);
  return keys === undefined ? undefined : new Set(keys);
}

// Set operators: both sides are key lists (a single value is a one-element list).
function setOperator(
  test: (left: readonly string[], right: ReadonlySet<string>) => boolean,
): OperatorImpl {
  return binary(rightKeySet, (left, prepared) => {
    const keys = toKeyList(left);
    return keys !== undefined && test(keys, prepared as ReadonlySet<string>);
  });
}

function includesAll(left: readonly string[], right: ReadonlySet<string>): boolean {
  for (const key of right) if (!left.includes(key)) return false;
  return true;
}

function intersects(left: readonly string[], right: ReadonlySet<string>): boolean {
  for (const key of left) if (right.has(key)) return true;
  return false;
}

function belongs(left: readonly string[], right: ReadonlySet<string>): boolean {
  for (const key of left) if (!right.has(key)) return false;
  return true;
}

function containsText(left: unknown, needle: string): boolean {
  if (typeof left === 'string') return left.includes(needle);
  if (typeof left === 'number' || typeof left === 'boolean' || typeof left === 'bigint') {
    return String(left).includes(needle);
  }
  // A String field holding several texts contains the needle when one of them does.
  if (Array.isArray(left)) return left.some((entry) => containsText(entry, needle));
  return false;
}

function prepareNearby(right: unknown): NearbyTarget | undefined {
  const point = toGeo(right);
  if (point === undefined) return undefined;
  const given =
    typeof right === 'object' && right !== null
      ? (right as { distance?: unknown }).distance
      : undefined;
  const distance = isMissing(given) ? NEARBY_DEFAULT_DISTANCE_M : toNumber(given);
  if (distance === undefined || distance < 0) return undefined;
  return { point, distance };
}

function ordered(
  fieldType: FieldType | undefined,
  accept: (left: number, right: number) => boolean,
): OperatorImpl {
  const read = orderFor(fieldType);
  return binary(read, (left, prepared) => {
    const value = read(left);
    return value !== undefined && accept(value, prepared as number);
  });
}

/**
 * The implementation of `operator` for `fieldType`, or `undefined` when the operator does not apply
 * to the type (spec 1 §5) or is unknown.
 */
export function resolveOperator(
  operator: ConditionOperator,
  fieldType: FieldType | undefined,
): OperatorImpl | undefined {
  if (!isOperatorApplicable(operator, fieldType)) return undefined;
  switch (operator) {
    case 'eq':
    case 'ne': {
      const { norm, equals } = equalityFor(fieldType);
      const wanted = operator === 'eq';
      return binary(norm, (left, prepared) => {
        const value = norm(left);
        return value !== undefined && equals(value, prepared) === wanted;
      });
    }
    case 'gt':
      return ordered(fieldType, (l, r) => l > r);
    case 'ge':
      return ordered(fieldType, (l, r) => l >= r);
    case 'lt':
      return ordered(fieldType, (l, r) => l < r);
    case 'le':
      return ordered(fieldType, (l, r) => l <= r);
    case 'contains':
      return binary(
        (right) => (isMissing(right) || typeof right === 'object' ? undefined : String(right)),
        (left, prepared) => containsText(left, prepared as string),
      );
    case 'includes':
      return setOperator(includesAll);
    case 'absent':
      return setOperator((left, right) => !includesAll(left, right));
    case 'intersection':
      return setOperator(intersects);
    case 'disjoint':
    case 'nointersection':
      return setOperator((left, right) => !intersects(left, right));
    case 'belong':
      return setOperator(belongs);
    case 'consist':
      return setOperator((left, right) => belongs(left, right) && includesAll(left, right));
    case 'existnotempty':
      return unary((left) => !isEmptyValue(left));
    case 'noexist':
      return unary(isEmptyValue);
    case 'nearby':
      return binary(prepareNearby, (left, prepared) => {
        const point = toGeo(left);
        const target = prepared as NearbyTarget;
        return point !== undefined && distanceMetres(point, target.point) <= target.distance;
      });
    default:
      return undefined;
  }
}
