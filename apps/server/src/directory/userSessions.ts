import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/*
 * Ending a user's sign-in sessions (README "Directory"): signing out, a password or account
 * change, disabling a user. Their rows are identity's; organisation ends them too.
 */

/** Why a session ended (user_sessions.revoked_reason). */
export type SessionEndReason =
  'logout' | 'concurrent' | 'password_changed' | 'account_changed' | 'disabled' | 'revoked';

/** Hears the sessions this process ended on one database (see {@link onSessionsEnded}). */
export type SessionsEndedWatcher = (sids: readonly string[]) => void;

// Keyed by the database's query adapter: a transaction shares it with the Kysely it came from,
// and two servers in one process (tests) each have their own.
const watchers = new WeakMap<object, Set<SessionsEndedWatcher>>();
const keyOf = (db: Db): object => db.getExecutor().adapter;

/**
 * Calls `watcher` with the sids each time this process ends sessions on `db` (or a transaction
 * of it), as the statement returns: the instance's own token cache forgets them at once, so the
 * caller's next call is refused; other instances hear it after the commit (README "Running
 * several instances"). Answers the unsubscribe.
 */
export function onSessionsEnded(db: Db, watcher: SessionsEndedWatcher): () => void {
  const key = keyOf(db);
  let set = watchers.get(key);
  if (!set) watchers.set(key, (set = new Set()));
  set.add(watcher);
  return () => set.delete(watcher);
}

function tellEnded(db: Db, sids: readonly string[]): void {
  if (sids.length === 0) return;
  for (const watcher of watchers.get(keyOf(db)) ?? []) watcher(sids);
}

/**
 * Ends live sessions (one by sid, or every one of a user but `exceptSid`) and revokes their
 * grants: refresh tokens stop working at once, and access tokens answer 401 at the next call.
 */
export async function endUserSessions(
  db: Db,
  which: { sid: string } | { userId: string; exceptSid?: string },
  reason: SessionEndReason,
): Promise<number> {
  let query = db
    .updateTable('user_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('revoked_at', 'is', null);
  if ('sid' in which) query = query.where('sid', '=', which.sid);
  else {
    query = query.where('user_id', '=', which.userId);
    if (which.exceptSid) query = query.where('sid', '!=', which.exceptSid);
  }
  const ended = await query.returning(['sid', 'grant_id']).execute();
  tellEnded(
    db,
    ended.map((e) => e.sid),
  );
  for (const { grant_id } of ended) if (grant_id) await revokeOidcGrant(db, grant_id);
  if (ended.length) {
    // The provider's browser session of a code-flow sign-in (its uid is the sid): without it the
    // browser must sign in again instead of being handed new codes for the ended session.
    await db
      .deleteFrom('oidc_payloads')
      .where('model', '=', 'Session')
      .where(
        'uid',
        'in',
        ended.map((e) => e.sid),
      )
      .execute();
  }
  return ended.length;
}

/**
 * Revokes a grant: deletes every stored token and code of it and the grant itself, and ends the
 * session it belongs to (its access tokens then answer 401 at the next call).
 */
export async function revokeOidcGrant(db: Db, grantId: string): Promise<void> {
  const ended = await db
    .updateTable('user_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'revoked' })
    .where('grant_id', '=', grantId)
    .where('revoked_at', 'is', null)
    .returning('sid')
    .execute();
  tellEnded(
    db,
    ended.map((e) => e.sid),
  );
  await db
    .deleteFrom('oidc_payloads')
    .where((eb) =>
      eb.or([
        eb('grant_id', '=', grantId),
        eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)]),
      ]),
    )
    .execute();
}
