import { format as formatWithDateFns } from 'date-fns';
import { readDateTime } from './readDateTime.js';

/** The default display format of a date-time (spec 1 §9 "Default date format Y-m-d H:i:s"). */
export const DEFAULT_DATE_FORMAT = 'Y-m-d H:i:s';

/**
 * The PHP-style format letters the spec and page designs use, and the date-fns token each
 * means. Any other letter is printed as written.
 */
export const PHP_DATE_TOKENS: Readonly<Record<string, string>> = {
  Y: 'yyyy', // 4-digit year
  y: 'yy', // 2-digit year
  m: 'MM', // month 01-12
  n: 'M', // month 1-12
  d: 'dd', // day 01-31
  j: 'd', // day 1-31
  H: 'HH', // hour 00-23
  G: 'H', // hour 0-23
  h: 'hh', // hour 01-12
  g: 'h', // hour 1-12
  i: 'mm', // minutes 00-59
  s: 'ss', // seconds 00-59
  v: 'SSS', // milliseconds
  A: 'a', // AM / PM
  a: 'aaa', // am / pm
};

/**
 * The date-fns format string of a PHP-style format (`Y-m-d H:i:s` → `yyyy-MM-dd HH:mm:ss`).
 * Letters outside {@link PHP_DATE_TOKENS} and `\`-escaped characters print as written.
 *
 * @example
 * toDateFnsFormat('Y年n月j日'); // 'yyyy年M月d日'
 * toDateFnsFormat('\\Y: Y'); // "'Y': yyyy"
 */
export function toDateFnsFormat(phpFormat: string): string {
  let out = '';
  let letters = '';
  const flush = (): void => {
    if (letters !== '') out += `'${letters}'`;
    letters = '';
  };
  for (let i = 0; i < phpFormat.length; i += 1) {
    let char = phpFormat.charAt(i);
    const escaped = char === '\\' && i + 1 < phpFormat.length;
    if (escaped) {
      i += 1;
      char = phpFormat.charAt(i);
    }
    const token = escaped ? undefined : PHP_DATE_TOKENS[char];
    if (token !== undefined) {
      flush();
      out += token;
    } else if (/[A-Za-z]/.test(char)) {
      // date-fns reads every ASCII letter as a token, so literal letters are quoted.
      letters += char;
    } else {
      flush();
      out += char === "'" ? "''" : char;
    }
  }
  flush();
  return out;
}

/**
 * A date value as the user sees it, in local time, by a PHP-style format (default
 * {@link DEFAULT_DATE_FORMAT}); `''` for a value that is not a readable date (see
 * `readDateTime`).
 *
 * @example
 * formatDate('2024-05-01T08:30:00'); // '2024-05-01 08:30:00'
 * formatDate(new Date(2024, 4, 1), 'Y/m/d'); // '2024/05/01'
 * formatDate('not a date'); // ''
 */
export function formatDate(value: unknown, format: string = DEFAULT_DATE_FORMAT): string {
  const date = readDateTime(value);
  return date === null ? '' : formatWithDateFns(date, toDateFnsFormat(format));
}
