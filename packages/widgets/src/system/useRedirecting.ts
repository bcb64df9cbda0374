import { useEffect, useRef, useState } from 'react';
import { useNavigation } from '@tessera/react';
import { sameSitePath } from '@tessera/routing';
import { REDIRECT_FALLBACK_PATH } from './redirectPath.js';

/**
 * The work of /redirecting (spec 1 §2, spec 2 §2.12): moves on, replacing the address, to
 * `?returnUrl=` when it is a path of this site, else to /index (which the apps send home).
 * Answers the target.
 */
export function useRedirecting(): string {
  const navigation = useNavigation();
  // Read once, at mount: after the move the location no longer holds it.
  const [target] = useState(() => {
    const wanted = new URLSearchParams(globalThis.location.search).get('returnUrl');
    const path = sameSitePath(wanted);
    return path && !path.includes('\\') ? path : REDIRECT_FALLBACK_PATH;
  });
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) return;
    moved.current = true;
    if (navigation) navigation.navigate(target, { replace: true });
    else globalThis.location.replace(target);
  }, [navigation, target]);
  return target;
}
