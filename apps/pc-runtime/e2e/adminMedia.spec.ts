import { expect, test } from '@playwright/test';
import { photoPng } from '@tessera/test-utils';
import { AdminMediaPage } from './pages/AdminMediaPage.js';
import { signInAs } from './pages/signInAs.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// The administration console's media library (issue 27) against the real server: the
// administrator goes to 媒体库, adds a category, is refused a wrong file type with spec 1 §5's
// persistent message, uploads a photo that the server stores compressed (the card shows the
// upload's size → the stored size, and the served file is that smaller size), sets it as the
// category's default, is refused the delete of the category that is not empty (the server's
// words), reads before a delete that no page uses the image, and empties and deletes the
// category. 张三 is refused the screen. Screenshots go to e2e-artifacts/admin-media-*.png.

/** Bytes as the card prints them (the screen's formatBytes: KB with one decimal). */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe('/admin/media', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('the administrator uploads a photo into a new category, sees it compressed, sets it as default, and is refused the full category’s delete', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    const media = new AdminMediaPage(page);

    await page.goto('/admin/users');
    await page.getByRole('link', { name: '媒体库' }).click();
    await expect(page).toHaveURL(/\/admin\/media$/);
    await expect(media.tree).toContainText('全部图片');

    // A new category, chosen at once.
    await page.getByRole('button', { name: '新增分类' }).click();
    await media.categoryDialog.getByTestId('category-name').fill('活动海报');
    await media.categoryDialog.getByRole('button', { name: '保存' }).click();
    await expect(media.categoryDialog).toBeHidden();
    await expect(media.category('活动海报')).toHaveClass(/Mui-selected/);
    await expect(page.getByTestId('media-heading')).toHaveText('活动海报');
    await expect(media.screen).toContainText('这个分类还没有图片');

    // spec 1 §5: another type is refused, named in a message that stays until closed.
    await media.upload([{ name: 'notes.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') }]);
    await expect(media.formatError).toHaveText('上传失败，格式错误：notes.bmp');
    await expect(media.cards).toHaveCount(0);
    await media.formatError.getByRole('button', { name: 'Close' }).click();
    await expect(media.formatError).toBeHidden();

    // A photo: stored as a smaller WebP, the card shows both sizes.
    const photo = photoPng(640, 400);
    const uploaded = page.waitForResponse((r) => r.url().includes('/postimage'));
    await media.upload([{ name: '春季海报.png', mimeType: 'image/png', buffer: photo }]);
    const answer = (await (await uploaded).json()) as { data: { size: number; url: string } };
    await expect(media.notice).toHaveText('已上传 1 张图片');
    const card = media.card('春季海报.png');
    await expect(card).toHaveCount(1);
    const stored = answer.data.size;
    expect(stored).toBeLessThan(photo.length);
    await expect(card.getByTestId('image-size')).toHaveText(`${kb(photo.length)} → ${kb(stored)}`);
    await expect(card).toContainText('640×400 · WEBP');
    // The thumbnail is the stored file.
    const thumbnail = card.locator('img');
    await expect(thumbnail).toHaveJSProperty('complete', true);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    const src = (await thumbnail.getAttribute('src'))!;
    expect(src).toContain(answer.data.url);
    const served = await page.request.get(new URL(src, page.url()).toString());
    expect((await served.body()).length).toBe(stored);
    await expect(media.category('活动海报')).toContainText('1');
    await media.screenshot('e2e-artifacts/admin-media-uploaded.png');

    // The default image.
    await card.getByRole('button', { name: '设为默认' }).click();
    await expect(media.notice).toHaveText('已设为默认图片');
    await expect(card.getByTestId('default-chip')).toHaveText('默认');
    await expect(card.getByRole('button', { name: '设为默认' })).toHaveCount(0);

    // A category that holds an image: the server refuses, the category stays.
    await page.getByRole('button', { name: '删除分类' }).click();
    await expect(media.confirm).toContainText('确定删除分类“活动海报”吗？');
    await media.confirm.getByRole('button', { name: '删除' }).click();
    await expect(media.confirm).toContainText(
      '分类 活动海报 下还有 1 张图片，请先移走或删除后再删除分类',
    );
    await media.screenshot('e2e-artifacts/admin-media-category-refused.png');
    await media.confirm.getByRole('button', { name: '取消' }).click();
    await expect(media.category('活动海报')).toBeVisible();
    await expect(media.cards).toHaveCount(1);

    // Before a delete: which pages use the image (none), then the image, then the category.
    await card.getByRole('button', { name: '删除' }).click();
    await expect(media.deleteImageDialog.getByTestId('image-usages')).toHaveText(
      '没有页面引用这张图片。',
    );
    await expect(media.deleteImageDialog.getByRole('button', { name: '删除' })).toBeEnabled();
    await media.screenshot('e2e-artifacts/admin-media-delete-image.png');
    await media.deleteImageDialog.getByRole('button', { name: '删除' }).click();
    await expect(media.deleteImageDialog).toBeHidden();
    await expect(media.cards).toHaveCount(0);
    await page.getByRole('button', { name: '删除分类' }).click();
    await media.confirm.getByRole('button', { name: '删除' }).click();
    await expect(media.confirm).toBeHidden();
    await expect(media.category('活动海报')).toHaveCount(0);
  });

  test('the administrator uploads a PDF attachment and previews it, uploads a video, deletes both', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    const media = new AdminMediaPage(page);
    await media.open();

    await page.getByRole('tab', { name: '附件' }).click();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    await page
      .getByTestId('enclosure-upload-input')
      .setInputFiles([{ name: '年度报告.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    const row = page.getByTestId('media-file-row').filter({ hasText: '年度报告.pdf' });
    await expect(row).toHaveCount(1);
    const preview = (await row.getByRole('link', { name: '预览' }).getAttribute('href'))!;
    const shown = await page.request.get(new URL(preview, page.url()).toString());
    expect(shown.headers()['content-type']).toBe('application/pdf');
    expect(shown.headers()['content-disposition']).toMatch(/^inline;/);
    await media.screenshot('e2e-artifacts/admin-media-attachments.png');
    await row.getByRole('button', { name: '删除' }).click();
    await media.confirm.getByRole('button', { name: '删除' }).click();
    await expect(row).toHaveCount(0);

    await page.getByRole('tab', { name: '视频' }).click();
    const mp4 = Buffer.from([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50, 0, 0, 0, 0]);
    await page
      .getByTestId('video-upload-input')
      .setInputFiles([{ name: '产品演示.mp4', mimeType: 'video/mp4', buffer: mp4 }]);
    const video = page.getByTestId('media-file-row').filter({ hasText: '产品演示' });
    await expect(video).toHaveCount(1);
    await media.screenshot('e2e-artifacts/admin-media-videos.png');
    await video.getByRole('button', { name: '删除' }).click();
    await media.confirm.getByRole('button', { name: '删除' }).click();
    await expect(video).toHaveCount(0);
  });

  test('张三 opening /admin/media is refused by the server', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    const media = new AdminMediaPage(page);
    await media.open();
    await expect(page.getByTestId('deny-page')).toBeVisible();
    await expect(page.getByTestId('deny-page')).toContainText('403');
    await media.screenshot('e2e-artifacts/admin-media-denied.png');
  });
});
