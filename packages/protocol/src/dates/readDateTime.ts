import { UTCDate, utc } from '@date-fns/utc';
import { isValid, parseISO } from 'date-fns';

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
// parts, one-digit parts (`2024/5/1 8:05`) and a space before the offset — `yyyy{sep}M{sep}d`,
// optionally ` H:m`, ` H:m:s`, `'T'H:m` or `'T'H:m:s`, optionally `X` or `XXX` with or without a
// space before it, and `yyyy{sep}M`, in date-fns `parse` tokens. They are read here by one
// pattern per separator instead of date-fns `parse` (≈ 8 KB gzip of parsers in the runtimes'
// first download, issue 30); each numeric part is matched as date-fns' parser matches it (year 1–4
// digits, month `1[0-2]|0?\d`, day `3[01]|[0-2]?\d`, hour `2[0-3]|[01]?\d`, minute and second
// `[0-5]?\d`), every part is followed by a non-digit or the end, and trailing white space is
// allowed, so a text matches here exactly when one of those formats parses it; dates.test.ts holds
// this reader to date-fns `parse` on random texts. Keyed by the character after the year.
function lenientPattern(separator: string): RegExp {
  const sep = `\\${separator}`;
  return new RegExp(
    `^(\\d{1,4})${sep}(1[0-2]|0?\\d)(?:${sep}(3[01]|[0-2]?\\d)` +
      `(?:[ T](2[0-3]|[01]?\\d):([0-5]?\\d)(?::([0-5]?\\d))?` +
      `(?: ?(?:(Z)|([+-])(\\d{2})(?::?(\\d{2}))?))?)?)?\\s*$`,
  );
}

const LENIENT: Readonly<Record<string, RegExp>> = {
  '-': lenientPattern('-'),
  '/': lenientPattern('/'),
  '.': lenientPattern('.'),
};

// ISO 8601 allows 24:00 for the end of a day; a picker never writes it and a form must not
// accept it, so it is refused like any hour above 23.
const END_OF_DAY = /[T ]24/i;

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
 * A lenient form's instant in ms, or `null` when the text is none or names an impossible date
 * (the time parts are bounded by the pattern). Fields are set as date-fns sets them: through `setFullYear`, so years
 * 1–99 stay in the first century; a stated offset makes the fields UTC before it is taken off.
 */
function readLenientMs(text: string, zone: DateTimeZone): number | null {
  const m = LENIENT[text.charAt(4)]?.exec(text);
  if (!m) return null;
  const y = part(m[1]);
  const mo = part(m[2]);
  const d = m[3] === undefined ? 1 : part(m[3]);
  // date-fns refuses year 0 and month 0 ("00" matches its month pattern, then fails validation).
  if (y < 1 || mo < 1 || d < 1 || d > daysIn(y, mo)) return null;
  const h = part(m[4]);
  const mi = part(m[5]);
  const s = part(m[6]);
  const date = new Date(0);
  if (m[7] === undefined && m[8] === undefined && zone === 'local') {
    date.setFullYear(y, mo - 1, d);
    date.setHours(h, mi, s, 0);
    return date.getTime();
  }
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, 0);
  const east = (m[8] === '-' ? -1 : 1) * (part(m[9]) * 60 + part(m[10]));
  return date.getTime() - east * 60_000;
}

/**
 * The general reader: ISO 8601 through date-fns `parseISO`, then the lenient forms. Exported
 * for the tests that hold the common form's path to it; callers use {@link readDateTime}.
 */
export function readWithDateFns(text: string, zone: DateTimeZone): Date | null {
  const context = zone === 'utc' ? { in: utc } : undefined;
  const iso = parseISO(text, context);
  if (isValid(iso)) return END_OF_DAY.test(text) ? null : iso;
  const ms = readLenientMs(text, zone);
  if (ms === null) return null;
  return zone === 'utc' ? new UTCDate(ms) : new Date(ms);
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
