import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql } from 'kysely';
import { toJson, type Db } from '../db/database.js';

/** The provider's signing key (RS256) and what is derived from it. */
export interface SigningKey {
  /** The private JWK the provider signs with. */
  privateJwk: JWK;
  /** Its public half: what access-token verification (and the provider's jwks_uri) uses. */
  publicJwk: JWK;
  /** Secrets of the provider's signed cookies, derived from the private key. */
  cookieKeys: string[];
}

/**
 * Loads the deployment's token-signing key, creating it on first start (README "Identity"):
 * one RS256 key in `signing_keys`, so every server instance on the same database signs and
 * verifies with the same key and tokens survive restarts.
 */
export async function loadSigningKey(db: Db): Promise<SigningKey> {
  const newest = (executor: Db) =>
    executor
      .selectFrom('signing_keys')
      .select(['jwk'])
      .orderBy('created', 'desc')
      .executeTakeFirst();
  let row = await newest(db);
  if (!row) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = createHash('sha256')
      .update(jwk.n ?? '')
      .digest('base64url')
      .slice(0, 16);
    const created = { ...jwk, kid, alg: 'RS256', use: 'sig' };
    // Instances starting at once create the key in turn: each key has its own kid, so without
    // the lock two would insert two keys and each sign with its own (README "Running several
    // instances": their tokens must verify on each other).
    row = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('tessera signing key'))`.execute(trx);
      const stored = await newest(trx);
      if (stored) return stored;
      await trx
        .insertInto('signing_keys')
        .values({ kid, jwk: toJson(created) })
        .execute();
      return { jwk: created as Record<string, unknown> };
    });
  }
  const privateJwk = row!.jwk as JWK;
  const { kty, n, e, kid, alg, use } = privateJwk;
  const cookieKey = createHash('sha256')
    .update(`tessera-cookie:${privateJwk.d ?? ''}`)
    .digest('base64url');
  return { privateJwk, publicJwk: { kty, n, e, kid, alg, use }, cookieKeys: [cookieKey] };
}
