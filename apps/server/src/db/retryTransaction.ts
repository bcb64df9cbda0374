import { isRetryableTransactionError } from './databaseErrors.js';

/** How often a transaction that lost a deadlock is run in all (README "Bad input"). */
export const TRANSACTION_ATTEMPTS = 5;

/** The pause before attempt `attempt + 1`: random, growing with each attempt. */
export function retryPause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
}

/**
 * Runs a whole transaction again when PostgreSQL rolled it back for a deadlock (40P01) or a
 * serialization failure (40001), at most {@link TRANSACTION_ATTEMPTS} times, after a short
 * random pause that grows with each attempt (so two batches that collided do not collide again
 * in step). `run` must open its own transaction: nothing of a failed attempt was kept, so it
 * runs from the start. Any other error, and the last attempt's, is thrown as it is.
 *
 * @example
 * ```ts
 * const items = await retryTransaction(() => db.transaction().execute((trx) => write(trx)));
 * ```
 */
export async function retryTransaction<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      await retryPause(attempt);
    }
  }
}
