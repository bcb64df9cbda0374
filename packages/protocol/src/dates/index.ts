/**
 * `@tessera/protocol/dates`: the one place that reads and prints date-times, on date-fns.
 */
export { readDateTime } from './readDateTime.js';
export type { DateTimeZone, ReadDateTimeOptions } from './readDateTime.js';
export { DEFAULT_DATE_FORMAT, PHP_DATE_TOKENS, formatDate, toDateFnsFormat } from './formatDate.js';
export { toDateTimeLiteral } from './toDateTimeLiteral.js';
