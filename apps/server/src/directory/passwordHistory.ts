import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/database.js';
import { verifyPassword } from './passwordHash.js';

/*
 * The password history (README "Security policies"): the password policy's
 * `passwordHistoryCount` N refuses a new password equal to one of the user's last N — the
 * current one and the N − 1 before it. Only hashes are kept (`password_history`, migration
 * 0019), at most {@link MAX_PASSWORD_HISTORY} per user, written in the transaction that replaces
 * the password.
 */

/** The largest history a policy may ask for (the policy field's bound). */
export const MAX_PASSWORD_HISTORY = 24;

/** What a reused password reads (ours: spec 2 shows no text for it). */
export function passwordReusedMessage(count: number): string {
  return `新密码不能与最近 ${count} 次使用过的密码相同`;
}

/**
 * The refusal of `password` for the user when it equals one of their last `count` passwords,
 * or null (count 0: the rule is off).
 */
export async function passwordHistoryRefusal(
  db: Db,
  userId: string,
  password: string,
  count: number,
): Promise<string | null> {
  if (count <= 0) return null;
  const current = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  const earlier =
    count > 1
      ? await db
          .selectFrom('password_history')
          .select('password_hash')
          .where('user_id', '=', userId)
          .orderBy('changed', 'desc')
          .limit(count - 1)
          .execute()
      : [];
  const hashes = [current?.password_hash, ...earlier.map((row) => row.password_hash)];
  for (const hash of hashes) {
    if (hash && (await verifyPassword(password, hash))) return passwordReusedMessage(count);
  }
  return null;
}

/**
 * Keeps the password being replaced (read inside the writing transaction, before the update)
 * and drops what is older than the largest history a policy may ask for.
 */
export async function keepReplacedPassword(
  trx: Transaction<Database>,
  userId: string,
  now = new Date(),
): Promise<void> {
  const row = await trx
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.password_hash) return;
  await trx
    .insertInto('password_history')
    .values({ user_id: userId, password_hash: row.password_hash, changed: now })
    .execute();
  const kept = await trx
    .selectFrom('password_history')
    .select('changed')
    .where('user_id', '=', userId)
    .orderBy('changed', 'desc')
    .offset(MAX_PASSWORD_HISTORY - 1)
    .limit(1)
    .executeTakeFirst();
  if (kept) {
    await trx
      .deleteFrom('password_history')
      .where('user_id', '=', userId)
      .where('changed', '<', kept.changed)
      .execute();
  }
}
