import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { OIDC } from '@tessera/protocol';
import type { AccessTokenVerifier } from '../authorization/caller.js';
import { unauthorized } from '../authorization/caller.js';
import type { Db } from '../db/database.js';
import { readSessionState } from './userSessions.js';

/** How many verified tokens' claims are kept in memory (about 1 KB each). */
const VERIFIED_TOKENS_KEPT = 10_000;

export type { AccessTokenVerifier } from '../authorization/caller.js';

/**
 * The service API's token check (README "Authorization"): the JWT's signature (the provider's
 * key, RS256 only), issuer, audience and expiry; then its session, in one indexed lookup: a
 * session ended as 'concurrent' answers 401 with `loginconcurrentsession: 1`, any other ended
 * session, unknown sid or disabled account a plain 401. Never anonymous.
 */
export function createAccessTokenVerifier(options: {
  db: Db;
  issuer: string;
  publicJwk: JWK;
}): AccessTokenVerifier {
  const keys = createLocalJWKSet({ keys: [options.publicJwk] });
  // A token's signature never changes: a verified token's claims are kept (bounded, oldest out)
  // so a caller pays the RSA check once per token, not per call. Expiry is checked every time.
  const verified = new Map<string, Record<string, unknown>>();
  const verify = async (token: string): Promise<Record<string, unknown>> => {
    const known = verified.get(token);
    if (known) {
      if (typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known;
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: OIDC.apiResource,
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, payload);
    return payload;
  };
  return async (token) => {
    let payload: Record<string, unknown>;
    try {
      payload = await verify(token);
    } catch {
      throw unauthorized();
    }
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    const session = sid ? await readSessionState(options.db, sid) : undefined;
    if (!session || session.userId !== payload.sub || !session.userActive) throw unauthorized();
    if (session.revokedReason) {
      throw unauthorized({ concurrent: session.revokedReason === 'concurrent' });
    }
    return {
      userId: session.userId,
      sid: sid!,
      userName: session.userName,
      userScope: session.userScope,
    };
  };
}
