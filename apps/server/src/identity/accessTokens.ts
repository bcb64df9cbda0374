import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { OIDC } from '@tessera/protocol';
import type { AccessTokenVerifier } from '../authorization/caller.js';
import { unauthorized } from '../authorization/caller.js';
import type { Db } from '../db/database.js';
import { readSessionState } from './userSessions.js';
import { onSessionsEnded } from '../directory/userSessions.js';
import type { Caller } from '../context/requestContext.js';
import type { CacheChanges } from '../realtime/cacheChanges.js';
import { createCoherentCache } from '../realtime/coherentCache.js';

/** How many verified tokens are kept in memory (about 1 KB each). */
const VERIFIED_TOKENS_KEPT = 10_000;
/** A kept token's session is read again after this long, whatever was heard. */
const VERIFIED_TOKEN_RECHECK_MS = 5 * 60_000;

export type { AccessTokenVerifier } from '../authorization/caller.js';

/**
 * The service API's token check (README "Authorization"): the JWT's signature (the provider's
 * key, RS256 only), issuer, audience and expiry; then its session, in one indexed lookup: a
 * session ended as 'concurrent' answers 401 with `loginconcurrentsession: 1`, any other ended
 * session, unknown sid or disabled account a plain 401. Never anonymous.
 *
 * A token that passed is kept (bounded, oldest out; README "Per-call floor"), so a caller pays
 * the RSA check and the session lookup once per token, not per call. Expiry is checked every
 * time; a session ended or a user changed on any instance drops its tokens through `changes`
 * (migration 0021's triggers), and nothing is kept while those changes are not heard.
 */
export function createAccessTokenVerifier(options: {
  db: Db;
  issuer: string;
  publicJwk: JWK;
  changes: CacheChanges;
  now?: () => number;
}): AccessTokenVerifier {
  const keys = createLocalJWKSet({ keys: [options.publicJwk] });
  const now = options.now ?? Date.now;
  const verified = createCoherentCache<{ caller: Caller; exp: number }>({
    max: VERIFIED_TOKENS_KEPT,
    ttlMs: VERIFIED_TOKEN_RECHECK_MS,
    isLive: options.changes.isLive,
    now,
  });
  options.changes.on('session', (sid) =>
    verified.invalidate(sid === undefined ? undefined : (_, kept) => kept.caller.sid === sid),
  );
  // This instance's own session ends, at once (the notification comes after the commit).
  onSessionsEnded(options.db, (sids) => {
    const ended = new Set(sids);
    verified.invalidate((_, kept) => ended.has(kept.caller.sid));
  });
  options.changes.on('user', (userId) =>
    verified.invalidate(
      userId === undefined ? undefined : (_, kept) => kept.caller.userId === userId,
    ),
  );

  const check = async (token: string): Promise<{ caller: Caller; exp: number }> => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: OIDC.apiResource,
        algorithms: ['RS256'],
        typ: 'at+jwt',
        currentDate: new Date(now()),
      }));
    } catch {
      throw unauthorized();
    }
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    const session = sid ? await readSessionState(options.db, sid) : undefined;
    if (!session || session.userId !== payload.sub || !session.userActive) throw unauthorized();
    if (session.revokedReason) {
      throw unauthorized({ concurrent: session.revokedReason === 'concurrent' });
    }
    const caller = {
      userId: session.userId,
      sid: sid!,
      userName: session.userName,
      userScope: session.userScope,
    };
    return { caller, exp: typeof payload.exp === 'number' ? payload.exp * 1000 : 0 };
  };
  return async (token) => {
    const kept = await verified.get(token, () => check(token));
    if (kept.exp > now()) return kept.caller;
    verified.invalidate((key) => key === token);
    throw unauthorized();
  };
}
