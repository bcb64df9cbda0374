import { expect, test, type Page } from '@playwright/test';
import { IDENTITY_PATHS } from '@tessera/protocol';
import { HomePage } from './pages/HomePage.js';
import { SignInPage } from './pages/SignInPage.js';
import { RuntimeScreen } from './pages/SystemPage.js';
import { UserMenu } from './pages/UserMenu.js';
import { claimsOf, signInWithCookies } from './pages/signInWithCookies.js';
import { DEMO_ACCOUNT, isSessionActive, logoutByApi } from './server/demoAccount.js';
import { E2E_SERVER_ORIGIN } from './server/e2eOrigins.js';
import { callServer, demoUser } from './server/workflowUsers.js';

/** 张三, the seed's applicant: his roles are granted the home and detail pages only. */
const ZHANG_SAN = demoUser('applicant');

/** The newest SMS code of `purpose` the development sender "sent" to `phone`. */
async function latestSmsCode(phone: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await callServer('GET', IDENTITY_PATHS.devSmsOutbox.build({ phone }));
      const codes = (answer.data as { codes?: { purpose: string; code: string }[] } | null)?.codes;
      code = codes?.find((sent) => sent.purpose === purpose)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The access token the runtime keeps in its cookie (Pc, spec 1 §6), or undefined. */
async function storedToken(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'AUTH-LOCAL');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

test.describe('sign-in through the identity server (spec 1 §2, §4, §6)', () => {
  test('a login-required page → the sign-in page → back, signed in → sign out', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const signInPage = new SignInPage(page);
    const menu = new UserMenu(page);

    // /home is login-required (every page but /login and /register is, @tessera/routing).
    await page.goto('/home');
    await expect(page).toHaveURL(SignInPage.url);
    await expect(signInPage.phone).toBeVisible();
    await signInPage.screenshot('e2e-artifacts/signin.png');

    // A wrong password stays on the sign-in page with the server's message.
    await signInPage.signIn(DEMO_ACCOUNT.phone, 'wrong-password-1');
    await expect(signInPage.error).toBeVisible();
    await expect(page).toHaveURL(SignInPage.url);

    // The content call after the callback carries the bearer token (spec 1 §7).
    const contentCall = page.waitForRequest(
      (r) => r.url().includes('/api/querygraphqls') && r.method() === 'POST',
    );
    await signInPage.signIn(DEMO_ACCOUNT.phone, DEMO_ACCOUNT.password);

    // /callback completes the sign-in and returns to the page that asked for it.
    await expect(page).toHaveURL(/\/home$/);
    await expect(home.row('文章 1')).toBeVisible();
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect((await contentCall).headers().authorization).toBe(`Bearer ${token}`);
    const nickname = String(claimsOf(token!).nickname);
    expect(nickname).not.toBe('');
    await expect(menu.nickname).toHaveText(nickname);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: 'e2e-artifacts/signed-in.png', fullPage: true });

    await menu.button.click();
    await expect(menu.signOut).toBeVisible();
    // The menu fades in: shoot once it is opaque.
    await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: 'e2e-artifacts/user-menu.png' });
    await menu.signOut.click();

    // Signed out: /login (returning to this page) hands over to the sign-in page, which asks
    // for credentials again (the server ended the provider's browser session with the token's);
    // the token is gone here and ended on the server.
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fhome$/);
    await expect(page).toHaveURL(SignInPage.url);
    await expect(signInPage.phone).toBeVisible();
    expect(await storedToken(page)).toBeUndefined();
    expect(await isSessionActive(E2E_SERVER_ORIGIN, token!)).toBe(false);

    // Signing in again returns to the page signed out of.
    await signInPage.signIn(DEMO_ACCOUNT.phone, DEMO_ACCOUNT.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(menu.nickname).toHaveText(nickname);
  });

  test('重新登录 on the deny page ends the session and shows the sign-in form', async ({
    page,
  }) => {
    const signInPage = new SignInPage(page);
    const menu = new UserMenu(page);
    // 张三 (applicant) may open the home and detail pages only (the seed's page grants).
    await page.goto('/home');
    await expect(page).toHaveURL(SignInPage.url);
    await signInPage.signIn(ZHANG_SAN.phone, ZHANG_SAN.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(menu.nickname).toHaveText('张三');
    const token = await storedToken(page);

    await page.goto('/widgets/controls');
    await expect(page).toHaveURL(/\/deny$/);
    await page.getByRole('link', { name: '重新登录' }).click();

    // Not signed straight back in: the sign-in form, asking for credentials.
    await expect(page).toHaveURL(SignInPage.url);
    await expect(signInPage.phone).toBeVisible();
    await signInPage.screenshot('e2e-artifacts/relogin-from-deny.png');
    expect(await storedToken(page)).toBeUndefined();
    expect(await isSessionActive(E2E_SERVER_ORIGIN, token!)).toBe(false);

    // Another user signs in and lands on the home page.
    await signInPage.signIn(DEMO_ACCOUNT.phone, DEMO_ACCOUNT.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(menu.nickname).not.toHaveText('张三');
  });

  test('/register offers the registration form: code, password, 注册 signs the new account in', async ({
    page,
  }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: '验证码注册' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2F',
    );
    await page.screenshot({ path: 'e2e-artifacts/register.png', fullPage: true });

    // A number nobody has (the run's database is fresh, the suffix avoids a rerun's).
    const phone = `139${String(Date.now()).slice(-8)}`;
    await form.getByLabel('手机号码').fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后获取$/ })).toBeDisabled();
    const code = await latestSmsCode(phone, 'SysRegister');
    await form.getByLabel('验证码', { exact: true }).fill(code);
    await form.getByLabel('密码', { exact: true }).fill('Register@2026');
    await form.getByLabel('确认密码').fill('Register@2026');
    await form.getByRole('button', { name: '注册', exact: true }).click();

    await expect(new RuntimeScreen(page).message).toHaveText('注册成功');
    await page.screenshot({ path: 'e2e-artifacts/registered.png', fullPage: true });
    // Signed in as the new account, then on to the home page (1 s later).
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const token = (await storedToken(page))!;
    expect(claimsOf(token).phone_number).toBe(phone);
    await expect(page).not.toHaveURL(/\/register$/);
  });

  test('/login with its /0 segments and a return URL starts the same sign-in', async ({ page }) => {
    const signInPage = new SignInPage(page);
    // The identity server's authorization answer is held a second, so the hand-over status
    // (shown only until the browser leaves for the sign-in page) can be read.
    await page.route(/\/oidc\/auth\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/login?returnUrl=%2Fpage%2Fdetail%2F7');
    await expect(page.getByRole('status')).toHaveText('正在前往登录页…');
    await expect(page).toHaveURL(SignInPage.url);
    await signInPage.signIn(DEMO_ACCOUNT.phone, DEMO_ACCOUNT.password);
    await expect(page).toHaveURL(/\/page\/detail\/7$/);
    await expect(new UserMenu(page).nickname).toBeVisible();
  });

  test('a session ended elsewhere: the next call answers 401, the app shows why and goes to sign in', async ({
    page,
    context,
    baseURL,
  }) => {
    const token = await signInWithCookies(context, baseURL!);
    await page.goto('/home');
    await expect(new HomePage(page).row('文章 1')).toBeVisible();

    await logoutByApi(E2E_SERVER_ORIGIN, token);
    // An in-app move to another login-required page: its page-JSON call carries the dead token.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/page/detail/7');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // spec 1 §8 HTTP 401, then §4: the session ends and the app goes to sign in.
    await expect(new RuntimeScreen(page).message).toHaveText('会话已失效, 请重新登录');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpage%2Fdetail%2F7$/);
    await expect(page.locator('.MuiSnackbar-root > *').first()).toHaveCSS('opacity', '1');
    await page.screenshot({ path: 'e2e-artifacts/session-ended.png' });
    await expect(page).toHaveURL(SignInPage.url);
    expect(await storedToken(page)).toBeUndefined();
  });
});
