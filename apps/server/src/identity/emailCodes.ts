import type { EmailPurpose } from '@tessera/protocol';
import { normaliseAccountValue, validateAccountValue } from '@tessera/validation';
import type { Db } from '../db/database.js';
import type { EmailSender } from './emailSender.js';
import { SMS_CODE_MESSAGES } from './smsCodes.js';
import {
  sendCode,
  verifyCode,
  verifyCodeIn,
  type CodeMessages,
  type SendCodeResult,
  type VerifyCodeResult,
} from './verificationCodes.js';

/** The texts of e-mail codes: those of SMS codes, the address limits speaking of 邮箱. */
export const EMAIL_CODE_MESSAGES: CodeMessages = {
  sent: SMS_CODE_MESSAGES.sent,
  wrong: SMS_CODE_MESSAGES.wrong,
  expired: SMS_CODE_MESSAGES.expired,
  dead: SMS_CODE_MESSAGES.dead,
  sendFailed: SMS_CODE_MESSAGES.sendFailed,
  tooSoon: SMS_CODE_MESSAGES.tooSoon,
  ipHourly: SMS_CODE_MESSAGES.ipHourly,
  addressHourly: (minutes) => `该邮箱获取验证码次数过多，请${minutes}分钟后再试`,
  addressDaily: (hours) => `该邮箱今日获取验证码次数已达上限，请${hours}小时后再试`,
};

/**
 * The stored form of an e-mail address: trimmed and lower-cased (`@tessera/validation`
 * `normaliseAccountValue`), so `User@Example.com` and `user@example.com` are one mailbox.
 */
export function normaliseEmail(email: string): string {
  return normaliseAccountValue('email', email);
}

/** 邮箱不能为空 / 邮箱格式不正确 (spec 2 §5 Change-account, label 邮箱), or null. */
export function validateEmail(email: string): string | null {
  return validateAccountValue('email', email);
}

/** What {@link sendEmailCode} is asked. */
export interface SendEmailCodeRequest {
  email: string;
  purpose: EmailPurpose;
  ip: string | null;
  now: Date;
}

/** What {@link sendEmailCode} answers; `email`: the address is empty or malformed. */
export type SendEmailCodeResult =
  | SendCodeResult
  | { ok: false; reason: 'email'; message: string; retryAfterSeconds?: never; error?: never };

/**
 * Sends a new e-mail code (spec 2 §7.1 "Send email code", §7.3 SendEmailCode) by the rules of
 * every code (`verificationCodes.ts`: 5 minutes, 5 tries, 60 s resend per address and purpose,
 * 5 per hour and 10 per day per address, 20 e-mail codes per client address an hour, hashed,
 * newest wins, a failed send leaves no code).
 */
export async function sendEmailCode(
  db: Db,
  sender: EmailSender,
  request: SendEmailCodeRequest,
): Promise<SendEmailCodeResult> {
  const invalid = validateEmail(request.email);
  if (invalid) return { ok: false, reason: 'email', message: invalid };
  const email = normaliseEmail(request.email);
  const { purpose, ip, now } = request;
  return sendCode(
    db,
    (code) => sender.send({ email, purpose, code }),
    { channel: 'email', address: email, purpose, ip, now },
    EMAIL_CODE_MESSAGES,
  );
}

/** What {@link verifyEmailCode} is asked. */
export interface VerifyEmailCodeRequest {
  email: string;
  purpose: EmailPurpose;
  code: string;
  now: Date;
  /** Use the code up when it is right (default true). */
  consume?: boolean;
}

/** Checks an e-mail code for its address and purpose (`verifyCode`'s rules and texts). */
export async function verifyEmailCode(
  db: Db,
  request: VerifyEmailCodeRequest,
): Promise<VerifyCodeResult> {
  const { email, ...rest } = request;
  return verifyCode(
    db,
    { channel: 'email', address: normaliseEmail(email), ...rest },
    EMAIL_CODE_MESSAGES,
  );
}

/** {@link verifyEmailCode} inside the caller's transaction (check with `consume: false` first). */
export async function verifyEmailCodeIn(
  trx: Db,
  request: VerifyEmailCodeRequest,
): Promise<VerifyCodeResult> {
  const { email, ...rest } = request;
  return verifyCodeIn(
    trx,
    { channel: 'email', address: normaliseEmail(email), ...rest },
    EMAIL_CODE_MESSAGES,
  );
}
