// spec 1 §4 Visibility: "Page height recalculated 1000 ms after mount on Pc".
import { useEffect, useState, type RefObject } from 'react';
import { createBrowserClock, type Clock } from '@tessera/ports';

/** When the page height is measured again after mount (spec 1 §4). */
export const PAGE_HEIGHT_RECALC_MS = 1000;

/** The page height a page has at least (spec 1 §9 control defaults: page height 200). */
export const MIN_PAGE_HEIGHT = 200;

/**
 * The page's height in px, measured from `ref`'s content {@link PAGE_HEIGHT_RECALC_MS} after
 * mount (widgets have drawn their data by then) and at least {@link MIN_PAGE_HEIGHT}; `null`
 * until measured. The shell sets it as the main area's minimum height, so the page's background
 * covers every control even when they overflow their grid boxes.
 */
export function usePageHeight(
  ref: RefObject<HTMLElement | null>,
  options: { clock?: Clock; delayMs?: number } = {},
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  const { clock, delayMs = PAGE_HEIGHT_RECALC_MS } = options;
  useEffect(() => {
    const timers = clock ?? createBrowserClock();
    const handle = timers.setTimeout(() => {
      const element = ref.current;
      if (element) setHeight(Math.max(MIN_PAGE_HEIGHT, Math.ceil(element.scrollHeight)));
    }, delayMs);
    return () => timers.clearTimeout(handle);
  }, [ref, clock, delayMs]);
  return height;
}
