/**
 * The text patterns of spec 2 §5. Each is anchored and free of nested quantifiers over the same
 * characters, so a long hostile input cannot make a check slow.
 */

/**
 * Mainland mobile number: 11 digits, starting with 1, second digit 3-9 (spec 2 §5 Phone number).
 *
 * @example
 * PHONE_PATTERN.test('13800138000'); // true
 */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * Change-account phone: an optional +86/0086 prefix and 11 digits (spec 2 §5 Change-account
 * phone). The spec asks only for 11 digits here, so this is looser than {@link PHONE_PATTERN}.
 */
export const ACCOUNT_PHONE_PATTERN = /^(?:\+86|0086)?\d{11}$/;

/** The optional country prefix {@link ACCOUNT_PHONE_PATTERN} accepts. */
export const ACCOUNT_PHONE_PREFIX = /^(?:\+86|0086)/;

/** Form-field mobile: optional 0/86/+86 prefix, then 1 plus 10 digits (spec 2 §5 Mobile). */
export const MOBILE_PATTERN = /^(?:0|86|\+86)?1\d{10}$/;

/**
 * E-mail address: the WHATWG `input type=email` grammar, with at least one dot in the domain
 * (an address on a bare host name is almost always a typo in a self-service form).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * Web address: optional http/https/ftp scheme, a domain (or localhost or an IPv4 address), an
 * optional port and an optional path, query or fragment without spaces. The scheme is optional
 * because users type `www.example.com`.
 */
export const URL_PATTERN =
  /^(?:(?:https?|ftp):\/\/)?(?:localhost|(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}|(?:\d{1,3}\.){3}\d{1,3})(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** IPv4 dotted quad, each part 0-255 without leading zeros (spec 2 §5 Ip). */
export const IP_PATTERN =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Only the digits 0-9 (spec 2 §5 Digits). */
export const DIGITS_PATTERN = /^\d+$/;

/** A money amount: optional minus, no leading zeros, at most two decimals (spec 2 §5 Currency). */
export const CURRENCY_PATTERN = /^-?(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;

/** A decimal number: optional sign, digits, optional fraction (spec 2 §5 Number). */
export const NUMBER_PATTERN = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Whether every character is in latin1 (U+0000-U+00FF). Chinese and every other non-latin1
 * character is refused in passwords (spec 2 §5 Login: 密码禁止包含中文及中文字符).
 *
 * @example
 * isLatin1('Abc123!'); // true
 * isLatin1('密码123'); // false
 */
export function isLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (text.charCodeAt(i) > 0xff) return false;
  }
  return true;
}

/**
 * Compiles a configured pattern without throwing. A pattern from the design that does not
 * compile gives `null`, and the rule that carries it is skipped: the user cannot fix a design
 * error by typing something else.
 */
export function compilePattern(pattern: unknown, flags?: unknown): RegExp | null {
  let source: string;
  let rawFlags: string;
  if (pattern instanceof RegExp) {
    source = pattern.source;
    rawFlags = typeof flags === 'string' ? flags : pattern.flags;
  } else if (typeof pattern === 'string') {
    source = pattern;
    rawFlags = typeof flags === 'string' ? flags : '';
  } else {
    return null;
  }
  try {
    // g and y make `test` stateful between calls; a validation rule must not be.
    return new RegExp(source, rawFlags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}
