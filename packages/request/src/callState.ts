import type { NormalizedOptions } from 'ky';

/**
 * What the steps of one call share (held in ky's per-call `context`, which ky copies shallowly,
 * so the state object itself is shared by every hook and every retry of the call).
 */
export interface CallState {
  /** Header names the call set itself; the shared-headers step leaves them alone. */
  explicitHeaders: string[];
  /** The per-call operation id (`operationid` header, permission signature). */
  operationId?: string;
  /** The body text as it goes on the wire, when a step replaced it (encryption). */
  wireBody?: string;
  /** The AES key of an encrypted body, to open the answer. */
  bodyKey?: string;
  /** Cancels this call; registered while the call is pending. */
  controller: AbortController;
  /** The request as the last `beforeRequest` step left it (what went on the wire). */
  request?: Request;
}

/** The key of {@link CallState} inside ky's `context`. */
export const CALL_STATE_KEY = 'tesseraCall';

/** The call state of a hook's options (an empty one for calls made without the client). */
export function callStateOf(options: NormalizedOptions): CallState {
  const state = options.context[CALL_STATE_KEY] as CallState | undefined;
  return state ?? { explicitHeaders: [], controller: new AbortController() };
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
