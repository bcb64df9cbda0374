import { EMAIL_PURPOSES, expectAnswer, IDENTITY_PATHS } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../__tests__/signIn.js';
import {
  callAs,
  lastEmailCode,
  newClientIp,
  sendEmailCodeFor,
} from '../__tests__/selfServiceCalls.js';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import {
  createDevelopmentEmailSender,
  createUnconfiguredEmailSender,
  isDevelopmentEmailSender,
} from './emailSender.js';
import { insertTestUser } from './identityFixtures.js';

type CodeAnswer = { isSuccess: boolean; message?: string };

const sendPath = IDENTITY_PATHS.sendEmailCode.pattern;
const checkPath = IDENTITY_PATHS.checkEmailCode.pattern;
const outboxPath = (email: string) =>
  `${IDENTITY_PATHS.devEmailOutbox.pattern}?email=${encodeURIComponent(email)}`;

let mailboxes = 0;
const newEmail = () => `user${(mailboxes += 1)}.${Date.now()}@example.com`;

describe('createDevelopmentEmailSender', () => {
  it('logs each code and keeps an outbox per address, newest first', async () => {
    const lines: object[] = [];
    const sender = createDevelopmentEmailSender({ info: (details) => void lines.push(details) });
    await sender.send({ email: 'a@example.com', purpose: 'SysChangeMobile', code: '111111' });
    await sender.send({ email: 'a@example.com', purpose: 'SysForgetPassword', code: '222222' });
    expect(sender.outbox('A@Example.com ').map((c) => c.code)).toEqual(['222222', '111111']);
    expect(lines).toEqual([
      { email: 'a@example.com', purpose: 'SysChangeMobile', code: '111111' },
      { email: 'a@example.com', purpose: 'SysForgetPassword', code: '222222' },
    ]);
    expect(isDevelopmentEmailSender(sender)).toBe(true);
    expect(isDevelopmentEmailSender(createUnconfiguredEmailSender())).toBe(false);
  });

  it('has an unconfigured twin that fails every send, naming the missing option', async () => {
    await expect(
      createUnconfiguredEmailSender().send({
        email: 'a@b.cn',
        purpose: 'SysChangeMobile',
        code: '1',
      }),
    ).rejects.toThrow('ServerOptions.emailSender');
  });
});

describe.each(TEST_DATABASES)('e-mail code calls on $name', (database) => {
  let app: FastifyInstance;
  const post = (url: string, payload: unknown, ip?: string) =>
    callAs<CodeAnswer>(app, { method: 'POST', url, payload, ...(ip ? { ip } : {}) });

  beforeAll(async () => {
    app = await startServer(database, { development: true });
  });
  afterAll(() => app?.close());

  it('sends a code (验证码已发送) that the outbox shows and the check accepts without using it up', async () => {
    const email = newEmail();
    const sent = await post(sendPath, { email, purpose: 'SysForgetPassword' });
    expectAnswer(IDENTITY_PATHS.sendEmailCode, sent.body.data);
    expect(sent.body).toMatchObject({
      rspCd: '00000',
      data: { isSuccess: true, message: '验证码已发送' },
    });
    const code = await lastEmailCode(app, email, 'SysForgetPassword');
    expect(code).toMatch(/^\d{6}$/);
    const check = (c: string, purpose = 'SysForgetPassword') =>
      post(checkPath, { email, code: c, purpose });
    expect((await check(code)).body.data).toEqual({ isSuccess: true });
    expectAnswer(IDENTITY_PATHS.checkEmailCode, (await check(code)).body.data);
    expect((await check(code)).body.data).toEqual({ isSuccess: true });
    expect((await check(code, 'SysChangeMobile')).body.data).toEqual({
      isSuccess: false,
      message: '验证码错误',
    });
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await check(wrong)).body.data).toEqual({ isSuccess: false, message: '验证码错误' });
  });

  it('answers the outbox to a plain GET with no signature or token, as curl sends it', async () => {
    const email = newEmail();
    await post(sendPath, { email, purpose: 'SysForgetPassword' });
    const response = await app.inject({ method: 'GET', url: outboxPath(email) });
    expect(response.statusCode).toBe(200);
    expectAnswer(IDENTITY_PATHS.devEmailOutbox, response.json().data);
    expect(response.json()).toMatchObject({
      rspCd: '00000',
      data: { codes: [{ purpose: 'SysForgetPassword', code: expect.stringMatching(/^\d{6}$/) }] },
    });
  });

  it('takes the spec’s emailOrPhone and appId, any letter case, and defaults to SysChangeMobile', async () => {
    const email = newEmail();
    const sent = await post(sendPath, { emailOrPhone: email.toUpperCase(), appId: 'x' });
    expect(sent.body.data).toEqual({ isSuccess: true, message: '验证码已发送' });
    const { body } = await callAs<{ codes: { purpose: string }[] }>(app, {
      method: 'GET',
      url: outboxPath(email),
    });
    expect(body.data!.codes.map((c) => c.purpose)).toEqual(['SysChangeMobile']);
  });

  it('refuses a second send within 60 s and malformed addresses with the spec’s texts', async () => {
    const email = newEmail();
    const ip = newClientIp();
    await post(sendPath, { email }, ip);
    const again = await post(sendPath, { email }, ip);
    expect(again.body.data?.isSuccess).toBe(false);
    expect(again.body.data?.message).toMatch(/^验证码发送过于频繁，请(59|60)秒后再试$/);
    expect((await post(sendPath, { email: 'user@example' })).body.data).toEqual({
      isSuccess: false,
      message: '邮箱格式不正确',
    });
    expect((await post(sendPath, { email: '' })).body.data).toEqual({
      isSuccess: false,
      message: '邮箱不能为空',
    });
  });

  it('limits an address to 5 codes an hour, speaking of 邮箱', async () => {
    const email = newEmail();
    // Two purposes, each sent once per 60 s: the hourly limit counts both.
    for (const purpose of EMAIL_PURPOSES) await post(sendPath, { email, purpose });
    const rows = await app.tessera.db
      .selectFrom('verification_codes')
      .select(['id', 'channel', 'code_hash'])
      .where('address', '=', email)
      .execute();
    expect(rows.map((r) => r.channel)).toEqual(['email', 'email']);
    expect(rows.every((r) => r.code_hash.startsWith('sha256$'))).toBe(true);
    // Make the two look an hour-old-minus-a-bit and add three more: the sixth is refused.
    await app.tessera.db
      .updateTable('verification_codes')
      .set({ sent_at: new Date(Date.now() - 30 * 60_000) })
      .where('address', '=', email)
      .execute();
    await app.tessera.db
      .insertInto('verification_codes')
      .values(
        [1, 2, 3].map((n) => ({
          channel: 'email' as const,
          address: email,
          purpose: 'SysForgetPassword',
          code_hash: 'sha256$x$y',
          ip: null,
          sent_at: new Date(Date.now() - n * 120_000),
          expires_at: new Date(),
        })),
      )
      .execute();
    const refused = await post(sendPath, { email, purpose: 'SysChangeMobile' });
    expect(refused.body.data?.isSuccess).toBe(false);
    expect(refused.body.data?.message).toMatch(/^该邮箱获取验证码次数过多，请\d+分钟后再试$/);
  });

  it.each([
    ['no address', { purpose: 'SysChangeMobile' }, '缺少 email'],
    ['an unknown purpose', { email: 'a@example.com', purpose: 'SysLogin' }, 'purpose'],
    ['a list', [{ email: 'a@example.com' }], '请求体应为'],
  ])('answers 40000 for %s', async (_case, payload, text) => {
    const { body } = await post(sendPath, payload);
    expect(body.rspCd).toBe('40000');
    expect(body.rspInf).toContain(text);
  });

  it('resets a forgotten password by e-mail (changepwd flag phone, emailOrPhone an address)', async () => {
    const email = newEmail();
    const phone = '13755500001';
    const userId = await insertTestUser(app.tessera.db, { phone, password: 'Old2026pass' });
    await app.tessera.db
      .updateTable('users')
      .set({ email: email.toUpperCase() })
      .where('id', '=', userId)
      .execute();
    const change = (code: string) =>
      callAs<{ error?: { message: string } }>(app, {
        method: 'POST',
        url: IDENTITY_PATHS.changePassword.pattern,
        payload: { flag: 'phone', emailOrPhone: email, code, password: 'New2026pass' },
      });
    await sendEmailCodeFor(app, email, 'SysForgetPassword');
    expect((await change('000000x')).body.data).toEqual({ error: { message: '验证码错误' } });
    const code = await lastEmailCode(app, email, 'SysForgetPassword');
    expect((await change(code)).body.data).toEqual({});
    await expect(signIn(app, { phone, password: 'New2026pass' })).resolves.toMatchObject({
      tokenType: 'Bearer',
    });
    // The code is used up.
    expect((await change(code)).body.data).toEqual({ error: { message: '验证码错误' } });
  });
});

describe.each(TEST_DATABASES)('e-mail codes outside development on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database, { emailSender: createUnconfiguredEmailSender() });
  });
  afterAll(() => app?.close());

  it('has no outbox, and an unconfigured sender answers 验证码发送失败，请稍后再试', async () => {
    const outbox = await callAs(app, { method: 'GET', url: outboxPath('a@example.com') });
    expect(outbox.status).toBe(404);
    const sent = await callAs<CodeAnswer>(app, {
      method: 'POST',
      url: sendPath,
      payload: { email: 'a@example.com' },
    });
    expect(sent.body.data).toEqual({ isSuccess: false, message: '验证码发送失败，请稍后再试' });
    // No code was kept: asking again is not "too soon".
    const again = await callAs<CodeAnswer>(app, {
      method: 'POST',
      url: sendPath,
      payload: { email: 'a@example.com' },
    });
    expect(again.body.data?.message).toBe('验证码发送失败，请稍后再试');
  });
});
