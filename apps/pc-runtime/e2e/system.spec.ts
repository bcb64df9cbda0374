import { expect, test } from '@playwright/test';
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

  test('/error links to /design, which says the designer is not built (no loop)', async ({
    page,
  }) => {
    const screen = new RuntimeScreen(page);
    await screen.open('/error');
    await expect(screen.heading).toHaveText('抱歉，页面访问出错');
    await screen.screenshot('e2e-artifacts/error.png');

    await screen.link('返回设计器').click();
    await expect(page).toHaveURL(/\/design$/);
    await expect(screen.heading).toHaveText('设计器尚未上线');
    await expect(page.getByText('抱歉，页面访问出错')).toHaveCount(0);
    await screen.screenshot('e2e-artifacts/design.png');
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
