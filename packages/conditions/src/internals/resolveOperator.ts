import { isOperatorApplicable, NEARBY_DEFAULT_DISTANCE_M } from '../operatorTable.js';
import type { FieldType } from '@tessera/protocol';
import type { ConditionOperator, ConditionResolver } from '../types.js';
import type { Predicate } from './joinByConcat.js';
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

/** Reads one side of a condition for the resolver it is evaluated with. */
export type ReadSide = (resolver: ConditionResolver) => unknown;

/**
 * One operator bound to one field type. `prepare` reads the right value (once, at compile time,
 * when it is a constant); `bind` makes a condition's predicate from its left reader and a reader
 * of the prepared right value. A prepared value of `undefined` means the right value is missing,
 * and the condition is false (spec 1 §5).
 *
 * Each operator writes its predicate as its own function rather than one generic
 * `(resolver) => test(readLeft(resolver), prepared)`: a generic caller would call every operator's
 * test through one call site, which the engine can neither inline nor specialise; one function
 * per operator lets it inline the side readers and the value reading into each (issue 30:
 * condition evaluation ≥ 12× json-logic-js).
 */
export interface OperatorImpl {
  readonly unary: boolean;
  prepare(right: unknown): unknown;
  bind(readLeft: ReadSide, readRight: ReadSide): Predicate<ConditionResolver>;
}

type Bind = OperatorImpl['bind'];

interface NearbyTarget {
  point: GeoPoint;
  distance: number;
}

function unary(bind: (readLeft: ReadSide) => Predicate<ConditionResolver>): OperatorImpl {
  return { unary: true, prepare: () => true, bind: (readLeft) => bind(readLeft) };
}

function binary(prepare: (right: unknown) => unknown, bind: Bind): OperatorImpl {
  return { unary: false, prepare, bind };
}

function rightKeySet(right: unknown): ReadonlySet<string> | undefined {
  const keys = toKeyList(right);
  return keys === undefined ? undefined : new Set(keys);
}

// Set operators: both sides are key lists (a single value is a one-element list).
function setOperator(
  test: (left: readonly string[], right: ReadonlySet<string>) => boolean,
): OperatorImpl {
  return binary(rightKeySet, (readLeft, readRight) => (resolver) => {
    const right = readRight(resolver) as ReadonlySet<string> | undefined;
    if (right === undefined) return false;
    const keys = toKeyList(readLeft(resolver));
    return keys !== undefined && test(keys, right);
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
  return binary(read, (readLeft, readRight) => (resolver) => {
    const right = readRight(resolver) as number | undefined;
    if (right === undefined) return false;
    const value = read(readLeft(resolver));
    return value !== undefined && accept(value, right);
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
      return binary(norm, (readLeft, readRight) => (resolver) => {
        const right = readRight(resolver);
        if (right === undefined) return false;
        const value = norm(readLeft(resolver));
        return value !== undefined && equals(value, right) === wanted;
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
        (readLeft, readRight) => (resolver) => {
          const needle = readRight(resolver) as string | undefined;
          return needle !== undefined && containsText(readLeft(resolver), needle);
        },
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
      return unary((readLeft) => (resolver) => !isEmptyValue(readLeft(resolver)));
    case 'noexist':
      return unary((readLeft) => (resolver) => isEmptyValue(readLeft(resolver)));
    case 'nearby':
      return binary(prepareNearby, (readLeft, readRight) => (resolver) => {
        const target = readRight(resolver) as NearbyTarget | undefined;
        if (target === undefined) return false;
        const point = toGeo(readLeft(resolver));
        return point !== undefined && distanceMetres(point, target.point) <= target.distance;
      });
    default:
      return undefined;
  }
}
