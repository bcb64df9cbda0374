import type { CallState } from './callState.js';
import { RETRY } from './types.js';
import type { OutgoingRequest, RequestStep } from './types.js';

// How the client runs its chain of steps (CONVENTIONS 6); see createRequestClient for the order.
// Most steps are synchronous, so a runner stays synchronous until a step answers a promise and
// only then goes on asynchronously: a call through synchronous steps costs no promise or tick.

type AfterResult = Response | typeof RETRY | void;

function isThenable<T>(value: unknown): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | undefined)?.then === 'function';
}

/** Runs the `beforeRequest` steps in order on one outgoing request. */
export function runBeforeRequest(steps: readonly RequestStep[]) {
  const hooks = steps.flatMap((step) => (step.beforeRequest ? [step.beforeRequest] : []));
  async function finish(
    from: number,
    pending: PromiseLike<void>,
    request: OutgoingRequest,
    call: CallState,
  ) {
    await pending;
    for (let i = from + 1; i < hooks.length; i += 1) await hooks[i]!(request, call);
  }
  return (request: OutgoingRequest, call: CallState): void | Promise<void> => {
    for (let i = 0; i < hooks.length; i += 1) {
      const pending = hooks[i]!(request, call);
      if (isThenable<void>(pending)) return finish(i, pending, request, call);
    }
  };
}

/** What {@link runAfterResponse} answers: the response to read, or a request for one retry. */
export type AfterResponseOutcome = { retry: false; response: Response } | { retry: true };

/**
 * Runs the `afterResponse` steps in order on the answer, handing a replaced response on, and
 * stops at {@link RETRY}.
 */
export function runAfterResponse(steps: readonly RequestStep[]) {
  const hooks = steps.flatMap((step) => (step.afterResponse ? [step.afterResponse] : []));
  async function finish(
    from: number,
    pending: PromiseLike<AfterResult>,
    response: Response,
    call: CallState,
  ): Promise<AfterResponseOutcome> {
    let current = response;
    let result = await pending;
    for (let i = from; ;) {
      if (result === RETRY) return { retry: true };
      if (result instanceof Response) current = result;
      i += 1;
      if (i === hooks.length) return { retry: false, response: current };
      result = await hooks[i]!(current, call);
    }
  }
  return (
    response: Response,
    call: CallState,
  ): AfterResponseOutcome | Promise<AfterResponseOutcome> => {
    let current = response;
    for (let i = 0; i < hooks.length; i += 1) {
      const result = hooks[i]!(current, call);
      if (isThenable<AfterResult>(result)) return finish(i, result, current, call);
      if (result === RETRY) return { retry: true };
      if (result instanceof Response) current = result;
    }
    return { retry: false, response: current };
  };
}
