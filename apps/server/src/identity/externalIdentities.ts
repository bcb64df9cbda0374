import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { recordAudit } from '../directory/recordAudit.js';
import {
  findUserByPhone,
  standingRefusal,
  visitPolicyRefusal,
  type SignInRefusal,
} from './accountStanding.js';
import { redeemIdentityTicket } from './identityTickets.js';
import { insertRegisteredUser } from './registerUser.js';
import { verifySmsCode, verifySmsCodeIn } from './smsCodes.js';

/** The texts of third-party sign-in and binding (ours: spec 2 shows none). */
export const THIRD_PARTY_MESSAGES = {
  notConfigured: '未配置第三方登录，请联系管理员',
  unknownProvider: (name: string) => `未知的第三方登录方式：${name}`,
  codeInvalid: '第三方授权已失效，请重新登录',
  providerFailed: '第三方登录失败，请稍后再试',
  bindTicketInvalid: '绑定已失效，请重新进行第三方登录',
  phoneBoundElsewhere: '该手机号已绑定其他第三方账号',
  subjectBoundElsewhere: '该第三方账号已绑定其他手机号',
  codeRequired: '请输入验证码',
  redirectUri: 'redirectUri 必须是应用地址（appOrigins）下的 http(s) 地址',
} as const;

/** The user a third-party identity is bound to, with what the sign-in rules read. */
export async function findBoundUser(db: Db, provider: string, subject: string) {
  return db
    .selectFrom('external_identities')
    .innerJoin('users', 'users.id', 'external_identities.user_id')
    .select([
      'users.id',
      'users.user_scope',
      'users.user_name',
      'users.mobile_phone',
      'users.password_hash',
      'users.password_changed_at',
      'users.password_reset_code',
      'users.enabled',
      'users.deleted',
      'users.locked_out_until',
      'users.failed_login_count',
      'users.expires_at',
      'users.dormant',
    ])
    .where('external_identities.provider', '=', provider)
    .where('external_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Notes a sign-in through a bound identity (and the provider's current display name). */
export async function touchExternalIdentity(
  db: Db,
  identity: { provider: string; subject: string; displayName: string },
): Promise<void> {
  await db
    .updateTable('external_identities')
    .set({ last_sign_in_at: sql<Date>`now()`, display_name: identity.displayName })
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .execute();
}

/** What {@link bindExternalIdentity} is asked. */
export interface BindRequest {
  bindTicket: string;
  /** What the ticket was issued for (read with `peekIdentityTicket`). */
  provider: string;
  subject: string;
  displayName: string;
  phone: string;
  /** A `SysLogin` SMS code sent to `phone`. */
  code: string;
  userScope: string;
  roles: readonly string[];
  ip: string | null;
}

/** The bound user, or the refusal the user reads. */
export type BindResult = { userId: string; created: boolean } | { refusal: SignInRefusal };

class Refused extends Error {}

const refusal = (message: string, code?: number): BindResult => ({
  refusal: { code: code ?? 104, message },
});

/**
 * Binds a third-party identity to the account of a phone (spec 2 §7.3 "bind phone",
 * /third-auth-bind), proven by a `SysLogin` SMS code — the proof a code login needs, so
 * binding gives no more than signing in with the code would. An unknown phone gets a new
 * account by `registerUser`'s rules (no password, self-assignable roles only, the provider's
 * display name as nickname), as a code login with `NoExistsRegister` does. A phone whose
 * account is disabled, locked or expired is refused; one already bound to another identity of
 * the provider too. In one transaction: the bind ticket and the code are used up, the account
 * is created if needed, the binding and an audit entry `third_party_bound` are written. A
 * refusal changes nothing (a wrong code still counts a try).
 */
export async function bindExternalIdentity(db: Db, request: BindRequest): Promise<BindResult> {
  const { provider, subject, phone, userScope } = request;
  const checked = await verifySmsCode(db, {
    phone,
    purpose: 'SysLogin',
    code: request.code,
    now: new Date(),
    consume: false,
  });
  if (!checked.ok) return refusal(checked.message);
  const existing = await findUserByPhone(db, userScope, phone);
  if (existing) {
    const now = new Date();
    const standing =
      standingRefusal(existing, now) ?? (await visitPolicyRefusal(db, existing, request.ip, now));
    if (standing) return { refusal: standing };
    const bound = await db
      .selectFrom('external_identities')
      .select('subject')
      .where('provider', '=', provider)
      .where('user_id', '=', existing.id)
      .executeTakeFirst();
    if (bound && bound.subject !== subject)
      return refusal(THIRD_PARTY_MESSAGES.phoneBoundElsewhere);
  }

  try {
    return await db.transaction().execute(async (trx) => {
      const ticket = await redeemIdentityTicket(trx, 'third_party_bind', request.bindTicket);
      if (!ticket) throw new Refused(THIRD_PARTY_MESSAGES.bindTicketInvalid);
      const used = await verifySmsCodeIn(trx, {
        phone,
        purpose: 'SysLogin',
        code: request.code,
        now: new Date(),
      });
      if (!used.ok) throw new Refused(used.message);

      let userId = existing?.id;
      let created = false;
      if (!userId) {
        userId = await insertRegisteredUser(
          trx,
          {
            userScope,
            phone,
            password: null,
            roles: request.roles,
            ip: request.ip,
            via: `third party ${provider}`,
            nickName: request.displayName.slice(0, 64),
          },
          null,
        );
        created = userId !== undefined;
        // Registered by someone else meanwhile: bind to that account.
        userId ??= (await findUserByPhone(trx, userScope, phone))?.id;
        if (!userId) throw new Refused(THIRD_PARTY_MESSAGES.phoneBoundElsewhere);
      }
      const inserted = await trx
        .insertInto('external_identities')
        .values({
          provider,
          subject,
          user_id: userId,
          display_name: request.displayName,
          last_sign_in_at: sql<Date>`now()`,
        })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!inserted) {
        const bound = await findBoundUser(trx, provider, subject);
        if (bound?.id !== userId) throw new Refused(THIRD_PARTY_MESSAGES.subjectBoundElsewhere);
      }
      await recordAudit(trx, {
        action: 'third_party_bound',
        userId,
        ip: request.ip,
        detail: { provider, subject, created },
      });
      return { userId, created };
    });
  } catch (error) {
    if (error instanceof Refused) return refusal(error.message);
    // The (provider, user) key: the account got another identity of the provider meanwhile.
    if ((error as { code?: unknown } | null)?.code === '23505') {
      return refusal(THIRD_PARTY_MESSAGES.phoneBoundElsewhere);
    }
    throw error;
  }
}
