import { expect, test } from '@playwright/test';
import { photoPng } from '@tessera/test-utils';
import { AdminMediaPage } from './pages/AdminMediaPage.js';
import { DesignerPage } from './pages/DesignerPage.js';
import { signInAs } from './pages/signInAs.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// The designer's image properties pick from the media library (issue 27): the administrator
// uploads a photo into a new category of /admin/media, picks it in the designer as a new page's
// background (从图库选择: categories, search, thumbnails), saves, and the runtime draws the page
// on it. Screenshots e2e-artifacts/designer-library-picker.png, designer-library-background.png.

test('an image picked from the media library becomes the page background in the runtime', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));

  // A photo in a new category of the library.
  const media = new AdminMediaPage(page);
  await media.open();
  await page.getByRole('button', { name: '新增分类' }).click();
  await media.categoryDialog.getByTestId('category-name').fill('页面背景');
  await media.categoryDialog.getByRole('button', { name: '保存' }).click();
  await expect(media.category('页面背景')).toHaveClass(/Mui-selected/);
  const uploaded = page.waitForResponse((r) => r.url().includes('/postimage'));
  await media.upload([{ name: '蓝色背景.png', mimeType: 'image/png', buffer: photoPng(640, 400) }]);
  const { data: image } = (await (await uploaded).json()) as {
    data: { imageId: string; url: string };
  };
  await expect(media.card('蓝色背景.png')).toHaveCount(1);

  // A new page; its background picked from the library.
  const pageId = await new DesignerPage(page).createPage('图库背景页', '/library-background');
  const field = page.getByTestId('page-panel').getByTestId('page-background-image');
  await field.getByRole('button', { name: '从图库选择' }).click();
  const picker = page.getByRole('dialog', { name: '从图库选择' });
  await expect(picker.getByRole('button', { name: '全部图片' })).toBeVisible();
  await picker.getByRole('button', { name: '页面背景' }).click();
  const choice = picker.getByRole('option', { name: '蓝色背景.png' });
  await expect(choice).toHaveCount(1);
  // The search narrows by file name; another word finds nothing in this category.
  await picker.getByPlaceholder('搜索文件名').fill('海报');
  await picker.getByRole('button', { name: '查询' }).click();
  await expect(picker).toContainText('没有图片');
  await picker.getByPlaceholder('搜索文件名').fill('蓝色');
  await picker.getByRole('button', { name: '查询' }).click();
  await choice.click();
  await expect(choice).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByRole('button', { name: '选用' })).toBeEnabled();
  await expect(
    choice.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).resolves.toBeGreaterThan(0);
  await page.screenshot({ path: 'e2e-artifacts/designer-library-picker.png' });
  await picker.getByRole('button', { name: '选用' }).click();
  await expect(picker).toBeHidden();
  await expect(field.getByTestId('page-background-image-preview')).toHaveAttribute(
    'src',
    new RegExp(`${image.imageId}\\.`),
  );
  await new DesignerPage(page).save();

  // The runtime draws the page on the picked image.
  await page.goto(`/page/${pageId}`);
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          [...document.querySelectorAll('body *')].some((element) =>
            getComputedStyle(element).backgroundImage.includes(id),
          ),
        image.imageId,
      ),
    )
    .toBe(true);
  await page.screenshot({ path: 'e2e-artifacts/designer-library-background.png' });
});
