/*
 * The worker machinery shared by the notification dispatcher and the scheduled tasks (README
 * "Notification delivery", "Scheduled tasks"): a loop that runs rounds of claimed work on one
 * server instance, and the backoff of a failed try. What a round claims, and how, is each
 * worker's own (its table, its claim statement).
 */

/** Options of {@link createWorkerLoop}. */
export interface WorkerLoopOptions {
  /** Claims and does one batch of due work; answers how many items it claimed. */
  round(): Promise<number>;
  /** A round that claimed this many items leaves more due: the next one runs at once. */
  batchSize: number;
  /** How often an idle loop looks for due work ({@link WorkerLoop.wake} also starts a round). */
  pollMs: number;
  /** Where a failed round is logged (the server's logger), with `failedMessage`. */
  log?: { warn(details: object, message: string): void };
  failedMessage: string;
}

/** A running worker loop of one server instance. */
export interface WorkerLoop {
  /** Starts the loop: a round now, on every {@link wake}, and every `pollMs`. */
  start(): void;
  /** Looks for due work now (e.g. new work was written); folded into a round in progress. */
  wake(): void;
  /** Stops the loop and waits for the round in progress. */
  stop(): Promise<void>;
}

/**
 * Creates the loop of one worker on one instance: one round at a time, rounds back to back while
 * a round fills its batch, a wake during a round folded into one more round after it, then idle
 * until the next wake or `pollMs`. A failing round (the database away) is logged and the loop
 * goes on at the next poll. Timers are unref'd: an idle loop never keeps the process alive.
 *
 * @example
 * const loop = createWorkerLoop({ round: claimAndSend, batchSize: 50, pollMs: 2000, failedMessage: 'dispatch failed' });
 * loop.start();
 * await loop.stop();
 */
export function createWorkerLoop(options: WorkerLoopOptions): WorkerLoop {
  let running = false;
  let busy = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> = Promise.resolve();

  const loop = async () => {
    do {
      again = false;
      try {
        while (running && (await options.round()) >= options.batchSize);
      } catch (error) {
        options.log?.warn({ err: error }, options.failedMessage);
      }
    } while (running && again);
  };
  const schedule = () => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => wake(), options.pollMs);
    timer.unref?.();
  };
  const wake = () => {
    if (!running) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    current = loop().finally(() => {
      busy = false;
      schedule();
    });
  };

  return {
    start() {
      if (running) return;
      running = true;
      wake();
    },
    wake,
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}

/** A retry schedule: the first wait, doubling after each further failure, at most `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/**
 * The wait before the next try after `failures` failed tries in a row (1: `firstMs`, 2: twice
 * that, …, at most `maxMs`).
 */
export function backoffMs(failures: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures - 1));
}

/** An error's text as a worker keeps it (`last_error`, a run's message): at most 1,000 chars. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || 'unknown error';
}
