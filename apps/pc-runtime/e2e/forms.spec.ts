import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO } from '@tessera/server/demo';
import { FORM_TEXTS } from '@tessera/widgets';
import { signInAs } from './pages/signInAs.js';
import { callServer, demoUser, signInUser } from './server/workflowUsers.js';

// The form demo pages of apps/server/src/seed/widgetPages/formPages.ts.
const ADD_URL = '/widgets/forms/feedback';
const VIEW_URL = '/widgets/forms/feedback-view';

const form = (page: Page) => page.getByTestId('form-widget');
const item = (page: Page, field: string) =>
  page.locator(`[data-testid="form-item"][data-field="${field}"]`);
const itemError = (page: Page, field: string) => item(page, field).getByTestId('form-item-error');
/** The on-screen message (spec 1 §8 Snackbar). */
const message = (page: Page) => page.locator('.MuiSnackbar-root');

type Feedback = { id: string; status: string; data: Record<string, { iv: unknown }> };

/** The newest feedback records, read back from the database through the content GraphQL query. */
async function newestFeedback(accessToken: string): Promise<{ total: number; items: Feedback[] }> {
  const answer = await callServer('POST', `querygraphqls?app=${DEMO.appId}`, {
    accessToken,
    body: {
      query:
        'query { queryFeedbackContentsWithTotal(top: 3, skip: 0, orderfield: "created", orderasc: false) { total items { id status data } } }',
    },
  });
  expect(answer.rspCd).toBe('00000');
  return (answer.data as { queryFeedbackContentsWithTotal: { total: number; items: Feedback[] } })
    .queryFeedbackContentsWithTotal;
}

const two = (n: number) => String(n).padStart(2, '0');
/** A local day as `yyyy-MM-dd`. */
const dayText = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** A real PNG drawn by the browser (a gradient with a mark), as file bytes. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 240, 160);
    gradient.addColorStop(0, '#1677ff');
    gradient.addColorStop(1, '#13c2c2');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = '#ffffff';
    context.font = 'bold 40px sans-serif';
    context.fillText('Tessera', 40, 95);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe.serial('Form widget (spec 1 §2 Form-item renderer, §5 form items)', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 1100 } });
  let accessToken = '';

  // The dev server's hot-reload socket is held open and silent: edits elsewhere in the working
  // tree must not reload the page (and drop what the form holds) in the middle of a test.
  test.beforeEach(async ({ page }) => {
    await page.routeWebSocket(/\/\?token=/, () => undefined);
  });

  test('an empty submit shows the messages and writes nothing; fixed, the record is saved', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tokens = await signInUser(demoUser('admin').phone);
    accessToken = tokens.accessToken;
    await signInAs(context, baseURL!, tokens);
    const before = await newestFeedback(accessToken);

    page.on('pageerror', (error) => console.log('pageerror', error.message));
    await page.goto(ADD_URL);
    // The first visit compiles the page in the dev server.
    await expect(form(page)).toBeVisible({ timeout: 30_000 });
    await expect(form(page).getByRole('heading', { name: '意见反馈' })).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/forms-empty.png' });

    // Submit with the required items empty: spec 2 §5's messages under the items, nothing sent.
    await page.getByTestId('form-submit').click();
    await expect(itemError(page, 'title')).toHaveText('标题不能为空');
    await expect(itemError(page, 'content')).toHaveText('反馈内容不能为空');
    await expect(itemError(page, 'category')).toHaveText('反馈类型不能为空');
    await expect(itemError(page, 'visitDate')).toHaveText('请选择日期');
    await expect(itemError(page, 'score')).toHaveText('');
    await expect(message(page)).toContainText(FORM_TEXTS.invalid);
    await page.screenshot({ path: 'e2e-artifacts/forms-invalid.png' });
    expect((await newestFeedback(accessToken)).total).toBe(before.total);

    // Inputs check on blur (spec 1 §5): the length rule of minLength 2 / maxLength 30.
    const title = item(page, 'title').getByRole('textbox');
    await title.fill('卡');
    await title.blur();
    await expect(itemError(page, 'title')).toHaveText('标题长度必须在 2 到 30 字符之间');
    await title.fill('列表翻页卡顿');
    await title.blur();
    await expect(itemError(page, 'title')).toHaveText('');
    await expect(item(page, 'title').getByTestId('form-word-limit')).toHaveText('6/30');
    const content = item(page, 'content').getByRole('textbox');
    await content.fill('文章列表翻到第三页时要等两秒。');
    await content.blur();
    await expect(itemError(page, 'content')).toHaveText('');
    // A design rule of type email.
    const contact = item(page, 'contact').getByRole('textbox');
    await contact.fill('lisi');
    await contact.blur();
    await expect(itemError(page, 'contact')).toHaveText('联系邮箱不是有效的电子邮件地址');
    await contact.fill('lisi@example.com');
    await contact.blur();
    await expect(itemError(page, 'contact')).toHaveText('');

    // The select checks on change.
    await item(page, 'category').getByRole('combobox').click();
    await page.getByRole('option', { name: '问题报告' }).click();
    await expect(itemError(page, 'category')).toHaveText('');
    await expect(item(page, 'category')).toContainText('问题报告');

    // Number step = step / 10^decimals = 5 / 10 = 0.5, for the arrow keys and the buttons.
    const score = item(page, 'score').getByRole('spinbutton');
    await score.fill('1');
    await score.press('ArrowUp');
    await expect(score).toHaveValue('1.5');
    await item(page, 'score').getByRole('button', { name: '增加' }).click();
    await expect(score).toHaveValue('2');

    // The date picker: days after today + 30 are 不可用 and cannot be confirmed; today can.
    const now = new Date();
    await item(page, 'visitDate').getByRole('textbox').click();
    const picker = page.getByTestId('date-picker');
    await expect(picker).toBeVisible();
    await picker.getByRole('button', { name: '下个月' }).click();
    await picker.getByRole('button', { name: '下个月' }).click();
    const far = dayText(new Date(now.getFullYear(), now.getMonth() + 2, 15));
    const farCell = picker.locator(`[data-testid="date-cell"][data-date="${far}"]`);
    await expect(farCell).toHaveAttribute('data-available', 'false');
    await expect(farCell).toContainText(FORM_TEXTS.unavailable);
    await farCell.click();
    await expect(picker.getByTestId('date-picker-chosen')).toHaveText(
      `${far} ${FORM_TEXTS.unavailable}`,
    );
    await expect(picker.getByRole('button', { name: FORM_TEXTS.confirm })).toBeDisabled();
    await page.screenshot({ path: 'e2e-artifacts/forms-date-unavailable.png' });
    await picker.getByRole('button', { name: '上个月' }).click();
    await picker.getByRole('button', { name: '上个月' }).click();
    const today = dayText(now);
    const todayCell = picker.locator(`[data-testid="date-cell"][data-date="${today}"]`).first();
    await expect(todayCell).toHaveAttribute('data-available', 'true');
    await todayCell.click();
    await picker.getByRole('button', { name: FORM_TEXTS.confirm }).click();
    await expect(picker).toBeHidden();
    await expect(item(page, 'visitDate').getByRole('textbox')).toHaveValue(today);
    await expect(itemError(page, 'visitDate')).toHaveText('');
    // A minute picker (date item type minute = ymdhm): the day, then hour and minute columns.
    await item(page, 'happenedAt').getByRole('textbox').click();
    await expect(picker).toBeVisible();
    await picker.locator(`[data-testid="date-cell"][data-date="${today}"]`).first().click();
    await picker.getByRole('combobox', { name: FORM_TEXTS.hour }).click();
    await page.getByRole('option', { name: '08', exact: true }).click();
    await picker.getByRole('combobox', { name: FORM_TEXTS.minute }).click();
    await page.getByRole('option', { name: '30', exact: true }).click();
    await expect(picker.getByRole('combobox', { name: FORM_TEXTS.second })).toHaveCount(0);
    await picker.getByRole('button', { name: FORM_TEXTS.confirm }).click();
    await expect(item(page, 'happenedAt').getByRole('textbox')).toHaveValue(`${today} 08:30`);

    // Image upload: a wrong format stays on screen with the spec's message; a PNG is uploaded.
    const upload = item(page, 'photos').locator('input[type=file]');
    await upload.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(item(page, 'photos').getByTestId('form-upload-error')).toContainText(
      '上传失败，格式错误：notes.txt',
    );
    await page.screenshot({ path: 'e2e-artifacts/forms-upload-format-error.png' });
    await upload.setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: await drawPng(page),
    });
    const thumbnail = item(page, 'photos').getByTestId('form-image').locator('img');
    await expect(thumbnail).toHaveCount(1);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(240);
    await item(page, 'photos').getByTestId('form-upload-error').getByRole('button').click();
    await expect(item(page, 'photos').getByTestId('form-upload-error')).toBeHidden();
    await page.screenshot({ path: 'e2e-artifacts/forms-filled.png' });

    // Submit: the record is in the database, as a Draft (spec 1 §4), dates as ISO (spec 1 §5).
    await page.getByTestId('form-submit').click();
    await expect(message(page)).toContainText(FORM_TEXTS.submitted, { timeout: 15_000 });
    const after = await newestFeedback(accessToken);
    expect(after.total).toBe(before.total + 1);
    const saved = after.items[0]!;
    expect(saved.status).toBe('Draft');
    expect(saved.data.title!.iv).toBe('列表翻页卡顿');
    expect(saved.data.category!.iv).toEqual(['bug']);
    expect(saved.data.score!.iv).toBe(2);
    expect(saved.data.contact!.iv).toBe('lisi@example.com');
    expect(new Date(saved.data.visitDate!.iv as string).toISOString()).toBe(
      new Date(`${today}T00:00:00`).toISOString(),
    );
    expect(new Date(saved.data.happenedAt!.iv as string).toISOString()).toBe(
      new Date(`${today}T08:30:00`).toISOString(),
    );
    expect(saved.data.photos!.iv).toHaveLength(1);
    // Adding mode again: a fresh entry to fill.
    await expect(title).toHaveValue('');
    await page.screenshot({ path: 'e2e-artifacts/forms-submitted.png' });
  });

  test('the view-only page shows the newest feedback as values, images as thumbnails with preview', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    await page.goto(VIEW_URL);
    await expect(form(page)).toHaveAttribute('data-mode', 'view', { timeout: 30_000 });
    await expect(item(page, 'title').getByTestId('form-value')).toHaveText('列表翻页卡顿');
    await expect(item(page, 'category').getByTestId('form-value')).toHaveText('问题报告');
    await expect(item(page, 'score').getByTestId('form-value')).toHaveText('2.0');
    await expect(item(page, 'video')).toContainText(FORM_TEXTS.noVideo);
    // Values, not inputs; no submit.
    await expect(form(page).locator('input, textarea, [role=combobox]')).toHaveCount(0);
    await expect(page.getByTestId('form-submit')).toHaveCount(0);
    const thumbnail = item(page, 'photos').getByTestId('form-image');
    await expect(thumbnail).toHaveCount(1);
    await page.screenshot({ path: 'e2e-artifacts/forms-view.png' });
    await thumbnail.getByRole('button', { name: '预览 screen.png' }).click();
    const preview = page.getByRole('dialog');
    await expect(preview.getByTestId('form-image-preview')).toBeVisible();
    await expect
      .poll(() =>
        preview
          .getByTestId('form-image-preview')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(240);
    await page.screenshot({ path: 'e2e-artifacts/forms-preview.png' });
  });
});
