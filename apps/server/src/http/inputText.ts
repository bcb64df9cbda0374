/*
 * Text a database cannot store. PostgreSQL refuses NUL (U+0000) in `text` and in `jsonb`
 * strings, and a lone UTF-16 surrogate in `jsonb` (`\ud800` without its pair); in `text` a lone
 * surrogate would silently become U+FFFD. Both are refused at the request's edge with the field
 * named (README "Bad input"), never normalised: a changed value would be data loss the caller
 * never sees.
 */

/** NUL, or a high surrogate not followed by a low one, or a low one without a high one. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or a lone surrogate. */
export function isBadText(text: string): boolean {
  return BAD_TEXT.test(text);
}

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const safeKey = isBadText(key) ? JSON.stringify(key).slice(1, -1) : key;
  return path === '' ? safeKey : `${path}.${safeKey}`;
}

/** Bytes (a Buffer or other typed array, an ArrayBuffer): a binary body, not parsed JSON. */
function isBinary(value: unknown): boolean {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer;
}

/**
 * The path of the first value in a parsed JSON value for which `isBad` holds (object keys are
 * checked as strings), e.g. `data.title.iv` or `variables.list[2]`, or undefined. Iterative, so
 * any nesting depth is safe to scan. Bytes are not walked: an application/octet-stream body (a
 * part of an upload in parts) holds no text, and walking a 2 MB Buffer as an object of 2 million
 * entries took seconds of CPU per part.
 */
function findInJson(
  value: unknown,
  root: string,
  isBad: (value: unknown) => boolean,
): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (isBad(current)) return path;
    if (isBinary(current)) continue;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], childPath(path, i)]);
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const at = childPath(path, key);
        if (isBad(key)) return at;
        stack.push([child, at]);
      }
    }
  }
  return undefined;
}

/**
 * The path of the first string (value or object key) in a parsed JSON value that holds a NUL
 * or a lone surrogate, e.g. `data.title.iv` or `variables.list[2]`, or undefined when all text
 * is storable.
 *
 * @example
 * ```ts
 * findBadText({ data: { title: { iv: 'a\u0000' } } }, 'body'); // 'body.data.title.iv'
 * ```
 */
export function findBadText(value: unknown, root = ''): string | undefined {
  return findInJson(value, root, (v) => typeof v === 'string' && isBadText(v));
}

/**
 * The path of the first number that is not finite: JSON has no Infinity, but `1e400` parses
 * to it, and re-serialised it would silently become `null` (a GraphQL variable `top: 1e400`
 * was taken as the default). Undefined when every number is finite.
 */
export function findNonFiniteNumber(value: unknown, root = ''): string | undefined {
  return findInJson(value, root, (v) => typeof v === 'number' && !Number.isFinite(v));
}

/** Deepest nesting of arrays and objects a JSON body may have (README "Bad input"). */
export const MAX_JSON_DEPTH = 128;

/**
 * True when JSON text nests arrays/objects deeper than `max`, found in one pass over the text
 * before anything parses or walks it recursively (a 100 000-deep body would otherwise overflow
 * the stack of any recursive consumer). Brackets inside strings do not count.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
