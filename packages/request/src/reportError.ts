import type { MessagesPort } from '@tessera/ports';
import { RSP_CD } from '@tessera/protocol';
import { isRequestError, REQUEST_ERROR_TEXTS, RequestError } from './RequestError.js';

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/**
 * Normalises whatever a call threw into a {@link RequestError}, or `undefined` when the caller
 * cancelled the call (a cancellation is not a failure and is shown to nobody).
 *
 * - a `RequestError` from a step is kept as it is;
 * - a call that ran out of time (ky's `TimeoutError`) becomes kind `timeout`, 请求超时 (spec 1 §8);
 * - a fetch `TypeError` (connection refused, DNS, CORS) becomes kind `network`. Spec 1 §8 has no
 *   text for "no answer at all"; we use its catch-all 服务器繁忙 rather than invent one.
 * - anything else (a bug in a step) is returned unchanged by the caller, so it is not hidden.
 */
export function toRequestError(error: unknown, signal?: AbortSignal): RequestError | undefined {
  if (isRequestError(error)) return error;
  if (isTimeout(error) || isTimeout(signal?.reason))
    return new RequestError('timeout', REQUEST_ERROR_TEXTS.timeout, { cause: error });
  if (signal?.aborted || isAbort(error)) return undefined;
  if (error instanceof TypeError)
    return new RequestError('network', REQUEST_ERROR_TEXTS.busy, { cause: error });
  return undefined;
}

/**
 * The messages step (spec 1 §8): tells the user about a failed call, once.
 *
 * - `30002` → warning 请先登录;
 * - `deny` → nothing (the deny step navigates to /deny; spec 1 §4);
 * - an error a step already showed (`shown`, the 401 step) → nothing more;
 * - everything else → error with the error's message (the catalogue text or the server's rspInf).
 */
export function reportError(error: RequestError, messages: MessagesPort): void {
  if (error.kind === 'deny' || error.shown) return;
  if (error.kind === 'envelope' && error.rspCd === RSP_CD.notSignedIn) {
    messages.warning(error.message);
    return;
  }
  messages.error(error.message);
}

/** A messages port that drops everything (the default when the app wires none). */
export const silentMessages: MessagesPort = {
  info: () => undefined,
  error: () => undefined,
  warning: () => undefined,
};
