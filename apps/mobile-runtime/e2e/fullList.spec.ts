import { expect, test } from '@playwright/test';
import { MobilePage } from './pages/MobilePage.js';
import { signInMobile } from './pages/signInMobile.js';
import { demoUser, signInUser } from './server/serverCalls.js';

test.describe('/full-list on a phone (spec 1 §2 Full list (mobile))', () => {
  test.beforeEach(async ({ page }) => {
    await signInMobile(page, await signInUser(demoUser('admin').phone));
  });

  test('查看更多 opens the full list; scrolled to its end it says 我是有底线的~', async ({
    page,
  }) => {
    const shell = new MobilePage(page);
    await shell.open('/widgets/lists');
    const list = shell.lists.filter({ has: page.getByRole('heading', { name: '热门动态' }) });
    await list.getByRole('button', { name: '查看更多' }).tap();
    await expect(page).toHaveURL(/\/full-list$/);
    const rows = page.getByTestId('full-list-rows');
    await expect(rows.getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/full-list.png' });
    // Infinite scroll: 20 more rows per step until every row of the source is loaded.
    const end = page.getByText('我是有底线的~');
    for (let step = 0; step < 20 && !(await end.isVisible()); step++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    const total = Number(await rows.getAttribute('data-total'));
    expect(total).toBeGreaterThan(20);
    await expect(rows).toHaveAttribute('data-loaded', String(total));
    await end.scrollIntoViewIfNeeded();
    await expect(end).toBeInViewport();
    await page.screenshot({ path: 'e2e-artifacts/full-list-end.png' });
  });

  test('without a handed-over widget it says 页面丢失啦', async ({ page }) => {
    await page.goto('/full-list');
    await expect(page.getByText('页面丢失啦')).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/full-list-lost.png' });
  });
});
