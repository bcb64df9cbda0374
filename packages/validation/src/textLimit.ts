import { isEmptyValue } from './fieldRule.js';

/** What longer text gets appended (spec 1 §5). */
export const ELLIPSIS = '...';

/**
 * The text limits of the card and list widgets, in characters (spec 1 §5, §9).
 */
export const TEXT_LIMITS = {
  /** A title tag when the other title tag is visible. */
  titleTagWithOther: 10,
  /** A title tag alone. */
  titleTag: 20,
  /** A tag. */
  tag: 10,
  /** A tag when the title is on one line and the tag exists. */
  tagBesideOneLineTitle: 5,
  /** An operation number: longer numbers show their first 3 characters plus "+". */
  operationNumber: 3,
} as const;

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    // An object without a usable toString (e.g. a null-prototype record) shows nothing.
    return '';
  }
}

/**
 * Cuts a text to `limit` characters (code points, so a character is never split) and appends
 * '...' when it was longer. A limit that is not a finite number leaves the text whole; a negative
 * one counts as 0.
 *
 * @example
 * truncateText('一二三四五六', 5); // '一二三四五...'
 * truncateText('短', 5); // '短'
 */
export function truncateText(value: unknown, limit: number): string {
  const full = text(value);
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return full;
  const max = Math.max(0, Math.floor(limit));
  const chars = Array.from(full);
  return chars.length > max ? chars.slice(0, max).join('') + ELLIPSIS : full;
}

/**
 * The limit of a title tag: 10 when the other title tag is visible, else 20 (spec 1 §5).
 */
export function titleTagLimit(otherTagVisible: boolean): number {
  return otherTagVisible ? TEXT_LIMITS.titleTagWithOther : TEXT_LIMITS.titleTag;
}

/**
 * A card's title-tag text, cut by {@link titleTagLimit}.
 *
 * @example
 * limitTitleTag('一二三四五六七八九十十一', true); // '一二三四五六七八九十...'
 */
export function limitTitleTag(value: unknown, otherTagVisible: boolean): string {
  return truncateText(value, titleTagLimit(otherTagVisible));
}

/**
 * The limit of a tag: 10, or 5 when the title is on one line and the tag exists (spec 1 §5).
 */
export function tagTextLimit(titleOnOneLine: boolean, tagExists: boolean): number {
  return titleOnOneLine && tagExists ? TEXT_LIMITS.tagBesideOneLineTitle : TEXT_LIMITS.tag;
}

/**
 * A tag's text, cut by {@link tagTextLimit}.
 *
 * @example
 * limitTag('一二三四五六', { titleOnOneLine: true, tagExists: true }); // '一二三四五...'
 */
export function limitTag(
  value: unknown,
  layout: { titleOnOneLine: boolean; tagExists: boolean },
): string {
  return truncateText(value, tagTextLimit(layout.titleOnOneLine, layout.tagExists));
}

/**
 * A multi-tag line's text, cut at the configured word count (spec 1 §5); without a positive
 * count the text stays whole.
 */
export function limitMultiTag(value: unknown, wordCount: number | null | undefined): string {
  return typeof wordCount === 'number' && wordCount > 0
    ? truncateText(value, wordCount)
    : text(value);
}

/**
 * Whether a tag item shows: its bound field has a value, or its static text is non-empty
 * (spec 1 §5).
 *
 * @example
 * isTagShown(undefined, ''); // false
 * isTagShown(0, ''); // true
 */
export function isTagShown(boundValue: unknown, staticText: unknown): boolean {
  return !isEmptyValue(boundValue) || text(staticText).trim() !== '';
}

/**
 * An operation's number as shown on a list row: longer than 3 characters shows the first 3 plus
 * "+" (spec 1 §9); a missing value shows nothing.
 *
 * @example
 * formatOperationNumber(1234); // '123+'
 * formatOperationNumber(999); // '999'
 */
export function formatOperationNumber(value: unknown): string {
  const full = text(value);
  const chars = Array.from(full);
  return chars.length > TEXT_LIMITS.operationNumber
    ? chars.slice(0, TEXT_LIMITS.operationNumber).join('') + '+'
    : full;
}
