import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { endUserSessions, type SessionEndReason } from '../directory/userSessions.js';

export type { SessionEndReason } from '../directory/userSessions.js';

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
