import { expect, test, type Page } from '@playwright/test';
import { signInMobile } from './pages/signInMobile.js';
import { demoUser, newestFeedback, signInUser } from './server/serverCalls.js';

// The form demo page (apps/server/src/seed/widgetPages/formPages.ts) on a phone: select and
// cascader as bottom pickers, the date picker with its ranges, the image uploader's size rule,
// and a submit that writes the record.
const ADD_URL = '/widgets/forms/feedback';

const item = (page: Page, field: string) =>
  page.locator(`[data-testid="form-item"][data-field="${field}"]`);
/** The message under an item (antd-mobile draws it as the form item's description). */
const itemError = (page: Page, field: string) =>
  page.locator('.adm-form-item', { has: item(page, field) }).getByTestId('form-item-error');
/** antd-mobile's toast (spec 1 §8: messages are Toasts on Mobile). */
const toast = (page: Page) => page.locator('.adm-toast-main');
/** The open bottom picker's wheel column `n` (0-based) and its option `label` (tapped: a touch wheel). */
const wheelOption = (page: Page, n: number, label: string) =>
  page
    .locator('.adm-popup-body:visible .adm-picker-view-column')
    .nth(n)
    .locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${label}$`) });

const two = (n: number) => String(n).padStart(2, '0');
const dayText = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** A real PNG drawn by the browser, as file bytes. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1677ff';
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = '#ffffff';
    context.font = 'bold 40px sans-serif';
    context.fillText('Tessera', 40, 95);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a form on a phone: bottom pickers, the date ranges, an image upload; submitted, it is saved', async ({
  page,
}) => {
  const tokens = await signInUser(demoUser('admin').phone);
  await signInMobile(page, tokens);
  const before = await newestFeedback(tokens.accessToken);
  /** 发生时间 as picked below, read back from the server at the end. */
  let happened = '';
  await page.goto(ADD_URL);
  await expect(page.getByTestId('form-widget')).toBeVisible();

  // An empty submit: the spec's messages under the required items, nothing written.
  await page.getByTestId('form-submit').click();
  await expect(itemError(page, 'title')).toHaveText('标题不能为空');
  await expect(itemError(page, 'category')).toHaveText('反馈类型不能为空');
  await expect(itemError(page, 'visitDate')).toHaveText('请选择日期');
  expect((await newestFeedback(tokens.accessToken)).total).toBe(before.total);

  await item(page, 'title').getByRole('textbox').fill('手机上提交的反馈');
  await item(page, 'content').getByRole('textbox').fill('在手机上选择地区和日期都很顺手。');

  // Select: a bottom picker (spec 1 §2); a tap on an option, then 确定.
  await item(page, 'category').getByRole('button', { name: '反馈类型' }).click();
  await expect(page.locator('.adm-picker-header-title:visible')).toHaveText('反馈类型');
  await wheelOption(page, 0, '表扬').tap();
  await page.locator('.adm-popup-body:visible').getByText('确定', { exact: true }).click();
  await expect(item(page, 'category').getByTestId('form-picker')).toHaveText('表扬');
  await expect(itemError(page, 'category')).toHaveText('');

  // Cascader: province, then city.
  await item(page, 'region').getByRole('button', { name: '所在地区' }).click();
  await wheelOption(page, 0, '江苏').tap();
  await expect(wheelOption(page, 1, '苏州')).toBeVisible();
  await wheelOption(page, 1, '苏州').tap();
  await page.screenshot({ path: 'e2e-artifacts/form-cascader.png' });
  await page.locator('.adm-popup-body:visible').getByText('确定', { exact: true }).click();
  await expect(item(page, 'region').getByTestId('form-picker')).toHaveText('江苏 / 苏州');

  // The date with ranges (today … today + 30): next year is 不可用 and 确定 is disabled.
  const now = new Date();
  const today = dayText(now);
  await item(page, 'visitDate').getByRole('button', { name: '回访日期' }).click();
  const picker = page.getByTestId('date-picker');
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId('date-picker-chosen')).toHaveText(`${today} 可用`);
  await wheelOption(page, 0, String(now.getFullYear() + 1)).tap();
  await expect(picker.getByTestId('date-picker-chosen')).toContainText('不可用');
  await expect(picker.getByRole('button', { name: '确定' })).toBeDisabled();
  await page.screenshot({ path: 'e2e-artifacts/form-date-unavailable.png' });
  await wheelOption(page, 0, String(now.getFullYear())).tap();
  await expect(picker.getByTestId('date-picker-chosen')).toHaveText(`${today} 可用`);
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(item(page, 'visitDate').getByTestId('form-picker')).toHaveText(today);
  await expect(itemError(page, 'visitDate')).toHaveText('');

  // A minute picker (type minute = ymdhm): hour and minute wheels, no second wheel.
  await item(page, 'happenedAt').getByRole('button', { name: '发生时间' }).click();
  await expect(page.locator('.adm-popup-body:visible .adm-picker-view-column')).toHaveCount(5);
  // The wheels open at the time now and show a few values either side: pick values beside it
  // (a fixed 08:30 was out of sight at most times of day).
  const opened = await page.evaluate(() => [new Date().getHours(), new Date().getMinutes()]);
  const hour = String(opened[0]!).padStart(2, '0');
  const minute = String(opened[1]! >= 55 ? opened[1]! - 2 : opened[1]! + 2).padStart(2, '0');
  happened = `${today}T${hour}:${minute}:00`;
  await wheelOption(page, 3, hour).tap();
  await wheelOption(page, 4, minute).tap();
  await page.getByTestId('date-picker').getByRole('button', { name: '确定' }).click();
  await expect(item(page, 'happenedAt').getByTestId('form-picker')).toHaveText(
    `${today} ${hour}:${minute}`,
  );

  // Image upload: a file over the item's 2 MB is refused with the spec's message; a PNG uploads.
  const album = item(page, 'photos').getByLabel('从相册选择');
  const png = await drawPng(page);
  await album.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]),
  });
  await expect(toast(page)).toHaveText('图片大小不能超过 2.00 M');
  await expect(item(page, 'photos').getByTestId('form-image')).toHaveCount(0);
  await album.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
  const thumbnail = item(page, 'photos').getByTestId('form-image').locator('img');
  await expect(thumbnail).toHaveCount(1);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(240);
  // The whole form from its top (a full-page shot taken scrolled would draw the nav bar midway).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'e2e-artifacts/form-pickers.png', fullPage: true });

  // Submit: the record is written with what the pickers chose.
  await page.getByTestId('form-submit').click();
  await expect(toast(page)).toHaveText('提交成功');
  const after = await newestFeedback(tokens.accessToken);
  expect(after.total).toBe(before.total + 1);
  const saved = after.items[0]!;
  expect(saved.data.title!.iv).toBe('手机上提交的反馈');
  expect(saved.data.category!.iv).toEqual(['praise']);
  expect(saved.data.region!.iv).toEqual(['jiangsu', 'suzhou']);
  expect(new Date(saved.data.visitDate!.iv as string).toISOString()).toBe(
    new Date(`${today}T00:00:00`).toISOString(),
  );
  expect(new Date(saved.data.happenedAt!.iv as string).toISOString()).toBe(
    new Date(happened).toISOString(),
  );
  expect(saved.data.photos!.iv).toHaveLength(1);
});

test('/submit-list lists what the signed-in user submitted to a schema (spec 1 §2 submit list)', async ({
  page,
}) => {
  const tokens = await signInUser(demoUser('admin').phone);
  await signInMobile(page, tokens);
  // The record the test above submitted is the administrator's only feedback; the seeded one
  // was written by nobody.
  const mine = (await newestFeedback(tokens.accessToken)).items.filter(
    (record) => record.data.title?.iv === '手机上提交的反馈',
  );
  await page.goto('/submit-list?schema=feedback');
  const list = page.getByTestId('submit-list');
  await expect(list.locator('.adm-nav-bar')).toContainText('我的提交');
  await expect(list.locator('.adm-list-item')).toHaveCount(mine.length);
  await expect(list.locator('.adm-list-item').first()).toContainText('手机上提交的反馈');
  await expect(list.getByText('我是有底线的~')).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/submit-list.png' });

  // Without ?schema= the page says what to add.
  await page.goto('/submit-list');
  await expect(page.getByText('请在地址中指定要查看的数据表（?schema=名称）')).toBeVisible();
});
