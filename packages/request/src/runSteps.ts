import type { BeforeRequestHook, KyRequest, KyResponse, NormalizedOptions } from 'ky';
import { callStateOf } from './callState.js';
import type { RequestStep } from './types.js';

// How the client runs its chain of steps (CONVENTIONS 6); see createRequestClient for the order.

function isThenable<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

/** Runs the `beforeRequest` steps in order, handing a replaced request on to the next step. */
export function runBeforeRequest(steps: RequestStep[]): BeforeRequestHook {
  const hooks = steps.flatMap((step) => (step.beforeRequest ? [step.beforeRequest] : []));
  return async (request, options, state) => {
    let current: KyRequest = request;
    for (const hook of hooks) {
      const pending = hook(current, options, state);
      // Most steps are synchronous; awaiting only real promises saves a tick per step.
      const result = isThenable(pending) ? await pending : pending;
      if (result instanceof Response) return result;
      if (result instanceof Request) current = result as KyRequest;
    }
    callStateOf(options).request = current;
    return current === request ? undefined : current;
  };
}

/** What {@link runAfterResponse} answers: the response to read, or a request for one retry. */
export type AfterResponseOutcome = { retry: false; response: Response } | { retry: true };

/**
 * Runs the `afterResponse` steps in order on the answer, handing a replaced response on, and
 * stops at a forced retry (`ky.retry()`). The client runs them itself rather than as ky hooks:
 * ky tees the answer's body once per hook, which cost more than the rest of the chain together.
 * Steps that read the body must answer a replacement `Response` (as the decryption step does).
 */
export function runAfterResponse(steps: RequestStep[]) {
  const hooks = steps.flatMap((step) => (step.afterResponse ? [step.afterResponse] : []));
  return async (
    request: Request,
    options: NormalizedOptions,
    response: Response,
    retryCount: number,
  ): Promise<AfterResponseOutcome> => {
    let current = response as KyResponse;
    for (const hook of hooks) {
      const pending = hook(request as KyRequest, options, current, { retryCount });
      const result = isThenable(pending) ? await pending : pending;
      if (result instanceof Response) current = result as KyResponse;
      else if (result !== undefined) return { retry: true };
    }
    return { retry: false, response: current };
  };
}
