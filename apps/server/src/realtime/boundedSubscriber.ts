/*
 * The queue behind every subscription of the websocket endpoint (content changes, notifications):
 * shared so both buses fan out the same way.
 */

/** One subscription: a bounded queue of changes and the iterator graphql-ws reads. */
export interface BoundedSubscriber<T> {
  push(item: T): void;
  readonly iterator: AsyncIterableIterator<T>;
}

/**
 * A subscriber whose queue holds at most `limit` items (the oldest are
 * dropped). Plain code rather than an async generator or a Repeater: a generator's `return()`
 * waits until its pending `next()` settles (a dropped client stayed subscribed until the next
 * write), and a Repeater throws, uncaught, once 1024 pushes wait (one large batch killed the
 * server).
 */
export function createBoundedSubscriber<T>(limit: number, onEnd: () => void): BoundedSubscriber<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  let done = false;
  const end = (): IteratorResult<T> => {
    if (!done) {
      done = true;
      queue.length = 0;
      onEnd();
    }
    const result = { done: true as const, value: undefined };
    waiting?.(result);
    waiting = undefined;
    return result;
  };
  const iterator: AsyncIterableIterator<T> = {
    next() {
      const change = queue.shift();
      if (change) return Promise.resolve({ done: false, value: change });
      if (done) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: () => Promise.resolve(end()),
    throw: (error: unknown) => {
      end();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return {
    iterator,
    push(change) {
      if (done) return;
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ done: false, value: change });
        return;
      }
      queue.push(change);
      if (queue.length > limit) queue.shift();
    },
  };
}
