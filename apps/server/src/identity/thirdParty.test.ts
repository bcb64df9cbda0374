import { expectAnswer, THIRD_PARTY_PATHS } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../__tests__/signIn.js';
import { callAs, claimsOf, sendSmsCodeFor } from '../__tests__/selfServiceCalls.js';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { insertTestUser } from './identityFixtures.js';

type Tokens = { accessToken: string; refreshToken: string; expiresIn: number; tokenType: string };
type BindRequired = {
  bindRequired: true;
  bindTicket: string;
  expiresIn: number;
  provider: string;
  displayName: string;
};
type Refusal = { error: { code?: number; message: string } };
type SignInAnswer = Tokens | BindRequired | Refusal;

/** The account portal's /third-auth page on its development server (an app origin). */
const REDIRECT_URI = 'http://localhost:5175/third-auth';
const PASSWORD = 'Bind2026pass';

let numbers = 0;
const newPhone = () =>
  `135${String((numbers += 1)).padStart(4, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
let subjects = 0;
const newSubject = () => `ext-${Date.now()}-${(subjects += 1)}`;

describe.each(TEST_DATABASES)('third-party sign-in on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database, { development: true });
  });
  afterAll(() => app?.close());

  const post = <T>(url: string, payload: unknown) =>
    callAs<T>(app, { method: 'POST', url, payload });

  /**
   * What a browser does: asks for the authorize URL, opens the development provider's page,
   * submits its form with the person's external id and name, and follows the redirect back.
   */
  async function authorize(subject: string, name: string, redirectUri = REDIRECT_URI) {
    const url = `${THIRD_PARTY_PATHS.authorizeUrl.pattern}?redirectUri=${encodeURIComponent(redirectUri)}&state=s-1`;
    const { body } = await callAs<{ provider: string; authorizeUrl: string; state: string }>(app, {
      method: 'GET',
      url,
    });
    expectAnswer(THIRD_PARTY_PATHS.authorizeUrl, body.data);
    expect(body.data).toMatchObject({ provider: 'dev', state: 's-1' });
    const page = new URL(body.data!.authorizeUrl);
    expect(page.pathname).toBe(THIRD_PARTY_PATHS.devAuthorize.pattern);
    // The browser opens the page: no signature headers.
    const form = await app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.body).toContain('name="subject"');
    const submitted = await app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: page.searchParams.get('redirect_uri')!,
        state: page.searchParams.get('state')!,
        subject,
        name,
      }).toString(),
    });
    expect(submitted.statusCode).toBe(302);
    const back = new URL(String(submitted.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri.split('?')[0]);
    expect(back.searchParams.get('state')).toBe('s-1');
    return back.searchParams.get('code')!;
  }

  const thirdPartySignIn = (code: string, redirectUri = REDIRECT_URI) =>
    post<SignInAnswer>(THIRD_PARTY_PATHS.signIn.pattern, { code, redirectUri });
  const bindPhone = (payload: Record<string, unknown>) =>
    post<Tokens | Refusal>(THIRD_PARTY_PATHS.bindPhone.pattern, payload);

  async function bindRequired(subject: string, name = '测试用户') {
    const { body } = await thirdPartySignIn(await authorize(subject, name));
    expectAnswer(THIRD_PARTY_PATHS.signIn, body.data);
    expect(body.data).toMatchObject({
      bindRequired: true,
      bindTicket: expect.any(String),
      expiresIn: 600,
      provider: 'dev',
      displayName: name,
    });
    return (body.data as BindRequired).bindTicket;
  }

  it('lists the development provider', async () => {
    const { body } = await callAs(app, { method: 'GET', url: THIRD_PARTY_PATHS.providers.pattern });
    expectAnswer(THIRD_PARTY_PATHS.providers, body.data);
    expect(body.data).toEqual({ providers: [{ name: 'dev', displayName: '开发测试账号' }] });
  });

  it('signs in end to end: bind required, bind with an SMS code (new account), then tokens at once', async () => {
    const subject = newSubject();
    const phone = newPhone();
    const code = await authorize(subject, '小明');
    const first = await thirdPartySignIn(code);
    expect(first.body.data).toMatchObject({ bindRequired: true, displayName: '小明' });
    // The provider's code is single use.
    expect((await thirdPartySignIn(code)).body.data).toEqual({
      error: { message: '第三方授权已失效，请重新登录' },
    });

    const bindTicket = (first.body.data as BindRequired).bindTicket;
    const sms = await sendSmsCodeFor(app, phone, 'SysLogin');
    const wrong = await bindPhone({
      bindTicket,
      phone,
      code: sms === '000000' ? '000001' : '000000',
    });
    expectAnswer(THIRD_PARTY_PATHS.bindPhone, wrong.body.data);
    expect(wrong.body.data).toEqual({ error: { code: 104, message: '验证码错误' } });
    const bound = await bindPhone({ bindTicket, phone, code: sms });
    expectAnswer(THIRD_PARTY_PATHS.bindPhone, bound.body.data);
    expect(bound.body.data).toMatchObject({ tokenType: 'Bearer', accessToken: expect.any(String) });
    const claims = claimsOf((bound.body.data as Tokens).accessToken);
    expect(claims).toMatchObject({ phone_number: phone, nickname: '小明' });

    // The bind ticket is single use.
    expect((await bindPhone({ bindTicket, phone, code: sms })).body.data).toEqual({
      error: { message: '绑定已失效，请重新进行第三方登录' },
    });

    // The same external subject signs in directly now.
    const again = await thirdPartySignIn(await authorize(subject, '小明'));
    expectAnswer(THIRD_PARTY_PATHS.signIn, again.body.data);
    expect(again.body.data).toMatchObject({ tokenType: 'Bearer' });
    expect(claimsOf((again.body.data as Tokens).accessToken).sub).toBe(claims.sub);
    const rows = await app.tessera.db
      .selectFrom('external_identities')
      .select(['provider', 'subject', 'user_id', 'display_name'])
      .where('subject', '=', subject)
      .execute();
    expect(rows).toEqual([{ provider: 'dev', subject, user_id: claims.sub, display_name: '小明' }]);
  });

  it('binds to the existing account of a phone, which keeps its password', async () => {
    const phone = newPhone();
    const userId = await insertTestUser(app.tessera.db, { phone, password: PASSWORD });
    const bindTicket = await bindRequired(newSubject());
    const code = await sendSmsCodeFor(app, phone, 'SysLogin');
    const { body } = await bindPhone({ bindTicket, phone, code });
    expect(claimsOf((body.data as Tokens).accessToken).sub).toBe(userId);
    await expect(signIn(app, { phone, password: PASSWORD })).resolves.toMatchObject({
      tokenType: 'Bearer',
    });
  });

  it('refuses a phone already bound to another identity of the provider, and a disabled account', async () => {
    const phone = newPhone();
    const first = await bindRequired(newSubject());
    await bindPhone({
      bindTicket: first,
      phone,
      code: await sendSmsCodeFor(app, phone, 'SysLogin'),
    });

    const second = await bindRequired(newSubject());
    await app.tessera.db
      .updateTable('verification_codes')
      .set({ sent_at: new Date(Date.now() - 61_000) })
      .where('address', '=', phone)
      .execute();
    const code = await sendSmsCodeFor(app, phone, 'SysLogin');
    expect((await bindPhone({ bindTicket: second, phone, code })).body.data).toEqual({
      error: { code: 104, message: '该手机号已绑定其他第三方账号' },
    });

    const disabledPhone = newPhone();
    const disabled = await insertTestUser(app.tessera.db, {
      phone: disabledPhone,
      password: PASSWORD,
    });
    await app.tessera.db
      .updateTable('users')
      .set({ enabled: false })
      .where('id', '=', disabled)
      .execute();
    const third = await bindRequired(newSubject());
    const disabledCode = await sendSmsCodeFor(app, disabledPhone, 'SysLogin');
    expect(
      (await bindPhone({ bindTicket: third, phone: disabledPhone, code: disabledCode })).body.data,
    ).toEqual({ error: { code: 104, message: '账号已被禁用，请联系管理员' } });
    const links = await app.tessera.db
      .selectFrom('external_identities')
      .select('subject')
      .where('user_id', '=', disabled)
      .execute();
    expect(links).toEqual([]);
  });

  it('refuses a bound identity whose account was disabled since', async () => {
    const subject = newSubject();
    const phone = newPhone();
    const ticket = await bindRequired(subject);
    const bound = await bindPhone({
      bindTicket: ticket,
      phone,
      code: await sendSmsCodeFor(app, phone, 'SysLogin'),
    });
    const userId = claimsOf((bound.body.data as Tokens).accessToken).sub as string;
    await app.tessera.db
      .updateTable('users')
      .set({ enabled: false })
      .where('id', '=', userId)
      .execute();
    const { body } = await thirdPartySignIn(await authorize(subject, '小红'));
    expect(body.data).toEqual({ error: { code: 104, message: '账号已被禁用，请联系管理员' } });
  });

  it('sends the browser back only to an app origin, and takes a code only for its redirect URI', async () => {
    const outside = await callAs(app, {
      method: 'GET',
      url: `${THIRD_PARTY_PATHS.authorizeUrl.pattern}?redirectUri=${encodeURIComponent('https://evil.example/x')}`,
    });
    expect(outside.body).toMatchObject({ rspCd: '40000' });
    const page = await app.inject({
      method: 'GET',
      url: `${THIRD_PARTY_PATHS.devAuthorize.pattern}?redirect_uri=${encodeURIComponent('https://evil.example/x')}&state=1`,
    });
    expect(page.statusCode).toBe(400);
    const code = await authorize(newSubject(), '小刚');
    const other = await thirdPartySignIn(code, 'http://localhost:5173/third-auth');
    expect(other.body.data).toEqual({ error: { message: '第三方授权已失效，请重新登录' } });
  });

  it('answers a random state when the client sends none, and 40000 for an unknown provider', async () => {
    const { body } = await callAs<{ state: string }>(app, {
      method: 'GET',
      url: `${THIRD_PARTY_PATHS.authorizeUrl.pattern}?redirectUri=${encodeURIComponent(REDIRECT_URI)}`,
    });
    expect(body.data!.state).toMatch(/^[\w-]{16,}$/);
    const unknown = await callAs(app, {
      method: 'GET',
      url: `${THIRD_PARTY_PATHS.authorizeUrl.pattern}?redirectUri=${encodeURIComponent(REDIRECT_URI)}&provider=wechat`,
    });
    expect(unknown.body).toMatchObject({ rspCd: '40000', rspInf: '未知的第三方登录方式：wechat' });
  });

  it('declares the authorize queries: a parameter given twice is refused naming it', async () => {
    const redirect = `redirectUri=${encodeURIComponent(REDIRECT_URI)}`;
    for (const [query, name] of [
      [`${redirect}&state=a&state=b`, 'state'],
      [`${redirect}&provider=dev&provider=dev`, 'provider'],
      [`${redirect}&${redirect}`, 'redirectUri'],
    ]) {
      const twice = await callAs(app, {
        method: 'GET',
        url: `${THIRD_PARTY_PATHS.authorizeUrl.pattern}?${query}`,
      });
      expect(twice.body).toMatchObject({ rspCd: '40000', rspInf: `参数 ${name} 应为文本` });
    }
    const page = await app.inject({
      method: 'GET',
      url: `${THIRD_PARTY_PATHS.devAuthorize.pattern}?redirect_uri=${encodeURIComponent(REDIRECT_URI)}&state=a&state=b`,
    });
    expect(page.json()).toMatchObject({ rspCd: '40000', rspInf: '参数 state 应为文本' });
  });
});

describe.each(TEST_DATABASES)('third-party sign-in without a provider on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('lists none, refuses the calls with a clear message and has no development page', async () => {
    const providers = await callAs(app, {
      method: 'GET',
      url: THIRD_PARTY_PATHS.providers.pattern,
    });
    expect(providers.body.data).toEqual({ providers: [] });
    const url = await callAs(app, {
      method: 'GET',
      url: `${THIRD_PARTY_PATHS.authorizeUrl.pattern}?redirectUri=${encodeURIComponent(REDIRECT_URI)}`,
    });
    expect(url.body).toMatchObject({ rspCd: '40000', rspInf: '未配置第三方登录，请联系管理员' });
    const signInAnswer = await callAs(app, {
      method: 'POST',
      url: THIRD_PARTY_PATHS.signIn.pattern,
      payload: { code: 'x', redirectUri: REDIRECT_URI },
    });
    expect(signInAnswer.body).toMatchObject({
      rspCd: '40000',
      rspInf: '未配置第三方登录，请联系管理员',
    });
    const page = await app.inject({
      method: 'GET',
      url: `${THIRD_PARTY_PATHS.devAuthorize.pattern}?redirect_uri=x`,
    });
    expect(page.statusCode).toBe(404);
  });
});
