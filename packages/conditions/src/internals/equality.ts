import type { FieldType } from '@tessera/protocol';
import { toEpochMs } from './toEpochMs.js';
import {
  deepEqual,
  isMissing,
  keyListsEqual,
  toBool,
  toGeo,
  toJson,
  toKey,
  toNumber,
  toSortedKeys,
  type GeoPoint,
} from './values.js';

/** How one field type reads and compares values for eq/ne. */
export interface Equality {
  /** The comparable form of a value, `undefined` when missing or unreadable. */
  norm(value: unknown): unknown;
  /** Equality of two normalised values. */
  equals(a: unknown, b: unknown): boolean;
}

const same = (a: unknown, b: unknown): boolean => a === b;

const NUMBER: Equality = { norm: toNumber, equals: same };
const DATE: Equality = { norm: toEpochMs, equals: same };
const BOOL: Equality = { norm: toBool, equals: same };
const JSON_VALUE: Equality = { norm: toJson, equals: (a, b) => deepEqual(a, b) };
const LIST: Equality = {
  norm: toSortedKeys,
  equals: (a, b) => keyListsEqual(a as string[], b as string[]),
};
const GEO: Equality = {
  norm: toGeo,
  equals: (a, b) =>
    (a as GeoPoint).longitude === (b as GeoPoint).longitude &&
    (a as GeoPoint).latitude === (b as GeoPoint).latitude,
};

// String: a text; a one-element list is its element (a single select stores ['a']); a longer list
// compares as a sorted list.
const TEXT: Equality = {
  norm(value) {
    if (Array.isArray(value) && value.length === 1) return toKey(value[0]);
    if (Array.isArray(value)) return toSortedKeys(value);
    return toKey(value);
  },
  equals(a, b) {
    if (typeof a === 'string' || typeof b === 'string') return a === b;
    return keyListsEqual(a as string[], b as string[]);
  },
};

// No field type: compare by the values' shapes, casting to Number when either side is a number.
const AUTO: Equality = {
  norm(value) {
    if (isMissing(value)) return undefined;
    return Array.isArray(value) ? toSortedKeys(value) : value;
  },
  equals(a, b) {
    if (typeof a === typeof b && typeof a !== 'object') return a === b;
    if (typeof a === 'number' || typeof b === 'number') {
      const x = toNumber(a);
      return x !== undefined && x === toNumber(b);
    }
    if (typeof a === 'boolean' || typeof b === 'boolean') {
      const x = toBool(a);
      return x !== undefined && x === toBool(b);
    }
    if (Array.isArray(a) || Array.isArray(b)) {
      const x = toSortedKeys(a);
      const y = toSortedKeys(b);
      return x !== undefined && y !== undefined && keyListsEqual(x, y);
    }
    return deepEqual(a, b);
  },
};

/** The equality of a field type (spec 1 §5); `undefined` selects the shape-based comparison. */
export function equalityFor(fieldType: FieldType | undefined): Equality {
  switch (fieldType) {
    case 'Number':
    case 'Currency':
      return NUMBER;
    case 'DateTime':
      return DATE;
    case 'Bool':
    case 'Boolean':
      return BOOL;
    case 'Json':
      return JSON_VALUE;
    case 'Geo':
      return GEO;
    case 'String':
      return TEXT;
    case undefined:
      return AUTO;
    default:
      return LIST;
  }
}

/** The ordered reading of a field type for gt/ge/lt/le: numbers, or epoch milliseconds. */
export function orderFor(fieldType: FieldType | undefined): (value: unknown) => number | undefined {
  if (fieldType === 'DateTime') return toEpochMs;
  if (fieldType === 'Number' || fieldType === 'Currency') return toNumber;
  return (value) => toNumber(value) ?? toEpochMs(value);
}
