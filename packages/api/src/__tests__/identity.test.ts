import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CREDENTIALS,
  DEMO_REQUEST_CONTEXT,
  expectAnswer,
  startTestServer,
  type TestServer,
} from '@tessera/test-utils';
import { IDENTITY_PATHS, LOGIN_ACTION_TYPES, LOGIN_ERROR_CODES } from '@tessera/protocol';
import { createRequestClient, isRequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import {
  accountRef,
  call,
  checkOldPassword,
  checkPhoneCode,
  checkSession,
  clearCookies,
  getDevSmsOutbox,
  getImageCode,
  getPasswordExpiry,
  getPasswordPolicy,
  getSettings,
  IdentityRefusedError,
  loginExpand,
  logout,
  pingOnline,
  refreshToken,
  sendPhoneCode,
  type AccountRef,
} from '../index.js';

/** The payload of a JWT (the access tokens are JWTs; spec 1 §3 Token claims). */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
}

describe('identity calls against the reference server (spec 2 §7.1, §7.3 "Login")', () => {
  let server: TestServer;
  let account: AccountRef;
  const shown: string[] = [];

  /** A client of the demo page carrying `accessToken` (none: anonymous). */
  function client(accessToken: string | null = null): RequestClient {
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, accessToken }),
      messages: {
        info: (t) => void shown.push(t),
        warning: (t) => void shown.push(t),
        error: (t) => void shown.push(t),
      },
    });
  }

  beforeAll(async () => {
    // The test server runs in development (its SMS outbox is answered) like `pnpm start`.
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    // The demo account exists (seeded, or registered by the helper when the seed has none).
    await server.signIn();
    account = accountRef(await getSettings(client(), { host: new URL(server.url).host }));
  });
  afterAll(() => server?.close());

  it('goes to the settings’ account URL (the server’s origin in development)', () => {
    expect(account).toEqual({ accountUrl: server.url });
  });

  it('signs in with phone and password: JWT tokens for the service API', async () => {
    const tokens = await loginExpand(client(), account, {
      PhoneNumber: DEMO_CREDENTIALS.phone,
      Password: DEMO_CREDENTIALS.password,
      ActionType: LOGIN_ACTION_TYPES.password,
    });
    expect(tokens).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: expect.any(Number),
      tokenType: 'Bearer',
    });
    expect(claimsOf(tokens.accessToken)).toMatchObject({
      phone_number: DEMO_CREDENTIALS.phone,
      nickname: expect.any(String),
      aud: 'urn:tessera:api',
    });
    expect(await checkSession(client(), account, tokens.accessToken)).toMatchObject({
      active: true,
    });
  });

  it('refuses a wrong password with error 104 and shows nothing', async () => {
    shown.length = 0;
    const error = await rejection(
      loginExpand(client(), account, {
        PhoneNumber: DEMO_CREDENTIALS.phone,
        Password: 'not-the-password-1',
        ActionType: LOGIN_ACTION_TYPES.password,
      }),
    );
    expect(error).toBeInstanceOf(IdentityRefusedError);
    expect(error).toMatchObject({ code: LOGIN_ERROR_CODES.failed, message: expect.any(String) });
    expect((error as Error).message).not.toBe('');
    expect(shown).toEqual([]);
    // A right password still signs in (one failure locks nothing).
    await expect(server.signIn()).resolves.toMatchObject({ tokenType: 'Bearer' });
  });

  it('rotates the refresh token; the spent one is refused with 401', async () => {
    const first = await server.signIn();
    const second = await refreshToken(client(), account, first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(claimsOf(second.accessToken).sub).toBe(claimsOf(first.accessToken).sub);
    await expect(pingOnline(client(second.accessToken), account)).resolves.toBeUndefined();
    const reused = await rejection(refreshToken(client(), account, first.refreshToken));
    expect(isRequestError(reused) && reused.kind).toBe('unauthorized');
  });

  it('logs out: the session ends, its token answers 401 and its refresh token is refused', async () => {
    const tokens = await server.signIn();
    const signedIn = client(tokens.accessToken);
    await expect(pingOnline(signedIn, account)).resolves.toBeUndefined();
    expect(await logout(signedIn, account)).toEqual({ signedOut: true });
    expect(await checkSession(client(), account, tokens.accessToken)).toEqual({ active: false });
    const write = await rejection(pingOnline(signedIn, account));
    expect(isRequestError(write) && write.kind).toBe('unauthorized');
    const refresh = await rejection(refreshToken(client(), account, tokens.refreshToken));
    expect(isRequestError(refresh) && refresh.kind).toBe('unauthorized');
    // Signing out an ended session answers success, nothing more to end.
    expect(await logout(client(), account)).toEqual({ signedOut: false });
    await expect(clearCookies(client(), account)).resolves.toBeUndefined();
  });

  it('sends a login code, reads it from the development outbox, and a code login registers the phone', async () => {
    const phone = '13912345678';
    const sent = await sendPhoneCode(client(), account, { phone, purpose: 'SysLogin' });
    expect(sent).toMatchObject({ isSuccess: true, message: '验证码已发送' });
    const [latest] = await getDevSmsOutbox(client(), account, phone);
    expect(latest).toMatchObject({ purpose: 'SysLogin', code: expect.stringMatching(/^\d+$/) });
    const code = latest!.code;
    expect(
      await checkPhoneCode(client(), account, { phone, code: '000000x', purpose: 'SysLogin' }),
    ).toMatchObject({ isSuccess: false });
    expect(await checkPhoneCode(client(), account, { phone, code, purpose: 'SysLogin' })).toEqual({
      isSuccess: true,
    });

    const tokens = await loginExpand(client(), account, {
      PhoneNumber: phone,
      VerCode: code,
      ActionType: LOGIN_ACTION_TYPES.code,
      NoExistsRegister: true,
    });
    expect(claimsOf(tokens.accessToken)).toMatchObject({ phone_number: phone });
    expect(await checkSession(client(), account, tokens.accessToken)).toMatchObject({
      active: true,
    });
  });

  it('answers the password policy, an image captcha and the password expiry', async () => {
    const policy = await getPasswordPolicy(client(), account, 'default');
    expect(policy).toMatchObject({
      passwordMinLength: expect.any(Number),
      passwordMaxLength: expect.any(Number),
      passwordComplex: expect.any(Array),
      imageCodeEnable: expect.any(Boolean),
    });
    const captcha = await getImageCode(client(), account);
    expect(captcha.base64Str.length).toBeGreaterThan(100);
    expect(captcha.imgTimestamp).not.toBe('');
    const { accessToken } = await server.signIn();
    expect(await getPasswordExpiry(client(accessToken), account)).toMatchObject({
      account: { message: expect.any(String) },
      pwd: { code: expect.any(Number), message: expect.any(String) },
    });
  });

  it('checks the old password of the signed-in user', async () => {
    const { accessToken } = await server.signIn();
    await expect(
      checkOldPassword(client(accessToken), account, DEMO_CREDENTIALS.password),
    ).resolves.toBeUndefined();
    const wrong = await rejection(checkOldPassword(client(accessToken), account, 'wrong-1a'));
    expect(wrong).toMatchObject({ message: '密码错误' });
  });

  it('answers each identity call as its path-table entry declares (protocol "Wire contract")', async () => {
    const phone = '13912345679';
    const sent = await call(client(), IDENTITY_PATHS.sendPhoneCode, {
      body: { phone, purpose: 'SysLogin' },
    });
    expectAnswer(IDENTITY_PATHS.sendPhoneCode, sent);
    const outbox = await call(client(), IDENTITY_PATHS.devSmsOutbox, { params: { phone } });
    expectAnswer(IDENTITY_PATHS.devSmsOutbox, outbox);
    const code = outbox.codes[0]!.code;
    const checked = await call(client(), IDENTITY_PATHS.checkPhoneCode, {
      body: { phone, code: '000000x', purpose: 'SysLogin' },
    });
    expectAnswer(IDENTITY_PATHS.checkPhoneCode, checked);
    const refused = await call(client(), IDENTITY_PATHS.loginExpand, {
      body: { PhoneNumber: phone, VerCode: '000000x', ActionType: LOGIN_ACTION_TYPES.code },
    });
    expectAnswer(IDENTITY_PATHS.loginExpand, refused);
    const login = { PhoneNumber: phone, VerCode: code, ActionType: LOGIN_ACTION_TYPES.code };
    const tokens = expectAnswer(
      IDENTITY_PATHS.loginExpand,
      await call(client(), IDENTITY_PATHS.loginExpand, {
        body: { ...login, NoExistsRegister: true },
      }),
    );
    if ('error' in tokens) throw new Error(tokens.error.message);
    const signedIn = client(tokens.accessToken);
    const params = { accessToken: tokens.accessToken };
    for (const entry of [
      IDENTITY_PATHS.passwordExpiry,
      IDENTITY_PATHS.imageCode,
      IDENTITY_PATHS.userInfo,
      IDENTITY_PATHS.online,
    ]) {
      expectAnswer(entry, await call(signedIn, entry, {}));
    }
    expectAnswer(
      IDENTITY_PATHS.checkSession,
      await call(client(), IDENTITY_PATHS.checkSession, { params }),
    );
    expectAnswer(
      IDENTITY_PATHS.passwordPolicy,
      await call(client(), IDENTITY_PATHS.passwordPolicy, {
        params: { scope: 'default', type: 'password' },
      }),
    );
    expectAnswer(
      IDENTITY_PATHS.checkOldPassword,
      await call(signedIn, IDENTITY_PATHS.checkOldPassword, { body: { oldPassword: 'x-1a' } }),
    );
    expectAnswer(
      IDENTITY_PATHS.refreshToken,
      await call(client(), IDENTITY_PATHS.refreshToken, {
        body: { refreshToken: tokens.refreshToken },
      }),
    );
    expectAnswer(
      IDENTITY_PATHS.logout,
      await call(signedIn, IDENTITY_PATHS.logout, {}, { method: 'POST' }),
    );
    expectAnswer(
      IDENTITY_PATHS.clearCookies,
      await call(client(), IDENTITY_PATHS.clearCookies, {}),
    );
  });
});
