import { geoValueParts } from '@tessera/protocol';
import { toDateTimeLiteral } from '@tessera/protocol/dates';
import type { FieldType } from '@tessera/protocol';
import { quoteFilterString } from './escapeFilterText.js';

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** A number literal (`-12.5`, `1e+21`), or `undefined` for a value that is not a finite number. */
export function formatNumber(value: unknown): string | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value);
  else return undefined;
  if (!Number.isFinite(n)) return undefined;
  return String(n === 0 ? 0 : n);
}

/**
 * A date-time literal `YYYY-MM-DDTHH:mm:ss[.fff][Z|±hh:mm]` (`toDateTimeLiteral` of
 * `@tessera/protocol/dates`). A date alone gets `T00:00:00` (as submitted dates get ' 00:00:00',
 * spec 1 §5); the zone is kept as written, a value without one stays without one. Epoch
 * milliseconds and `Date`s print in UTC.
 */
export function formatDateTime(value: unknown): string | undefined {
  return toDateTimeLiteral(value) ?? undefined;
}

/** A geography point: `{ longitude, latitude }`, `{ lng, lat }`, `[lng, lat]` or `'lng,lat'`. */
export function readGeoPoint(value: unknown): { longitude: string; latitude: string } | undefined {
  const parts = geoValueParts(value);
  const longitude = formatNumber(parts?.lng);
  const latitude = formatNumber(parts?.lat);
  if (longitude === undefined || latitude === undefined) return undefined;
  if (Math.abs(Number(longitude)) > 180 || Math.abs(Number(latitude)) > 90) return undefined;
  return { longitude, latitude };
}

/** `geography'POINT(lng lat)'` (OData's geography literal), or `undefined` for a value that is no point. */
export function formatGeography(value: unknown): string | undefined {
  const point = readGeoPoint(value);
  return point && `geography'POINT(${point.longitude} ${point.latitude})'`;
}

/** `true`/`false` from a boolean, 'true'/'false'/'1'/'0' or 1/0. */
export function formatBoolean(value: unknown): string | undefined {
  if (typeof value === 'boolean') return String(value);
  if (value === 1 || value === 0) return String(value === 1);
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1') return 'true';
    if (text === 'false' || text === '0') return 'false';
  }
  return undefined;
}

/**
 * The key of a list entry or single value: text as is, numbers and booleans as text, an option or
 * picker entry (`{ label, value }`, `{ id }`) by its `value`, then `id`.
 */
export function entryKey(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entry = value as { value?: unknown; id?: unknown };
    if (entry.value !== undefined && entry.value !== null) return entryKey(entry.value);
    if (entry.id !== undefined && entry.id !== null) return entryKey(entry.id);
  }
  return undefined;
}

/**
 * spec 1 §5: created-by and last-modified-by filters compare with `sub:{userId}`, or
 * `sub:guest` when the id is empty (or the all-zero anonymous id, spec 1 §3 User info).
 *
 * @example
 * userSubject('u-1'); // 'sub:u-1'
 * userSubject('');    // 'sub:guest'
 */
export function userSubject(userId: unknown): string {
  const key = entryKey(userId)?.trim();
  if (key === undefined || key === '' || key === EMPTY_GUID) return 'sub:guest';
  return key.startsWith('sub:') ? key : `sub:${key}`;
}

/**
 * The literal of one (non-list) value for a field type, or `undefined` when the value cannot be
 * read as that type (the filter is then skipped).
 *
 * @example
 * formatLiteral('12', 'Number');           // '12'
 * formatLiteral('2024-05-01', 'DateTime'); // '2024-05-01T00:00:00'
 * formatLiteral({ value: 'a' }, 'OptionSet'); // "'a'"
 */
export function formatLiteral(
  value: unknown,
  fieldType: FieldType | undefined,
): string | undefined {
  switch (fieldType) {
    case 'Number':
    case 'Currency':
      return formatNumber(value);
    case 'DateTime':
      return formatDateTime(value);
    case 'Bool':
    case 'Boolean':
      return formatBoolean(value);
    case 'Geo':
      return formatGeography(value);
    case 'Json': {
      if (typeof value === 'string') return quoteFilterString(value);
      try {
        const text = JSON.stringify(value) as string | undefined;
        return text === undefined ? undefined : quoteFilterString(text);
      } catch {
        return undefined;
      }
    }
    case undefined:
      if (typeof value === 'number') return formatNumber(value);
      if (typeof value === 'boolean') return String(value);
      if (value instanceof Date) return formatDateTime(value);
      break;
    default:
      break;
  }
  const key = entryKey(value);
  return key === undefined ? undefined : quoteFilterString(key);
}
