import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage.js';
import { signInWithCookies } from './pages/signInWithCookies.js';

test.describe('home page', () => {
  // The home page is login-required (signin.spec.ts goes through the sign-in page itself).
  test.beforeEach(async ({ context, baseURL }) => {
    await signInWithCookies(context, baseURL!);
  });

  test('redirects to the home page and lists rows read from the database', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();

    // spec 1 §2: the root redirects to the home page's url
    await expect(page).toHaveURL(/\/home$/);
    await expect(home.title).toHaveText('文章列表');
    // seeded content, ordered by created ascending; the list shows pagination.pageSize = 10 rows
    await expect(home.row('文章 1')).toContainText('这是第 1 篇文章的摘要。');
    await expect(home.row('文章 10')).toBeVisible();
    await expect(home.rows).toHaveCount(10);
    await expect(home.list.getByText('查看更多')).toBeVisible();

    await home.screenshot('e2e-artifacts/home.png');
  });
});
