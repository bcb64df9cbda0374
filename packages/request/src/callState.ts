import { REQUEST_ERROR_TEXTS } from './RequestError.js';
import type { RequestContext } from './types.js';

/** What the steps of one call share: one object for the call, kept across its retry. */
export interface CallState {
  /**
   * The context of this attempt: `getContext()` is read once per attempt, so every step of it
   * sees the same token and ids, and the retry after a refresh sees the new token.
   */
  context: RequestContext;
  /** 0 for the first attempt, 1 for the one retry a step may ask for. */
  attempt: number;
  /** The per-call operation id (`operationid` header, permission signature). */
  readonly operationId: string | undefined;
  /** The AES key of an encrypted body, to open the answer. */
  bodyKey?: string;
  /** Cancels this call (another call's 401, the timeout); registered while the call is pending. */
  readonly controller: AbortController;
}

/** A fresh call state (the client makes one per call; tests make their own). */
export function createCallState(context: RequestContext, operationId?: string): CallState {
  return { context, attempt: 0, controller: new AbortController(), operationId };
}

/** The timer the pending calls' timeouts run on (tests pass a fake one). */
export interface TimeoutTimer {
  /** A monotonic time in milliseconds. */
  now(): number;
  set(run: () => void, delayMs: number): unknown;
  clear(timer: unknown): void;
}

/**
 * The platform's timer: `performance.now()` and `setTimeout`. In Node the timer is unref'd: the
 * calls' own sockets keep the process alive, a timer left over after the last call does not.
 */
export function platformTimeoutTimer(): TimeoutTimer {
  return {
    now: () => globalThis.performance.now(),
    set: (run, delayMs) => {
      const timer = globalThis.setTimeout(run, delayMs) as { unref?: () => void };
      timer.unref?.();
      return timer;
    },
    clear: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
}

/** The abort reason of a call that ran out of time. */
export function timeoutReason(): DOMException {
  return new DOMException(REQUEST_ERROR_TEXTS.timeout, 'TimeoutError');
}

/** The calls in flight: a 401 cancels every other one (spec 1 §8), a timeout its own. */
export interface PendingCalls {
  /** Registers a call until {@link PendingCalls.remove}; after `timeoutMs` it is aborted. */
  add(call: CallState, timeoutMs: number): void;
  remove(call: CallState): void;
  /** Aborts every pending call but `except`; answers how many were aborted. */
  abortAll(except: CallState | undefined, reason: unknown): number;
  readonly size: number;
}

/**
 * Creates the registry of pending calls of one client. The timeouts share one timer, set for
 * the earliest deadline, instead of one timer per call: a call costs no timer of its own (with
 * one timeout for every call, a later call never has an earlier deadline), and a call that ends
 * costs no clearing; a timer that finds nothing due sets itself for the next deadline.
 */
export function createPendingCalls(timer: TimeoutTimer = platformTimeoutTimer()): PendingCalls {
  const deadlines = new Map<CallState, number>();
  let scheduled: unknown;
  let scheduledAt = Infinity;

  function schedule(at: number): void {
    if (scheduled !== undefined) timer.clear(scheduled);
    scheduledAt = at;
    scheduled = timer.set(expire, Math.max(0, at - timer.now()));
  }

  function expire(): void {
    scheduled = undefined;
    scheduledAt = Infinity;
    const now = timer.now();
    let next = Infinity;
    for (const [call, deadline] of deadlines) {
      if (deadline <= now) {
        deadlines.delete(call);
        call.controller.abort(timeoutReason());
      } else if (deadline < next) next = deadline;
    }
    if (next !== Infinity) schedule(next);
  }

  return {
    add(call, timeoutMs) {
      const deadline = timer.now() + timeoutMs;
      deadlines.set(call, deadline);
      if (deadline < scheduledAt) schedule(deadline);
    },
    remove(call) {
      deadlines.delete(call);
    },
    abortAll(except, reason) {
      let aborted = 0;
      for (const call of [...deadlines.keys()]) {
        if (call === except) continue;
        deadlines.delete(call);
        call.controller.abort(reason);
        aborted += 1;
      }
      return aborted;
    },
    get size() {
      return deadlines.size;
    },
  };
}
