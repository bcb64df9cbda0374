import type { Db } from '../db/database.js';

/** The claims every access and ID token carries about its user (spec 1 §3 "Token claims"). */
export interface IdentityClaims {
  sub: string;
  email?: string;
  preferred_username: string;
  nickname: string;
  phone_number?: string;
  /** Role codes: one string for one role, else a list (spec 1 §3 "role (string or list)"). */
  role: string | string[];
}

/** The token claims of a user, or undefined when the account cannot sign in any more. */
export async function readIdentityClaims(
  db: Db,
  userId: string,
): Promise<IdentityClaims | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'nick_name', 'email', 'mobile_phone', 'enabled', 'deleted'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || !user.enabled || user.deleted) return undefined;
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.code')
    .where('user_roles.user_id', '=', userId)
    .where('roles.enabled', '=', true)
    .orderBy('roles.code')
    .execute();
  const codes = roles.map((r) => r.code);
  return {
    sub: user.id,
    preferred_username: user.user_name,
    nickname: user.nick_name,
    ...(user.email ? { email: user.email } : {}),
    ...(user.mobile_phone ? { phone_number: user.mobile_phone } : {}),
    role: codes.length === 1 ? codes[0]! : codes,
  };
}
