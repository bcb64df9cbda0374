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

/** The calls in flight, so a 401 can cancel every other one (spec 1 §8). */
export interface PendingCalls {
  add(call: CallState): () => void;
  /** Aborts every pending call but `except`; answers how many were aborted. */
  abortAll(except: CallState | undefined, reason: unknown): number;
  readonly size: number;
}

/** Creates the registry of pending calls of one client. */
export function createPendingCalls(): PendingCalls {
  const calls = new Set<CallState>();
  return {
    add(call) {
      calls.add(call);
      return () => void calls.delete(call);
    },
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
