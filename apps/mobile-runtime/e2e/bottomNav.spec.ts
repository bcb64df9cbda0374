import { expect, test, type Page } from '@playwright/test';
import { MobilePage } from './pages/MobilePage.js';
import { signInMobile } from './pages/signInMobile.js';
import { demoUser, signInUser } from './server/serverCalls.js';

// The bottom navigation demo (apps/server/src/seed/widgetPages/mobilePages.ts): two pages
// sharing a Nav control with direction `bottom` (spec 1 §2: the grid container adds 60px bottom
// padding when a bottom navigation component is present).
const bar = (page: Page) => page.getByTestId('bottom-nav');
const tab = (page: Page, label: string) =>
  bar(page).locator('.adm-tab-bar-item', { hasText: label });

/** The content's bottom padding, and whether the last row clears the bar at the page's end. */
async function bottomRoom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const padding = await page
    .getByTestId('page-content')
    .evaluate((node) => getComputedStyle(node).paddingBottom);
  const lastRow = await page.locator('.adm-list-item').last().boundingBox();
  const barBox = await bar(page).boundingBox();
  return { padding, lastRowBottom: lastRow!.y + lastRow!.height, barTop: barBox!.y };
}

test('the bottom navigation switches pages; the content keeps its 60 px bottom padding', async ({
  page,
}) => {
  await signInMobile(page, await signInUser(demoUser('admin').phone));
  const shell = new MobilePage(page);
  await shell.open('/widgets/mobile/tab-articles');
  await expect(page.getByRole('heading', { name: '全部文章' })).toBeVisible();
  await expect(shell.rows).toHaveCount(17);
  await expect(bar(page)).toBeVisible();
  await expect(tab(page, '文章')).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, '最新')).not.toHaveAttribute('aria-current', 'page');
  // The bar sits on the screen's foot.
  const barBox = await bar(page).boundingBox();
  expect(Math.round(barBox!.y + barBox!.height)).toBe(667);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'e2e-artifacts/bottom-nav-articles.png' });
  let room = await bottomRoom(page);
  expect(room.padding).toBe('60px');
  expect(room.lastRowBottom).toBeLessThanOrEqual(room.barTop);

  await tab(page, '最新').click();
  await expect(page).toHaveURL(/\/widgets\/mobile\/tab-latest$/);
  await expect(page.getByRole('heading', { name: '最新文章' })).toBeVisible();
  await expect(shell.rows).toHaveCount(12);
  // Newest first: the seed's 50 articles, the last one on top.
  await expect(shell.rows.first()).toContainText('文章 50');
  await expect(tab(page, '最新')).toHaveAttribute('aria-current', 'page');
  room = await bottomRoom(page);
  expect(room.padding).toBe('60px');
  expect(room.lastRowBottom).toBeLessThanOrEqual(room.barTop);
  await page.screenshot({ path: 'e2e-artifacts/bottom-nav-latest-end.png' });

  // Without a bottom navigation the page has no such padding.
  await shell.open('/home');
  await expect(shell.rows).toHaveCount(10);
  await expect(bar(page)).toHaveCount(0);
  expect(
    await page.getByTestId('page-content').evaluate((node) => getComputedStyle(node).paddingBottom),
  ).toBe('0px');
});
