import { geoValueParts } from '@tessera/protocol';
import type { FieldType } from '@tessera/protocol';
import { quoteFilterString } from './escapeFilterText.js';

const DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

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
 * A date-time literal `YYYY-MM-DDTHH:mm:ss[.fff][Z|±hh:mm]`. A date alone gets `T00:00:00`
 * (as submitted dates get ' 00:00:00', spec 1 §5); the zone is kept as written, a value without
 * one stays without one. Epoch milliseconds and `Date`s print in UTC.
 */
export function formatDateTime(value: unknown): string | undefined {
  if (typeof value === 'number' || value instanceof Date) {
    const date = new Date(value instanceof Date ? value.getTime() : value);
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 0 || date.getUTCFullYear() > 9999)
      return undefined;
    return date.toISOString().replace('.000Z', 'Z');
  }
  if (typeof value !== 'string') return undefined;
  const m = DATE_TIME.exec(value.trim());
  if (m === null) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4] ?? 0);
  const minute = Number(m[5] ?? 0);
  const second = Number(m[6] ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const fraction = m[7] === undefined ? '' : `.${m[7].slice(0, 3)}`;
  let zone = m[8] ?? '';
  if (zone.toUpperCase() === 'Z') zone = 'Z';
  else if (zone !== '') {
    const digits = zone.slice(1).replace(':', '').padEnd(4, '0');
    zone = `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4)}`;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${fraction}${zone}`;
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
