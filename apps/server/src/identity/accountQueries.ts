import { keepReplacedPassword } from '../directory/passwordHistory.js';
import { sql } from 'kysely';
import type { Caller } from '../authorization/caller.js';
import type { Db } from '../db/database.js';
import { recordAudit } from '../directory/recordAudit.js';
import { notePasswordChanged } from '../notifications/accountEvents.js';
import { normaliseEmail } from './emailCodes.js';

/*
 * The account calls' own reads and writes of the users and sessions (README "Identity"): the
 * presence ping, the password expiry check, the password change.
 */

/** spec 1 §4 presence ping: the user and the session were seen now. */
export async function markOnline(db: Db, caller: Caller): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', caller.userId)
    .execute();
  await db
    .updateTable('user_sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('sid', '=', caller.sid)
    .execute();
}

/** What the password expiry check reads of the signed-in user. */
export async function readPasswordStanding(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_scope', 'password_changed_at', 'password_reset_code', 'expires_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The not deleted user of the scope whose e-mail is `email` (any case), or undefined. */
export async function findUserByEmail(db: Db, userScope: string, email: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where('user_scope', '=', userScope)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email)))
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/** The signed-in user's id, scope and phone (a password change by code goes to that phone). */
export async function readOwnAccount(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_scope', 'mobile_phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Sets a user's own new password (already hashed): clears a reset demand, the failure count and
 * any lockout, with its `password_changed` audit entry and its notification, in one transaction.
 */
export async function writeOwnPassword(
  db: Db,
  change: { userId: string; passwordHash: string; ip: string; flag: string; userAgent: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await keepReplacedPassword(trx, change.userId);
    await trx
      .updateTable('users')
      .set({
        password_hash: change.passwordHash,
        password_changed_at: sql<Date>`now()`,
        password_reset_code: null,
        failed_login_count: 0,
        locked_out_until: null,
      })
      .where('id', '=', change.userId)
      .execute();
    await recordAudit(trx, {
      action: 'password_changed',
      userId: change.userId,
      ip: change.ip,
      detail: { flag: change.flag },
    });
    // README "Account events": the owner hears of it on every channel they chose.
    await notePasswordChanged(trx, change.userId, { userAgent: change.userAgent, ip: change.ip });
  });
}
