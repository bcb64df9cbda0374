// spec 1 §2 Layouts "tag bar", §9 "Maximum tabs 8": the tags of the pages opened in this browser
// tab, kept in session storage, for the Pc chips and the mobile tabs alike.
import { useEffect, useMemo, useState } from 'react';
import { useNavigation, useSessionStorage } from '@tessera/react';
import { TAG_BAR_STORAGE_KEY, closeTag, openTag, parseTags, type PageTag } from './tagBar.js';

/** What {@link useTagBar} answers. */
export interface TagBarState {
  tags: PageTag[];
  /** Opens a tag's page again (nothing for the shown one). */
  open(tag: PageTag): void;
  /** Closes a tag; closing the shown page opens its neighbour. */
  close(tag: PageTag): void;
}

/**
 * Records the shown page's tag in session storage (added, or moved to its place). The Pc shell
 * calls it before the bar's own code is in, so a page left meanwhile is still among the tags.
 */
export function useRecordTag(path: string, title: string): void {
  const storage = useSessionStorage();
  useEffect(() => {
    if (!storage) return;
    const tags = openTag(parseTags(storage.getItem(TAG_BAR_STORAGE_KEY)), { path, title });
    storage.setItem(TAG_BAR_STORAGE_KEY, JSON.stringify(tags));
  }, [path, title, storage]);
}

/**
 * The tag bar of the shown page `path` titled `title`: the page's tag is added (or moved) when
 * the page changes and the list written back to session storage.
 */
export function useTagBar(path: string, title: string): TagBarState {
  const storage = useSessionStorage();
  const navigation = useNavigation();
  // Bumped after a close: the tags are read again from storage.
  const [closed, setClosed] = useState(0);
  const tags = useMemo(
    () => openTag(parseTags(storage?.getItem(TAG_BAR_STORAGE_KEY) ?? null), { path, title }),
    // `closed` re-reads the storage the close wrote.
    [path, title, storage, closed],
  );
  useEffect(() => {
    storage?.setItem(TAG_BAR_STORAGE_KEY, JSON.stringify(tags));
  }, [tags, storage]);

  return {
    tags,
    open(tag) {
      if (tag.path !== path) navigation?.navigate(tag.path);
    },
    close(tag) {
      const { tags: rest, next } = closeTag(tags, tag.path);
      storage?.setItem(TAG_BAR_STORAGE_KEY, JSON.stringify(rest));
      setClosed((n) => n + 1);
      if (tag.path === path && next) navigation?.navigate(next);
    },
  };
}
