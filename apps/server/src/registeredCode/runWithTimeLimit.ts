/** How a time-limited run ended. */
export type TimedOutcome<T> =
  | { status: 'done'; value: T; durationMs: number }
  | { status: 'failed'; error: unknown; durationMs: number }
  | { status: 'timedOut'; durationMs: number };

/**
 * Runs registered server code (a data flow or a model) with a time limit (spec 1 §7 "functions
 * run with a time limit"). The function gets an AbortSignal that aborts when the limit passes,
 * so cooperative code stops its work; the caller gets its answer at the limit either way.
 * Never throws: a thrown error or a rejected promise is reported as `failed`.
 */
export async function runWithTimeLimit<T>(
  run: (signal: AbortSignal) => Promise<T> | T,
  timeoutMs: number,
  now: () => number = () => performance.now(),
): Promise<TimedOutcome<T>> {
  const controller = new AbortController();
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timedOut'>((resolve) => {
    timer = setTimeout(() => resolve('timedOut'), timeoutMs);
  });
  const work = (async () => run(controller.signal))().then(
    (value) => ({ status: 'done' as const, value }),
    (error: unknown) => ({ status: 'failed' as const, error }),
  );
  try {
    const first = await Promise.race([work, timedOut]);
    const durationMs = Math.round(now() - started);
    if (first === 'timedOut') {
      controller.abort(new Error(`time limit of ${timeoutMs} ms reached`));
      return { status: 'timedOut', durationMs };
    }
    return { ...first, durationMs };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The message of a failed run that may be shown to the caller: the error's own message, except
 * for database errors (they carry a SQLSTATE `code`) whose text never leaves the server
 * (README "Failures").
 */
export function publicErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return fallback;
  return error.message;
}
