/**
 * A leading-edge throttle on an injected clock: the first call runs, calls within `intervalMs`
 * of the last run are dropped. Used for spec 1 §4 "goes to /login (throttled 1.5 s)".
 */
export function createThrottle(
  intervalMs: number,
  now: () => number,
): (run: () => void) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (run) => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    run();
    return true;
  };
}
