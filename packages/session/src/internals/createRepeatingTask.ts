import type { Clock, LoggerPort, TimerHandle } from '@tessera/ports';

/** A task run every `everyMs` while started (token refresh, presence ping). */
export interface RepeatingTask {
  /** Starts the period (first run after `everyMs`); no-op when running. */
  start(): void;
  stop(): void;
  readonly running: boolean;
  /** Runs the task now unless a run is still in flight; resolves when it ends. */
  runNow(): Promise<void>;
}

/** Options of {@link createRepeatingTask}. */
export interface RepeatingTaskOptions {
  clock: Clock;
  everyMs: number;
  task: () => Promise<void> | void;
  logger: LoggerPort;
  /** For the log line of a failed run. */
  name: string;
}

/**
 * Runs an async task on an interval of the injected clock. A run still in flight when the next
 * tick comes is not overlapped (a slow refresh must not send two refresh tokens); a failed run
 * is logged and the period goes on.
 */
export function createRepeatingTask(options: RepeatingTaskOptions): RepeatingTask {
  const { clock, everyMs, task, logger, name } = options;
  let handle: TimerHandle | undefined;
  let inFlight: Promise<void> | undefined;

  function runNow(): Promise<void> {
    if (inFlight) return inFlight;
    inFlight = (async () => {
      try {
        await task();
      } catch (error) {
        logger.error(`${name} failed`, error);
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  return {
    start() {
      if (handle === undefined) handle = clock.setInterval(() => void runNow(), everyMs);
    },
    stop() {
      if (handle !== undefined) clock.clearInterval(handle);
      handle = undefined;
    },
    get running() {
      return handle !== undefined;
    },
    runNow,
  };
}
