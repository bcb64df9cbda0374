// Plays a grid item's mount animation only when it is above the bottom of the scroll area
// (spec 1 §4 Grid; §9 Animation: poll every 100 ms, give up after 5000 ms).
import { useLayoutEffect, useState, type RefObject } from 'react';
import { ANIMATION_POLL } from '@tessera/layout';
import { isAboveFold } from './gridAnimation.js';

/** Whether an item's mount animation plays: undecided, playing, or not at all. */
export type MountAnimationState = 'pending' | 'play' | 'none';

function scrollAreaBottom(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return Math.min(node.getBoundingClientRect().bottom, window.innerHeight);
    }
  }
  return window.innerHeight;
}

/**
 * Decides once, at mount, whether the element's animation plays: the element is measured before
 * the first paint; while it has no size yet (not laid out) it is polled every 100 ms and, after
 * 5000 ms without a size, the animation is given up. Items whose top is below the bottom of the
 * scroll area never animate.
 */
export function useMountAnimation(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
): MountAnimationState {
  const [state, setState] = useState<MountAnimationState>(enabled ? 'pending' : 'none');
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const decide = () => {
      const element = ref.current;
      const rect = element?.getBoundingClientRect();
      if (element && rect && rect.height > 0) {
        setState(isAboveFold(rect, { bottom: scrollAreaBottom(element) }) ? 'play' : 'none');
      } else if (Date.now() - started >= ANIMATION_POLL.giveUpMs) {
        setState('none');
      } else {
        timer = setTimeout(decide, ANIMATION_POLL.intervalMs);
      }
    };
    decide();
    return () => clearTimeout(timer);
    // Decided once per mount (spec 1 §4: "on mount"); `ref` and `enabled` keep their values.
  }, [ref, enabled]);
  return state;
}
