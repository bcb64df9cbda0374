import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage.js';
import { signInAs } from './pages/signInAs.js';
import { signInWithCookies } from './pages/signInWithCookies.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

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

test.describe('menus follow the page permission (spec 1 §6)', () => {
  test('the administrator sees the whole 组件演示 menu; 张三 sees none of the pages he may not open', async ({
    page,
    context,
    baseURL,
  }) => {
    const home = new HomePage(page);
    await signInWithCookies(context, baseURL!);
    await home.open();
    const demoMenu = page.getByRole('navigation', { name: '组件演示' });
    await expect(demoMenu.getByRole('link', { name: '控件', exact: true })).toBeVisible();

    // 张三 (applicant): his roles are granted the home and detail pages, none of the demo's.
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await home.open();
    await expect(home.row('文章 1')).toBeVisible();
    await expect(demoMenu).toHaveCount(0);
    await home.screenshot('e2e-artifacts/home-applicant.png');

    // The public /register page's menu: 首页 and the 更多 group's 注册页 (public) and 我的待办
    // (not a page of the app), but not the demo's 控件总览 and 可见范围.
    await page.goto('/register');
    const menu = page.getByRole('navigation', { name: '控件演示' });
    await expect(menu.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '控件总览' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: '可见范围' })).toHaveCount(0);
    await menu.getByRole('button', { name: '更多' }).click();
    await expect(page.getByRole('menuitem', { name: '注册页' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '我的待办' })).toBeVisible();
    await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: 'e2e-artifacts/register-menu-applicant.png', fullPage: true });

    // The public page itself opens for him (no deny).
    await page.getByRole('menuitem', { name: '注册页' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText('您没有访问权限！')).toHaveCount(0);
  });
});
