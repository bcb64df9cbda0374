import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { SmsPurpose } from '@tessera/protocol';
import { validatePhone } from '@tessera/validation';
import type { Db } from '../db/database.js';
import { digestSecret, matchesDigest } from './secretDigest.js';
import type { SmsSender } from './smsSender.js';

/**
 * The SMS code rules (README "SMS codes, image captcha and password policy"; research notes:
 * the usual SMS provider defaults are 1 per minute, 5 per hour and 10 per day per number).
 * Every window is rolling: "per hour" is the 60 minutes before now.
 */
export const SMS_CODE_RULES = {
  /** Digits of a code, drawn with `crypto.randomInt`. */
  length: 6,
  /** How long a code is good for. */
  validForMs: 5 * 60_000,
  /** Wrong tries after which a code is dead, even for the right code. */
  maxWrongTries: 5,
  /** spec 2 §9: the resend countdown; a new code for the same phone and purpose waits this long. */
  resendAfterMs: 60_000,
  /** Codes one number may be sent in an hour, every purpose together. */
  perPhonePerHour: 5,
  /** Codes one number may be sent in 24 hours, every purpose together. */
  perPhonePerDay: 10,
  /** Codes one client address may ask for in an hour, every number together. */
  perIpPerHour: 20,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The texts the user sees (spec 2 §8 SMS; the refusals' texts are ours). */
export const SMS_CODE_MESSAGES = {
  sent: '验证码已发送',
  wrong: '验证码错误',
  expired: '验证码已过期，请重新获取',
  dead: '验证码错误次数过多，请重新获取',
  sendFailed: '验证码发送失败，请稍后再试',
  tooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  phoneHourly: (minutes: number) => `该手机号获取验证码次数过多，请${minutes}分钟后再试`,
  phoneDaily: (hours: number) => `该手机号今日获取验证码次数已达上限，请${hours}小时后再试`,
  ipHourly: (minutes: number) => `获取验证码过于频繁，请${minutes}分钟后再试`,
} as const;

/** What {@link sendSmsCode} is asked. */
export interface SendSmsCodeRequest {
  phone: string;
  purpose: SmsPurpose;
  /** The client's address, for the per-address limit; `null` skips that limit. */
  ip: string | null;
  now: Date;
}

/** Why a send was refused. `phone`: not a mainland mobile number (spec 2 §5). */
export type SendSmsCodeRefusal =
  'phone' | 'tooSoon' | 'phoneHourly' | 'phoneDaily' | 'ipHourly' | 'sendFailed';

/** What {@link sendSmsCode} answers: the user sees `message` of a refusal. */
export type SendSmsCodeResult =
  | { ok: true; expiresAt: Date }
  | {
      ok: false;
      reason: SendSmsCodeRefusal;
      message: string;
      /** When asking again can succeed (the limit refusals). */
      retryAfterSeconds?: number;
      /** What the sender threw (`sendFailed`), for the log. */
      error?: unknown;
    };

/** What {@link verifySmsCode} is asked. */
export interface VerifySmsCodeRequest {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  now: Date;
  /**
   * Use the code up when it is right (default true). The check-only call passes false: a
   * right code stays good for the call that acts on it, a wrong one still counts as a try.
   */
  consume?: boolean;
}

/** Why a code was refused: `missing` = none was sent, or it was used already. */
export type SmsCodeRefusal = 'wrong' | 'expired' | 'dead' | 'missing';

/** What {@link verifySmsCode} answers. */
export type VerifySmsCodeResult =
  { ok: true } | { ok: false; reason: SmsCodeRefusal; message: string };

type Refusal = Extract<SendSmsCodeResult, { ok: false }>;

const ceilDiv = (value: number, unit: number) => Math.max(1, Math.ceil(value / unit));

/**
 * The first rolling-window limit a new send would break, or null. `times` are the send times
 * inside the window, oldest first; the window frees up when enough of them have left it.
 */
function overLimit(times: readonly Date[], limit: number, windowMs: number, now: Date) {
  if (times.length < limit) return null;
  return times[times.length - limit]!.getTime() + windowMs - now.getTime();
}

async function findRefusal(trx: Db, request: SendSmsCodeRequest): Promise<Refusal | null> {
  const { phone, purpose, ip, now } = request;
  const since = (ms: number) => new Date(now.getTime() - ms);
  const byPhone = await trx
    .selectFrom('sms_codes')
    .select(['purpose', 'sent_at'])
    .where('phone', '=', phone)
    .where('sent_at', '>', since(DAY_MS))
    .orderBy('sent_at')
    .execute();

  const last = byPhone.filter((row) => row.purpose === purpose).at(-1);
  const resendIn = last ? last.sent_at.getTime() + SMS_CODE_RULES.resendAfterMs - now.getTime() : 0;
  if (resendIn > 0) {
    const seconds = ceilDiv(resendIn, 1000);
    return {
      ok: false,
      reason: 'tooSoon',
      message: SMS_CODE_MESSAGES.tooSoon(seconds),
      retryAfterSeconds: seconds,
    };
  }

  const lastHour = byPhone.filter((row) => row.sent_at > since(HOUR_MS)).map((r) => r.sent_at);
  const hourly = overLimit(lastHour, SMS_CODE_RULES.perPhonePerHour, HOUR_MS, now);
  if (hourly !== null) {
    return {
      ok: false,
      reason: 'phoneHourly',
      message: SMS_CODE_MESSAGES.phoneHourly(ceilDiv(hourly, 60_000)),
      retryAfterSeconds: ceilDiv(hourly, 1000),
    };
  }
  const daily = overLimit(
    byPhone.map((r) => r.sent_at),
    SMS_CODE_RULES.perPhonePerDay,
    DAY_MS,
    now,
  );
  if (daily !== null) {
    return {
      ok: false,
      reason: 'phoneDaily',
      message: SMS_CODE_MESSAGES.phoneDaily(ceilDiv(daily, HOUR_MS)),
      retryAfterSeconds: ceilDiv(daily, 1000),
    };
  }

  if (ip === null) return null;
  const byIp = await trx
    .selectFrom('sms_codes')
    .select('sent_at')
    .where('ip', '=', ip)
    .where('sent_at', '>', since(HOUR_MS))
    .orderBy('sent_at')
    .execute();
  const perIp = overLimit(
    byIp.map((r) => r.sent_at),
    SMS_CODE_RULES.perIpPerHour,
    HOUR_MS,
    now,
  );
  if (perIp === null) return null;
  return {
    ok: false,
    reason: 'ipHourly',
    message: SMS_CODE_MESSAGES.ipHourly(ceilDiv(perIp, 60_000)),
    retryAfterSeconds: ceilDiv(perIp, 1000),
  };
}

/**
 * Sends a new SMS code (spec 2 §7.1 "Send phone code"): checks the number (spec 2 §5), the 60 s
 * resend wait of the phone and purpose, the per-number and per-address limits
 * ({@link SMS_CODE_RULES}), stores the code hashed and hands it to the sender. The new code
 * replaces the older ones of the same phone and purpose: only the newest is ever checked.
 * Sends for one number take turns (a transaction-scoped advisory lock), so two at once cannot
 * both pass the limits. A sender that fails leaves no code behind, so the user may ask again at
 * once (spec 2 §4: the countdown resets on failure). Rows older than the longest window
 * (24 h) are purged on the way.
 *
 * @example
 * const sent = await sendSmsCode(db, sender, { phone, purpose: 'SysLogin', ip, now: new Date() });
 * if (!sent.ok) reply(sent.message); // e.g. 验证码发送过于频繁，请42秒后再试
 */
export async function sendSmsCode(
  db: Db,
  sender: SmsSender,
  request: SendSmsCodeRequest,
): Promise<SendSmsCodeResult> {
  const { phone, purpose, ip, now } = request;
  const phoneError = validatePhone(phone);
  if (phoneError) return { ok: false, reason: 'phone', message: phoneError };

  const { length, validForMs } = SMS_CODE_RULES;
  const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
  const expiresAt = new Date(now.getTime() + validForMs);
  const issued = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`sms_codes:${phone}`}, 0))`.execute(
      trx,
    );
    const refusal = await findRefusal(trx, request);
    if (refusal) return refusal;
    return trx
      .insertInto('sms_codes')
      .values({
        phone,
        purpose,
        code_hash: digestSecret(code),
        ip,
        sent_at: now,
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  if ('reason' in issued) return issued;

  try {
    await sender.send({ phone, purpose, code });
  } catch (error) {
    await db.deleteFrom('sms_codes').where('id', '=', issued.id).execute();
    return { ok: false, reason: 'sendFailed', message: SMS_CODE_MESSAGES.sendFailed, error };
  }
  // Opportunistic purge, outside the send's transaction: these rows count for no limit now.
  await db
    .deleteFrom('sms_codes')
    .where('sent_at', '<=', new Date(now.getTime() - DAY_MS))
    .execute();
  return { ok: true, expiresAt };
}

function refuse(reason: SmsCodeRefusal): VerifySmsCodeResult {
  const messages: Record<SmsCodeRefusal, string> = {
    wrong: SMS_CODE_MESSAGES.wrong,
    missing: SMS_CODE_MESSAGES.wrong,
    expired: SMS_CODE_MESSAGES.expired,
    dead: SMS_CODE_MESSAGES.dead,
  };
  return { ok: false, reason, message: messages[reason] };
}

/**
 * Checks an SMS code for its phone and purpose, and uses it up when it is right (unless
 * `consume: false`). Only the newest code of the phone and purpose counts; it is read with
 * `SELECT … FOR UPDATE` inside a transaction, so two requests with the same code take turns and
 * only the first can succeed. A wrong code counts a try; after
 * {@link SMS_CODE_RULES}.maxWrongTries the code is dead. Refusals: `missing` and `wrong` answer
 * 验证码错误 (spec 2 §8), `expired` 验证码已过期，请重新获取, `dead` 验证码错误次数过多，请重新获取.
 *
 * @example
 * const checked = await verifySmsCode(db, { phone, purpose: 'SysLogin', code, now: new Date() });
 * if (!checked.ok) throw refusal(checked.message);
 */
export async function verifySmsCode(
  db: Db,
  request: VerifySmsCodeRequest,
): Promise<VerifySmsCodeResult> {
  const { phone, purpose, code, now, consume = true } = request;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sms_codes')
      .select(['id', 'code_hash', 'expires_at', 'failed_attempts', 'consumed_at'])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.consumed_at !== null) return refuse('missing');
    if (row.failed_attempts >= SMS_CODE_RULES.maxWrongTries) return refuse('dead');
    if (row.expires_at.getTime() <= now.getTime()) return refuse('expired');
    if (!matchesDigest(code, row.code_hash)) {
      await trx
        .updateTable('sms_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      return refuse('wrong');
    }
    if (consume) {
      await trx
        .updateTable('sms_codes')
        .set({ consumed_at: now })
        .where('id', '=', row.id)
        .execute();
    }
    return { ok: true };
  });
}
