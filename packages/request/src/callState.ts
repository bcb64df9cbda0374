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
  /**
   * Cancels this call (another call's 401); its signal goes to ky with each attempt, next to the
   * caller's own signal and ky's timeout.
   */
  readonly controller: AbortController;
}

/** A fresh call state (the client makes one per call; tests make their own). */
export function createCallState(context: RequestContext, operationId?: string): CallState {
  return { context, attempt: 0, controller: new AbortController(), operationId };
}

/** The calls in flight: a 401 cancels every other one (spec 1 §8). */
export interface PendingCalls {
  /** Registers a call until {@link PendingCalls.remove}. */
  add(call: CallState): void;
  remove(call: CallState): void;
  /** Aborts every pending call but `except`; answers how many were aborted. */
  abortAll(except: CallState | undefined, reason: unknown): number;
  readonly size: number;
}

/**
 * Creates the registry of pending calls of one client. Timeouts are not its business: ky's
 * `timeout` bounds each attempt (the client hands it what is left of the call's time).
 */
export function createPendingCalls(): PendingCalls {
  const calls = new Set<CallState>();
  return {
    add: (call) => void calls.add(call),
    remove: (call) => void calls.delete(call),
    abortAll(except, reason) {
      let aborted = 0;
      for (const call of [...calls]) {
        if (call === except) continue;
        calls.delete(call);
        call.controller.abort(reason);
        aborted += 1;
      }
      return aborted;
    },
    get size() {
      return calls.size;
    },
  };
}
