import { expectAnswer, IDENTITY_PATHS, SMS_PURPOSES } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { toJson } from '../db/database.js';
import { checkCaptcha } from './captchas.js';
import { DEFAULT_PASSWORD_POLICY } from '../directory/passwordPolicies.js';
import { verifySmsCode } from './smsCodes.js';
import type { SmsMessage, SmsSender } from './smsSender.js';

type SendAnswer = { isSuccess: boolean; message?: string };
type Outbox = { codes: { purpose: string; code: string; sentAt: string }[] };

const sendPath = IDENTITY_PATHS.sendPhoneCode.pattern;
const checkPath = IDENTITY_PATHS.checkPhoneCode.pattern;
const outboxPath = (phone: string) =>
  `${IDENTITY_PATHS.devSmsOutbox.pattern}?phone=${encodeURIComponent(phone)}`;

let phones = 0;
const newPhone = () => `137${String((phones += 1)).padStart(8, '0')}`;

describe.each(TEST_DATABASES)('code calls on $name', (database) => {
  let app: FastifyInstance;

  const post = <T = SendAnswer>(url: string, payload: unknown) =>
    sendEnvelope<T>(app, { method: 'POST', url, payload });
  const outbox = async (phone: string) =>
    (await getEnvelope<Outbox>(app, outboxPath(phone))).data!.codes;

  beforeAll(async () => {
    app = await startServer(database, { development: true });
  });
  afterAll(() => app?.close());

  describe('POST sendphonecode', () => {
    it('sends a code: 验证码已发送', async () => {
      const phone = newPhone();
      const body = await post(sendPath, { phone, purpose: 'SysLogin' });
      expectAnswer(IDENTITY_PATHS.sendPhoneCode, body.data);
      expect(body).toMatchObject({
        rspCd: '00000',
        data: { isSuccess: true, message: '验证码已发送' },
      });
      expect((await outbox(phone)).map((c) => c.purpose)).toEqual(['SysLogin']);
    });

    it('takes PhoneNumber and SystemSmsName (spec 2 §7.3)', async () => {
      const phone = newPhone();
      const body = await post(sendPath, { PhoneNumber: phone, SystemSmsName: 'SysRegister' });
      expect(body.data).toEqual({ isSuccess: true, message: '验证码已发送' });
      expect((await outbox(phone)).map((c) => c.purpose)).toEqual(['SysRegister']);
    });

    it('refuses a second send within 60 s, saying how many seconds to wait', async () => {
      const phone = newPhone();
      await post(sendPath, { phone, purpose: 'SysLogin' });
      const body = await post(sendPath, { phone, purpose: 'SysLogin' });
      expect(body.rspCd).toBe('00000');
      expect(body.data?.isSuccess).toBe(false);
      expect(body.data?.message).toMatch(/^验证码发送过于频繁，请(59|60)秒后再试$/);
      expect(await outbox(phone)).toHaveLength(1);
    });

    it('refuses a malformed number with the form message', async () => {
      const body = await post(sendPath, { phone: '12345', purpose: 'SysLogin' });
      expect(body.data).toEqual({ isSuccess: false, message: '请输入正确的手机号码' });
    });

    it.each([
      ['an unknown purpose', { phone: '13800000000', purpose: 'SysOther' }, 'purpose'],
      ['no purpose', { phone: '13800000000' }, 'purpose'],
      ['no phone', { purpose: 'SysLogin' }, '缺少 phone'],
      ['a number as phone', { phone: 13800000000, purpose: 'SysLogin' }, '缺少 phone'],
      ['a list', [{ phone: '13800000000', purpose: 'SysLogin' }], '请求体应为'],
    ])('answers 40000 for %s', async (_case, payload, text) => {
      const body = await post(sendPath, payload);
      expect(body.rspCd).toBe('40000');
      expect(body.rspInf).toContain(text);
    });

    it('names every purpose in the refusal of an unknown one', async () => {
      const body = await post(sendPath, { phone: '13800000000', purpose: 'x' });
      for (const purpose of SMS_PURPOSES) expect(body.rspInf).toContain(purpose);
    });

    it('is signed like every call: an unsigned request is refused and sends nothing', async () => {
      const phone = newPhone();
      const response = await app.inject({
        method: 'POST',
        url: sendPath,
        payload: { phone, purpose: 'SysLogin' },
      });
      expect(response.json()).toMatchObject({ rspCd: '40100' });
      expect(await outbox(phone)).toEqual([]);
    });
  });

  describe('POST checkphonevercode', () => {
    it('checks a code without using it up; a wrong one answers 验证码错误', async () => {
      const phone = newPhone();
      await post(sendPath, { phone, purpose: 'SysForgetPassword' });
      const { code } = (await outbox(phone))[0]!;
      const check = (c: string, purpose = 'SysForgetPassword') =>
        post(checkPath, { phone, code: c, purpose });
      expect((await check(code)).data).toEqual({ isSuccess: true });
      expectAnswer(IDENTITY_PATHS.checkPhoneCode, (await check(code)).data);
      expect((await check(code)).data).toEqual({ isSuccess: true });
      expect((await check(code, 'SysLogin')).data).toEqual({
        isSuccess: false,
        message: '验证码错误',
      });
      const wrong = code === '000000' ? '000001' : '000000';
      expect((await check(wrong)).data).toEqual({ isSuccess: false, message: '验证码错误' });
      // The flow that acts on the code uses it up.
      const used = await verifySmsCode(app.tessera.db, {
        phone,
        purpose: 'SysForgetPassword',
        code,
        now: new Date(),
      });
      expect(used).toEqual({ ok: true });
      expect((await check(code)).data).toEqual({ isSuccess: false, message: '验证码错误' });
    });

    it('answers 40000 without a code', async () => {
      const body = await post(checkPath, { phone: '13800000000', purpose: 'SysLogin' });
      expect(body).toMatchObject({ rspCd: '40000', rspInf: '缺少 code（验证码）' });
    });
  });

  describe('GET dev/sms-outbox', () => {
    it('answers the codes of a phone, newest first', async () => {
      const phone = newPhone();
      for (const purpose of ['SysLogin', 'SysRegister', 'SysChangeMobile']) {
        expect((await post(sendPath, { phone, purpose })).data?.isSuccess).toBe(true);
      }
      const codes = await outbox(phone);
      expect(codes.map((c) => c.purpose)).toEqual(['SysChangeMobile', 'SysRegister', 'SysLogin']);
      for (const entry of codes) expect(entry.code).toMatch(/^\d{6}$/);
      const times = codes.map((c) => Date.parse(c.sentAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('answers a plain GET with no signature or token, as curl sends it', async () => {
      const phone = newPhone();
      expect((await post(sendPath, { phone, purpose: 'SysLogin' })).data?.isSuccess).toBe(true);
      const response = await app.inject({ method: 'GET', url: outboxPath(phone) });
      expect(response.statusCode).toBe(200);
      expectAnswer(IDENTITY_PATHS.devSmsOutbox, response.json().data);
      expect(response.json()).toMatchObject({
        rspCd: '00000',
        data: { codes: [{ purpose: 'SysLogin', code: expect.stringMatching(/^\d{6}$/) }] },
      });
    });

    it('answers 40000 without a phone', async () => {
      const body = await getEnvelope(app, IDENTITY_PATHS.devSmsOutbox.pattern);
      expect(body.rspCd).toBe('40000');
    });
  });

  describe('GET imagecode', () => {
    it('answers a PNG data URL and the imgTimestamp its answer is checked under', async () => {
      const body = await getEnvelope<{ base64Str: string; imgTimestamp: string }>(
        app,
        IDENTITY_PATHS.imageCode.pattern,
      );
      expect(body.rspCd).toBe('00000');
      expectAnswer(IDENTITY_PATHS.imageCode, body.data);
      expect(Object.keys(body.data!).sort()).toEqual(['base64Str', 'imgTimestamp']);
      expect(body.data!.base64Str).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      const row = await app.tessera.db
        .selectFrom('captchas')
        .select('id')
        .where('id', '=', body.data!.imgTimestamp)
        .execute();
      expect(row).toHaveLength(1);
      const checked = await checkCaptcha(app.tessera.db, {
        imgTimestamp: body.data!.imgTimestamp,
        answer: '????',
        now: new Date(),
      });
      expect(checked).toBe(false);
    });
  });

  describe('GET securitypolicy', () => {
    const policyPath = (query: string) => `${IDENTITY_PATHS.passwordPolicy.pattern}?${query}`;

    it("answers the scope's password policy, or the default", async () => {
      await app.tessera.db
        .insertInto('security_policies')
        .values({
          user_scope: 'staff',
          type: 'password',
          policy: toJson({ passwordMinLength: 8, passwordComplex: ['RequireUppercase'] }),
        })
        .execute();
      const staff = await getEnvelope(app, policyPath('scope=staff&type=password'));
      expectAnswer(IDENTITY_PATHS.passwordPolicy, staff.data);
      expect(staff).toMatchObject({
        rspCd: '00000',
        data: {
          passwordPolicy: {
            ...DEFAULT_PASSWORD_POLICY,
            passwordMinLength: 8,
            passwordComplex: ['RequireUppercase'],
          },
        },
      });
      const other = await getEnvelope(app, policyPath('scope=visitors&type=password'));
      expect(other.data).toEqual({ passwordPolicy: DEFAULT_PASSWORD_POLICY });
    });

    it.each([
      ['type=password', 'scope'],
      ['scope=staff', 'type'],
      ['scope=staff&type=visit', 'type'],
    ])('answers 40000 for ?%s', async (query, name) => {
      const body = await getEnvelope(app, policyPath(query));
      expect(body.rspCd).toBe('40000');
      expect(body.rspInf).toContain(name);
    });
  });
});

describe.each(TEST_DATABASES)('the SMS outbox call on $name', (database) => {
  const sent: SmsMessage[] = [];
  const provider: SmsSender = { send: async (message) => void sent.push(message) };
  let production: FastifyInstance;
  let ownSender: FastifyInstance;

  beforeAll(async () => {
    [production, ownSender] = await Promise.all([
      startServer(database),
      startServer(database, { development: true, smsSender: provider }),
    ]);
  });
  afterAll(() => Promise.all([production?.close(), ownSender?.close()]));

  it('does not exist outside development, signed or plain', async () => {
    const response = await injectSigned(production, {
      method: 'GET',
      url: outboxPath('13800000000'),
    });
    expect(response.statusCode).toBe(404);
    const plain = await production.inject({ method: 'GET', url: outboxPath('13800000000') });
    expect(plain.statusCode).toBe(404);
  });

  it('does not exist with another sender, which gets the codes', async () => {
    const response = await injectSigned(ownSender, {
      method: 'GET',
      url: outboxPath('13800000000'),
    });
    expect(response.statusCode).toBe(404);
    const body = await sendEnvelope(ownSender, {
      method: 'POST',
      url: sendPath,
      payload: { phone: '13800000000', purpose: 'SysChangePassword' },
    });
    expect(body.data).toEqual({ isSuccess: true, message: '验证码已发送' });
    expect(sent).toEqual([
      {
        phone: '13800000000',
        purpose: 'SysChangePassword',
        code: expect.stringMatching(/^\d{6}$/),
      },
    ]);
  });
});
