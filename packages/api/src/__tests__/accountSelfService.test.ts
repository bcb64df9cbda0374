import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_REQUEST_CONTEXT,
  expectAnswer,
  startTestServer,
  type TestServer,
} from '@tessera/test-utils';
import {
  ACCOUNT_CHANGE_PATHS,
  IDENTITY_PATHS,
  LOGIN_ACTION_TYPES,
  THIRD_PARTY_PATHS,
} from '@tessera/protocol';
import { createRequestClient, isRequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import {
  accountRef,
  bindPhone,
  changeEmail,
  changeMobile,
  checkEmailCode,
  checkOldMobile,
  getDevEmailOutbox,
  getDevSmsOutbox,
  getSettings,
  getThirdPartyAuthorizeUrl,
  getThirdPartyProviders,
  IdentityRefusedError,
  isBindRequired,
  loginExpand,
  pingOnline,
  sendEmailCode,
  sendPhoneCode,
  thirdPartySignIn,
  type AccountRef,
} from '../index.js';

const PASSWORD = 'Tessera2026a';
/** The account portal's /third-auth page on its development server (an app origin). */
const REDIRECT_URI = 'http://localhost:5175/third-auth';

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

describe('account self-service calls against the reference server', () => {
  let server: TestServer;
  let account: AccountRef;
  const shown: string[] = [];

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

  /** Sends a code through the real call and reads it from the development outbox. */
  async function smsCode(phone: string, purpose: 'SysChangeMobile' | 'SysLogin') {
    expect(await sendPhoneCode(client(), account, { phone, purpose })).toMatchObject({
      isSuccess: true,
    });
    const codes = await getDevSmsOutbox(client(), account, phone);
    return codes.find((c) => c.purpose === purpose)!.code;
  }

  async function emailCode(email: string) {
    const sent = await sendEmailCode(client(), account, { email });
    expectAnswer(IDENTITY_PATHS.sendEmailCode, sent);
    expect(sent).toEqual({
      isSuccess: true,
      message: '验证码已发送',
    });
    const codes = await getDevEmailOutbox(client(), account, email);
    // The codes as the outbox answer holds them (its mails are the notification mails, none here).
    expectAnswer(IDENTITY_PATHS.devEmailOutbox, { codes, mails: [] });
    const [latest] = codes;
    expect(latest).toMatchObject({ purpose: 'SysChangeMobile' });
    return latest!.code;
  }

  /** What the browser does at the development provider: its page, its form, the redirect back. */
  async function authorizeAtProvider(subject: string, name: string): Promise<string> {
    const authorize = await getThirdPartyAuthorizeUrl(client(), account, {
      redirectUri: REDIRECT_URI,
    });
    expectAnswer(THIRD_PARTY_PATHS.authorizeUrl, authorize);
    const { authorizeUrl, state } = authorize;
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const url = new URL(authorizeUrl);
    const back = await fetch(`${url.origin}${url.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({ redirect_uri: REDIRECT_URI, state, subject, name }),
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe(state);
    return location.searchParams.get('code')!;
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    account = accountRef(await getSettings(client(), { host: new URL(server.url).host }));
  });
  afterAll(() => server?.close());

  it('sends and checks an e-mail code through the development outbox', async () => {
    const email = 'portal.user@example.com';
    const code = await emailCode(email);
    expect(await checkEmailCode(client(), account, { email, code: '000000x' })).toEqual({
      isSuccess: false,
      message: '验证码错误',
    });
    expect(await checkEmailCode(client(), account, { email, code })).toEqual({ isSuccess: true });
    expect(await sendEmailCode(client(), account, { email: 'not-an-address' })).toEqual({
      isSuccess: false,
      message: '邮箱格式不正确',
    });
  });

  it('changes the phone in two steps: the old token answers 401, the new phone signs in', async () => {
    const phone = '13722220001';
    const next = '13722220002';
    const { accessToken } = await server.signIn({ phone, password: PASSWORD });
    const signedIn = client(accessToken);

    const early = await changeMobile(signedIn, account, {
      NewMobile: next,
      ValidateCode: '123456',
    });
    expectAnswer(ACCOUNT_CHANGE_PATHS.changeMobile, early);
    expect(early).toEqual({ isSuccess: false, errorMsg: '请先验证当前手机号码' });

    const step1 = await checkOldMobile(signedIn, account, {
      OldMobile: phone,
      ValidateCode: await smsCode(phone, 'SysChangeMobile'),
    });
    expectAnswer(ACCOUNT_CHANGE_PATHS.checkOldMobile, step1);
    expect(step1).toMatchObject({ isSuccess: true, changeTicket: expect.any(String) });
    const step2 = await changeMobile(signedIn, account, {
      OldMobile: phone,
      NewMobile: next,
      ValidateCode: await smsCode(next, 'SysChangeMobile'),
      ChangeTicket: step1.changeTicket!,
    });
    expectAnswer(ACCOUNT_CHANGE_PATHS.changeMobile, step2);
    expect(step2).toEqual({ isSuccess: true });

    const stale = await rejection(pingOnline(signedIn, account));
    expect(isRequestError(stale) && stale.kind).toBe('unauthorized');
    const tokens = await loginExpand(client(), account, {
      PhoneNumber: next,
      Password: PASSWORD,
      ActionType: LOGIN_ACTION_TYPES.password,
    });
    expect(claimsOf(tokens.accessToken)).toMatchObject({ phone_number: next });
  });

  it('adds an e-mail in one step, proving the phone with its own code', async () => {
    const phone = '13722220003';
    const email = 'added@example.com';
    const { accessToken } = await server.signIn({ phone, password: PASSWORD });
    const answer = await changeEmail(client(accessToken), account, {
      NewEmail: email,
      ValidateCode: await emailCode(email),
      OldMobile: phone,
      OldValidateCode: await smsCode(phone, 'SysChangeMobile'),
    });
    expectAnswer(ACCOUNT_CHANGE_PATHS.changeEmail, answer);
    expect(answer).toEqual({ isSuccess: true });
    const again = await server.signIn({ phone, password: PASSWORD });
    expect(claimsOf(again.accessToken)).toMatchObject({ email });
  });

  it('signs in with the development provider: bind a phone once, then tokens at once', async () => {
    const providers = await getThirdPartyProviders(client(), account);
    expectAnswer(THIRD_PARTY_PATHS.providers, { providers });
    expect(providers).toEqual([{ name: 'dev', displayName: '开发测试账号' }]);
    const subject = 'portal-test-subject';
    const code = await authorizeAtProvider(subject, '门户测试');
    const first = await thirdPartySignIn(client(), account, { code, redirectUri: REDIRECT_URI });
    expectAnswer(THIRD_PARTY_PATHS.signIn, first);
    expect(isBindRequired(first)).toBe(true);
    if (!isBindRequired(first)) return;
    expect(first).toMatchObject({ provider: 'dev', displayName: '门户测试', expiresIn: 600 });

    const used = await rejection(
      thirdPartySignIn(client(), account, { code, redirectUri: REDIRECT_URI }),
    );
    expect(used).toBeInstanceOf(IdentityRefusedError);
    expect(used).toMatchObject({ message: '第三方授权已失效，请重新登录' });

    const phone = '13722220004';
    const tokens = await bindPhone(client(), account, {
      bindTicket: first.bindTicket,
      phone,
      code: await smsCode(phone, 'SysLogin'),
    });
    expectAnswer(THIRD_PARTY_PATHS.bindPhone, tokens);
    const sub = claimsOf(tokens.accessToken).sub;
    expect(claimsOf(tokens.accessToken)).toMatchObject({
      phone_number: phone,
      nickname: '门户测试',
    });

    const second = await thirdPartySignIn(client(), account, {
      code: await authorizeAtProvider(subject, '门户测试'),
      redirectUri: REDIRECT_URI,
    });
    expect(isBindRequired(second)).toBe(false);
    expect(claimsOf((second as { accessToken: string }).accessToken).sub).toBe(sub);
  });
});
