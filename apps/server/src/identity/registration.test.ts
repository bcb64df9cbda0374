import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, IDENTITY_PATHS, type Envelope } from '@tessera/protocol';
import { signIn } from '../__tests__/signIn.js';
import { sendEnvelope, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { toJson } from '../db/database.js';
import { insertTestUser } from './identityFixtures.js';
import { sendSmsCode } from './smsCodes.js';
import { createDevelopmentSmsSender } from './smsSender.js';

type Answer = Envelope<{ accessToken?: string; error?: { message: string } }>;

const PASSWORD = 'Tessera2026a';

describe.each(TEST_DATABASES)('registration rules on $name', (database) => {
  let app: FastifyInstance;
  const sender = createDevelopmentSmsSender({ info: () => undefined });

  beforeAll(async () => {
    app = await startServer(database, { smsSender: sender });
  });
  afterAll(() => app?.close());

  const register = (payload: Record<string, unknown>) =>
    sendEnvelope(app, {
      method: 'POST',
      url: IDENTITY_PATHS.register.pattern,
      payload,
      anonymous: true,
    }) as Promise<Answer>;

  /** A SysRegister code sent to the phone (from the development sender's outbox). */
  async function registerCode(phone: string): Promise<string> {
    const sent = await sendSmsCode(app.tessera.db, sender, {
      phone,
      purpose: 'SysRegister',
      ip: null,
      now: new Date(),
    });
    expect(sent.ok).toBe(true);
    return sender.outbox(phone)[0]!.code;
  }

  async function saveAccountPolicy(policy: Record<string, unknown>) {
    await app.tessera.db
      .insertInto('security_policies')
      .values({ user_scope: 'default', type: 'account', policy: toJson(policy) })
      .onConflict((oc) =>
        oc.columns(['user_scope', 'type']).doUpdateSet({ policy: toJson(policy) }),
      )
      .execute();
  }
  const clearPolicies = () =>
    app.tessera.db
      .deleteFrom('security_policies')
      .where('user_scope', '=', 'default')
      .where('type', '=', 'account')
      .execute();

  const rolesOf = async (phone: string) =>
    (
      await app.tessera.db
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('roles.code')
        .where('users.mobile_phone', '=', phone)
        .execute()
    ).map((r) => r.code);

  it('refuses password-only registration (no code) unless the scope allows it', async () => {
    const refused = await register({
      phoneNumber: '13933330001',
      password: PASSWORD,
      actionType: 2,
    });
    expect(refused.rspCd).toBe('00000');
    expect(refused.data?.error?.message).toBe('暂不支持该注册方式');
    expect(refused.data?.accessToken).toBeUndefined();
    const created = await app.tessera.db
      .selectFrom('users')
      .select('id')
      .where('mobile_phone', '=', '13933330001')
      .execute();
    expect(created).toEqual([]);

    await saveAccountPolicy({ registerCheckWays: ['phonePassword'] });
    try {
      const allowed = await register({
        phoneNumber: '13933330001',
        password: PASSWORD,
        actionType: 2,
      });
      expect(allowed.data?.accessToken).toBeTruthy();
      // The code modes are now off for this scope.
      const byCode = await register({
        phoneNumber: '13933330009',
        verCode: await registerCode('13933330009'),
        actionType: 1,
      });
      expect(byCode.data?.error?.message).toBe('暂不支持该注册方式');
    } finally {
      await clearPolicies();
    }
  });

  it('registers with a code (the default), signed in at once', async () => {
    const answer = await register({
      phoneNumber: '13933330002',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      verCode: await registerCode('13933330002'),
    });
    expectAnswer(IDENTITY_PATHS.register, answer.data);
    expect(answer.data?.error).toBeUndefined();
    expect(answer.data?.accessToken).toBeTruthy();
  });

  it('answers 验证码错误 to a made-up code whether the number has an account or not', async () => {
    await insertTestUser(app.tessera.db, { phone: '13933330003', password: PASSWORD });
    for (const phoneNumber of ['13933330003', '13933330004']) {
      for (const actionType of [1, 3]) {
        const answer = await register({
          phoneNumber,
          password: PASSWORD,
          verCode: '123456',
          actionType,
        });
        expect(answer.data?.error?.message).toBe('验证码错误');
      }
    }
    // Only a right code learns that the number is taken.
    const taken = await register({
      phoneNumber: '13933330003',
      password: PASSWORD,
      verCode: await registerCode('13933330003'),
      actionType: 3,
    });
    expect(taken.data?.error?.message).toBe('该手机号已注册，请直接登录');
  });

  it('grants a registrant only the roles the scope allows (default: none)', async () => {
    const first = await register({
      phoneNumber: '13933330005',
      password: PASSWORD,
      verCode: await registerCode('13933330005'),
      roles: ['applicant', 'approver'],
    });
    expect(first.data?.accessToken).toBeTruthy();
    expect(await rolesOf('13933330005')).toEqual([]);

    await saveAccountPolicy({ registerRoles: ['applicant'] });
    try {
      const second = await register({
        phoneNumber: '13933330006',
        password: PASSWORD,
        verCode: await registerCode('13933330006'),
        roles: ['applicant', 'approver', 'admin'],
      });
      expect(second.data?.accessToken).toBeTruthy();
      expect(await rolesOf('13933330006')).toEqual(['applicant']);
    } finally {
      await clearPolicies();
    }
  });

  it('refuses whitespace-only passwords on register and change password (请输入密码)', async () => {
    for (const password of [' ', '      ', '\t']) {
      const answer = await register({
        phoneNumber: '13933330007',
        password,
        verCode: '123456',
        actionType: 3,
      });
      expect(answer.data?.error?.message).toBe('请输入密码');
    }
    await insertTestUser(app.tessera.db, { phone: '13933330008', password: PASSWORD });
    const { accessToken } = await signIn(app, { phone: '13933330008', password: PASSWORD });
    for (const password of [' ', '      ', '\t']) {
      const change = await sendEnvelope<{ error?: { message: string } }>(app, {
        method: 'POST',
        url: IDENTITY_PATHS.changePassword.pattern,
        payload: { flag: 'password', oldPassword: PASSWORD, password },
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(change.data?.error?.message).toBe('请输入密码');
    }
  });
});
