import type { SmsPurpose } from '@tessera/protocol';
import { validatePhone } from '@tessera/validation';
import type { Db } from '../db/database.js';
import type { SmsSender } from './smsSender.js';
import {
  CODE_RULES,
  sendCode,
  verifyCode,
  verifyCodeIn,
  type CodeMessages,
  type CodeRefusal,
  type VerifyCodeResult,
} from './verificationCodes.js';

/**
 * The SMS code rules (README "SMS codes, image captcha and password policy"): the rules of every
 * one-time code ({@link CODE_RULES}, `verificationCodes.ts`) under the names of a phone number.
 */
export const SMS_CODE_RULES = {
  length: CODE_RULES.length,
  validForMs: CODE_RULES.validForMs,
  maxWrongTries: CODE_RULES.maxWrongTries,
  /** spec 2 §9: the resend countdown; a new code for the same phone and purpose waits this long. */
  resendAfterMs: CODE_RULES.resendAfterMs,
  /** Codes one number may be sent in an hour, every purpose together. */
  perPhonePerHour: CODE_RULES.perAddressPerHour,
  /** Codes one number may be sent in 24 hours, every purpose together. */
  perPhonePerDay: CODE_RULES.perAddressPerDay,
  /** SMS codes one client address may ask for in an hour, every number together. */
  perIpPerHour: CODE_RULES.perIpPerHour,
} as const;

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

const MESSAGES: CodeMessages = {
  ...SMS_CODE_MESSAGES,
  addressHourly: SMS_CODE_MESSAGES.phoneHourly,
  addressDaily: SMS_CODE_MESSAGES.phoneDaily,
};

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
export type SmsCodeRefusal = CodeRefusal;

/** What {@link verifySmsCode} answers. */
export type VerifySmsCodeResult = VerifyCodeResult;

/**
 * Sends a new SMS code (spec 2 §7.1 "Send phone code"): checks the number (spec 2 §5), then
 * the rules of every code (`sendCode`: the 60 s resend wait of the phone and purpose, the
 * per-number and per-address limits, hashed storage, the newest code wins, sends of one number
 * take turns, a failed send leaves no code).
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
  const sent = await sendCode(
    db,
    (code) => sender.send({ phone, purpose, code }),
    { channel: 'sms', address: phone, purpose, ip, now },
    MESSAGES,
  );
  if (sent.ok) return sent;
  if (sent.reason === 'addressHourly') return { ...sent, reason: 'phoneHourly' };
  if (sent.reason === 'addressDaily') return { ...sent, reason: 'phoneDaily' };
  return { ...sent, reason: sent.reason };
}

/**
 * Checks an SMS code for its phone and purpose, and uses it up when it is right (unless
 * `consume: false`); `verifyCode`'s rules. Refusals: `missing` and `wrong` answer 验证码错误
 * (spec 2 §8), `expired` 验证码已过期，请重新获取, `dead` 验证码错误次数过多，请重新获取.
 *
 * @example
 * const checked = await verifySmsCode(db, { phone, purpose: 'SysLogin', code, now: new Date() });
 * if (!checked.ok) throw refusal(checked.message);
 */
export async function verifySmsCode(
  db: Db,
  request: VerifySmsCodeRequest,
): Promise<VerifySmsCodeResult> {
  const { phone, ...rest } = request;
  return verifyCode(db, { channel: 'sms', address: phone, ...rest }, MESSAGES);
}

/**
 * {@link verifySmsCode} inside the caller's transaction (a code consumed together with the
 * change it authorises). Check with `consume: false` first, outside it, so a wrong try counts.
 */
export async function verifySmsCodeIn(
  trx: Db,
  request: VerifySmsCodeRequest,
): Promise<VerifySmsCodeResult> {
  const { phone, ...rest } = request;
  return verifyCodeIn(trx, { channel: 'sms', address: phone, ...rest }, MESSAGES);
}
