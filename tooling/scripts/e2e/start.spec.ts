import { expect, test } from '@playwright/test';
import { origin, START_PORTS } from './startPorts.js';

const server = origin(START_PORTS.server);
const apps = {
  'pc-runtime': origin(START_PORTS.pc),
  'mobile-runtime': origin(START_PORTS.mobile),
  'account-portal': origin(START_PORTS.portal),
};

test.describe('pnpm start on other ports (README "On a fresh machine")', () => {
  test('signs in to pc-runtime through the server’s sign-in page and shows the home page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    // /home is login-required: the runtime hands over to the server's sign-in page, which must
    // accept this port's /callback as a redirect URI.
    await page.goto('/home');
    await expect(page).toHaveURL(new RegExp(`^${server}/oidc/interaction/`));
    // Its 注册 link leads to the account portal on its moved port too.
    await expect(page.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      new RegExp(`^${apps['account-portal']}/`),
    );
    await page.locator('#phone').fill('13800000000');
    await page.locator('#password').fill('Tessera@2026');
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(`${apps['pc-runtime']}/home`);
    const home = page.getByTestId('list-widget');
    await expect(home.getByRole('listitem').first()).toBeVisible();
    await expect(home.getByText('文章 1', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/start-other-ports-home.png', fullPage: true });

    // Production bundles, not the dev server's module graph: built chunks under /assets only.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => !path.startsWith('/assets/'))).toEqual([]);
  });

  test('every origin answers its favicon', async ({ request }) => {
    const serverIcon = await request.get(`${server}/favicon.ico`);
    expect(serverIcon.status()).toBe(200);
    expect(serverIcon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    for (const [name, appOrigin] of Object.entries(apps)) {
      const html = await (await request.get(`${appOrigin}/`)).text();
      const href = /<link rel="icon"[^>]* href="([^"]+)"/.exec(html)?.[1];
      expect(href, `${name} links an icon`).toBeTruthy();
      const icon = await request.get(new URL(href!, appOrigin).href);
      expect(icon.status(), `${name} ${href}`).toBe(200);
      expect(icon.headers()['content-type'], `${name} ${href}`).toMatch(/^image\/svg\+xml/);
    }
  });

  test('the development SMS outbox answers a plain GET (the README’s curl)', async ({
    request,
  }) => {
    const answer = await request.get(`${server}/api/dev/sms-outbox?phone=13800000000`);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ rspCd: '00000', data: { codes: [] } });
  });
});
