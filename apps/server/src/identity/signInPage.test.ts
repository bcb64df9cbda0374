import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC } from '@tessera/protocol';
import { APP_ORIGIN, TestBrowser } from '../__tests__/browserSignIn.js';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { insertTestUser } from './identityFixtures.js';

const PASSWORD = 'Browser2026a';

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
    app = await startServer(database, { appOrigins: [APP_ORIGIN] });
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
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.statusCode).toBe(200);
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

  it('forbids framing the sign-in page, its answers and the error pages', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.authorize();
    const answers = [
      await browser.get(page),
      await browser.post(`${page}/login`, { phone: '13911130001', password: 'wrong-one1' }),
      await browser.get(browser.authorizeUrl({ redirect_uri: 'http://evil.example/callback' })),
      await browser.get(`${OIDC.path}/interaction/no-such-interaction`),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });
});
