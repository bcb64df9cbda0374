import { CompiledQuery } from 'kysely';
import { poolOf } from '../db/createDatabase.js';
import { NONCE_LIFETIME_MS } from '@tessera/protocol/signing';
import type { Db } from '../db/database.js';
import type { SiteKeys } from './verifySignature.js';

/** How often expired nonces are purged (at most once a minute per instance). */
export const NONCE_PURGE_INTERVAL_MS = 60_000;

/** The replay memory of spec 1 §7 / protocol README "Signing", kept in the database. */
export interface NonceStore {
  /**
   * Remembers a request's (access key, nonce, timestamp) for {@link NONCE_LIFETIME_MS}. Answers
   * false when the triple is already remembered: the request is a replay.
   */
  remember(accessKey: string, nonce: string, timestamp: string): Promise<boolean>;
  /**
   * The site keys of `accessKey` and {@link NonceStore.remember} of the nonce, in ONE statement
   * (README "Per-call floor": a signed call pays one round trip before its route, not two). The
   * nonce is remembered only when the access key names a site; it is remembered before the
   * signature is checked, so a request refused for its signature uses up its nonce too (the
   * client sends a fresh one with every call; the site keys are not secret from a client).
   */
  rememberWithSites(
    accessKey: string,
    nonce: string,
    timestamp: string,
  ): Promise<{ sites: SiteKeys[]; fresh: boolean }>;
  /** Deletes every expired row; answers how many. */
  purgeExpired(): Promise<number>;
}

interface SitesAndNonceRow {
  access_key: string;
  secret_key: string;
  this_site_graphql_body_is_secret: boolean;
  fresh: boolean;
}

const SITES_AND_NONCE_NAME = 'tessera_sites_and_nonce';
/**
 * The site keys of access key $1 and the insert of its nonce ($2, timestamp $3, expiry $4) in
 * one statement: the nonce is inserted only when the access key names a site.
 */
const SITES_AND_NONCE = `
  with site as (
    select access_key, secret_key, this_site_graphql_body_is_secret
    from site_settings where access_key = $1
  ), used as (
    insert into request_nonces (access_key, nonce, timestamp, expires_at)
    select $1, $2, $3, $4
    where exists (select from site)
    on conflict (access_key, nonce, timestamp) do nothing
    returning nonce
  )
  select site.*, exists (select from used) as fresh from site`;

/**
 * Creates the database-backed nonce store. Several instances share it through the primary key
 * of `request_nonces`, so a replay sent to another instance is refused too. Expired rows are
 * purged on the first request after each {@link NONCE_PURGE_INTERVAL_MS} (indexed on
 * `expires_at`), never by a timer that would keep a test process alive.
 */
export function createNonceStore(db: Db, now: () => number): NonceStore {
  const pool = poolOf(db);
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
    async rememberWithSites(accessKey, nonce, timestamp) {
      if (now() - lastPurge >= NONCE_PURGE_INTERVAL_MS) await purgeExpired();
      const values = [accessKey, nonce, timestamp, new Date(now() + NONCE_LIFETIME_MS)];
      // On PostgreSQL straight to the pool as a named statement (README "Per-call floor"):
      // parsed and planned once per connection, and no query builder on the hot path.
      const { rows } = pool
        ? await pool.query<SitesAndNonceRow>({
            name: SITES_AND_NONCE_NAME,
            text: SITES_AND_NONCE,
            values,
          })
        : await db.executeQuery<SitesAndNonceRow>(CompiledQuery.raw(SITES_AND_NONCE, values));
      return {
        sites: rows.map((row) => ({
          accessKey: row.access_key,
          secretKey: row.secret_key,
          bodyIsSecret: row.this_site_graphql_body_is_secret,
        })),
        fresh: rows[0]?.fresh ?? false,
      };
    },
    purgeExpired,
  };
}
