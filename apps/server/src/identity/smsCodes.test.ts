import type { SmsPurpose } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { SMS_CODE_RULES, sendSmsCode, verifySmsCode } from './smsCodes.js';
import { createDevelopmentSmsSender, type SmsSender } from './smsSender.js';

const T0 = Date.UTC(2026, 2, 1, 8);
const at = (ms: number) => new Date(T0 + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let phones = 0;
/** A fresh mainland mobile number per test, so tests never share limits. */
const newPhone = () => `139${String((phones += 1)).padStart(8, '0')}`;
let ips = 0;
const newIp = () => `10.0.${Math.floor((ips += 1) / 250)}.${ips % 250}`;

describe.each(TEST_DATABASES)('SMS codes on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  const sender = createDevelopmentSmsSender({ info: () => undefined });
  /** The code the sender last got for a phone. */
  const lastCode = (phone: string) => sender.outbox(phone)[0]!.code;

  const send = (phone: string, now: Date, purpose: SmsPurpose = 'SysLogin', ip = newIp()) =>
    sendSmsCode(db, sender, { phone, purpose, ip, now });
  const verify = (phone: string, code: string, now: Date, purpose: SmsPurpose = 'SysLogin') =>
    verifySmsCode(db, { phone, purpose, code, now });
  /** A code of the same length that is not `code`. */
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    app = await startServer(database, { seed: false });
    db = app.tessera.db;
  });
  afterAll(() => app?.close());

  it('sends a 6-digit code that is good once', async () => {
    const phone = newPhone();
    expect(await send(phone, at(0))).toEqual({ ok: true, expiresAt: at(5 * MINUTE) });
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(await verify(phone, code, at(MINUTE))).toEqual({ ok: true });
    expect(await verify(phone, code, at(MINUTE))).toEqual({
      ok: false,
      reason: 'missing',
      message: '验证码错误',
    });
  });

  it('stores codes hashed: the plain code is nowhere in the table', async () => {
    const phone = newPhone();
    await send(phone, at(0));
    const rows = await db
      .selectFrom('verification_codes')
      .selectAll()
      .where('address', '=', phone)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^sha256\$/);
    expect(JSON.stringify(rows)).not.toContain(lastCode(phone));
  });

  it('refuses a code after its 5 minutes', async () => {
    const phone = newPhone();
    await send(phone, at(0));
    const code = lastCode(phone);
    expect(await verify(phone, code, at(5 * MINUTE))).toEqual({
      ok: false,
      reason: 'expired',
      message: '验证码已过期，请重新获取',
    });
    expect(await verify(phone, code, at(5 * MINUTE - 1))).toEqual({ ok: true });
  });

  it('answers 验证码错误 when no code was sent', async () => {
    expect(await verify(newPhone(), '123456', at(0))).toMatchObject({
      reason: 'missing',
      message: '验证码错误',
    });
  });

  it('takes a code only for its purpose', async () => {
    const phone = newPhone();
    await send(phone, at(0), 'SysLogin');
    const code = lastCode(phone);
    expect(await verify(phone, code, at(SECOND), 'SysRegister')).toMatchObject({
      ok: false,
      message: '验证码错误',
    });
    expect(await verify(phone, code, at(SECOND), 'SysLogin')).toEqual({ ok: true });
  });

  it('kills a code after 5 wrong tries: the sixth is refused even when right', async () => {
    const phone = newPhone();
    await send(phone, at(0));
    const code = lastCode(phone);
    for (let i = 0; i < SMS_CODE_RULES.maxWrongTries; i += 1) {
      expect(await verify(phone, other(code), at(SECOND))).toEqual({
        ok: false,
        reason: 'wrong',
        message: '验证码错误',
      });
    }
    expect(await verify(phone, code, at(SECOND))).toEqual({
      ok: false,
      reason: 'dead',
      message: '验证码错误次数过多，请重新获取',
    });
  });

  it('counts wrong checks but leaves a right code unused when asked not to consume', async () => {
    const phone = newPhone();
    await send(phone, at(0));
    const code = lastCode(phone);
    const check = (c: string) =>
      verifySmsCode(db, { phone, purpose: 'SysLogin', code: c, now: at(SECOND), consume: false });
    expect(await check(code)).toEqual({ ok: true });
    expect(await check(code)).toEqual({ ok: true });
    for (let i = 0; i < 4; i += 1) expect((await check(other(code))).ok).toBe(false);
    expect(await verify(phone, code, at(SECOND))).toEqual({ ok: true });
    expect(await check(code)).toMatchObject({ reason: 'missing' });
  });

  it('refuses a resend for the same phone and purpose within 60 s, saying how long to wait', async () => {
    const phone = newPhone();
    await send(phone, at(0));
    expect(await send(phone, at(20 * SECOND))).toEqual({
      ok: false,
      reason: 'tooSoon',
      message: '验证码发送过于频繁，请40秒后再试',
      retryAfterSeconds: 40,
    });
    // Another purpose is another countdown.
    expect((await send(phone, at(20 * SECOND), 'SysRegister')).ok).toBe(true);
    expect((await send(phone, at(60 * SECOND))).ok).toBe(true);
  });

  it('replaces the older code of the same phone and purpose with the newer one', async () => {
    const phone = newPhone();
    await send(phone, at(0));
    const first = lastCode(phone);
    await send(phone, at(MINUTE));
    const second = lastCode(phone);
    if (first !== second) {
      expect(await verify(phone, first, at(MINUTE + SECOND))).toMatchObject({ reason: 'wrong' });
    }
    expect(await verify(phone, second, at(MINUTE + SECOND))).toEqual({ ok: true });
  });

  it('allows 5 codes per number per hour and 10 per day, every purpose together', async () => {
    const phone = newPhone();
    const purposes: SmsPurpose[] = ['SysLogin', 'SysRegister'];
    const sendAt = (ms: number, i: number) => send(phone, at(ms), purposes[i % 2]);
    for (let i = 0; i < 5; i += 1) expect((await sendAt(i * MINUTE, i)).ok).toBe(true);
    expect(await sendAt(30 * MINUTE, 5)).toEqual({
      ok: false,
      reason: 'phoneHourly',
      message: '该手机号获取验证码次数过多，请30分钟后再试',
      retryAfterSeconds: 1800,
    });
    // The first send leaves the hour at T0 + 1 h.
    expect((await sendAt(HOUR + 1, 5)).ok).toBe(true);
    for (let i = 6; i < 10; i += 1) expect((await sendAt(2 * HOUR + i * MINUTE, i)).ok).toBe(true);
    expect(await sendAt(4 * HOUR, 10)).toEqual({
      ok: false,
      reason: 'phoneDaily',
      message: '该手机号今日获取验证码次数已达上限，请20小时后再试',
      retryAfterSeconds: 20 * 3600,
    });
    expect((await sendAt(24 * HOUR + 1, 10)).ok).toBe(true);
  });

  it('allows 20 codes per client address per hour, every number together', async () => {
    const ip = newIp();
    for (let i = 0; i < SMS_CODE_RULES.perIpPerHour; i += 1) {
      expect((await send(newPhone(), at(i * SECOND), 'SysLogin', ip)).ok).toBe(true);
    }
    expect(await send(newPhone(), at(10 * MINUTE), 'SysLogin', ip)).toEqual({
      ok: false,
      reason: 'ipHourly',
      message: '获取验证码过于频繁，请50分钟后再试',
      retryAfterSeconds: 3000,
    });
    expect((await send(newPhone(), at(10 * MINUTE), 'SysLogin', newIp())).ok).toBe(true);
    expect((await send(newPhone(), at(HOUR + SECOND), 'SysLogin', ip)).ok).toBe(true);
  });

  it.each([
    ['12800138000', '请输入正确的手机号码'],
    ['1380013800', '请输入正确的手机号码'],
    ['', '请输入手机号码'],
  ])('refuses the number %j with %s and sends nothing', async (phone, message) => {
    expect(await send(phone, at(0))).toEqual({ ok: false, reason: 'phone', message });
    expect(sender.outbox(phone)).toEqual([]);
  });

  it('forgets the code when the sender fails, so the user may ask again at once', async () => {
    const phone = newPhone();
    const failing: SmsSender = { send: () => Promise.reject(new Error('provider down')) };
    const failed = await sendSmsCode(db, failing, {
      phone,
      purpose: 'SysLogin',
      ip: null,
      now: at(0),
    });
    expect(failed).toMatchObject({
      ok: false,
      reason: 'sendFailed',
      message: '验证码发送失败，请稍后再试',
    });
    const rows = await db
      .selectFrom('verification_codes')
      .select('id')
      .where('address', '=', phone)
      .execute();
    expect(rows).toEqual([]);
    expect((await send(phone, at(SECOND))).ok).toBe(true);
  });

  it.runIf(database.name === 'PostgreSQL')(
    'lets exactly one of several concurrent verifies of one code succeed',
    async () => {
      // Open the pool's connections first, so the verifies really run side by side.
      await Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.05)`.execute(db)));
      for (let round = 0; round < 5; round += 1) {
        const phone = newPhone();
        await send(phone, at(0));
        const code = lastCode(phone);
        const results = await Promise.all(
          Array.from({ length: 8 }, () => verify(phone, code, at(SECOND))),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(
          Array(7).fill('missing'),
        );
      }
    },
  );

  it.runIf(database.name === 'PostgreSQL')(
    'lets exactly one of several concurrent sends to one number and purpose through',
    async () => {
      const phone = newPhone();
      const results = await Promise.all(Array.from({ length: 5 }, () => send(phone, at(0))));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.reason === 'tooSoon')).toHaveLength(4);
    },
  );
});
