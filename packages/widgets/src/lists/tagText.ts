// spec 1 §5 title tag rules of the card list: text limits, '...' and when a tag shows at all.

/** Appended to a cut tag text (spec 1 §5). */
export const TAG_ELLIPSIS = '...';

/**
 * Cuts `text` to `limit` characters (counted as Unicode code points, so a Chinese character or
 * an emoji counts one) and appends '...' when it was longer.
 */
export function truncateTag(text: string, limit: number): string {
  const chars = Array.from(text);
  if (limit <= 0 || chars.length <= limit) return text;
  return chars.slice(0, limit).join('') + TAG_ELLIPSIS;
}

/** What decides a title tag's limit. */
export interface TitleTagContext {
  /** Whether the other title tag of the card is shown too. */
  otherTagVisible: boolean;
  /** Whether the title is drawn on one line (then the tags share that line with it). */
  titleOneLine: boolean;
}

/**
 * The character limit of a title tag (spec 1 §5): 10 if the other title tag is visible, else
 * 20 — and when the title is on one line, the maximum tag text is 10, or 5 when the other tag
 * exists too.
 */
export function titleTagLimit({ otherTagVisible, titleOneLine }: TitleTagContext): number {
  if (titleOneLine) return otherTagVisible ? 5 : 10;
  return otherTagVisible ? 10 : 20;
}

/** The shown text of a title tag: {@link truncateTag} with {@link titleTagLimit}. */
export function titleTagText(text: string, context: TitleTagContext): string {
  return truncateTag(text, titleTagLimit(context));
}

/**
 * spec 1 §5: "A tag item shows only if its bound field has a value or static text is non-empty."
 *
 * @param boundValue - The text of the bound field for this row ('' when none or unbound).
 * @param staticText - The designer's fixed text of the tag ('' when none).
 */
export function tagShows(boundValue: string, staticText: string): boolean {
  return boundValue.trim() !== '' || staticText.trim() !== '';
}

/**
 * A multi-tag line's tags (spec 1 §5: "Multi-tag text limited to a configured word count"):
 * the value as a list (an array, or text split on commas), blanks dropped, each cut to
 * `wordLimit` characters plus '...'. No limit (0 or less) keeps the texts whole.
 */
export function multiTagTexts(value: unknown, wordLimit: number): string[] {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[,，]/)
      : value === null || value === undefined
        ? []
        : [value];
  return parts
    .map((part) => {
      if (typeof part === 'string') return part.trim();
      if (typeof part === 'number') return String(part);
      if (part && typeof part === 'object' && 'label' in part) return String(part.label).trim();
      return '';
    })
    .filter((part) => part !== '')
    .map((part) => truncateTag(part, wordLimit));
}
