import type { ActivitySource, Clock, TimerHandle } from '@tessera/ports';
import { SESSION_TIMERS } from '../sessionConstants.js';

/** What the idle watch reports. */
export interface IdleWatchOptions {
  clock: Clock;
  activity: ActivitySource;
  /** The idle time ran out. */
  onExpire(): void;
  /** The countdown warning changed while watching: remaining ms, or `null` when it is off. */
  onCountdown(remainingMs: number | null): void;
}

/** Watches user activity against the idle limit (spec 1 §4 Session). */
export interface IdleWatch {
  /** (Re)starts with `idleMs`; the last activity is now. `idleMs` ≤ 0 stops watching. */
  start(idleMs: number): void;
  /** Changes the limit (after a token refresh) without counting as activity. */
  setIdleMs(idleMs: number): void;
  /** Stops watching; the countdown resets without an `onCountdown` call. */
  stop(): void;
  /** When the session will expire without further activity, or `null` when not watching. */
  deadline(): number | null;
}

/**
 * The idle rules of spec 1 §4: the session expires `idleMs` after the last click, key press or
 * mouse move; activity listeners attach 5 s after start (activity in those first seconds is not
 * seen, as specified); the countdown is checked every 30 s and warns when less than 60 s remain.
 *
 * The expiry timer is not re-armed on each mouse move: activity only moves `lastActivity`, and
 * the timer, when it fires early, re-arms for the time still left. Mouse moves cost one
 * assignment each.
 */
export function createIdleWatch(options: IdleWatchOptions): IdleWatch {
  const { clock, activity } = options;
  let idleMs = 0;
  let lastActivity = 0;
  let countdown: number | null = null;
  let attachTimer: TimerHandle | undefined;
  let expiryTimer: TimerHandle | undefined;
  let countdownTimer: TimerHandle | undefined;
  let detach: (() => void) | undefined;

  const remaining = (): number => lastActivity + idleMs - clock.now();

  function setCountdown(next: number | null): void {
    if (next === countdown) return;
    countdown = next;
    options.onCountdown(next);
  }

  function armExpiry(): void {
    if (expiryTimer !== undefined) clock.clearTimeout(expiryTimer);
    expiryTimer = clock.setTimeout(checkExpiry, Math.max(0, remaining()));
  }

  function checkExpiry(): void {
    expiryTimer = undefined;
    if (remaining() > 0) {
      armExpiry();
      return;
    }
    stop();
    options.onExpire();
  }

  function checkCountdown(): void {
    const left = remaining();
    // spec 1 §4: "Countdown warning when under 60 s remain, checked every 30 s."
    setCountdown(left > 0 && left < SESSION_TIMERS.countdownWarningMs ? left : null);
  }

  function onActivity(): void {
    lastActivity = clock.now();
    // The user is back: the warning goes at once rather than at the next 30 s check.
    setCountdown(null);
  }

  function stop(): void {
    for (const handle of [attachTimer, expiryTimer])
      if (handle !== undefined) clock.clearTimeout(handle);
    if (countdownTimer !== undefined) clock.clearInterval(countdownTimer);
    attachTimer = expiryTimer = countdownTimer = undefined;
    detach?.();
    detach = undefined;
    idleMs = 0;
    // Reset without reporting: the owner stops the watch as part of its own state change.
    countdown = null;
  }

  return {
    start(nextIdleMs) {
      stop();
      if (!(nextIdleMs > 0)) return;
      idleMs = nextIdleMs;
      lastActivity = clock.now();
      // spec 1 §4: "activity listeners attach 5 s after start".
      attachTimer = clock.setTimeout(() => {
        attachTimer = undefined;
        detach = activity.subscribe(onActivity);
      }, SESSION_TIMERS.activityListenerDelayMs);
      countdownTimer = clock.setInterval(checkCountdown, SESSION_TIMERS.countdownCheckMs);
      armExpiry();
    },
    setIdleMs(nextIdleMs) {
      if (idleMs === 0) return;
      if (!(nextIdleMs > 0)) {
        stop();
        return;
      }
      idleMs = nextIdleMs;
      armExpiry();
    },
    stop,
    deadline: () => (idleMs > 0 ? lastActivity + idleMs : null),
  };
}
