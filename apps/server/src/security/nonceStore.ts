import { NONCE_LIFETIME_MS } from '@tessera/protocol/signing';
import type { Db } from '../db/database.js';

/** How often expired nonces are purged (at most once a minute per instance). */
export const NONCE_PURGE_INTERVAL_MS = 60_000;

/** The replay memory of spec 1 §7 / protocol README "Signing", kept in the database. */
export interface NonceStore {
  /**
   * Remembers a request's (access key, nonce, timestamp) for {@link NONCE_LIFETIME_MS}. Answers
   * false when the triple is already remembered: the request is a replay.
   */
  remember(accessKey: string, nonce: string, timestamp: string): Promise<boolean>;
  /** Deletes every expired row; answers how many. */
  purgeExpired(): Promise<number>;
}

/**
 * Creates the database-backed nonce store. Several instances share it through the primary key
 * of `request_nonces`, so a replay sent to another instance is refused too. Expired rows are
 * purged on the first request after each {@link NONCE_PURGE_INTERVAL_MS} (indexed on
 * `expires_at`), never by a timer that would keep a test process alive.
 */
export function createNonceStore(db: Db, now: () => number): NonceStore {
  let lastPurge = Number.NEGATIVE_INFINITY;

  async function purgeExpired(): Promise<number> {
    lastPurge = now();
    const result = await db
      .deleteFrom('request_nonces')
      .where('expires_at', '<', new Date(lastPurge))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    async remember(accessKey, nonce, timestamp) {
      if (now() - lastPurge >= NONCE_PURGE_INTERVAL_MS) await purgeExpired();
      const inserted = await db
        .insertInto('request_nonces')
        .values({
          access_key: accessKey,
          nonce,
          timestamp,
          expires_at: new Date(now() + NONCE_LIFETIME_MS),
        })
        .onConflict((oc) => oc.columns(['access_key', 'nonce', 'timestamp']).doNothing())
        .returning('nonce')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    purgeExpired,
  };
}
