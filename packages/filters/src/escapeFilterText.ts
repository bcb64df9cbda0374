/**
 * Escaping of text inside filter literals. Order matters and is fixed: regex-escape (contains
 * only), then percent-escape, then quote — `readFilterString` undoes the last two.
 */

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;
const HAS_REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/;
const PERCENT_SPECIAL = /[%#&]/g;
const HAS_PERCENT_SPECIAL = /[%#&]/;
const NEEDS_ESCAPE = /[%#&']/;
const PERCENT_CODES: Readonly<Record<string, string>> = { '%': '%25', '#': '%23', '&': '%26' };

/**
 * spec 1 §5: contains-type text is regex-escaped, so the server can match it as a pattern and
 * still find exactly what the user typed.
 *
 * @example
 * escapeRegExp('a.b*'); // 'a\\.b\\*'
 */
export function escapeRegExp(text: string): string {
  return HAS_REGEX_SPECIAL.test(text) ? text.replace(REGEX_SPECIAL, '\\$&') : text;
}

/**
 * spec 1 §5: `#` → `%23` and `&` → `%26`, so the filter survives a URL query string. `%` itself
 * becomes `%25`, so that decoding is exact (a typed "%23" stays "%23").
 *
 * @example
 * escapePercent('R&D #1'); // 'R%26D %231'
 */
export function escapePercent(text: string): string {
  // Most texts hold none of the three; a test is cheaper than a replace that calls back.
  if (!HAS_PERCENT_SPECIAL.test(text)) return text;
  return text.replace(PERCENT_SPECIAL, (char) => PERCENT_CODES[char] ?? char);
}

/**
 * A string literal of the filter grammar: percent-escaped, single-quoted, `'` doubled.
 *
 * @example
 * quoteFilterString("O'Brien & Co"); // "'O''Brien %26 Co'"
 */
export function quoteFilterString(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return `'${text}'`;
  return `'${escapePercent(text).replaceAll("'", "''")}'`;
}

/**
 * The text of a string literal printed by `quoteFilterString` (for the server's parser and for
 * tests). Returns `undefined` when `literal` is not a well-formed string literal.
 *
 * @example
 * readFilterString("'O''Brien %26 Co'"); // "O'Brien & Co"
 */
export function readFilterString(literal: string): string | undefined {
  if (literal.length < 2 || !literal.startsWith("'") || !literal.endsWith("'")) return undefined;
  const body = literal.slice(1, -1);
  // Inside the quotes every ' must be doubled, and % must start one of the three escapes.
  if (/'(?!')/.test(body.replaceAll("''", ''))) return undefined;
  if (/%(?!25|23|26)/.test(body)) return undefined;
  return unescapePercent(body.replaceAll("''", "'"));
}

/**
 * Undoes {@link escapePercent}: `%25`, `%23`, `%26` become `%`, `#`, `&`; any other `%` stays
 * (the parser is lenient where the printer is strict).
 *
 * @example
 * unescapePercent('R%26D %231'); // 'R&D #1'
 */
export function unescapePercent(text: string): string {
  return text.replace(/%(25|23|26)/g, (_, code: string) =>
    code === '25' ? '%' : code === '23' ? '#' : '&',
  );
}
