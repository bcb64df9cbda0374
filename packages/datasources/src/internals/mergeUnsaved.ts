import type { DataSourceItem } from '../types.js';

/**
 * The items of a reload with the user's unsaved work kept: an edited item keeps its edited
 * version when the server still has it, and new entries stay at the end. A reload (auto-refresh
 * after someone else's change, load-more) must never throw away what a user is typing.
 */
export function mergeUnsaved(
  previous: readonly DataSourceItem[],
  next: readonly DataSourceItem[],
): DataSourceItem[] {
  const edited = new Map<string, DataSourceItem>();
  const added: DataSourceItem[] = [];
  for (const item of previous) {
    if (item.__new) added.push(item);
    else if (item.__changed && item.__changed.length > 0 && item.id !== '')
      edited.set(item.id, item);
  }
  if (edited.size === 0 && added.length === 0) return [...next];
  return [...next.map((item) => edited.get(item.id) ?? item), ...added];
}
