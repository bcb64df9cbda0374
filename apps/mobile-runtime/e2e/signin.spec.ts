import { expect, test } from '@playwright/test';
import { demoUser } from './server/serverCalls.js';
import { E2E_SERVER_ORIGIN } from './server/e2eOrigins.js';

test('a login-required page sends to sign-in and back (spec 1 §2, §6)', async ({ page }) => {
  await page.goto('/widgets/lists?from=e2e');
  // The identity server's own sign-in page.
  await expect(page).toHaveURL(new RegExp(`^${E2E_SERVER_ORIGIN}/oidc/interaction/`));
  await page.screenshot({ path: 'e2e-artifacts/signin.png' });
  const admin = demoUser('admin');
  await page.locator('#phone').fill(admin.phone);
  await page.locator('#password').fill(admin.password);
  await page.getByRole('button', { name: '登录' }).tap();
  // Back on the page that asked, with its query, signed in.
  await expect(page).toHaveURL(/\/widgets\/lists\?from=e2e$/);
  await expect(page.getByTestId('user-nickname').first()).toHaveText(admin.nickName);
  await expect(page.getByRole('heading', { name: '热门动态' })).toBeVisible();
  // Mobile keeps the token in local storage (spec 1 §6), not in a cookie.
  const stored = await page.evaluate(() => localStorage.getItem('AUTH-LOCAL'));
  expect(stored).toBeTruthy();
  await page.screenshot({ path: 'e2e-artifacts/signed-in.png' });
});
