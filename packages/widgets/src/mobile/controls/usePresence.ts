// spec 1 §9 "picker removed 300 ms after close": a closing picker stays on the page while it
// slides out, then leaves the DOM.
import { useEffect, useState } from 'react';
import { PICKER_REMOVE_MS } from '../../controls/visibleRangeDrill.js';

/**
 * Whether a picker is on the page: from the moment it opens until `PICKER_REMOVE_MS` after it
 * closes. `shown` turns true one frame after mounting, so the slide-in transition plays.
 */
export function usePresence(open: boolean): { present: boolean; shown: boolean } {
  const [present, setPresent] = useState(open);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) {
      setPresent(true);
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => setPresent(false), PICKER_REMOVE_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return { present: present || open, shown: shown && open };
}
