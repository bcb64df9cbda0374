import { expect, test } from '@playwright/test';
import { THEMES, THEME_NAMES } from '@tessera/widgets';
import { LayoutPage } from './pages/LayoutPage.js';
import { signInAs } from './pages/signInAs.js';
import { signInWithCookies } from './pages/signInWithCookies.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

/** `#rrggbb` as the browser computes it (`rgb(r, g, b)`). */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 2;

test.describe('page layouts (spec 1 §2 Layouts)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInWithCookies(context, baseURL!);
  });

  test('header-aside-main: the header across the top, the aside under it, main at its right', async ({
    page,
  }) => {
    const shell = new LayoutPage(page);
    await shell.open('/widgets/layouts/header-aside-main');
    await expect(shell.layout).toHaveAttribute('data-layout', 'header-aside-main');
    const header = await shell.box(shell.header);
    const aside = await shell.box(shell.aside);
    const main = await shell.box(shell.main);
    expect(near(header.y, 0) && near(header.x, 0)).toBe(true);
    expect(near(header.width, page.viewportSize()!.width)).toBe(true);
    expect(near(aside.x, 0) && near(aside.y, header.y + header.height)).toBe(true);
    expect(near(aside.width, 280)).toBe(true);
    expect(near(main.x, aside.x + aside.width) && near(main.y, aside.y)).toBe(true);
    await expect(shell.aside.getByRole('heading', { name: '最新文章' })).toBeVisible();
    await expect(shell.footer).toHaveCount(0);
    await shell.screenshot('e2e-artifacts/layouts-header-aside-main.png');
  });

  test('aside-header-main: the aside the full height at the left, the header over main', async ({
    page,
  }) => {
    const shell = new LayoutPage(page);
    await shell.open('/widgets/layouts/aside-header-main');
    const aside = await shell.box(shell.aside);
    const header = await shell.box(shell.header);
    const main = await shell.box(shell.main);
    expect(near(aside.x, 0) && near(aside.y, 0)).toBe(true);
    expect(near(aside.height, page.viewportSize()!.height)).toBe(true);
    expect(near(header.x, aside.width) && near(header.y, 0)).toBe(true);
    expect(near(main.x, aside.width)).toBe(true);
    expect(main.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    // cssData.aside background, and the tag bar under the header
    expect(await shell.style(shell.aside, 'background-color')).toBe('rgb(0, 21, 41)');
    await expect(shell.tagBar.getByText('布局：侧栏-头部-主体')).toBeVisible();
    await shell.screenshot('e2e-artifacts/layouts-aside-header-main.png');
  });

  test('header-main: the header background gradient and its shadow', async ({ page }) => {
    const shell = new LayoutPage(page);
    await shell.open('/widgets/layouts/header-main');
    // The tag bar's code loads with the page (on demand): measure once it is drawn.
    await expect(shell.tagBar).toBeVisible();
    const header = await shell.box(shell.header);
    const main = await shell.box(shell.main);
    expect(near(main.y, header.y + header.height + (await shell.box(shell.tagBar)).height)).toBe(
      true,
    );
    await expect(shell.aside).toHaveCount(0);
    await expect(shell.footer).toHaveCount(0);
    expect(await shell.style(shell.header, 'background-image')).toBe(
      'linear-gradient(90deg, rgb(9, 88, 217), rgb(114, 46, 209))',
    );
    expect(await shell.style(shell.header, 'box-shadow')).toBe(
      'rgba(9, 88, 217, 0.45) 0px 6px 16px 0px',
    );
    await shell.screenshot('e2e-artifacts/layouts-header-main.png');
  });

  test('header-main-footer: the footer under main, the fixed header stays on top while scrolling', async ({
    page,
  }) => {
    const shell = new LayoutPage(page);
    await shell.open('/widgets/layouts/header-main-footer');
    const main = await shell.box(shell.main);
    const footer = await shell.box(shell.footer);
    expect(near(footer.y, main.y + main.height)).toBe(true);
    await expect(shell.footer).toHaveText('© 2026 Tessera 演示应用');
    await expect(shell.header).toHaveAttribute('data-fixed', 'true');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(near((await shell.box(shell.header)).y, 0)).toBe(true);
    await page.screenshot({ path: 'e2e-artifacts/layouts-fixed-header.png' });
  });

  test('no-header-footer-main: main alone on the page gradient', async ({ page }) => {
    const shell = new LayoutPage(page);
    await shell.open('/widgets/layouts/no-header-footer-main');
    await expect(shell.header).toHaveCount(0);
    await expect(shell.footer).toHaveCount(0);
    expect(near((await shell.box(shell.main)).y, 0)).toBe(true);
    expect(await shell.style(shell.layout, 'background-image')).toBe(
      'linear-gradient(rgb(230, 244, 255), rgb(249, 240, 255))',
    );
    await shell.screenshot('e2e-artifacts/layouts-no-header-footer-main.png');
  });

  test('a page without a layout keeps the app bar and the default background #e5effa', async ({
    page,
  }) => {
    const shell = new LayoutPage(page);
    await shell.open('/home');
    await expect(shell.layout).toHaveAttribute('data-layout', 'default');
    expect(await shell.style(shell.layout, 'background-color')).toBe('rgb(229, 239, 250)');
    await expect(page.getByRole('banner').getByTestId('user-menu-button')).toBeVisible();
  });

  test('background image, size and repeat from cssData.page', async ({ page }) => {
    const shell = new LayoutPage(page);
    await shell.open('/widgets/layouts/background');
    expect(await shell.style(shell.layout, 'background-image')).toContain(
      'url("data:image/svg+xml',
    );
    expect(await shell.style(shell.layout, 'background-size')).toBe('24px 24px');
    expect(await shell.style(shell.layout, 'background-repeat')).toBe('repeat');
    expect(await shell.style(shell.layout, 'background-color')).toBe('rgb(240, 245, 255)');
    await shell.screenshot('e2e-artifacts/layouts-background.png');
  });

  test('the master page is drawn around the page, with its own data source', async ({ page }) => {
    const shell = new LayoutPage(page);
    await shell.open('/widgets/layouts/master');
    await expect(shell.header).toContainText('Tessera 母版页');
    expect(await shell.style(shell.header, 'background-color')).toBe('rgb(0, 62, 179)');
    const asideList = shell.list('母版页侧栏');
    await expect(shell.aside).toContainText('母版页侧栏');
    await expect(asideList.getByRole('listitem')).toHaveCount(4);
    await expect(shell.main).toContainText('本页文章');
    const header = await shell.box(shell.header);
    const main = await shell.box(shell.main);
    expect(main.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await shell.screenshot('e2e-artifacts/layouts-master.png');
  });

  test('each theme colours the header with its primary colour (theme1..theme6)', async ({
    page,
  }) => {
    const shell = new LayoutPage(page);
    for (const name of THEME_NAMES) {
      await shell.open(`/widgets/layouts/${name}`);
      await expect(page.locator(`[data-theme="${name}"]`)).toHaveCount(1);
      expect(await shell.style(shell.header, 'background-color')).toBe(rgb(THEMES[name].colors[0]));
      // the current tag is drawn in the theme's primary colour too
      const current = shell.tagBar.locator('[aria-current="page"]');
      expect(await shell.style(current, 'background-color')).toBe(rgb(THEMES[name].colors[0]));
      if (name === 'theme1' || name === 'theme4') {
        await shell.screenshot(`e2e-artifacts/layouts-${name}.png`);
      }
    }
  });

  test('a page left before the tag bar’s code arrived is still among the tags, and main does not move when it arrives', async ({
    page,
  }) => {
    // The tag bar's code (loaded on demand) is held back until both pages were opened.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/TagBar-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const shell = new LayoutPage(page);
    await shell.open('/widgets/layouts/theme1');
    await shell.open('/widgets/layouts/theme2');
    await expect(shell.tagBar).toHaveCount(0);
    // Meanwhile an empty frame holds the bar's place: main does not move when the tags arrive.
    const mainBefore = await shell.box(shell.main);
    release();
    await expect(shell.tagBar.getByRole('button', { name: '主题 theme1：拂晓蓝' })).toBeVisible();
    expect(near((await shell.box(shell.main)).y, mainBefore.y)).toBe(true);
  });

  test('after a navigation the page is scrolled back to the top', async ({ page }) => {
    const shell = new LayoutPage(page);
    await page.setViewportSize({ width: 1280, height: 420 });
    await shell.open('/widgets/layouts/theme1');
    await shell.open('/widgets/layouts/theme2');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // the tag bar is not fixed: go back up to reach it, then scroll down again in the page
    await page.evaluate(() => window.scrollTo(0, 0));
    const tag = shell.tagBar.getByRole('button', { name: '主题 theme1：拂晓蓝' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await tag.evaluate((element: HTMLElement) => element.click());
    await expect(page).toHaveURL(/\/widgets\/layouts\/theme1$/);
    await expect(page.locator('[data-theme="theme1"]')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('page permission (spec 1 §6)', () => {
  test('a user without the page among their pages sees 您没有访问权限！', async ({
    page,
    context,
    baseURL,
  }) => {
    // 张三 (申请人) is granted the home, detail and login pages only (demo organisation).
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await page.goto('/widgets/layouts/header-main');
    await expect(page).toHaveURL(/\/deny$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('您没有访问权限！');
    await page.screenshot({ path: 'e2e-artifacts/layouts-deny.png' });
  });
});
