import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, HEADERS, IDENTITY_PATHS, type Envelope } from '@tessera/protocol';
import { signIn } from '../__tests__/signIn.js';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION } from '../demoOrganisation.js';
import { insertTestUser } from './identityFixtures.js';
import type { LoginTokens } from './installIdentity.js';

type LoginAnswer = Envelope<LoginTokens & { error?: { code: number; message: string } }>;

const PASSWORD = 'Tessera2026a';
const articles = `/api/${DEMO.appId}/content/article`;

async function login(app: FastifyInstance, payload: Record<string, unknown>): Promise<LoginAnswer> {
  return sendEnvelope(app, {
    method: 'POST',
    url: IDENTITY_PATHS.loginExpand.pattern,
    payload,
    anonymous: true,
  });
}

async function firstArticle(app: FastifyInstance) {
  const row = await app.tessera.db
    .selectFrom('content_items')
    .select(['id', 'version'])
    .where('app_id', '=', DEMO.appId)
    .where('schema_name', '=', DEMO.articleSchema)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row;
}

/** A signed GET of the article list with a bearer token: its HTTP status and headers. */
async function readWith(app: FastifyInstance, token: string) {
  return injectSigned(app, {
    method: 'GET',
    url: `${articles}?$top=1`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe.each(TEST_DATABASES)('identity on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
    const userId = await insertTestUser(app.tessera.db, {
      phone: '13911110001',
      password: PASSWORD,
    });
    // The demo's 审批人 role holds article.edit: article updates need it (README "Authorization").
    await app.tessera.db
      .insertInto('user_roles')
      .values({ user_id: userId, role_id: DEMO_ORGANISATION.roles.approver.id })
      .execute();
  });
  afterAll(() => app?.close());

  it('signs in by password and answers the login response of spec 2 §3', async () => {
    const answer = await login(app, {
      PhoneNumber: '13911110001',
      Password: PASSWORD,
      ActionType: 2,
    });
    expect(answer.rspCd).toBe('00000');
    expectAnswer(IDENTITY_PATHS.loginExpand, answer.data);
    expect(answer.data).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    const [, payload] = answer.data!.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({
      phone_number: '13911110001',
      preferred_username: 'user-13911110001',
      nickname: '用户0001',
      aud: 'urn:tessera:api',
    });
    expect(typeof claims.sid).toBe('string');
    expect((await readWith(app, answer.data!.accessToken)).statusCode).toBe(200);
  });

  it('refuses a wrong password with 104 and counts it', async () => {
    const answer = await login(app, {
      PhoneNumber: '13911110001',
      Password: 'wrong-1',
      ActionType: 2,
    });
    expectAnswer(IDENTITY_PATHS.loginExpand, answer.data);
    expect(answer.data?.error).toEqual({ code: 104, message: '手机号或密码错误' });
    expect(answer.data?.accessToken).toBeUndefined();
    const unknown = await login(app, {
      PhoneNumber: '13911119999',
      Password: PASSWORD,
      ActionType: 2,
    });
    expect(unknown.data?.error).toEqual({ code: 104, message: '手机号或密码错误' });
  });

  it('rotates refresh tokens, and a reused one revokes the grant', async () => {
    const first = (
      await login(app, { PhoneNumber: '13911110001', Password: PASSWORD, ActionType: 2 })
    ).data!;
    const refreshed = await sendEnvelope<LoginTokens>(app, {
      method: 'POST',
      url: IDENTITY_PATHS.refreshToken.pattern,
      payload: { refreshToken: first.refreshToken },
      anonymous: true,
    });
    expect(refreshed.rspCd).toBe('00000');
    expectAnswer(IDENTITY_PATHS.refreshToken, refreshed.data);
    const second = refreshed.data!;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await readWith(app, second.accessToken)).statusCode).toBe(200);

    // The rotated-out token is presented again: the whole grant is revoked.
    const reused = await injectSigned(app, {
      method: 'POST',
      url: IDENTITY_PATHS.refreshToken.pattern,
      payload: { refreshToken: first.refreshToken },
      anonymous: true,
    });
    expect(reused.statusCode).toBe(401);
    const afterReuse = await injectSigned(app, {
      method: 'POST',
      url: IDENTITY_PATHS.refreshToken.pattern,
      payload: { refreshToken: second.refreshToken },
      anonymous: true,
    });
    expect(afterReuse.statusCode).toBe(401);
    const read = await readWith(app, second.accessToken);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ rspCd: '30002', rspInf: '会话已失效, 请重新登录' });
  });

  it('ends the older session of a single-session account: 401 with loginconcurrentsession 1', async () => {
    await insertTestUser(app.tessera.db, {
      phone: '13911110002',
      password: PASSWORD,
      singleSession: true,
    });
    const first = (
      await login(app, { PhoneNumber: '13911110002', Password: PASSWORD, ActionType: 2 })
    ).data!;
    expect((await readWith(app, first.accessToken)).statusCode).toBe(200);
    const second = (
      await login(app, { PhoneNumber: '13911110002', Password: PASSWORD, ActionType: 2 })
    ).data!;

    const old = await readWith(app, first.accessToken);
    expect(old.statusCode).toBe(401);
    expect(old.headers[HEADERS.loginConcurrentSession]).toBe('1');
    expect((await readWith(app, second.accessToken)).statusCode).toBe(200);
    // Its refresh token went with the grant.
    const refresh = await injectSigned(app, {
      method: 'POST',
      url: IDENTITY_PATHS.refreshToken.pattern,
      payload: { refreshToken: first.refreshToken },
      anonymous: true,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses a made-up or tampered bearer token with 401, never as anonymous', async () => {
    const { accessToken } = (
      await login(app, { PhoneNumber: '13911110001', Password: PASSWORD, ActionType: 2 })
    ).data!;
    const [header, payload] = accessToken.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = '00000000-0000-0000-0000-000000000001';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${accessToken.split('.')[2]}`;
    for (const token of ['made-up-token', tampered, `${header}.${payload}.`]) {
      expect((await readWith(app, token)).statusCode).toBe(401);
    }
  });

  it('signs out: the session ends and its tokens stop working', async () => {
    const tokens = await signIn(app, { phone: '13911110001', password: PASSWORD });
    const out = await sendEnvelope(app, {
      method: 'POST',
      url: IDENTITY_PATHS.logout.pattern,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expectAnswer(IDENTITY_PATHS.logout, out.data);
    expect(out).toMatchObject({ rspCd: '00000', data: { signedOut: true } });
    expect((await readWith(app, tokens.accessToken)).statusCode).toBe(401);
    const session = await sendEnvelope<{ active: boolean }>(app, {
      method: 'GET',
      url: `${IDENTITY_PATHS.checkSession.pattern}?accessToken=${tokens.accessToken}`,
    });
    expectAnswer(IDENTITY_PATHS.checkSession, session.data);
    expect(session.data).toEqual({ active: false });
  });

  it('locks the account after 5 failures in a row', async () => {
    // A scope without a password policy: no image captcha (the demo's asks for one after 3).
    const scope = { userType: 'lockout' };
    await insertTestUser(app.tessera.db, {
      phone: '13911110003',
      password: PASSWORD,
      userScope: scope.userType,
    });
    for (let i = 0; i < 5; i++) {
      await login(app, {
        PhoneNumber: '13911110003',
        Password: `bad-${i}`,
        ActionType: 2,
        ...scope,
      });
    }
    const locked = await login(app, {
      PhoneNumber: '13911110003',
      Password: PASSWORD,
      ActionType: 2,
      ...scope,
    });
    expect(locked.data?.error?.code).toBe(104);
    expect(locked.data?.error?.message).toMatch(/^登录失败次数过多，账号已锁定，请\d+分钟后再试$/);
  });

  it('records sign-ins and failures in the audit log', async () => {
    const actions = await app.tessera.db
      .selectFrom('audit_log')
      .select('action')
      .distinct()
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['login', 'login_failed', 'logout']),
    );
  });

  it('answers 101/102 when a reset is required, and the expiry check after sign-in', async () => {
    const userId = await insertTestUser(app.tessera.db, {
      phone: '13911110004',
      password: PASSWORD,
    });
    for (const code of [101, 102]) {
      await app.tessera.db
        .updateTable('users')
        .set({ password_reset_code: code })
        .where('id', '=', userId)
        .execute();
      const answer = await login(app, {
        PhoneNumber: '13911110004',
        Password: PASSWORD,
        ActionType: 2,
      });
      expect(answer.data?.error?.code).toBe(code);
    }
    await app.tessera.db
      .updateTable('users')
      .set({ password_reset_code: null })
      .where('id', '=', userId)
      .execute();
    const tokens = await signIn(app, { phone: '13911110004', password: PASSWORD });
    const expiry = await sendEnvelope(app, {
      method: 'GET',
      url: IDENTITY_PATHS.passwordExpiry.pattern,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expectAnswer(IDENTITY_PATHS.passwordExpiry, expiry.data);
    expect(expiry.data).toEqual({ account: { message: '' }, pwd: { code: 0, message: '' } });
  });

  it('answers the user info of spec 1 §3 for the demo administrator', async () => {
    const tokens = await signIn(app, {
      phone: DEMO.demoLogin.phone,
      password: DEMO.demoLogin.password,
    });
    const info = await sendEnvelope<Record<string, unknown>>(app, {
      method: 'GET',
      url: IDENTITY_PATHS.userInfo.pattern,
      headers: { authorization: `Bearer ${tokens.accessToken}`, appid: DEMO.appId },
    });
    expect(info.rspCd).toBe('00000');
    expectAnswer(IDENTITY_PATHS.userInfo, info.data);
    expect(Object.keys(info.data!).sort()).toEqual(
      [
        'departments',
        'email',
        'headImageUrl',
        'mobilePhone',
        'nickName',
        'operations',
        'posts',
        'rank',
        'roles',
        'tags',
        'userId',
        'userName',
        'userType',
        'visitPolicy',
      ].sort(),
    );
    expect(info.data).toMatchObject({ mobilePhone: DEMO.demoLogin.phone, roles: ['admin'] });
  });

  it('keeps article writes working for a signed-in caller holding article.edit', async () => {
    const item = await firstArticle(app);
    const tokens = await signIn(app, { phone: '13911110001', password: PASSWORD });
    const answer = await sendEnvelope(app, {
      method: 'PUT',
      url: `${articles}/${item.id}`,
      payload: { data: { title: { iv: '登录后修改' } } },
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(answer.rspCd).toBe('00000');
  });
});
