import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { digestSecret, matchesDigest } from './secretDigest.js';

/**
 * One-time codes, whatever carries them (README "SMS codes, image captcha and password policy",
 * "Email codes"): an SMS to a phone number or an e-mail to an address. Every channel follows
 * the same rules ({@link CODE_RULES}) on the one table `verification_codes`; the limits count
 * per channel (an address's codes, a client address's codes of that channel). The channel
 * modules (`smsCodes.ts`, `emailCodes.ts`) check the address's form and speak their texts.
 */
export type CodeChannel = 'sms' | 'email';

/**
 * The code rules (the usual SMS provider defaults: 1 per minute, 5 per hour
 * and 10 per day per number). Every window is rolling: "per hour" is the 60 minutes before now.
 */
export const CODE_RULES = {
  /** Digits of a code, drawn with `crypto.randomInt`. */
  length: 6,
  /** How long a code is good for. */
  validForMs: 5 * 60_000,
  /** Wrong tries after which a code is dead, even for the right code. */
  maxWrongTries: 5,
  /** spec 2 §9: the resend countdown; a new code for the same address and purpose waits this long. */
  resendAfterMs: 60_000,
  /** Codes one address may be sent in an hour, every purpose together. */
  perAddressPerHour: 5,
  /** Codes one address may be sent in 24 hours, every purpose together. */
  perAddressPerDay: 10,
  /** Codes of one channel one client address may ask for in an hour, every address together. */
  perIpPerHour: 20,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The texts of one channel (spec 2 §8 SMS where it has one; the refusals' texts are ours). */
export interface CodeMessages {
  sent: string;
  wrong: string;
  expired: string;
  dead: string;
  sendFailed: string;
  tooSoon(seconds: number): string;
  addressHourly(minutes: number): string;
  addressDaily(hours: number): string;
  ipHourly(minutes: number): string;
}

/** What {@link sendCode} is asked: `address` is already checked and normalised by the channel. */
export interface SendCodeRequest {
  channel: CodeChannel;
  address: string;
  purpose: string;
  /** The client's address, for the per-address limit; `null` skips that limit. */
  ip: string | null;
  now: Date;
}

/** Why a send was refused by the rules. */
export type SendCodeRefusal =
  'tooSoon' | 'addressHourly' | 'addressDaily' | 'ipHourly' | 'sendFailed';

/** What {@link sendCode} answers: the user sees `message` of a refusal. */
export type SendCodeResult =
  | { ok: true; expiresAt: Date }
  | {
      ok: false;
      reason: SendCodeRefusal;
      message: string;
      /** When asking again can succeed (the limit refusals). */
      retryAfterSeconds?: number;
      /** What the sender threw (`sendFailed`), for the log. */
      error?: unknown;
    };

/** What {@link verifyCode} is asked. */
export interface VerifyCodeRequest {
  channel: CodeChannel;
  address: string;
  purpose: string;
  code: string;
  now: Date;
  /**
   * Use the code up when it is right (default true). The check-only calls pass false: a right
   * code stays good for the call that acts on it, a wrong one still counts as a try.
   */
  consume?: boolean;
}

/** Why a code was refused: `missing` = none was sent, or it was used already. */
export type CodeRefusal = 'wrong' | 'expired' | 'dead' | 'missing';

/** What {@link verifyCode} answers. */
export type VerifyCodeResult = { ok: true } | { ok: false; reason: CodeRefusal; message: string };

type Refusal = Extract<SendCodeResult, { ok: false }>;

const ceilDiv = (value: number, unit: number) => Math.max(1, Math.ceil(value / unit));

/**
 * The first rolling-window limit a new send would break, or null. `times` are the send times
 * inside the window, oldest first; the window frees up when enough of them have left it.
 */
function overLimit(times: readonly Date[], limit: number, windowMs: number, now: Date) {
  if (times.length < limit) return null;
  return times[times.length - limit]!.getTime() + windowMs - now.getTime();
}

async function findRefusal(
  trx: Db,
  request: SendCodeRequest,
  messages: CodeMessages,
): Promise<Refusal | null> {
  const { channel, address, purpose, ip, now } = request;
  const since = (ms: number) => new Date(now.getTime() - ms);
  const byAddress = await trx
    .selectFrom('verification_codes')
    .select(['purpose', 'sent_at'])
    .where('channel', '=', channel)
    .where('address', '=', address)
    .where('sent_at', '>', since(DAY_MS))
    .orderBy('sent_at')
    .execute();

  const last = byAddress.filter((row) => row.purpose === purpose).at(-1);
  const resendIn = last ? last.sent_at.getTime() + CODE_RULES.resendAfterMs - now.getTime() : 0;
  if (resendIn > 0) {
    const seconds = ceilDiv(resendIn, 1000);
    return {
      ok: false,
      reason: 'tooSoon',
      message: messages.tooSoon(seconds),
      retryAfterSeconds: seconds,
    };
  }

  const lastHour = byAddress.filter((row) => row.sent_at > since(HOUR_MS)).map((r) => r.sent_at);
  const hourly = overLimit(lastHour, CODE_RULES.perAddressPerHour, HOUR_MS, now);
  if (hourly !== null) {
    return {
      ok: false,
      reason: 'addressHourly',
      message: messages.addressHourly(ceilDiv(hourly, 60_000)),
      retryAfterSeconds: ceilDiv(hourly, 1000),
    };
  }
  const daily = overLimit(
    byAddress.map((r) => r.sent_at),
    CODE_RULES.perAddressPerDay,
    DAY_MS,
    now,
  );
  if (daily !== null) {
    return {
      ok: false,
      reason: 'addressDaily',
      message: messages.addressDaily(ceilDiv(daily, HOUR_MS)),
      retryAfterSeconds: ceilDiv(daily, 1000),
    };
  }

  if (ip === null) return null;
  const byIp = await trx
    .selectFrom('verification_codes')
    .select('sent_at')
    .where('channel', '=', channel)
    .where('ip', '=', ip)
    .where('sent_at', '>', since(HOUR_MS))
    .orderBy('sent_at')
    .execute();
  const perIp = overLimit(
    byIp.map((r) => r.sent_at),
    CODE_RULES.perIpPerHour,
    HOUR_MS,
    now,
  );
  if (perIp === null) return null;
  return {
    ok: false,
    reason: 'ipHourly',
    message: messages.ipHourly(ceilDiv(perIp, 60_000)),
    retryAfterSeconds: ceilDiv(perIp, 1000),
  };
}

/**
 * Sends a new code: checks the 60 s resend wait of the address and purpose, the per-address and
 * per-client-address limits ({@link CODE_RULES}), stores the code hashed and hands it to
 * `deliver`. The new code replaces the older ones of the same address and purpose: only the
 * newest is ever checked. Sends for one address, and sends from one client address, take turns
 * (transaction-scoped advisory locks), so two at once cannot both pass the limits. A delivery that fails leaves no code
 * behind, so the user may ask again at once (spec 2 §4: the countdown resets on failure). Rows
 * older than the longest window (24 h) are purged on the way.
 */
export async function sendCode(
  db: Db,
  deliver: (code: string) => Promise<void>,
  request: SendCodeRequest,
  messages: CodeMessages,
): Promise<SendCodeResult> {
  const { channel, address, purpose, ip, now } = request;
  const { length, validForMs } = CODE_RULES;
  const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
  const expiresAt = new Date(now.getTime() + validForMs);
  const lockKey = `verification_codes:${channel}:${address}`;
  // The client address's limit counts every number together: sends of one address take turns
  // too, on whichever instance they arrive (README "Running several instances"). Always the
  // address's lock first, then the number's, so two sends never wait on each other in a cycle.
  const ipLockKey = `verification_codes:${channel}:ip:${ip}`;
  const issued = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${ipLockKey}, 0))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`.execute(trx);
    const refusal = await findRefusal(trx, request, messages);
    if (refusal) return refusal;
    return trx
      .insertInto('verification_codes')
      .values({
        channel,
        address,
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
    await deliver(code);
  } catch (error) {
    await db.deleteFrom('verification_codes').where('id', '=', issued.id).execute();
    return { ok: false, reason: 'sendFailed', message: messages.sendFailed, error };
  }
  // Opportunistic purge, outside the send's transaction: these rows count for no limit now.
  await db
    .deleteFrom('verification_codes')
    .where('sent_at', '<=', new Date(now.getTime() - DAY_MS))
    .execute();
  return { ok: true, expiresAt };
}

function refuse(reason: CodeRefusal, messages: CodeMessages): VerifyCodeResult {
  const texts: Record<CodeRefusal, string> = {
    wrong: messages.wrong,
    missing: messages.wrong,
    expired: messages.expired,
    dead: messages.dead,
  };
  return { ok: false, reason, message: texts[reason] };
}

/**
 * {@link verifyCode} inside the caller's transaction: for a call that consumes a code together
 * with the change it authorises (the change rolls back, the code stays good). Check the code
 * with {@link verifyCode} and `consume: false` first, so a wrong try is counted outside the
 * transaction that may roll back.
 */
export async function verifyCodeIn(
  trx: Db,
  request: VerifyCodeRequest,
  messages: CodeMessages,
): Promise<VerifyCodeResult> {
  const { channel, address, purpose, code, now, consume = true } = request;
  const row = await trx
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'expires_at', 'failed_attempts', 'consumed_at'])
    .where('channel', '=', channel)
    .where('address', '=', address)
    .where('purpose', '=', purpose)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.consumed_at !== null) return refuse('missing', messages);
  if (row.failed_attempts >= CODE_RULES.maxWrongTries) return refuse('dead', messages);
  if (row.expires_at.getTime() <= now.getTime()) return refuse('expired', messages);
  if (!matchesDigest(code, row.code_hash)) {
    await trx
      .updateTable('verification_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return refuse('wrong', messages);
  }
  if (consume) {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('id', '=', row.id)
      .execute();
  }
  return { ok: true };
}

/**
 * Checks a code for its address and purpose, and uses it up when it is right (unless
 * `consume: false`). Only the newest code of the address and purpose counts; it is read with
 * `SELECT … FOR UPDATE` inside a transaction, so two requests with the same code take turns and
 * only the first can succeed. A wrong code counts a try; after {@link CODE_RULES}.maxWrongTries
 * the code is dead. Refusals: `missing` and `wrong` answer `messages.wrong`, `expired`
 * `messages.expired`, `dead` `messages.dead`.
 */
export async function verifyCode(
  db: Db,
  request: VerifyCodeRequest,
  messages: CodeMessages,
): Promise<VerifyCodeResult> {
  return db.transaction().execute((trx) => verifyCodeIn(trx, request, messages));
}
