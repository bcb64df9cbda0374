import { ACCOUNT_CHANGE_PATHS, expectAnswer, IDENTITY_PATHS } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, testAdminToken, tokenFor } from '../__tests__/signIn.js';
import { callAs, sendEmailCodeFor, sendSmsCodeFor } from '../__tests__/selfServiceCalls.js';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { insertTestUser } from './identityFixtures.js';

type CheckAnswer = {
  isSuccess: boolean;
  errorMsg?: string;
  changeTicket?: string;
  expiresIn?: number;
};
type ChangeAnswer = { isSuccess: boolean; errorMsg?: string };

const PASSWORD = 'Change2026pw';
let numbers = 0;
/** A mainland mobile number no other test uses. */
const newPhone = () =>
  `136${String((numbers += 1)).padStart(4, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

describe.each(TEST_DATABASES)('changing the phone or e-mail on $name', (database) => {
  let app: FastifyInstance;

  const call = <T>(url: string, token: string | null, payload: unknown) =>
    callAs<T>(app, { method: 'POST', url, token, payload });
  const checkOldMobile = (token: string | null, payload: unknown) =>
    call<CheckAnswer>(ACCOUNT_CHANGE_PATHS.checkOldMobile.pattern, token, payload);
  const changeMobile = (token: string | null, payload: unknown) =>
    call<ChangeAnswer>(ACCOUNT_CHANGE_PATHS.changeMobile.pattern, token, payload);
  const checkOldEmail = (token: string | null, payload: unknown) =>
    call<CheckAnswer>(ACCOUNT_CHANGE_PATHS.checkOldEmail.pattern, token, payload);
  const changeEmail = (token: string | null, payload: unknown) =>
    call<ChangeAnswer>(ACCOUNT_CHANGE_PATHS.changeEmail.pattern, token, payload);

  /** A user with a phone and a password, signed in through the login call. */
  async function newAccount(options: { email?: string } = {}) {
    const phone = newPhone();
    const userId = await insertTestUser(app.tessera.db, { phone, password: PASSWORD });
    if (options.email) {
      await app.tessera.db
        .updateTable('users')
        .set({ email: options.email })
        .where('id', '=', userId)
        .execute();
    }
    const { accessToken } = await signIn(app, { phone, password: PASSWORD });
    return { phone, userId, token: accessToken };
  }

  async function phoneOf(userId: string) {
    const row = await app.tessera.db
      .selectFrom('users')
      .select(['mobile_phone', 'email', 'user_name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row;
  }

  /** Whether a token still works: the presence ping needs a live session. */
  async function tokenStatus(token: string) {
    const { status } = await callAs(app, {
      method: 'POST',
      url: IDENTITY_PATHS.online.pattern,
      token,
      payload: {},
    });
    return status;
  }

  /** Step 1 for the account's phone: answers the change ticket. */
  async function verifiedPhone(account: { phone: string; userId: string; token: string }) {
    const code = await sendSmsCodeFor(app, account.phone, 'SysChangeMobile');
    const { body } = await checkOldMobile(account.token, {
      UserId: account.userId,
      OldMobile: account.phone,
      ValidateCode: code,
    });
    expectAnswer(ACCOUNT_CHANGE_PATHS.checkOldMobile, body.data);
    expect(body.data).toMatchObject({ isSuccess: true, expiresIn: 600 });
    return body.data!.changeTicket!;
  }

  beforeAll(async () => {
    app = await startServer(database, { development: true });
  });
  afterAll(() => app?.close());

  it('changes the phone in two steps; the old session ends and the new phone signs in with the old password', async () => {
    const account = await newAccount();
    const other = await tokenFor(app, account.userId);
    const ticket = await verifiedPhone(account);
    const next = newPhone();
    const code = await sendSmsCodeFor(app, next, 'SysChangeMobile');
    const { body } = await changeMobile(account.token, {
      UserId: account.userId,
      OldMobile: account.phone,
      NewMobile: next,
      ValidateCode: code,
      ChangeTicket: ticket,
    });
    expectAnswer(ACCOUNT_CHANGE_PATHS.changeMobile, body.data);
    expect(body).toMatchObject({ rspCd: '00000', data: { isSuccess: true } });

    expect(await phoneOf(account.userId)).toMatchObject({ mobile_phone: next });
    // Every session of the user ended: its tokens answer 401.
    expect(await tokenStatus(account.token)).toBe(401);
    expect(await tokenStatus(other)).toBe(401);
    await expect(signIn(app, { phone: next, password: PASSWORD })).resolves.toMatchObject({
      tokenType: 'Bearer',
    });
    await expect(signIn(app, { phone: account.phone, password: PASSWORD })).rejects.toThrow();
    const audit = await app.tessera.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('user_id', '=', account.userId)
      .where('action', '=', 'account_changed')
      .execute();
    expect(audit.map((a) => a.detail)).toEqual([
      { field: 'phone', from: account.phone, to: next, via: 'ticket' },
    ]);
  });

  it('renames a self-registered account (user name and masked nickname follow the phone)', async () => {
    const phone = newPhone();
    const { userId } = await insertTestUser(app.tessera.db, { phone, password: PASSWORD }).then(
      async (id) => {
        await app.tessera.db
          .updateTable('users')
          .set({ user_name: phone, nick_name: `${phone.slice(0, 3)}****${phone.slice(7)}` })
          .where('id', '=', id)
          .execute();
        return { userId: id };
      },
    );
    const token = await tokenFor(app, userId);
    const ticket = await verifiedPhone({ phone, userId, token });
    const next = newPhone();
    const code = await sendSmsCodeFor(app, next, 'SysChangeMobile');
    const { body } = await changeMobile(token, {
      NewMobile: `+86${next}`,
      ValidateCode: code,
      ChangeTicket: ticket,
    });
    expect(body.data).toEqual({ isSuccess: true });
    const row = await app.tessera.db
      .selectFrom('users')
      .select(['mobile_phone', 'user_name', 'nick_name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      mobile_phone: next,
      user_name: next,
      nick_name: `${next.slice(0, 3)}****${next.slice(7)}`,
    });
  });

  it('refuses step 2 without step 1, and changes nothing', async () => {
    const account = await newAccount();
    const next = newPhone();
    const code = await sendSmsCodeFor(app, next, 'SysChangeMobile');
    const { body } = await changeMobile(account.token, {
      UserId: account.userId,
      NewMobile: next,
      ValidateCode: code,
    });
    expect(body.data).toEqual({ isSuccess: false, errorMsg: '请先验证当前手机号码' });
    const made = await changeMobile(account.token, {
      NewMobile: next,
      ValidateCode: code,
      ChangeTicket: 'made-up-ticket',
    });
    expect(made.body.data).toEqual({
      isSuccess: false,
      errorMsg: '验证已失效，请重新验证当前手机号码',
    });
    expect(await phoneOf(account.userId)).toMatchObject({ mobile_phone: account.phone });
    expect(await tokenStatus(account.token)).toBe(200);
  });

  it('refuses a wrong and an expired code; the ticket stays good until a change succeeds, then never again', async () => {
    const account = await newAccount();
    const ticket = await verifiedPhone(account);
    const next = newPhone();
    const code = await sendSmsCodeFor(app, next, 'SysChangeMobile');
    const attempt = (ValidateCode: string, ChangeTicket = ticket) =>
      changeMobile(account.token, { NewMobile: next, ValidateCode, ChangeTicket });

    expect((await attempt(wrongOf(code))).body.data).toEqual({
      isSuccess: false,
      errorMsg: '验证码错误',
    });
    await app.tessera.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('address', '=', next)
      .execute();
    expect((await attempt(code)).body.data).toEqual({
      isSuccess: false,
      errorMsg: '验证码已过期，请重新获取',
    });
    expect(await phoneOf(account.userId)).toMatchObject({ mobile_phone: account.phone });
    expect(await tokenStatus(account.token)).toBe(200);

    // A new code (sent a minute later) with the same ticket succeeds …
    await app.tessera.db
      .updateTable('verification_codes')
      .set({ sent_at: new Date(Date.now() - 61_000) })
      .where('address', '=', next)
      .execute();
    const fresh = await sendSmsCodeFor(app, next, 'SysChangeMobile');
    expect((await attempt(fresh)).body.data).toEqual({ isSuccess: true });
    // … and the ticket does not work twice.
    const again = await tokenFor(app, account.userId);
    const third = newPhone();
    const thirdCode = await sendSmsCodeFor(app, third, 'SysChangeMobile');
    const reused = await changeMobile(again, {
      NewMobile: third,
      ValidateCode: thirdCode,
      ChangeTicket: ticket,
    });
    expect(reused.body.data).toEqual({
      isSuccess: false,
      errorMsg: '验证已失效，请重新验证当前手机号码',
    });
    expect(await phoneOf(account.userId)).toMatchObject({ mobile_phone: next });
  });

  it('step 1 uses its code up and refuses a wrong current phone', async () => {
    const account = await newAccount();
    const code = await sendSmsCodeFor(app, account.phone, 'SysChangeMobile');
    const check = (payload: unknown) => checkOldMobile(account.token, payload);
    expect((await check({ OldMobile: newPhone(), ValidateCode: code })).body.data).toEqual({
      isSuccess: false,
      errorMsg: '当前手机号码不正确',
    });
    expect((await check({ OldMobile: account.phone, ValidateCode: '' })).body.data).toEqual({
      isSuccess: false,
      errorMsg: '请输入验证码',
    });
    expect((await check({ OldMobile: '', ValidateCode: code })).body.data).toEqual({
      isSuccess: false,
      errorMsg: '请输入当前手机号码',
    });
    const first = await check({ OldMobile: `0086${account.phone}`, ValidateCode: code });
    expect(first.body.data).toMatchObject({ isSuccess: true, changeTicket: expect.any(String) });
    expect((await check({ OldMobile: account.phone, ValidateCode: code })).body.data).toEqual({
      isSuccess: false,
      errorMsg: '验证码错误',
    });
  });

  it('changes in one step with both codes (single-step mode, checkWay phoneNumber)', async () => {
    const account = await newAccount();
    const next = newPhone();
    const oldCode = await sendSmsCodeFor(app, account.phone, 'SysChangeMobile');
    const newCode = await sendSmsCodeFor(app, next, 'SysChangeMobile');
    const wrongOld = await changeMobile(account.token, {
      OldMobile: account.phone,
      OldValidateCode: wrongOf(oldCode),
      NewMobile: next,
      ValidateCode: newCode,
    });
    expect(wrongOld.body.data).toEqual({ isSuccess: false, errorMsg: '验证码错误' });
    const { body } = await changeMobile(account.token, {
      UserId: account.userId,
      OldMobile: account.phone,
      OldValidateCode: oldCode,
      NewMobile: next,
      ValidateCode: newCode,
    });
    expect(body.data).toEqual({ isSuccess: true });
    expect(await phoneOf(account.userId)).toMatchObject({ mobile_phone: next });
    expect(await tokenStatus(account.token)).toBe(401);
  });

  it('never changes another account: 403 for its UserId, administrators included', async () => {
    const victim = await newAccount();
    const attacker = await newAccount();
    const next = newPhone();
    const code = await sendSmsCodeFor(app, next, 'SysChangeMobile');
    const ticket = await verifiedPhone(attacker);
    for (const token of [attacker.token, await testAdminToken(app)]) {
      const { status, body } = await changeMobile(token, {
        UserId: victim.userId,
        NewMobile: next,
        ValidateCode: code,
        ChangeTicket: ticket,
      });
      expect(status).toBe(403);
      expect(body).toMatchObject({ rspCd: '40300', rspInf: '只能修改本人的账号' });
    }
    const check = await checkOldMobile(attacker.token, {
      UserId: victim.userId,
      OldMobile: victim.phone,
      ValidateCode: '123456',
    });
    expect(check.status).toBe(403);
    expect(await phoneOf(victim.userId)).toMatchObject({ mobile_phone: victim.phone });
    // Anonymous callers are not signed in.
    const anonymous = await changeMobile(null, { NewMobile: next, ValidateCode: code });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a phone of another account, a malformed one and the current one', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const ticket = await verifiedPhone(account);
    const attempt = (NewMobile: string) =>
      changeMobile(account.token, { NewMobile, ValidateCode: '123456', ChangeTicket: ticket });
    expect((await attempt(other.phone)).body.data).toEqual({
      isSuccess: false,
      errorMsg: '该手机号码已被其他账号使用',
    });
    for (const bad of ['1380013800', '12800138000', '+86 13800138000']) {
      expect((await attempt(bad)).body.data).toEqual({
        isSuccess: false,
        errorMsg: '手机号码格式不正确',
      });
    }
    expect((await attempt(`+86${account.phone}`)).body.data).toEqual({
      isSuccess: false,
      errorMsg: '手机号码不能一致',
    });
    expect((await attempt('')).body.data).toEqual({
      isSuccess: false,
      errorMsg: '手机号码不能为空',
    });
    expect(await phoneOf(account.userId)).toMatchObject({ mobile_phone: account.phone });
  });

  it('does not take a ticket of another user', async () => {
    const owner = await newAccount();
    const thief = await newAccount();
    const ticket = await verifiedPhone(owner);
    const next = newPhone();
    const code = await sendSmsCodeFor(app, next, 'SysChangeMobile');
    const { body } = await changeMobile(thief.token, {
      NewMobile: next,
      ValidateCode: code,
      ChangeTicket: ticket,
    });
    expect(body.data).toEqual({ isSuccess: false, errorMsg: '验证已失效，请重新验证当前手机号码' });
  });

  it('changes the e-mail in two steps with e-mail codes; a taken address is refused in any case', async () => {
    const email = `old.${Date.now()}@example.com`;
    const account = await newAccount({ email });
    const taken = `taken.${Date.now()}@example.com`;
    await newAccount({ email: taken });
    const oldCode = await sendEmailCodeFor(app, email, 'SysChangeMobile');
    const step1 = await checkOldEmail(account.token, {
      OldEmail: email.toUpperCase(),
      ValidateCode: oldCode,
    });
    expectAnswer(ACCOUNT_CHANGE_PATHS.checkOldEmail, step1.body.data);
    expect(step1.body.data).toMatchObject({ isSuccess: true });
    const ticket = step1.body.data!.changeTicket!;

    expect(
      (
        await changeEmail(account.token, {
          NewEmail: taken.toUpperCase(),
          ValidateCode: '1',
          ChangeTicket: ticket,
        })
      ).body.data,
    ).toEqual({ isSuccess: false, errorMsg: '该邮箱已被其他账号使用' });
    expect(
      (
        await changeEmail(account.token, {
          NewEmail: 'not-an-address',
          ValidateCode: '1',
          ChangeTicket: ticket,
        })
      ).body.data,
    ).toEqual({ isSuccess: false, errorMsg: '邮箱格式不正确' });
    expect(
      (
        await changeEmail(account.token, {
          NewEmail: email.toUpperCase(),
          ValidateCode: '1',
          ChangeTicket: ticket,
        })
      ).body.data,
    ).toEqual({ isSuccess: false, errorMsg: '邮箱不能一致' });

    const next = `New.${Date.now()}@Example.com`;
    const code = await sendEmailCodeFor(app, next, 'SysChangeMobile');
    const { body } = await changeEmail(account.token, {
      UserId: account.userId,
      OldEmail: email,
      NewEmail: next,
      ValidateCode: code,
      ChangeTicket: ticket,
    });
    expectAnswer(ACCOUNT_CHANGE_PATHS.changeEmail, body.data);
    expect(body.data).toEqual({ isSuccess: true });
    expect(await phoneOf(account.userId)).toMatchObject({
      email: next.toLowerCase(),
      mobile_phone: account.phone,
    });
    expect(await tokenStatus(account.token)).toBe(401);
  });

  it('adds an e-mail to an account without one by proving its phone', async () => {
    const account = await newAccount();
    expect(
      (await checkOldEmail(account.token, { OldEmail: 'x@example.com', ValidateCode: '123456' }))
        .body.data,
    ).toEqual({ isSuccess: false, errorMsg: '当前账号未绑定邮箱' });
    const next = `added.${Date.now()}@example.com`;
    const code = await sendEmailCodeFor(app, next, 'SysChangeMobile');
    const withoutProof = await changeEmail(account.token, { NewEmail: next, ValidateCode: code });
    expect(withoutProof.body.data).toEqual({
      isSuccess: false,
      errorMsg: '请先验证当前手机号码',
    });
    const ticket = await verifiedPhone(account);
    const { body } = await changeEmail(account.token, {
      NewEmail: next,
      ValidateCode: code,
      ChangeTicket: ticket,
    });
    expect(body.data).toEqual({ isSuccess: true });
    expect(await phoneOf(account.userId)).toMatchObject({ email: next });
  });
});
