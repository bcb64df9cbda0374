import { useState } from 'react';

/**
 * Whether `value` has been true in any render so far: a part loaded on demand mounts the first
 * time it is needed and then stays, so its closing transition plays like any other.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  // Updating state while rendering from the previous render's information (React's documented
  // pattern): React redraws at once, before anything is painted.
  if (value && !ever) setEver(true);
  return ever || value;
}
