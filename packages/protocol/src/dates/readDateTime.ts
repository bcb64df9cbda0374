import { UTCDate, utc } from '@date-fns/utc';
import { isValid, parse, parseISO } from 'date-fns';

/**
 * How a date-time text that states no offset is read: as the user's wall-clock time (`local`,
 * what a person typed or picked) or as UTC (`utc`, so a result never depends on the machine's
 * zone). A text with an offset (`Z`, `+08`, `+0800`, `+08:00`) is always that instant.
 */
export type DateTimeZone = 'local' | 'utc';

/** Options of {@link readDateTime}. */
export interface ReadDateTimeOptions {
  /** How a text without an offset is read, and the zone of the result's getters. Default `local`. */
  zone?: DateTimeZone;
}

// The forms ISO 8601 does not cover but users and older data write: `/` or `.` between date
// parts, one-digit parts (`2024/5/1 8:05`) and a space before the offset. date-fns `parse`
// validates every part (2023-02-29, month 13 and hour 24 are refused). Keyed by the character
// after the year, so a text is only tried against its own family.
const TIMES = ['', ' H:m', ' H:m:s', "'T'H:m", "'T'H:m:s"];
const ZONES = ['', 'X', 'XXX', ' X', ' XXX'];

function lenientFormats(separator: string): readonly string[] {
  const day = `yyyy${separator}M${separator}d`;
  const withTime = TIMES.slice(1).flatMap((time) => ZONES.map((zone) => `${day}${time}${zone}`));
  return [day, ...withTime, `yyyy${separator}M`];
}

const LENIENT_FORMATS: Readonly<Record<string, readonly string[]>> = {
  '-': lenientFormats('-'),
  '/': lenientFormats('/'),
  '.': lenientFormats('.'),
};

// ISO 8601 allows 24:00 for the end of a day; a picker never writes it and a form must not
// accept it, so it is refused like any hour above 23.
const END_OF_DAY = /[T ]24/i;

// Any fixed date works: every accepted format names year, month and day or defaults them to 1.
const REFERENCE_MS = 946_684_800_000; // 2000-01-01T00:00:00Z

// The form the wire and the filter text use — `YYYY-MM-DD`, then `[T ]HH:mm[:ss]` and `Z` or
// `±hh[:]mm` — read without date-fns (it is read at every date condition of every list call).
// Only plainly valid values take this path (years 1000-9999, hours 0-23, offsets to ±23:59, no
// fraction); anything else goes to parseISO, so both paths agree (dates.test.ts checks them
// against each other on random texts).
const COMMON_ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:(Z)|([+-])(\d{2}):?(\d{2})?)?)?$/;

const THIRTY_DAYS = new Set([4, 6, 9, 11]);

/** Days in a month (1-12) of a year of the proleptic Gregorian calendar. */
export const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : THIRTY_DAYS.has(month)
      ? 30
      : 31;

const part = (text: string | undefined): number => (text === undefined ? 0 : Number(text));

/** The common form's instant in ms, `null` for an impossible one, `undefined` to leave to parseISO. */
function readCommonMs(text: string, zone: DateTimeZone): number | null | undefined {
  const m = COMMON_ISO.exec(text);
  if (m === null) return undefined;
  const y = part(m[1]);
  const mo = part(m[2]);
  const d = part(m[3]);
  const h = part(m[4]);
  const mi = part(m[5]);
  const s = part(m[6]);
  const offsetHours = part(m[9]);
  const offsetMinutes = part(m[10]);
  if (y < 1000 || h > 23 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || mi > 59 || s > 59) return null;
  if (m[7] === undefined && m[8] === undefined) {
    return zone === 'utc'
      ? Date.UTC(y, mo - 1, d, h, mi, s)
      : new Date(y, mo - 1, d, h, mi, s).getTime();
  }
  const east = (m[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return Date.UTC(y, mo - 1, d, h, mi, s) - east * 60_000;
}

/**
 * The general reader: ISO 8601 through parseISO, then the lenient forms. Exported for the test
 * that holds the common form's path to it; callers use {@link readDateTime}.
 */
export function readWithDateFns(text: string, zone: DateTimeZone): Date | null {
  const context = zone === 'utc' ? { in: utc } : undefined;
  const iso = parseISO(text, context);
  if (isValid(iso)) return END_OF_DAY.test(text) ? null : iso;
  const reference = zone === 'utc' ? new UTCDate(REFERENCE_MS) : new Date(REFERENCE_MS);
  for (const format of LENIENT_FORMATS[text.charAt(4)] ?? []) {
    const date = parse(text, format, reference, context);
    if (isValid(date)) return date;
  }
  return null;
}

/**
 * The instant `readDateTime` reads, in epoch milliseconds, without building the `Date` it
 * answers (the literal printer needs only the instant).
 */
export function readInstantMs(value: unknown, zone: DateTimeZone): number | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    const common = readCommonMs(text, zone);
    if (common !== undefined) return common;
    const date = readWithDateFns(text, zone);
    return date === null || !isValid(date) ? null : date.getTime();
  }
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : NaN;
  // The range a Date holds (ECMAScript's time value limit).
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : null;
}

/**
 * The one date-time reader of the client: a `Date`, or `null` when the value is not a readable
 * date. Reads epoch milliseconds, `Date`s, every ISO 8601 text date-fns `parseISO` reads
 * (`2024`, `2024-05`, `2024-05-01`, `2024-05-01 08:30`, `2024-05-01T08:30:05.12+08:00`, ...) and
 * the lenient forms `2024/5/1 8:05`, `2024.05.01`, `2024-5-1`, `2024-05-01 08:05:06 +08`.
 * Impossible dates and times (2023-02-29, 2024-13-01, 24:00) are `null`.
 *
 * With `zone: 'utc'` the result is a `UTCDate`, whose getters answer in UTC; otherwise a `Date`
 * whose getters answer in the machine's zone.
 *
 * @example
 * readDateTime('2024-05-01 08:30'); // local 2024-05-01 08:30
 * readDateTime('2024-05-01', { zone: 'utc' })?.getTime(); // 1714521600000
 * readDateTime('2024-02-30'); // null
 */
export function readDateTime(value: unknown, options: ReadDateTimeOptions = {}): Date | null {
  const zone = options.zone ?? 'local';
  const ms = readInstantMs(value, zone);
  if (ms === null) return null;
  return zone === 'utc' ? new UTCDate(ms) : new Date(ms);
}
