import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { revokeOidcGrant } from './oidcAdapter.js';

/** Why a session ended (user_sessions.revoked_reason). */
export type SessionEndReason =
  'logout' | 'concurrent' | 'password_changed' | 'account_changed' | 'disabled' | 'revoked';

/** A new session id (`sid` claim): 128 random bits. */
export function newSid(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Records a sign-in (README "Sessions"). When the account is limited to one session, every
 * older live session of the user is marked 'concurrent' and its grant revoked, so their tokens
 * answer 401 with `loginconcurrentsession: 1`. Idempotent per sid.
 */
export async function openUserSession(
  db: Db,
  session: { sid: string; userId: string; clientId: string; grantId?: string | null },
): Promise<void> {
  const inserted = await db
    .insertInto('user_sessions')
    .values({
      sid: session.sid,
      user_id: session.userId,
      client_id: session.clientId,
      grant_id: session.grantId ?? null,
    })
    .onConflict((oc) => oc.column('sid').doNothing())
    .returning('sid')
    .executeTakeFirst();
  if (!inserted) return;
  await db
    .updateTable('users')
    .set({ last_login_at: sql<Date>`now()` })
    .where('id', '=', session.userId)
    .execute();
  const user = await db
    .selectFrom('users')
    .select('single_session')
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (user?.single_session) {
    await endUserSessions(db, { userId: session.userId, exceptSid: session.sid }, 'concurrent');
  }
}

/** Notes the grant a session's tokens belong to (the login-ticket grant saves it after the session). */
export async function setSessionGrant(db: Db, sid: string, grantId: string): Promise<void> {
  await db.updateTable('user_sessions').set({ grant_id: grantId }).where('sid', '=', sid).execute();
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

/** The live-or-ended state of a session, joined with its user's standing (one lookup per call). */
export interface SessionState {
  userId: string;
  revokedReason: SessionEndReason | null;
  userName: string;
  userScope: string;
  /** The account may still sign in (enabled, not deleted). */
  userActive: boolean;
}

/** Reads a session by sid, or undefined when no such sign-in was recorded. */
export async function readSessionState(db: Db, sid: string): Promise<SessionState | undefined> {
  const row = await db
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .select([
      'user_sessions.user_id',
      'user_sessions.revoked_at',
      'user_sessions.revoked_reason',
      'users.user_name',
      'users.user_scope',
      'users.enabled',
      'users.deleted',
    ])
    .where('user_sessions.sid', '=', sid)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.user_id,
    revokedReason: row.revoked_at ? ((row.revoked_reason as SessionEndReason) ?? 'revoked') : null,
    userName: row.user_name,
    userScope: row.user_scope,
    userActive: row.enabled && !row.deleted,
  };
}
