import type { Clock, TimerHandle } from './ports.js';

/** A {@link Clock} whose time moves only when a test says so. */
export interface FakeClock extends Clock {
  /**
   * Moves time forward by `ms`, running every timer that falls due on the way in due order
   * (timers due at the same moment run in the order they were set). Timers set by a running
   * callback run too when they fall due before the target time.
   */
  advance(ms: number): void;
  /**
   * Like {@link FakeClock.advance}, but lets pending promise continuations run before each timer
   * and at the end, so code that awaits between timers (an async action, a refresh call) makes
   * progress. Only microtasks are drained: no real time passes.
   */
  advanceAsync(ms: number): Promise<void>;
  /** Number of timers still scheduled (intervals count until cleared). */
  pendingTimers(): number;
}

/** Options of {@link createFakeClock}. */
export interface FakeClockOptions {
  /** The start time in epoch milliseconds; default `0`. */
  now?: number;
}

interface FakeTimer {
  id: number;
  due: number;
  /** Order of creation: the tie-break for timers due at the same moment. */
  seq: number;
  callback: () => void;
  /** Set for intervals: the period in ms (at least 1). */
  every: number | null;
}

/** Microtask turns drained by `advanceAsync`: deep enough for chains of awaits in one step. */
const MICROTASK_TURNS = 100;

async function drainMicrotasks(): Promise<void> {
  for (let turn = 0; turn < MICROTASK_TURNS; turn += 1) await Promise.resolve();
}

/**
 * A deterministic test clock: `now()` starts at `options.now` and moves only through
 * `advance`/`advanceAsync`, which run due timers in order. Exported for the tests of every package
 * that takes a {@link Clock}.
 *
 * @example
 * ```ts
 * const clock = createFakeClock({ now: Date.UTC(2024, 0, 1) });
 * const seen: number[] = [];
 * clock.setInterval(() => seen.push(clock.now()), 30_000);
 * clock.advance(60_000); // seen: [t0 + 30 000, t0 + 60 000]
 * ```
 */
export function createFakeClock(options: FakeClockOptions = {}): FakeClock {
  let now = options.now ?? 0;
  let nextId = 1;
  let nextSeq = 1;
  const timers = new Map<number, FakeTimer>();

  function add(callback: () => void, ms: number, every: number | null): TimerHandle {
    const id = nextId++;
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    timers.set(id, { id, due: now + delay, seq: nextSeq++, callback, every });
    return id;
  }

  function clear(handle: TimerHandle): void {
    if (typeof handle === 'number') timers.delete(handle);
  }

  /** The earliest timer due at or before `target`, if any. */
  function nextDue(target: number): FakeTimer | undefined {
    let next: FakeTimer | undefined;
    for (const timer of timers.values()) {
      if (timer.due > target) continue;
      if (!next || timer.due < next.due || (timer.due === next.due && timer.seq < next.seq))
        next = timer;
    }
    return next;
  }

  function fire(timer: FakeTimer): void {
    now = Math.max(now, timer.due);
    if (timer.every === null) timers.delete(timer.id);
    else {
      timer.due += timer.every;
      timer.seq = nextSeq++;
    }
    timer.callback();
  }

  function checkStep(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0)
      throw new RangeError(`advance(ms) needs a finite ms >= 0, got ${ms}`);
  }

  return {
    now: () => now,
    setTimeout: (callback, ms) => add(callback, ms, null),
    clearTimeout: clear,
    // Browsers clamp a zero period; 1 ms here keeps `advance` from looping forever.
    setInterval: (callback, ms) => add(callback, ms, Math.max(1, Number.isFinite(ms) ? ms : 0)),
    clearInterval: clear,
    advance(ms) {
      checkStep(ms);
      const target = now + ms;
      for (let timer = nextDue(target); timer; timer = nextDue(target)) fire(timer);
      now = target;
    },
    async advanceAsync(ms) {
      checkStep(ms);
      const target = now + ms;
      await drainMicrotasks();
      for (let timer = nextDue(target); timer; timer = nextDue(target)) {
        fire(timer);
        await drainMicrotasks();
      }
      now = target;
      await drainMicrotasks();
    },
    pendingTimers: () => timers.size,
  };
}
