/**
 * The one base64 and base64url of the repository: UTF-8 safe, identical in Node and browsers
 * (no `atob`/`btoa`, no Buffer). Client packages (filters, session) and the server (XSRF
 * tokens, uploaded screenshots) all use it. The error texts are those of spec 1 §5, verbatim.
 */

/** spec 1 §5: malformed base64. */
export const BASE64_ERROR_MESSAGE =
  'atob failed: The string to be decoded is not correctly encoded.';
/** spec 1 §5: malformed base64url. */
export const BASE64URL_ERROR_MESSAGE = 'Illegal base64url string!';

/** Thrown for malformed input; `message` is one of the two texts above. */
export class Base64Error extends Error {
  override readonly name = 'Base64Error';
}

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function decodeTable(alphabet: string): Int8Array {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i += 1) table[alphabet.charCodeAt(i)] = i;
  return table;
}

const STANDARD_TABLE = decodeTable(STANDARD);
const URL_SAFE_TABLE = decodeTable(URL_SAFE);
const encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF, so decode(encode(text)) === text.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out +=
      alphabet.charAt(n >> 18) +
      alphabet.charAt((n >> 12) & 63) +
      alphabet.charAt((n >> 6) & 63) +
      alphabet.charAt(n & 63);
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = ((bytes[i] ?? 0) << 16) | (rest === 2 ? (bytes[i + 1] ?? 0) << 8 : 0);
    out += alphabet.charAt(n >> 18) + alphabet.charAt((n >> 12) & 63);
    out += rest === 2 ? alphabet.charAt((n >> 6) & 63) : '';
    if (pad) out += rest === 2 ? '=' : '==';
  }
  return out;
}

// Decodes unpadded characters; undefined when a character is outside the alphabet or the length
// cannot come from whole bytes (length % 4 === 1).
function decode(chars: string, table: Int8Array): Uint8Array | undefined {
  if (chars.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((chars.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (let i = 0; i < chars.length; i += 1) {
    const code = chars.charCodeAt(i);
    const value = code < 128 ? (table[code] ?? -1) : -1;
    if (value < 0) return undefined;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at] = (buffer >> bits) & 0xff;
      at += 1;
    }
  }
  return bytes;
}

/** Base64 (with padding) of bytes. */
export function encodeBase64Bytes(bytes: Uint8Array): string {
  return encode(bytes, STANDARD, true);
}

/**
 * Bytes of base64 text, as forgiving as `atob` (ASCII whitespace ignored, padding optional).
 *
 * @throws {Base64Error} 'atob failed: The string to be decoded is not correctly encoded.'
 */
export function decodeBase64Bytes(text: string): Uint8Array {
  if (typeof text !== 'string') throw new Base64Error(BASE64_ERROR_MESSAGE);
  let chars = text.replace(/[\t\n\f\r ]+/g, '');
  if (chars.length % 4 === 0) chars = chars.replace(/={1,2}$/, '');
  const bytes = decode(chars, STANDARD_TABLE);
  if (bytes === undefined) throw new Base64Error(BASE64_ERROR_MESSAGE);
  return bytes;
}

/**
 * Base64 of text encoded as UTF-8 (so 中文 survives, unlike `btoa`).
 *
 * @example
 * encodeBase64('中文'); // '5Lit5paH'
 */
export function encodeBase64(text: string): string {
  return encodeBase64Bytes(encoder.encode(text));
}

/**
 * Text of UTF-8 base64. Invalid UTF-8 sequences become U+FFFD.
 *
 * @throws {Base64Error} 'atob failed: The string to be decoded is not correctly encoded.'
 * @example
 * decodeBase64('5Lit5paH'); // '中文'
 */
export function decodeBase64(text: string): string {
  return decoder.decode(decodeBase64Bytes(text));
}

/**
 * Base64url (RFC 4648 §5: `-` and `_`, no padding) of bytes.
 *
 * @example
 * encodeBase64UrlBytes(new Uint8Array([255, 239])); // '_-8'
 */
export function encodeBase64UrlBytes(bytes: Uint8Array): string {
  return encode(bytes, URL_SAFE, false);
}

/**
 * Bytes of base64url text. Padding is optional but, when present, must complete the last
 * block; `+`, `/` and whitespace are refused.
 *
 * @throws {Base64Error} 'Illegal base64url string!'
 * @example
 * decodeBase64UrlBytes('_-8'); // Uint8Array [255, 239]
 */
export function decodeBase64UrlBytes(text: string): Uint8Array {
  if (typeof text !== 'string') throw new Base64Error(BASE64URL_ERROR_MESSAGE);
  let chars = text;
  if (chars.endsWith('=')) {
    if (chars.length % 4 !== 0) throw new Base64Error(BASE64URL_ERROR_MESSAGE);
    chars = chars.replace(/={1,2}$/, '');
  }
  const bytes = decode(chars, URL_SAFE_TABLE);
  if (bytes === undefined) throw new Base64Error(BASE64URL_ERROR_MESSAGE);
  return bytes;
}

/**
 * Base64url (RFC 4648 §5: `-` and `_`, no padding) of text encoded as UTF-8.
 *
 * @example
 * encodeBase64Url('??>'); // 'Pz8-'
 */
export function encodeBase64Url(text: string): string {
  return encodeBase64UrlBytes(encoder.encode(text));
}

/**
 * Text of UTF-8 base64url. Padding is optional but, when present, must complete the last
 * block; `+`, `/` and whitespace are refused.
 *
 * @throws {Base64Error} 'Illegal base64url string!'
 */
export function decodeBase64Url(text: string): string {
  return decoder.decode(decodeBase64UrlBytes(text));
}
