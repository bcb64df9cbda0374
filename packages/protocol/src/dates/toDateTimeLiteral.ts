import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { format, getYear } from 'date-fns';
import { readDateTime } from './readDateTime.js';

// The offset a text states after its time, kept so the literal says what the user wrote; date-fns
// has read and validated the whole text before this is looked at.
const STATED_OFFSET = /[T ][^+-]*([+-]\d{2}(?::?\d{2})?|Z)$/i;

const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm:ss";

function print(date: Date, offset: string): string {
  const fraction = date.getMilliseconds() === 0 ? '' : '.SSS';
  return format(date, `${WALL_CLOCK}${fraction}${offset}`);
}

/**
 * The date-time literal of the filter text and the wire, `YYYY-MM-DDTHH:mm:ss[.SSS][Z|±hh:mm]`,
 * or `null` for a value that is not a readable date (see `readDateTime`). A text keeps its wall
 * clock and its offset as written (`+08` prints `+08:00`); a text without an offset prints
 * without one; epoch milliseconds and `Date`s print in UTC with `Z`. Years outside 0000-9999
 * are `null`.
 *
 * @example
 * toDateTimeLiteral('2024/5/1 8:05'); // '2024-05-01T08:05:00'
 * toDateTimeLiteral('2024-05-01 08:05:06 +08'); // '2024-05-01T08:05:06+08:00'
 * toDateTimeLiteral(Date.UTC(2024, 0, 2, 3, 4, 5)); // '2024-01-02T03:04:05Z'
 */
export function toDateTimeLiteral(value: unknown): string | null {
  const instant = readDateTime(value, { zone: 'utc' });
  if (instant === null) return null;
  const stated = typeof value === 'string' ? STATED_OFFSET.exec(value.trim())?.[1] : 'Z';
  let date: Date = instant;
  let offset = '';
  if (stated !== undefined && stated.toUpperCase() === 'Z') {
    date = new UTCDate(instant.getTime());
    offset = "'Z'";
  } else if (stated !== undefined) {
    date = new TZDate(instant.getTime(), stated);
    offset = 'XXX';
  }
  const year = getYear(date);
  return year < 0 || year > 9999 ? null : print(date, offset);
}
