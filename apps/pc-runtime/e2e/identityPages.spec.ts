import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  API_PREFIX,
  IDENTITY_PATHS,
  LOGIN_ACTION_TYPES,
  OIDC,
  ORGANISATION_PATHS,
  type LoginTokens,
} from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { DEMO, demoRequestHeaders } from '@tessera/server/demo';
import { SignInPage } from './pages/SignInPage.js';
import { signInByApi } from './server/demoAccount.js';
import { E2E_APP_ORIGIN, E2E_SERVER_ORIGIN } from './server/e2eOrigins.js';

// The identity server's own pages as a visitor meets them (server README "Sign-in and error
// pages"): the image captcha of the demo's policy, a locked account's way forward, the portal
// links and a provider error page, in the product's look and in Chinese.

/** A signed call of the demo site, with a bearer token when given. */
async function call<T>(path: string, body: object, accessToken?: string): Promise<T> {
  const text = JSON.stringify(body);
  const base = {
    ...demoRequestHeaders(),
    'content-type': 'application/json',
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  };
  const headers = withSignatureHeaders(base, DEMO, text);
  const response = await fetch(`${E2E_SERVER_ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: text,
  });
  const answer = (await response.json()) as { rspCd: string; rspInf: string; data: T };
  if (answer.rspCd !== '00000') throw new Error(`${path}: ${answer.rspCd} ${answer.rspInf}`);
  return answer.data;
}

/** The newest SMS code the development sender "sent" to a phone. */
async function latestSmsCode(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const url = `${E2E_SERVER_ORIGIN}${API_PREFIX}${IDENTITY_PATHS.devSmsOutbox.build({ phone })}`;
      const answer = (await (await fetch(url)).json()) as {
        data: { codes: { purpose: string; code: string }[] };
      };
      code = answer.data.codes.find((sent) => sent.purpose === 'SysRegister')?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A new account (registered by SMS code and password), locked by five wrong old passwords. */
async function lockedAccount(): Promise<{ phone: string; password: string }> {
  const phone = `139${String(Date.now()).slice(-8)}`;
  const password = 'Locked2026a';
  await call(IDENTITY_PATHS.sendPhoneCode.build({}), { phone, purpose: 'SysRegister' });
  const tokens = await call<LoginTokens>(IDENTITY_PATHS.register.build({}), {
    phoneNumber: phone,
    password,
    confirmPassword: password,
    verCode: await latestSmsCode(phone),
    actionType: LOGIN_ACTION_TYPES.codeAndPassword,
  });
  for (let i = 0; i < 5; i += 1) {
    await call(
      IDENTITY_PATHS.checkOldPassword.build({}),
      { oldPassword: `wrong-${i}a` },
      tokens.accessToken,
    );
  }
  return { phone, password };
}

/**
 * The default scope's password policy through the administrator's call: the demo's (the captcha
 * after 3 failures), or with the captcha due only after `captchaAfter` failures.
 */
async function savePasswordPolicy(captchaAfter = 3): Promise<void> {
  const admin = await signInByApi(E2E_SERVER_ORIGIN);
  await call(
    `${API_PREFIX}${ORGANISATION_PATHS.saveSecurityPolicy.build({ appId: DEMO.appId })}`,
    {
      userScope: 'default',
      type: 'password',
      policy: {
        passwordMinLength: 6,
        passwordMaxLength: 20,
        passwordComplex: ['RequireNumber', 'RequireLowercase'],
        imageCodeEnable: true,
        loginFailCountShowImageCode: captchaAfter,
      },
    },
    admin.accessToken,
  );
}

test.describe('the identity server’s pages', () => {
  test('a failed sign-in shows the image captcha; a click draws a new one; 注册 and 忘记密码 lead to the portal', async ({
    page,
  }) => {
    const signInPage = new SignInPage(page);
    await page.goto('/home');
    await expect(page).toHaveURL(SignInPage.url);
    await expect(page.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      /\/register-byphone$/,
    );
    await expect(page.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      /\/retrievePassword$/,
    );
    const image = page.locator('#captcha-image');
    await expect(image).toHaveCount(0);

    // An unknown number: no account's failure count moves.
    await signInPage.signIn('13999990001', 'wrong-password-1');
    await expect(signInPage.error).toHaveText('手机号或密码错误');
    await expect(image).toBeVisible();
    await expect(page.getByPlaceholder('请输入图形验证码')).toBeVisible();
    const first = await image.getAttribute('src');
    expect(first).toMatch(/^data:image\/png;base64,/);
    await page.getByRole('button', { name: '换一张' }).click();
    await expect(image).not.toHaveAttribute('src', first!);
    await page.getByPlaceholder('请输入图形验证码').fill('ab12');
    await page.screenshot({ path: 'e2e-artifacts/identity-signin-captcha.png', fullPage: true });
  });

  test('a locked account’s message stays with 重置密码 to the portal', async ({ page }) => {
    // A locked account has 5 failures, past the demo's captcha threshold, and the page asks for
    // the captcha first; the test cannot read one, so for this test the captcha comes later.
    await savePasswordPolicy(10);
    try {
      const account = await lockedAccount();
      const signInPage = new SignInPage(page);
      await page.goto('/home');
      await expect(page).toHaveURL(SignInPage.url);
      await signInPage.signIn(account.phone, account.password);
      await expect(signInPage.error).toContainText(
        /^登录失败次数过多，账号已锁定，请\d+分钟后再试/,
      );
      const reset = signInPage.error.getByRole('link', { name: '重置密码' });
      await expect(reset).toHaveAttribute(
        'href',
        new RegExp(`/retrievePassword\\?phone=${account.phone}$`),
      );
      await page.screenshot({ path: 'e2e-artifacts/identity-signin-locked.png', fullPage: true });
    } finally {
      await savePasswordPolicy();
    }
  });

  test('a provider error is in Chinese, in the sign-in page’s look, with the detail and 返回首页', async ({
    page,
  }) => {
    const verifier = randomBytes(32).toString('base64url');
    await page.goto(
      `${E2E_SERVER_ORIGIN}${OIDC.path}/auth?${new URLSearchParams({
        client_id: OIDC.clientId,
        response_type: 'code',
        redirect_uri: 'http://127.0.0.1:1/callback',
        scope: OIDC.scope,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      })}`,
    );
    await expect(page.getByRole('heading', { name: '登录出错' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      '应用的回调地址未登记，无法完成登录。请联系管理员检查应用地址的配置。',
    );
    await expect(page.getByText(/^invalid_redirect_uri: redirect_uri did not match/)).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute(
      'href',
      `${E2E_APP_ORIGIN}/`,
    );
    await page.screenshot({ path: 'e2e-artifacts/identity-error.png', fullPage: true });
  });
});
