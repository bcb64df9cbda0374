import { useCallback, useSyncExternalStore } from 'react';
import type { PageAccessSnapshot } from './createPageAccess.js';
import { useTessera } from './TesseraContext.js';

const NOBODY: PageAccessSnapshot = { status: 'anonymous', permission: null };
const noSubscription = () => () => undefined;

/**
 * `(url) => boolean`: whether the signed-in user may open the page at `url` (spec 1 §6 page
 * permission; `createPageAccess`), for menus and links to leave out what ends on /deny. Always
 * true without a `pageAccess` in the provider. Re-renders when the user's pages arrive.
 *
 * @example
 * ```tsx
 * const canOpen = usePageAccess();
 * items.filter((item) => !item.url || canOpen(item.url));
 * ```
 */
export function usePageAccess(): (url: string) => boolean {
  const { pageAccess } = useTessera();
  const snapshot = useSyncExternalStore(
    pageAccess?.subscribe ?? noSubscription,
    pageAccess?.getSnapshot ?? (() => NOBODY),
  );
  return useCallback(
    (url: string) => (pageAccess ? pageAccess.canOpen(url, snapshot) : true),
    [pageAccess, snapshot],
  );
}
