import { useEffect, useState } from 'react';
import { useSession, useSessionManager } from '@tessera/react';

/** How often the countdown's seconds are redrawn. */
const TICK_MS = 1000;

/**
 * spec 1 §4 countdown warning: the whole seconds left before the idle session expires while the
 * session manager's warning is on (under 60 s, checked every 30 s), else `null`. The manager
 * checks twice a minute; the number ticks every second from its idle deadline. Any click, key
 * press or mouse move ends the warning (the manager counts it as activity).
 */
export function useSessionCountdown(): number | null {
  const session = useSessionManager();
  const { countdownMs } = useSession();
  const [now, setNow] = useState(() => Date.now());
  const warning = countdownMs !== null;

  useEffect(() => {
    if (!warning) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [warning]);

  if (!warning) return null;
  const deadline = session?.idleDeadline();
  const leftMs = deadline === null || deadline === undefined ? countdownMs : deadline - now;
  return Math.max(0, Math.ceil(leftMs / 1000));
}
