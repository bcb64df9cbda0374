import type { StoragePort } from '@tessera/ports';
import type { LocationItem } from '@tessera/protocol';

/** The browser-storage key of one picker's history (EN-B2: per smartViewId). */
export function locationHistoryKey(smartViewId: string): string {
  return `locationHistory:${smartViewId}`;
}

function isLocationItem(value: unknown): value is LocationItem {
  if (typeof value !== 'object' || value === null) return false;
  const { title, address } = value as Partial<LocationItem>;
  return (
    typeof title === 'string' &&
    typeof address === 'object' &&
    address !== null &&
    typeof address.lat === 'number' &&
    typeof address.lng === 'number'
  );
}

/** Two items are the same place when their lat/lng are (CN-B1). */
function samePlace(a: LocationItem, b: LocationItem): boolean {
  return a.address.lat === b.address.lat && a.address.lng === b.address.lng;
}

/**
 * The history after choosing `item` (CN-B1): the item first, any earlier entry at the same
 * lat/lng dropped, at most `sessionSize` entries.
 *
 * @example
 * ```ts
 * rememberLocation([b, a], a, 2); // [a, b]
 * rememberLocation([b, a], c, 2); // [c, b]
 * ```
 */
export function rememberLocation(
  history: readonly LocationItem[],
  item: LocationItem,
  sessionSize: number,
): LocationItem[] {
  return [item, ...history.filter((entry) => !samePlace(entry, item))].slice(
    0,
    Math.max(sessionSize, 0),
  );
}

/** The stored history of a picker, most recent first (a damaged entry is left out). */
export function readLocationHistory(
  storage: StoragePort,
  smartViewId: string,
  sessionSize: number,
): LocationItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(locationHistoryKey(smartViewId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isLocationItem)
      .reduce<LocationItem[]>((list, item) => {
        if (!list.some((entry) => samePlace(entry, item))) list.push(item);
        return list;
      }, [])
      .slice(0, sessionSize);
  } catch {
    return [];
  }
}

/** Stores a picker's history (a full or refused storage keeps it for this screen only). */
export function writeLocationHistory(
  storage: StoragePort,
  smartViewId: string,
  history: readonly LocationItem[],
): void {
  try {
    storage.setItem(locationHistoryKey(smartViewId), JSON.stringify(history));
  } catch {
    // Nothing to do: the choice still goes back to the page.
  }
}
