// Reading bound values out of a content item for the list widgets (spec 1 §3 Content item:
// a custom field at `data[field].iv`, a system field on the item itself).
import type { ContentItem } from '@tessera/protocol';

/** The raw value of `fieldName` in `item`; `undefined` when missing. */
export function fieldValue(item: ContentItem, fieldName: string | undefined): unknown {
  if (!fieldName) return undefined;
  const data = (item.data ?? {}) as Record<string, { iv?: unknown } | undefined>;
  if (Object.hasOwn(data, fieldName)) return data[fieldName]?.iv;
  return (item as unknown as Record<string, unknown>)[fieldName];
}

/**
 * The address of a picture field value: a text address as it is, the first entry of a list, or
 * an object's `subKey`, `url`, `fullUrl` or `src`. '' when none.
 */
export function imageUrl(value: unknown, subKey?: string): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.length ? imageUrl(value[0], subKey) : '';
  if (value && typeof value === 'object') {
    const entry = value as Record<string, unknown>;
    for (const key of [subKey, 'url', 'fullUrl', 'src']) {
      if (key && typeof entry[key] === 'string' && entry[key] !== '') return entry[key];
    }
  }
  return '';
}

/** The key of an item among a source's items: its id, its contentId, else its position. */
export function itemKey(item: ContentItem & { __key?: string }, position: number): string {
  return item.id || item.__key || item.contentId || `row-${position}`;
}
