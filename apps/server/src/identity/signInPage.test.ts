import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC } from '@tessera/protocol';
import { APP_ORIGIN, TestBrowser } from '../__tests__/browserSignIn.js';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { toJson } from '../db/database.js';
import { issueCaptcha } from './captchas.js';
import { insertTestUser } from './identityFixtures.js';

const PASSWORD = 'Browser2026a';
const PORTAL = 'http://portal.example';

/** The captcha id a sign-in page carries, or undefined when it shows no captcha. */
const captchaIdOf = (html: string) => /name="imgTimestamp" value="([^"]+)"/.exec(html)?.[1];
const showsCaptcha = (html: string) =>
  /<img id="captcha-image" alt="图形验证码"\s+src="data:image\/png;base64,[A-Za-z0-9+/=]{100,}"/.test(
    html,
  ) && /<input id="imgCode" name="imgCode"/.test(html);

/** The `<style>` of a page: the identity pages share one look. */
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

/** What a page's visible text says (tags and the style dropped). */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/*
 * README "Identity" → "Sign-in and error pages": the provider's sign-in page, its error pages and
 * its userinfo endpoint as a browser and a standard OpenID Connect client meet them.
 */
describe.each(TEST_DATABASES)('the identity server’s pages on $name', (database) => {
  let app: FastifyInstance;
  let userId: string;

  beforeAll(async () => {
    app = await startServer(database, { appOrigins: [APP_ORIGIN], accountPortalUrl: PORTAL });
    userId = await insertTestUser(app.tessera.db, { phone: '13911130001', password: PASSWORD });
  });
  afterAll(() => app?.close());

  it('answers userinfo for the access token of an authorization-code sign-in', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.authorize();
    const login = await browser.post(`${page}/login`, { phone: '13911130001', password: PASSWORD });
    expect(login.statusCode).toBe(303);
    const { access_token } = await browser.finish(login);

    const discovery = await app.inject({ url: `${OIDC.path}/.well-known/openid-configuration` });
    const userinfo = new URL(discovery.json<{ userinfo_endpoint: string }>().userinfo_endpoint);
    const me = await app.inject({
      url: userinfo.pathname,
      headers: { authorization: `Bearer ${access_token}`, origin: APP_ORIGIN },
    });
    expect(me.statusCode).toBe(200);
    // A browser client of an app origin reads it across origins.
    expect(me.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(me.json()).toMatchObject({
      sub: userId,
      phone_number: '13911130001',
      nickname: '用户0001',
    });

    const madeUp = await app.inject({
      url: userinfo.pathname,
      headers: { authorization: 'Bearer made-up' },
    });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
  });

  it('shows a provider error in Chinese, in the sign-in page’s look, with the detail and a way home', async () => {
    const browser = new TestBrowser(app);
    const signInPage = await browser.get(await browser.authorize());
    const wrongRedirect = await browser.get(
      browser.authorizeUrl({ redirect_uri: 'http://127.0.0.1:5999/callback' }),
    );
    expect(wrongRedirect.statusCode).toBe(400);
    expect(wrongRedirect.headers['content-type']).toMatch(/^text\/html/);
    const text = textOf(wrongRedirect.body);
    expect(text).toContain('登录出错');
    expect(text).toContain('应用的回调地址未登记，无法完成登录。请联系管理员检查应用地址的配置。');
    // The provider's own words stay, small, under the sentence.
    expect(wrongRedirect.body).toMatch(
      /<p class="detail">invalid_redirect_uri: redirect_uri did not match any of the client&#39;s registered redirect_uris<\/p>/,
    );
    expect(wrongRedirect.body).toMatch(/<a [^>]*href="http:\/\/app\.example\/"[^>]*>返回首页<\/a>/);
    expect(styleOf(wrongRedirect.body)).toBeDefined();
    expect(styleOf(wrongRedirect.body)).toBe(styleOf(signInPage.body));

    const unknownClient = await browser.get(browser.authorizeUrl({ client_id: 'someone-else' }));
    expect(textOf(unknownClient.body)).toContain('无法识别发起登录的应用，请联系管理员。');
  });

  it('shows the image captcha as the demo policy says, and requires it after 3 failures', async () => {
    await insertTestUser(app.tessera.db, { phone: '13911130002', password: PASSWORD });
    const browser = new TestBrowser(app);
    const page = await browser.authorize();
    const first = await browser.get(page);
    expect(showsCaptcha(first.body)).toBe(false);

    // spec 2 §4: after a failed login answered 104 the form shows the captcha.
    let answer = await browser.post(`${page}/login`, {
      phone: '13911130002',
      password: 'wrong-1a',
    });
    expect(textOf(answer.body)).toContain('手机号或密码错误');
    expect(showsCaptcha(answer.body)).toBe(true);
    for (const wrong of ['wrong-2a', 'wrong-3a']) {
      answer = await browser.post(`${page}/login`, {
        phone: '13911130002',
        password: wrong,
        imgTimestamp: captchaIdOf(answer.body)!,
        imgCode: '',
      });
      expect(textOf(answer.body)).toContain('手机号或密码错误');
    }

    // Three failures: the right password alone, or with a wrong captcha, does not sign in.
    const withoutCaptcha = await browser.post(`${page}/login`, {
      phone: '13911130002',
      password: PASSWORD,
    });
    expect(withoutCaptcha.statusCode).toBe(200);
    expect(textOf(withoutCaptcha.body)).toContain('请输入图形验证码');
    expect(showsCaptcha(withoutCaptcha.body)).toBe(true);
    const wrongCaptcha = await browser.post(`${page}/login`, {
      phone: '13911130002',
      password: PASSWORD,
      imgTimestamp: captchaIdOf(withoutCaptcha.body)!,
      imgCode: 'zzzz',
    });
    expect(wrongCaptcha.statusCode).toBe(200);
    expect(textOf(wrongCaptcha.body)).toContain('图形验证码错误');

    // A right answer (of a captcha the test drew, so it knows the answer) signs in.
    const { captcha, answer: code } = await issueCaptcha(app.tessera.db, new Date());
    const login = await browser.post(`${page}/login`, {
      phone: '13911130002',
      password: PASSWORD,
      imgTimestamp: captcha.imgTimestamp,
      imgCode: code,
    });
    expect(login.statusCode).toBe(303);
    expect((await browser.finish(login)).access_token).toBeTruthy();
  });

  it('shows the captcha from the start when the policy says so; a click draws a new one', async () => {
    const policy = (loginFailCountShowImageCode: number) =>
      app.tessera.db
        .updateTable('security_policies')
        .set({
          policy: toJson({
            passwordMinLength: 6,
            passwordMaxLength: 20,
            passwordComplex: ['RequireNumber', 'RequireLowercase'],
            imageCodeEnable: true,
            loginFailCountShowImageCode,
          }),
        })
        .where('user_scope', '=', 'default')
        .where('type', '=', 'password')
        .execute();
    await policy(0);
    try {
      const browser = new TestBrowser(app);
      const page = await browser.authorize();
      const shown = await browser.get(page);
      expect(showsCaptcha(shown.body)).toBe(true);
      const refreshed = await browser.get(`${page}/captcha`);
      expect(refreshed.statusCode).toBe(200);
      const next = refreshed.json<{ base64Str: string; imgTimestamp: string }>();
      expect(next.base64Str).toMatch(/^data:image\/png;base64,/);
      expect(next.imgTimestamp).not.toBe(captchaIdOf(shown.body));
      const refused = await browser.post(`${page}/login`, {
        phone: '13911130001',
        password: PASSWORD,
      });
      expect(textOf(refused.body)).toContain('请输入图形验证码');
    } finally {
      await policy(3);
    }
  });

  it('links 注册 and 忘记密码 to the account portal; a locked account’s message offers 重置密码', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.authorize();
    const shown = await browser.get(page);
    expect(shown.body).toMatch(/<a href="http:\/\/portal\.example\/register-byphone">注册<\/a>/);
    expect(shown.body).toMatch(
      /<a href="http:\/\/portal\.example\/retrievePassword">忘记密码<\/a>/,
    );

    const lockedId = await insertTestUser(app.tessera.db, {
      phone: '13911130003',
      password: PASSWORD,
    });
    await app.tessera.db
      .updateTable('users')
      .set({ locked_out_until: new Date(Date.now() + 30 * 60_000) })
      .where('id', '=', lockedId)
      .execute();
    const locked = await browser.post(`${page}/login`, {
      phone: '13911130003',
      password: PASSWORD,
    });
    expect(locked.statusCode).toBe(200);
    const alert = /<div class="error" role="alert">([\s\S]*?)<\/div>/.exec(locked.body)?.[1];
    expect(alert).toMatch(/^登录失败次数过多，账号已锁定，请\d+分钟后再试/);
    expect(alert).toContain(
      '<a href="http://portal.example/retrievePassword?phone=13911130003">重置密码</a>',
    );

    // With the captcha due (3 failures or more), the captcha comes first: nothing tells a
    // visitor without it that the account exists and is locked.
    await app.tessera.db
      .updateTable('users')
      .set({ failed_login_count: 5 })
      .where('id', '=', lockedId)
      .execute();
    const withoutCaptcha = await browser.post(`${page}/login`, {
      phone: '13911130003',
      password: PASSWORD,
    });
    expect(textOf(withoutCaptcha.body)).toContain('请输入图形验证码');
    expect(withoutCaptcha.body).not.toContain('重置密码');
  });

  it('asks to confirm a sign-out in Chinese, in the same look', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.authorize();
    const signInPage = await browser.get(page);
    await browser.finish(
      await browser.post(`${page}/login`, { phone: '13911130001', password: PASSWORD }),
    );
    // Signed in at the provider, a sign-out without an id_token_hint asks first.
    const confirm = await browser.get(`${OIDC.path}/session/end`);
    expect(confirm.headers['x-frame-options']).toBe('DENY');
    expect(confirm.statusCode).toBe(200);
    expect(textOf(confirm.body)).toContain('确定要退出登录吗？');
    expect(confirm.body).toMatch(
      /<button type="submit" form="op.logoutForm"[^>]*>退出登录<\/button>/,
    );
    expect(confirm.body).toMatch(/<button type="submit" form="op.logoutForm"[^>]*>取消<\/button>/);
    expect(styleOf(confirm.body)).toBe(styleOf(signInPage.body));
  });

  it('forbids framing the sign-in page, its answers and the error pages', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.authorize();
    const answers = [
      await browser.get(page),
      await browser.post(`${page}/login`, { phone: '13911130001', password: 'wrong-one1' }),
      await browser.get(browser.authorizeUrl({ redirect_uri: 'http://evil.example/callback' })),
      // A browser whose sign-in is gone (no interaction cookie).
      await new TestBrowser(app).get(`${OIDC.path}/interaction/no-such-interaction`),
    ];
    // A sign-in that is gone says so, with the way home.
    expect(textOf(answers[3]!.body)).toContain('登录请求已过期，请返回应用重新登录。');
    expect(answers[3]!.body).toMatch(
      /<a class="button" href="http:\/\/app\.example\/">返回首页<\/a>/,
    );
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });
});
