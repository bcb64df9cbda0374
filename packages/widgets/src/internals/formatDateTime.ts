import { format } from 'date-fns';
import { DEFAULT_DATE_FORMAT, readDateTime, toDateFnsFormat } from '@tessera/protocol/dates';

/** spec 1 §9 "Default date format Y-m-d H:i:s", in date-fns tokens (`yyyy-MM-dd HH:mm:ss`). */
export const DEFAULT_DATE_TIME_FORMAT = toDateFnsFormat(DEFAULT_DATE_FORMAT);

/**
 * A DateTime field's value as display text in the viewer's time zone: read by protocol's one
 * date-time reader, printed with date-fns in `pattern` (date-fns tokens). A value that does not
 * read is shown as it is (never `Invalid Date`), an empty value as empty text.
 *
 * @example
 * formatDateTime('2024-03-05T08:09:10'); // '2024-03-05 08:09:10'
 */
export function formatDateTime(value: unknown, pattern = DEFAULT_DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = readDateTime(value);
  return date ? format(date, pattern) : String(value);
}
