/**
 * Calls of which only the newest answer counts: `run` hands an answer (or a failure) on only
 * while no newer call was run and `stop` was not called since — a model's "ignore the stale
 * answer" in one place.
 */
export interface Latest {
  run<T>(call: Promise<T>, then: (value: T) => void, fail?: (error: unknown) => void): void;
  /** Drops the answers of every call run so far. */
  stop(): void;
}

export function createLatest(): Latest {
  let newest = 0;
  return {
    run(call, then, fail) {
      const mine = ++newest;
      call.then(
        (value) => mine === newest && then(value),
        (error: unknown) => mine === newest && fail?.(error),
      );
    },
    stop() {
      newest++;
    },
  };
}
