import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_USERS } from '@tessera/server/demo';

// The location picker /location (spec 2 §2.6 AD-L1, AD-L2; §7.1 CA-A15; §9 CN-B1) in a 375×667
// touch browser against the real server and its default maps provider (the server's places of
// Shanghai): the device at 人民广场, nearby places ten at a time to 没有更多了, a place chosen and
// handed to the opening page, then first in the history the next time.

const user = DEMO_USERS.find((each) => each.key === 'applicant')!;

// 人民广场 (People's Square), Shanghai, as the browser's geolocation answers it.
test.use({
  geolocation: { latitude: 31.233, longitude: 121.4737, accuracy: 20 },
  permissions: ['geolocation'],
});

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage });

/** /location as a designed page's location control opens it. */
function locationUrl(): string {
  const query = new URLSearchParams({
    dataSourceId: 'ds-stores',
    imageOssUrl: '',
    appId: DEMO.appId,
    isShowDec: 'true',
    addressFieldName: 'location',
    titleFieldName: 'name',
    infoFieldName: 'memo',
    smartViewId: 'sv-e2e-location',
    category: '地铁站|景点',
    pageId: DEMO.pages.mobileHome,
    events: 'onLocationChosen',
    pageVarName: 'chosenPlace',
    sessionSize: '5',
    defaultData: JSON.stringify([
      {
        name: 'Tessera 南京东路门店',
        memo: '上海市黄浦区南京东路 300 号',
        location: {
          address: '上海市黄浦区南京东路300号',
          province: '上海市',
          city: '上海市',
          district: '黄浦区',
          areacode: '310101',
          lat: 31.2382,
          lng: 121.4843,
        },
      },
    ]),
  });
  return `/location?${query.toString()}`;
}

const nearby = (page: Page) => page.getByTestId('nearby-item');

test('location picker: nearby places to 没有更多了, choose one, first in history next time', async ({
  page,
}) => {
  // /location is login-required: signed out, it sends to sign-in and comes back.
  await page.goto(locationUrl());
  await expect(page).toHaveURL(/\/login-byphone\?returnUrl=/);
  await page.getByText('切换至密码登录').click();
  await page.locator('[name="phone"]').fill(user.phone);
  await page.locator('[name="password"]').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/location\?/);

  // The data source's place, then the nearby places around the device, nearest first.
  await expect(page.getByTestId('data-item')).toHaveText(/Tessera 南京东路门店/);
  // Ten a page: the first page, and the next at once while the list's end is in view.
  await expect.poll(() => nearby(page).count()).toBeGreaterThanOrEqual(10);
  await expect(nearby(page).first()).toContainText('人民广场地铁站');
  await expect(nearby(page).first()).toContainText('0m');
  await expect(page.getByTestId('location-history')).toHaveCount(0);
  await shot(page, 'location-nearby');

  // Infinite scroll: ten more each time the end comes into view, until 没有更多了.
  const end = page.getByTestId('location-end');
  for (let step = 0; step < 20; step++) {
    const finished = async () => (await end.textContent())?.includes('没有更多了') === true;
    // Whole pages of ten until the last one, which may be shorter and comes with 没有更多了 (the
    // count and the end text render together: wait for either before reading).
    await expect
      .poll(async () => (await nearby(page).count()) % 10 === 0 || (await finished()))
      .toBe(true);
    if (await finished()) break;
    const before = await nearby(page).count();
    await end.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect
      .poll(
        async () =>
          (await nearby(page).count()) > before ||
          (await end.textContent())?.includes('没有更多了'),
      )
      .toBe(true);
  }
  await expect(end).toHaveText('没有更多了');
  const total = await nearby(page).count();
  expect(total).toBeGreaterThan(20);
  await end.scrollIntoViewIfNeeded();
  await shot(page, 'location-end');

  // Choosing 豫园: back to the opening page with its event, the place in its Global variable.
  const yuyuan = nearby(page).filter({
    has: page.getByTestId('place-title').getByText('豫园', { exact: true }),
  });
  await yuyuan.scrollIntoViewIfNeeded();
  await yuyuan.click();
  await expect(page).toHaveURL(
    new RegExp(`/page/${DEMO.pages.mobileHome}\\?events=onLocationChosen$`),
  );
  const handed = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('pageGlobalVariables') ?? '{}') as Record<string, unknown>,
  );
  expect(handed.chosenPlace).toMatchObject({
    title: '豫园',
    address: { city: '上海市', district: '黄浦区', areacode: '310101' },
  });

  // Opened again: 豫园 first in the history, above the data-source and nearby lists.
  await page.goto(locationUrl());
  const history = page.getByTestId('history-item');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('豫园');
  await expect.poll(() => nearby(page).count()).toBeGreaterThanOrEqual(10);
  await shot(page, 'location-history');

  // Choosing a second place puts it first; choosing 豫园 again moves it back up, once.
  await nearby(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/page/${DEMO.pages.mobileHome}`));
  await page.goto(locationUrl());
  await expect(history.first()).toContainText('人民广场地铁站');
  await expect(history).toHaveCount(2);
  await history.nth(1).click();
  await page.goto(locationUrl());
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('豫园');
  await expect(history.nth(1)).toContainText('人民广场地铁站');
});

test('location picker: a refused location says so, and 重试 finds the places once allowed', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await page.goto('/login-byphone?loginType=password');
  await page.locator('[name="phone"]').fill(user.phone);
  await page.locator('[name="password"]').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/location?smartViewId=sv-e2e-denied&category=公园');
  // Refused, or no answer within the 10 s timeout (CN-B1): the message and 重试.
  await expect(page.getByText('定位失败，请检查定位权限后重试')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'location-denied');
  await context.grantPermissions(['geolocation']);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(nearby(page).first()).toContainText('人民公园');
  await expect(page.getByTestId('location-end')).toHaveText('没有更多了');
});
