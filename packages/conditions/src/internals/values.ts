/**
 * Value normalisation shared by the operators. Every function returns `undefined` for a value it
 * cannot read, and the operators treat `undefined` as missing (spec 1 §5: missing value → false).
 */
import { geoValueParts } from '@tessera/protocol';

/** A geographic point (spec 1 §3: Geo has longitude and latitude). */
export interface GeoPoint {
  longitude: number;
  latitude: number;
}

const MAX_DEPTH = 64;

/** `undefined`, `null` and `NaN` are missing. */
export function isMissing(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value))
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Missing, blank text, an empty list or an empty plain object. */
export function isEmptyValue(value: unknown): boolean {
  if (isMissing(value)) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** spec 1 §5: numeric comparisons cast to Number. Blank text is missing, not 0. */
export function toNumber(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    n = Number(value);
  } else if (typeof value === 'boolean' || typeof value === 'bigint') n = Number(value);
  else return undefined;
  return Number.isNaN(n) ? undefined : n;
}

/** true/false, 'true'/'false' (any case), 1/0 and '1'/'0'. */
export function toBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  return undefined;
}

/**
 * The comparison key of one list entry: text as is, numbers and booleans as text, an option or
 * picker entry by its `value`, then `id`.
 */
export function toKey(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isNaN(value) ? undefined : String(value);
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object': {
      if (value === null || Array.isArray(value)) return undefined;
      const entry = value as { value?: unknown; id?: unknown };
      if (entry.value !== undefined && entry.value !== null) return toKey(entry.value);
      if (entry.id !== undefined && entry.id !== null) return toKey(entry.id);
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The keys of a list value; a single value is a one-element list. Unreadable entries are left out. */
export function toKeyList(value: unknown): readonly string[] | undefined {
  if (isMissing(value)) return undefined;
  if (Array.isArray(value)) {
    // Fast path: a list of texts is already a key list.
    let allText = true;
    for (const entry of value) {
      if (typeof entry !== 'string') {
        allText = false;
        break;
      }
    }
    if (allText) return value as string[];
    const keys: string[] = [];
    for (const entry of value) {
      const key = toKey(entry);
      if (key !== undefined) keys.push(key);
    }
    return keys;
  }
  const key = toKey(value);
  return key === undefined ? undefined : [key];
}

/** spec 1 §5: Department, User and Role compare as sorted value lists (duplicates removed). */
export function toSortedKeys(value: unknown): readonly string[] | undefined {
  const keys = toKeyList(value);
  if (keys === undefined) return undefined;
  return [...new Set(keys)].sort();
}

/** Element-wise equality of two key lists. */
export function keyListsEqual(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** A Json value: text holding JSON is parsed, anything else is taken as is. */
export function toJson(value: unknown): unknown {
  if (isMissing(value)) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Structural equality of JSON-like values; key order does not matter. */
export function deepEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (
    depth > MAX_DEPTH ||
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null
  )
    return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((entry, i) => deepEqual(entry, b[i], depth + 1));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  if (keys.length !== Object.keys(bRecord).length) return false;
  return keys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(bRecord, key) &&
      deepEqual(aRecord[key], bRecord[key], depth + 1),
  );
}

/** A Geo value: `{ longitude, latitude }`, `{ lng, lat }`, `[lng, lat]` or `'lng,lat'`. */
export function toGeo(value: unknown): GeoPoint | undefined {
  const parts = geoValueParts(value);
  if (!parts) return undefined;
  const longitude = toNumber(parts.lng);
  const latitude = toNumber(parts.lat);
  if (longitude === undefined || latitude === undefined) return undefined;
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return undefined;
  return { longitude, latitude };
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
