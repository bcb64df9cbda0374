import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage.js';
import { SignInPage } from './pages/SignInPage.js';
import { RuntimeScreen } from './pages/SystemPage.js';
import { signInWithCookies } from './pages/signInWithCookies.js';

test.describe('system pages (spec 1 §2)', () => {
  test('/deny says 您没有访问权限！ with relogin and home links', async ({ page }) => {
    const screen = new RuntimeScreen(page);
    await screen.open('/deny');
    await expect(screen.heading).toHaveText('您没有访问权限！');
    await expect(screen.link('重新登录')).toHaveAttribute('href', '/login');
    await expect(screen.link('返回首页')).toHaveAttribute('href', '/');
    await screen.screenshot('e2e-artifacts/deny.png');
  });

  test('/error links to /design, the designer, which asks a visitor to sign in first (no loop)', async ({
    page,
  }) => {
    const screen = new RuntimeScreen(page);
    await screen.open('/error');
    await expect(screen.heading).toHaveText('抱歉，页面访问出错');
    await screen.screenshot('e2e-artifacts/error.png');

    await screen.link('返回设计器').click();
    await expect(page).not.toHaveURL(/\/error/);
    await expect(page.getByText('抱歉，页面访问出错')).toHaveCount(0);
  });
});

test.describe('sign-in and redirect routes (spec 1 §2, spec 2 §2.2)', () => {
  test('/callback opened by hand says 登录失败 with 重新登录 and 返回首页, and no spinner', async ({
    page,
  }) => {
    const screen = new RuntimeScreen(page);
    await screen.open('/callback');
    await expect(screen.heading).toHaveText('登录失败');
    await expect(page.getByText('登录成功，请稍后...')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(screen.link('重新登录')).toHaveAttribute('href', '/login');
    await expect(screen.link('返回首页')).toHaveAttribute('href', '/');
    await screen.screenshot('e2e-artifacts/callback-failed.png');

    // 重新登录 starts the sign-in.
    await screen.link('重新登录').click();
    await expect(page).toHaveURL(SignInPage.url);
  });

  test('/page/login starts the sign-in', async ({ page }) => {
    await page.goto('/page/login');
    await expect(page).toHaveURL(SignInPage.url);
    await expect(new SignInPage(page).phone).toBeVisible();
  });

  test('/redirecting goes to its returnUrl, else /index, which is the home page', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInWithCookies(context, baseURL!);
    await page.goto('/redirecting?returnUrl=%2Fpage%2Fdetail%2F7');
    await expect(page).toHaveURL(/\/page\/detail\/7$/);

    await page.goto('/redirecting');
    await expect(page).toHaveURL(/\/home$/);
    await expect(new HomePage(page).row('文章 1')).toBeVisible();
    await expect(page.getByText('抱歉，页面访问出错')).toHaveCount(0);

    // Another site's address is not followed.
    await page.goto('/redirecting?returnUrl=%2F%2Fexample.com%2F');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/home$/);
  });
});

test.describe('messages on screen (spec 1 §8)', () => {
  // /home is login-required: sign in first, so its page-JSON call is made.
  test.beforeEach(async ({ context, baseURL }) => {
    await signInWithCookies(context, baseURL!);
  });

  test('a call answered 404 shows 请求地址错误, closable, and loading stops', async ({
    page,
    baseURL,
  }) => {
    const screen = new RuntimeScreen(page);
    await screen.failPageCalls('404', baseURL!);
    await screen.open('/home');
    await expect(screen.message).toHaveText('请求地址错误');
    await expect(screen.message).toHaveAttribute('data-severity', 'error');
    await expect(page.getByLabel('加载中')).toHaveCount(0);
    await screen.screenshot('e2e-artifacts/message-404.png');

    await screen.message.getByRole('button', { name: 'Close' }).click();
    await expect(screen.message).toHaveCount(0);
  });

  test('a 30002 answer shows the warning 请先登录', async ({ page, baseURL }) => {
    const screen = new RuntimeScreen(page);
    await screen.failPageCalls('30002', baseURL!);
    await screen.open('/home');
    await expect(screen.message).toHaveText('请先登录');
    await expect(screen.message).toHaveAttribute('data-severity', 'warning');
    await screen.screenshot('e2e-artifacts/message-30002.png');
  });
});
