// spec 1 §2 Layouts "tag bar": the pages opened in this tab as tags under the header; spec 1 §9
// "Maximum tabs 8".

/** One tag: a page the user opened. */
export interface PageTag {
  /** The page's address (path and query); the tag's key. */
  path: string;
  title: string;
}

/** At most this many tags are kept (spec 1 §9). */
export const MAX_TAGS = 8;

/** Session-storage key of the tags. */
export const TAG_BAR_STORAGE_KEY = 'tessera.tagBar';

/**
 * The tags after opening `tag`: an open page keeps its place (its title refreshed), a new one
 * goes to the end; past {@link MAX_TAGS} the oldest other tag is dropped.
 *
 * @example
 * ```ts
 * openTag([{ path: '/a', title: 'A' }], { path: '/b', title: 'B' }); // [A, B]
 * ```
 */
export function openTag(tags: readonly PageTag[], tag: PageTag, max = MAX_TAGS): PageTag[] {
  const index = tags.findIndex((t) => t.path === tag.path);
  if (index >= 0)
    return tags.map((t, i) => (i === index ? { ...t, title: tag.title || t.title } : t));
  const next = [...tags, tag];
  while (next.length > Math.max(1, max)) next.splice(0, 1);
  return next;
}

/**
 * The tags after closing the one at `path`, and where to go when it was the current page: its
 * right neighbour, else its left one, else `null` (no tag left).
 */
export function closeTag(
  tags: readonly PageTag[],
  path: string,
): { tags: PageTag[]; next: string | null } {
  const index = tags.findIndex((t) => t.path === path);
  if (index < 0) return { tags: [...tags], next: null };
  const rest = tags.filter((_, i) => i !== index);
  const neighbour = rest[index] ?? rest[index - 1] ?? null;
  return { tags: rest, next: neighbour?.path ?? null };
}

/** The tags stored in session storage (anything unreadable is no tags). */
export function parseTags(stored: string | null): PageTag[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (t): t is PageTag =>
        typeof t === 'object' &&
        t !== null &&
        typeof (t as PageTag).path === 'string' &&
        typeof (t as PageTag).title === 'string',
    );
  } catch {
    return [];
  }
}
