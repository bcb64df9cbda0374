import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/*
 * Ending a user's sign-in sessions (README "Directory"): signing out, a password or account
 * change, disabling a user. Their rows are identity's; organisation ends them too.
 */

/** Why a session ended (user_sessions.revoked_reason). */
export type SessionEndReason =
  'logout' | 'concurrent' | 'password_changed' | 'account_changed' | 'disabled' | 'revoked';

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
  await db
    .updateTable('user_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'revoked' })
    .where('grant_id', '=', grantId)
    .where('revoked_at', 'is', null)
    .execute();
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
