import { expect, test } from '@playwright/test';
import { DEMO } from '@tessera/server/demo';
import { SEEDED_PAGES } from '@tessera/server/seeded-pages';
import { MobilePage } from './pages/MobilePage.js';
import { signInMobile } from './pages/signInMobile.js';
import { demoUser, signInUser } from './server/serverCalls.js';
import { E2E_FAULT_COOKIE } from './server/e2eOrigins.js';

// Every page pc-runtime registers (the Pc sub-app's published pages with an address) opens here
// too: the demo's home page and every widget demo page (spec 1 §2 "one generic renderer").
const WIDGET_PAGES = SEEDED_PAGES.filter(
  (page) => page.subAppId === DEMO.pcSubAppId && page.url?.startsWith('/widgets/'),
);

test.describe('the designed pages on a phone (spec 1 §2, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await signInMobile(page, await signInUser(demoUser('admin').phone));
  });

  test('the root goes to the home page, drawn full width on the mobile grid', async ({ page }) => {
    const shell = new MobilePage(page);
    await shell.open('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(shell.lists.first().getByRole('heading', { name: '文章列表' })).toBeVisible();
    await expect(shell.lists.first().locator('.adm-list-item')).toHaveCount(10);
    // spec 1 §9: a control 375 px wide or more takes the full width (less the grid's 4 px margins).
    const cell = await shell.cells.first().boundingBox();
    expect(cell?.width).toBeGreaterThanOrEqual(375 - 8 - 1);
    expect(cell?.x).toBeLessThanOrEqual(5);
    await shell.screenshot('e2e-artifacts/home.png');
  });

  for (const demo of WIDGET_PAGES) {
    test(`${demo.url} renders (${demo.title})`, async ({ page }) => {
      const shell = new MobilePage(page);
      await shell.open(demo.url!);
      await expect(shell.layout).toBeVisible();
      await expect(page).toHaveTitle(demo.title);
      await expect(page.getByTestId('error-page')).toHaveCount(0);
      await expect(page.getByTestId('deny-page')).toHaveCount(0);
      // Every bound widget has its data: no loading placeholder left but the foot of a list
      // that loads more as it scrolls (spec 1 §2: 数据加载中... while rows remain).
      const loading = page.getByText('数据加载中...');
      const feet = page.getByTestId('list-load-more').getByText('数据加载中...');
      await expect
        .poll(async () => (await loading.count()) - (await feet.count()), { timeout: 30_000 })
        .toBe(0);
      const slug = demo.url!.replace(/^\/widgets\//, '').replaceAll('/', '-');
      await shell.screenshot(`e2e-artifacts/page-${slug}.png`);
    });
  }

  test('header-main-footer: header on top, footer under the page', async ({ page }) => {
    const shell = new MobilePage(page);
    await shell.open('/widgets/layouts/header-main-footer');
    await expect(shell.layout).toHaveAttribute('data-layout', 'header-main-footer');
    const header = await shell.header.boundingBox();
    const footer = await shell.footer.boundingBox();
    const main = await shell.content.boundingBox();
    expect(header!.y).toBe(0);
    expect(footer!.y).toBeGreaterThanOrEqual(main!.y + main!.height - 1);
  });

  test('theme1–theme6 colour the header (spec 1 §1)', async ({ page }) => {
    const shell = new MobilePage(page);
    const colours: string[] = [];
    for (let n = 1; n <= 6; n++) {
      await shell.open(`/widgets/layouts/theme${n}`);
      await expect(shell.layout).toHaveAttribute('data-theme', `theme${n}`);
      colours.push(await shell.header.evaluate((el) => getComputedStyle(el).backgroundColor));
    }
    // Six different colours, theme3 orange (#fa8c16).
    expect(new Set(colours).size).toBe(6);
    expect(colours[2]).toBe('rgb(250, 140, 22)');
  });

  test('a master page draws its header and aside around the page', async ({ page }) => {
    const shell = new MobilePage(page);
    await shell.open('/widgets/layouts/master');
    await expect(shell.header).toContainText('Tessera 母版页');
    await expect(page.getByRole('heading', { name: '母版页侧栏' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '本页文章' })).toBeVisible();
  });

  test('a page parameter is a path segment (/page/detail/:id)', async ({ page }) => {
    const shell = new MobilePage(page);
    await shell.open('/page/detail/42');
    await expect(shell.layout).toBeVisible();
    await expect(page).toHaveTitle('详情');
  });

  test('a failing call shows the catalogue text as a Toast (spec 1 §8 HTTP 404)', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: E2E_FAULT_COOKIE, value: '404', url: baseURL! }]);
    await page.goto('/home');
    await expect(page.locator('.adm-toast-main')).toContainText('请求地址错误');
    await expect(page.getByTestId('page-load-error')).toContainText('页面加载失败');
    await page.screenshot({ path: 'e2e-artifacts/toast-404.png' });
  });
});

test('the deny page has a back button (spec 1 §2 您没有访问权限！)', async ({ page }) => {
  // 张三 (applicant) holds no page permission for the widget demo.
  await signInMobile(page, await signInUser(demoUser('applicant').phone));
  await page.goto('/widgets/lists');
  await expect(page).toHaveURL(/\/deny$/);
  await expect(page.getByText('您没有访问权限！')).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/deny.png' });
  // The denied page was the first one opened: back is the home page.
  await page.getByRole('button', { name: '返回' }).tap();
  await expect(page).toHaveURL(/\/home$/);
  await expect(new MobilePage(page).rows.first()).toBeVisible();
});
