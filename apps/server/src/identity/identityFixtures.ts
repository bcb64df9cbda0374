import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { hashPassword } from '../directory/passwordHash.js';

/** A user written straight into the tables, for tests (passwords hashed as the server does). */
export async function insertTestUser(
  db: Db,
  user: {
    phone: string;
    password?: string;
    userScope?: string;
    singleSession?: boolean;
    roles?: readonly string[];
  },
): Promise<string> {
  const created = await db
    .insertInto('users')
    .values({
      user_scope: user.userScope ?? 'default',
      user_name: `user-${user.phone}`,
      nick_name: `用户${user.phone.slice(-4)}`,
      mobile_phone: user.phone,
      password_hash: user.password ? await hashPassword(user.password) : null,
      password_changed_at: user.password ? sql<Date>`now()` : null,
      single_session: user.singleSession ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of user.roles ?? []) {
    await db
      .insertInto('roles')
      .values({ app_id: 'test', name: code, code })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: created.id, role_id: role.id }).execute();
  }
  return created.id;
}
