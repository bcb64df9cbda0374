/**
 * Date-time parsing for DateTime comparisons. The engine never asks the environment for the time
 * or the local zone, so the same values give the same answer on every machine.
 */

// YYYY-MM-DD or YYYY/MM/DD, optional time (T or space), optional fraction, optional zone.
const DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

function utcMs(parts: readonly number[]): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, ms = 0] = parts;
  const t = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  if (year >= 100) return t;
  // Date.UTC maps years 0–99 to 1900–1999; move the result back to the year written.
  const date = new Date(t);
  date.setUTCFullYear(year);
  return date.getTime();
}

/**
 * Milliseconds since the epoch for a DateTime value, or `undefined` when it is not a date.
 * Accepts epoch numbers, `Date` objects and `YYYY-MM-DD[( |T)HH:mm[:ss[.fff]]][Z|±hh:mm]`
 * strings (`/` also separates the date). A value without a zone is read as UTC: both sides of a
 * comparison are read the same way, so their order is right whatever the user's zone.
 */
export function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) {
    const t = value.getTime();
    return Number.isNaN(t) ? undefined : t;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const match = DATE_TIME.exec(text);
  if (match === null) {
    // An epoch number sent as text, as some data sources do.
    if (/^-?\d+$/.test(text)) return Number(text);
    return undefined;
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const hour = Number(match[4] ?? 0);
  const minute = Number(match[5] ?? 0);
  const second = Number(match[6] ?? 0);
  const ms = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12) return undefined;
  const maxDay = month === 2 && !isLeapYear(year) ? 28 : (DAYS_IN_MONTH[month - 1] ?? 31);
  if (day < 1 || day > maxDay) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return utcMs([year, month, day, hour, minute, second, ms]) - zoneOffsetMinutes(match[8]) * 60_000;
}
