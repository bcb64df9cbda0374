import { expect, test, type Page } from '@playwright/test';
import { DesignerPage } from './pages/DesignerPage.js';
import { signInWithCookies } from './pages/signInWithCookies.js';

// The page designer against the real server: a designer (the demo administrator) builds a page
// from nothing, binds it, gives it events and a permission, saves, reloads, publishes and uses it
// in the runtime; undo and redo; two tabs saving the same page; the Mobile surface. Screenshots
// of the designer's main states go to e2e-artifacts/designer-*.png.

/** A 240 × 160 PNG drawn in the browser (an image to upload). */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#13c2c2';
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = '#ffffff';
    context.font = 'bold 40px sans-serif';
    context.fillText('空空', 80, 95);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('the page designer at /design', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInWithCookies(context, baseURL!);
  });

  test('builds, binds, saves, reloads, publishes and uses a page without touching JSON', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const designer = new DesignerPage(page);
    await page.goto('/design');
    await expect(page.getByTestId('designer-page').filter({ hasText: '首页' })).toBeVisible();
    await designer.screenshot('e2e-artifacts/designer-pages.png');

    const pageId = await new DesignerPage(page).createPage('设计器文章页', '/designed-articles');
    await expect(page.getByTestId('designer-title')).toHaveText('设计器文章页');
    await expect(designer.controls).toHaveCount(0);

    // spec 1 §2: a click in the palette before a container is chosen asks for one.
    await designer.paletteItem('Button').click();
    await expect(designer.message).toHaveText('请先点击容器位置，再添加控件');
    await expect(designer.controls).toHaveCount(0);

    // A card list dragged onto the grid.
    await designer.drag('List', { x: 60, y: 40 });
    await expect(designer.control('List')).toHaveCount(1);
    await expect(page.getByTestId('dirty-mark')).toBeVisible();

    // Bound to the article schema with a filter and a sort.
    await designer.control('List').click();
    await designer.tab('数据');
    await page.getByTestId('new-data-source').click();
    const sourceDialog = page.getByTestId('data-source-dialog');
    await sourceDialog.getByLabel('名称').fill('文章');
    await designer.choose(sourceDialog, '数据模型', /文章（article）/);
    await designer.choose(sourceDialog, '排序字段', '标题');
    await sourceDialog.getByRole('button', { name: '添加条件' }).click();
    const filter = sourceDialog.getByTestId('ds-filter');
    await designer.choose(filter, '字段', '标题');
    await designer.choose(filter, '比较', '包含');
    await filter.getByLabel('值').fill('文章 1');
    await expect(sourceDialog.getByTestId('ds-odata')).toContainText("contains(title,'文章 1')");
    await designer.screenshot('e2e-artifacts/designer-data-source.png');
    await sourceDialog.getByRole('button', { name: '确定' }).click();
    const panel = page.getByTestId('property-panel');
    await designer.choose(panel, '标题字段', '标题');
    // The canvas draws the bound rows (Design environment, real widget): titles holding 文章 1,
    // sorted by title, newest first.
    await expect(designer.control('List').getByText('文章 19', { exact: true })).toBeVisible();
    await expect(designer.control('List').getByText('文章 2', { exact: true })).toHaveCount(0);

    // A button whose click shows a message when a page variable says so.
    // Choosing the page's grid (its empty part), then a click in the palette adds there.
    await page
      .locator('.tessera-design-grid')
      .first()
      .click({ position: { x: 500, y: 60 } });
    await designer.paletteItem('Button').click();
    await expect(designer.control('Button')).toHaveCount(1);
    await designer.tab('属性');
    await panel.getByLabel('文字').fill('打招呼');
    await designer.tab('事件');
    await page.getByTestId('add-event').click();
    await page.getByTestId('action-text').fill('你好，设计器');
    await page.getByLabel('执行条件').check();
    await page.getByTestId('condition-variable').fill('greet');
    await page.getByTestId('condition-value').fill('yes');
    // A control permission: the button needs an operation.
    await designer.tab('权限');
    await page.getByLabel('启用权限控制').check();
    await designer.choose(page.getByTestId('permission-editor'), '控制方式', /Available/);
    await designer.screenshot('e2e-artifacts/designer-canvas.png');

    // Undo and redo across those steps.
    const undo = page.getByTestId('undo');
    const redo = page.getByTestId('redo');
    await page.getByTestId('design-canvas').click({ position: { x: 5, y: 5 } });
    let undone = 0;
    while ((await designer.control('Button').count()) > 0 && undone < 20) {
      await page.keyboard.press('Control+z');
      undone += 1;
    }
    await expect(designer.control('Button')).toHaveCount(0);
    await expect(designer.control('List')).toHaveCount(1);
    await expect(redo).toBeEnabled();
    for (let i = 0; i < undone; i += 1) await page.keyboard.press('Control+Shift+z');
    await expect(designer.control('Button')).toHaveCount(1);
    await expect(redo).toBeDisabled();
    await expect(designer.control('Button')).toContainText('打招呼');
    await expect(undo).toBeEnabled();

    // Save: the version moves on; a reload keeps the document and the version.
    await expect(designer.version).toHaveText('版本 1');
    await designer.save();
    await expect(designer.version).toHaveText('版本 2');
    await page.reload();
    await expect(designer.version).toHaveText('版本 2');
    await expect(designer.control('List')).toHaveCount(1);
    await expect(designer.control('Button')).toContainText('打招呼');
    await expect(page.getByTestId('saved-mark')).toBeVisible();

    // Not published yet: the runtime does not know the address.
    await page.goto('/designed-articles');
    await expect(page.getByText('抱歉，页面访问出错')).toBeVisible();
    await expect(page.getByText('文章 19', { exact: true })).toHaveCount(0);

    // The design page (Preview) shows the saved version already.
    await page.goto(`/page/${pageId}`);
    await expect(page.getByTestId('preview-page')).toBeVisible();
    await expect(page.getByText('文章 19', { exact: true })).toBeVisible();

    // Publish, then the runtime serves it with its rows.
    await designer.open(pageId);
    await page.getByTestId('publish').click();
    await expect(designer.message).toHaveText('已发布版本 2');
    await page.goto('/designed-articles');
    await expect(page.getByText('文章 19', { exact: true })).toBeVisible();
    await expect(page.getByText('文章 10', { exact: true })).toBeVisible();
    await expect(page.getByText('文章 2', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '打招呼' })).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/designer-published.png' });

    // The version history: who saved when, which one is live.
    await designer.open(pageId);
    await page.getByRole('button', { name: '版本' }).click();
    const versions = page.getByTestId('versions-dialog');
    await expect(versions.getByTestId('page-version')).toHaveCount(2);
    await expect(versions.getByTestId('page-version').first()).toContainText('v2');
    await expect(versions.getByTestId('page-version').first()).toContainText('已发布');
    await expect(versions.getByTestId('page-version').first()).toContainText('管理员');
    await designer.screenshot('e2e-artifacts/designer-versions.png');
    await versions.getByRole('button', { name: '关闭' }).click();

    // The pages list shows it published.
    await page.goto('/design');
    const row = page.getByTestId('designer-page').filter({ hasText: '设计器文章页' });
    await expect(row).toContainText('已发布');
  });

  test('two tabs co-edit: each sees the other’s work, and a save moves both to its version', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const pageId = await new DesignerPage(page).createPage('两个标签页', '/two-tabs');
    const first = new DesignerPage(page);
    const other = await context.newPage();
    const second = new DesignerPage(other);
    await second.open(pageId);

    await page
      .locator('.tessera-design-grid')
      .first()
      .click({ position: { x: 300, y: 300 } });
    await first.paletteItem('Button').click();
    await first.tab('属性');
    await page.getByTestId('property-panel').getByLabel('文字').fill('第一个标签页');

    await other
      .locator('.tessera-design-grid')
      .first()
      .click({ position: { x: 300, y: 300 } });
    await second.paletteItem('Nav').click();
    // Co-edited (designer-ui README "Co-editing"): the first tab's button is already here.
    await expect(second.control('Button')).toContainText('第一个标签页');
    await second.save();
    await expect(second.version).toHaveText('版本 2');
    // The save is the room's: the first tab follows to version 2, nothing left to save.
    await expect(first.version).toHaveText('版本 2');
    await expect(page.getByTestId('saved-mark')).toBeVisible();
    await expect(first.control('Nav')).toHaveCount(1);

    await page.getByTestId('property-panel').getByLabel('文字').fill('保存之后');
    await first.save();
    await expect(first.version).toHaveText('版本 3');
    await expect(second.version).toHaveText('版本 3');
    await expect(page.getByTestId('conflict-dialog')).toBeHidden();

    await other.reload();
    await expect(second.control('Button')).toContainText('保存之后');
    await expect(second.control('Nav')).toHaveCount(1);
  });

  test('a control dragged on the canvas moves, as one step of the history', async ({ page }) => {
    const designer = new DesignerPage(page);
    await new DesignerPage(page).createPage('拖动页', '/drag-page');
    await designer.drag('Button', { x: 30, y: 20 });
    const button = designer.control('Button');
    await expect(button).toHaveCount(1);
    const before = (await button.boundingBox())!;
    await page.mouse.move(before.x + 10, before.y + 10);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(before.x + 10 + i * 30, before.y + 10 + i * 12);
    await page.mouse.up();
    await expect.poll(async () => (await button.boundingBox())!.x - before.x).toBeGreaterThan(200);
    // The grid animates the drop into its cell: read the box once it stands still.
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const x = (await button.boundingBox())!.x;
        const still = x === last;
        last = x;
        return still;
      })
      .toBe(true);
    const moved = (await button.boundingBox())!;
    expect(moved.y).toBeGreaterThan(before.y + 60);
    await page.getByTestId('undo').click();
    await expect.poll(async () => (await button.boundingBox())!.x).toBeCloseTo(before.x, 0);
    await page.getByTestId('redo').click();
    await expect.poll(async () => (await button.boundingBox())!.x).toBeCloseTo(moved.x, 0);
  });

  test('a dragged control shows snap lines and is pulled onto an aligned edge', async ({
    page,
  }) => {
    const designer = new DesignerPage(page);
    await new DesignerPage(page).createPage('对齐线页', '/snap-page');
    await designer.drag('Button', { x: 30, y: 20 });
    await expect(designer.control('Button')).toHaveCount(1);
    await designer.drag('Button', { x: 420, y: 330 });
    await expect(designer.control('Button')).toHaveCount(2);
    const [first, second] = [designer.control('Button').nth(0), designer.control('Button').nth(1)];
    const a = (await first.boundingBox())!;
    const b = (await second.boundingBox())!;
    expect(b.x - a.x).toBeGreaterThan(100);
    // Carry the second button until its left edge is 4 px right of the first's, well below it.
    const start = { x: b.x + 10, y: b.y + 10 };
    const dx = a.x + 4 - b.x;
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++)
      await page.mouse.move(start.x + (dx * i) / 8, start.y - (40 * i) / 8);
    const guide = page.locator('[data-testid="design-snap-guide"][data-axis="x"]');
    await expect(guide.first()).toBeVisible();
    // Pulled onto the line: its left edge is the first button's.
    expect(Math.abs((await second.boundingBox())!.x - a.x)).toBeLessThan(1);
    await designer.screenshot('e2e-artifacts/designer-snap.png');
    await page.mouse.up();
    await expect(page.getByTestId('design-snap-guide')).toHaveCount(0);
  });

  test('page settings: a master page, the theme at once, parameters, undoable variables', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const designer = new DesignerPage(page);
    const panel = page.getByTestId('page-panel');

    // A master page, made in the pages list with its type.
    await page.goto('/design');
    await page.getByRole('button', { name: '新建页面' }).click();
    const dialog = page.getByTestId('page-dialog');
    await dialog.getByLabel('页面标题').fill('活动母版');
    await designer.choose(dialog, '页面类型', '母版页');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/design\/[0-9a-f-]{36}$/);
    const masterId = page.url().split('/').pop()!;
    await expect(panel).toContainText('母版页');

    await new DesignerPage(page).createPage('设置页', '/settings-page');
    // ChangeTheme: the canvas draws in the new theme at once, with no save.
    await designer.choose(panel, '主题', /theme4/);
    await expect(page.locator('[data-theme="theme4"]')).toHaveCount(1);
    await designer.choose(panel, '母版页', '活动母版');
    await expect(panel.getByRole('button', { name: '编辑母版页' })).toBeVisible();

    const parameters = page.getByTestId('page-parameters');
    await parameters.getByRole('button', { name: '添加' }).click();
    await parameters.getByLabel('参数名').fill('id');
    await parameters.getByRole('button', { name: '保存参数' }).click();
    await expect(parameters.getByRole('button', { name: '保存参数' })).toHaveCount(0);

    // Page variables: the name rule in place, added as one undoable step.
    await page.getByTestId('page-tab-variables').click();
    await page.getByTestId('variable-name').fill('1x');
    await expect(panel).toContainText('变量名 1x 无效：只能包含字母、数字和 _，且不能以数字开头');
    await page.getByTestId('variable-name').fill('keyword');
    await page.getByTestId('variable-default').fill('春季');
    await page.getByTestId('variable-commit').click();
    await expect(page.getByTestId('page-variable')).toContainText('keyword');
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('page-variable')).toHaveCount(0);
    await page.getByTestId('redo').click();
    await expect(page.getByTestId('page-variable')).toContainText('默认 春季');
    await designer.save();

    // Everything is still there after a reload: the theme, master page and parameters on the
    // server at once, the variable in the saved version.
    await page.reload();
    await page.getByTestId('page-tab-variables').click();
    await expect(page.getByTestId('page-variable')).toContainText('keyword');
    await page.getByTestId('page-tab-settings').click();
    await expect(page.locator('[data-theme="theme4"]')).toHaveCount(1);
    await expect(panel.getByLabel('母版页', { exact: true })).toHaveText('活动母版');
    await expect(page.getByTestId('page-parameters').getByLabel('参数名')).toHaveValue('id');
    await designer.screenshot('e2e-artifacts/designer-page-settings.png');

    await panel.getByRole('button', { name: '编辑母版页' }).click();
    await expect(page).toHaveURL(new RegExp(`/design/${masterId}$`));
    await expect(page.getByTestId('designer-title')).toHaveText('活动母版');
  });

  test('a layout: a control dropped into its header, its regions styled, drawn so in the preview', async ({
    page,
  }) => {
    const designer = new DesignerPage(page);
    const panel = page.getByTestId('page-panel');
    const pageId = await new DesignerPage(page).createPage('布局页', '/layout-page');
    await designer.choose(panel, '布局', '顶栏 + 内容 + 底栏');
    const header = page.getByTestId('design-region-header');
    await expect(header).toBeVisible();
    await expect(page.getByTestId('design-region-footer')).toBeVisible();
    // The header is a grid of its own: a button dropped there belongs to it, not to the page.
    await designer
      .paletteItem('Button')
      .dragTo(header.getByTestId('design-container-grid'), { targetPosition: { x: 300, y: 20 } });
    await expect(header.getByTestId('design-control')).toHaveCount(1);
    await expect(designer.grid.getByTestId('design-control')).toHaveCount(0);
    await page.getByRole('tab', { name: '大纲' }).click();
    await expect(page.locator('[data-testid="outline-region"][data-region="header"]')).toHaveText(
      '顶栏',
    );
    // The regions' own styles, drawn on the canvas at once.
    await page.getByTestId('design-region-main').click({ position: { x: 600, y: 300 } });
    await page.getByTestId('header-background').fill('#13c2c2');
    await page.getByTestId('header-shadow-color').fill('rgba(0, 0, 0, 0.3)');
    await page.getByTestId('footer-text').fill('版权所有 布局页');
    await expect(header).toHaveCSS('background-color', 'rgb(19, 194, 194)');
    await expect(header).toHaveCSS('box-shadow', 'rgba(0, 0, 0, 0.3) 0px 2px 8px 0px');
    await designer.screenshot('e2e-artifacts/designer-layout.png');
    await designer.save();

    // The preview draws the layout as the runtime does, the button in its header.
    await page.goto(`/page/${pageId}`);
    const shown = page.getByTestId('layout-header');
    await expect(shown.getByRole('button', { name: '按钮' })).toBeVisible();
    await expect(shown).toHaveCSS('background-color', 'rgb(19, 194, 194)');
    await expect(page.getByTestId('layout-footer')).toContainText('版权所有 布局页');
  });

  test('the Mobile surface is 375 × 667', async ({ page }) => {
    const designer = new DesignerPage(page);
    await page.goto('/design');
    await page.getByTestId('designer-page').filter({ hasText: '首页' }).click();
    await expect(designer.controls.first()).toBeVisible();
    await page.getByTestId('surface-mobile').click();
    const box = await designer.surface.boundingBox();
    expect(Math.round(box!.width)).toBe(375);
    expect(Math.round(box!.height)).toBeGreaterThanOrEqual(667);
    await designer.screenshot('e2e-artifacts/designer-mobile.png');
  });

  test('a data source bound to an API model chosen from the server’s models', async ({ page }) => {
    const designer = new DesignerPage(page);
    await new DesignerPage(page).createPage('模型数据页', '/designed-model');
    await designer.drag('List', { x: 60, y: 40 });
    await designer.control('List').click();
    await designer.tab('数据');
    await page.getByTestId('new-data-source').click();
    const dialog = page.getByTestId('data-source-dialog');
    await dialog.getByLabel('名称').fill('搜索');
    await designer.choose(dialog, '来源', 'API 模型');
    // The server's models of that kind, by name; the OLAP one is not offered here.
    await dialog.getByLabel('模型', { exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['文章搜索article-search']);
    await page.getByRole('option', { name: /文章搜索/ }).click();
    await expect(dialog.getByTestId('ds-model')).toContainText('版本 1');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();

    // Reopened, the source names the model and its version.
    await page.getByRole('button', { name: '编辑数据源' }).first().click();
    await expect(dialog.getByTestId('ds-model')).toContainText('文章搜索');
    await expect(dialog.getByTestId('ds-model')).toContainText('版本 1');
    await designer.screenshot('e2e-artifacts/designer-model-source.png');
  });

  test('md, sm and xs draw the page at their widths; lg across the canvas', async ({ page }) => {
    const designer = new DesignerPage(page);
    await page.goto('/design');
    await page.getByTestId('designer-page').filter({ hasText: '首页' }).click();
    await expect(designer.controls.first()).toBeVisible();
    // The page's main grid, with or without a layout around it.
    const main = page.getByTestId('design-main').or(page.getByTestId('design-region-main'));
    const canvas = page.getByTestId('design-canvas');
    const widthOf = async (locator: typeof main) =>
      Math.round((await locator.boundingBox())!.width);
    // lg fills the canvas (less its padding), whatever the window leaves it.
    expect(await widthOf(main)).toBeGreaterThan((await widthOf(canvas)) - 80);
    for (const [breakpoint, width] of [
      ['md', 996],
      ['sm', 768],
      ['xs', 480],
    ] as const) {
      // The breakpoint switcher shows e.g. "lg · ≥1280px".
      await page.getByRole('combobox').filter({ hasText: /px$/ }).click();
      await page.getByRole('option', { name: new RegExp(`^${breakpoint} `) }).click();
      await expect.poll(() => widthOf(main)).toBe(width);
    }
    await designer.screenshot('e2e-artifacts/designer-breakpoint-xs.png');
  });

  test('a list prop (a nav menu) and an image prop (a card list’s empty image) in the canvas and after reload', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const designer = new DesignerPage(page);
    await new DesignerPage(page).createPage('属性编辑页', '/props-page');
    const panel = page.getByTestId('property-panel');
    const grid = page.locator('.tessera-design-grid').first();

    // A nav: two menu entries added, named, the second moved up; one undo step per edit.
    await grid.click({ position: { x: 500, y: 60 } });
    await designer.paletteItem('Nav').click();
    await designer.tab('属性');
    const menu = panel.getByTestId('field-props.navList');
    await menu.getByTestId('field-props.navList-add').click();
    await menu.getByTestId('field-props.navList-add').click();
    await menu.getByTestId('field-props.navList-0-label').fill('首页');
    await menu.getByTestId('field-props.navList-1-label').fill('新闻中心');
    await menu.getByTestId('field-props.navList-1').getByRole('button', { name: '上移' }).click();
    const nav = designer.control('Nav');
    const entries = () => nav.getByText(/^(首页|新闻中心)$/).allTextContents();
    await expect.poll(entries).toEqual(['新闻中心', '首页']);
    await page.getByTestId('undo').click();
    await expect.poll(entries).toEqual(['首页', '新闻中心']);
    await page.getByTestId('redo').click();
    await expect.poll(entries).toEqual(['新闻中心', '首页']);
    // An empty name is refused in place.
    await menu.getByTestId('field-props.navList-0-label').fill('');
    await expect(panel).toContainText('菜单：第 1 项：菜单名称不能为空');
    await menu.getByTestId('field-props.navList-0-label').fill('新闻中心');

    // A card list's empty image: a wrong format refused in the spec's words, then a PNG.
    await grid.click({ position: { x: 500, y: 300 } });
    await designer.paletteItem('CardList').click();
    await designer.tab('属性');
    const file = panel.getByTestId('field-props.noDataImage-file');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(panel.getByTestId('field-props.noDataImage')).toContainText(
      '上传失败，格式错误：notes.txt',
    );
    await file.setInputFiles({
      name: 'empty.png',
      mimeType: 'image/png',
      buffer: await drawPng(page),
    });
    await expect(panel.getByTestId('field-props.noDataImage-preview')).toBeVisible();
    const emptyImage = designer.control('CardList').getByTestId('list-empty').locator('img');
    await expect
      .poll(() => emptyImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(240);
    await designer.screenshot('e2e-artifacts/designer-props-image.png');

    // A data source of a data flow, picked from the server's list, previewed live.
    await designer.tab('数据');
    await page.getByTestId('new-data-source').click();
    const sourceDialog = page.getByTestId('data-source-dialog');
    await designer.choose(sourceDialog, '来源', '数据流');
    await designer.choose(sourceDialog.getByTestId('ds-flow'), '数据流', /文章统计/);
    await sourceDialog.getByLabel('最少阅读量').fill('0');
    await sourceDialog.getByTestId('ds-flow-preview').click();
    await expect(sourceDialog.getByTestId('ds-flow-result')).toContainText('"count"');
    await designer.screenshot('e2e-artifacts/designer-props-data-flow.png');
    await sourceDialog.getByRole('button', { name: '取消' }).click();
    await designer.control('Nav').click();
    await designer.tab('属性');
    await menu
      .getByTestId('field-props.navList-0')
      .getByRole('button', { name: /展开|收起/ })
      .first()
      .click();
    await designer.screenshot('e2e-artifacts/designer-props-list.png');

    // Saved and reloaded: both are in the document and on the canvas.
    await designer.save();
    await page.reload();
    await expect.poll(entries).toEqual(['新闻中心', '首页']);
    await expect
      .poll(() => emptyImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(240);
  });
});
