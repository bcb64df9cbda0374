/**
 * Calendar parts of a date value in local time. The date rules compare and convert through these
 * parts so that a text such as `2024-05-01 08:00:00` means the same wall-clock time on every
 * platform (engines disagree on how `Date.parse` reads it).
 */

/** Year, month (1-12), day, hour, minute, second and millisecond, in local time. */
export type DateParts = readonly [number, number, number, number, number, number, number];

/** A date as a form holds it: text, epoch milliseconds or a `Date`. */
export type DateInput = string | number | Date;

// YYYY[-MM[-DD[ HH[:mm[:ss[.SSS]]]]]] with -, / or . between date parts and a space or T before
// the time; every part bounded, so matching is linear.
const LOCAL_TEXT =
  /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2})(?:[ T](\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,9}))?)?)?)?)?)?$/;

// A full ISO timestamp with a zone designator: an absolute instant, read with Date.parse.
const ZONED_TEXT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function partsOfDate(date: Date): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  return [
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  ];
}

function partsOfText(text: string): DateParts | null {
  const trimmed = text.trim();
  if (ZONED_TEXT.test(trimmed)) return partsOfDate(new Date(Date.parse(trimmed)));
  const m = LOCAL_TEXT.exec(trimmed);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m
    .slice(1, 7)
    .map((p, i) => (p === undefined ? (i < 3 && i > 0 ? 1 : 0) : Number(p))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return [year, month, day, hour, minute, second, ms];
}

/**
 * The local calendar parts of a date value, or `null` when it is not a readable date. Texts are
 * `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, optionally followed by ` HH`, `:mm`, `:ss` and `.SSS` (also
 * with `/` or `.` between date parts and `T` before the time), or a full ISO timestamp with a
 * zone; numbers are epoch milliseconds.
 *
 * @example
 * toDateParts('2024-02-30'); // null
 * toDateParts('2024-05-01 08:30'); // [2024, 5, 1, 8, 30, 0, 0]
 */
export function toDateParts(value: unknown): DateParts | null {
  if (typeof value === 'string') return partsOfText(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? partsOfDate(new Date(value)) : null;
  if (value instanceof Date) return partsOfDate(value);
  return null;
}

/**
 * The `Date` of local calendar parts. Uses `setFullYear`, so years 0-99 are not read as 19xx.
 */
export function partsToDate(parts: DateParts): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(parts[0], parts[1] - 1, parts[2]);
  date.setHours(parts[3], parts[4], parts[5], parts[6]);
  return date;
}

/**
 * Compares the first `depth` parts of two dates: negative, 0 or positive.
 */
export function compareDateParts(a: DateParts, b: DateParts, depth = 7): number {
  for (let i = 0; i < Math.min(depth, 7); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
