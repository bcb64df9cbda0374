import { daysIn, readInstantMs } from './readDateTime.js';

// The offset a text states after its time, kept so the literal says what the user wrote; the
// reader has read and validated the whole text before this is looked at.
const STATED_OFFSET = /[T ][^+-]*([+-]\d{2}(?::?\d{2})?|Z)$/i;
const OFFSET_PARTS = /^([+-])(\d{2}):?(\d{2})?$/;

const MINUTE_MS = 60_000;

// A text already in the literal's own form (`2024-01-01T00:00:00Z`, what pickers and the wire
// write) prints as itself once its parts are checked; `±00:00` prints `Z`, so it and years before
// 1000 take the general path. The form is fixed, `YYYY-MM-DDTHH:mm:ss` then nothing, `Z` or
// `±hh:mm`, so it is checked character by character at known places instead of by a pattern with
// captures (nine substrings and nine numbers per date condition of every list call: issue 30's
// filter benchmark); the property test in dates.test.ts holds this to date-fns on random texts.
const OWN_LENGTHS = { local: 19, utc: 20, offset: 25 } as const;

/** The number the `count` ASCII digits of `text` at `start` write, or -1 when one is no digit. */
function digitsAt(text: string, start: number, count: number): number {
  let n = 0;
  for (let i = start; i < start + count; i += 1) {
    const digit = text.charCodeAt(i) - 48; // '0'
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** Whether a text is in the literal's own form and names a real date, time and offset. */
function isOwnLiteral(text: string): boolean {
  const { length } = text;
  if (length !== OWN_LENGTHS.local && length !== OWN_LENGTHS.utc && length !== OWN_LENGTHS.offset)
    return false;
  if (
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[10] !== 'T' ||
    text[13] !== ':' ||
    text[16] !== ':'
  )
    return false;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  const realDateTime =
    year >= 1000 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 59;
  if (!realDateTime) return false;
  if (length === OWN_LENGTHS.local) return true;
  if (length === OWN_LENGTHS.utc) return text[19] === 'Z';
  const offsetHours = digitsAt(text, 20, 2);
  const offsetMinutes = digitsAt(text, 23, 2);
  return (
    (text[19] === '+' || text[19] === '-') &&
    text[22] === ':' &&
    offsetHours >= 0 &&
    offsetHours <= 23 &&
    offsetMinutes >= 0 &&
    offsetMinutes <= 59 &&
    offsetHours + offsetMinutes > 0
  );
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Minutes east of UTC of a stated offset (`+08`, `-0530`, `+05:45`), or `null` past ±23:59. */
function offsetMinutes(stated: string): number | null {
  const [, sign, hours = '', minutes = '00'] = OFFSET_PARTS.exec(stated) ?? [];
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return null;
  return (sign === '-' ? -1 : 1) * (h * 60 + m);
}

/** `Z` for UTC, else `±hh:mm` (as an ISO 8601 extended offset prints). */
function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`;
}

/**
 * The date-time literal of the filter text and the wire, `YYYY-MM-DDTHH:mm:ss[.SSS][Z|±hh:mm]`,
 * or `null` for a value that is not a readable date (see `readDateTime`). A text keeps its wall
 * clock and its offset as written (`+08` prints `+08:00`); a text without an offset prints
 * without one; epoch milliseconds and `Date`s print in UTC with `Z`. Years outside 0000-9999
 * are `null`.
 *
 * The pattern is fixed, so it is printed from the instant's UTC fields shifted by the offset
 * rather than through a general formatter: the filter builder prints one per date condition
 * (issue 30's filter benchmark).
 *
 * @example
 * toDateTimeLiteral('2024/5/1 8:05'); // '2024-05-01T08:05:00'
 * toDateTimeLiteral('2024-05-01 08:05:06 +08'); // '2024-05-01T08:05:06+08:00'
 * toDateTimeLiteral(Date.UTC(2024, 0, 2, 3, 4, 5)); // '2024-01-02T03:04:05Z'
 */
export function toDateTimeLiteral(value: unknown): string | null {
  if (typeof value === 'string' && isOwnLiteral(value)) return value;
  const instant = readInstantMs(value, 'utc');
  if (instant === null) return null;
  let minutes = 0;
  let suffix = 'Z';
  if (typeof value === 'string') {
    const stated = STATED_OFFSET.exec(value.trim())?.[1];
    if (stated === undefined) suffix = '';
    else if (stated.toUpperCase() !== 'Z') {
      const east = offsetMinutes(stated);
      if (east === null) return null;
      minutes = east;
      suffix = offsetText(east);
    }
  }
  // The wall clock at the offset, read through the UTC getters.
  const wall = new Date(instant + minutes * MINUTE_MS);
  const year = wall.getUTCFullYear();
  if (year < 0 || year > 9999) return null;
  const ms = wall.getUTCMilliseconds();
  return (
    `${pad(year, 4)}-${pad(wall.getUTCMonth() + 1, 2)}-${pad(wall.getUTCDate(), 2)}` +
    `T${pad(wall.getUTCHours(), 2)}:${pad(wall.getUTCMinutes(), 2)}:${pad(wall.getUTCSeconds(), 2)}` +
    `${ms === 0 ? '' : `.${pad(ms, 3)}`}${suffix}`
  );
}
