import { format, isValid, parseISO } from 'date-fns';

/**
 * spec 1 §9 "Default date format Y-m-d H:i:s", in date-fns tokens: Y-m-d H:i:s is the PHP-style
 * spelling of a four-digit year, two-digit month, day, 24-hour hour, minute and second.
 */
export const DEFAULT_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/**
 * A DateTime field's value as display text in the viewer's time zone: an ISO text or a `Date`
 * is formatted with `pattern`; anything that does not parse is shown as it is (never `Invalid
 * Date`), and an empty value as empty text.
 *
 * @example
 * formatDateTime('2024-03-05T08:09:10'); // '2024-03-05 08:09:10'
 */
export function formatDateTime(value: unknown, pattern = DEFAULT_DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : typeof value === 'string' ? parseISO(value) : null;
  if (!date || !isValid(date)) return String(value);
  return format(date, pattern);
}
