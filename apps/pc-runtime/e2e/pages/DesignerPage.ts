import { expect, type Locator, type Page } from '@playwright/test';
import { signInWithCookies } from './signInWithCookies.js';

/** The window the co-editing specs draw the designer in. */
export const DESIGNER_VIEWPORT = { width: 1600, height: 900 };

/** Page object for the designer (/design and /design/{pageId}). */
export class DesignerPage {
  readonly grid: Locator;
  readonly surface: Locator;
  readonly controls: Locator;
  readonly saveButton: Locator;
  readonly version: Locator;
  readonly message: Locator;
  /** The co-editing chip (离线 / 在线 / 已同步). */
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByTestId('design-grid');
    this.surface = page.getByTestId('design-surface');
    this.controls = page.getByTestId('design-control');
    this.saveButton = page.getByTestId('save');
    this.version = page.getByTestId('designer-version');
    this.message = page.locator('.MuiSnackbar-root').getByRole('alert');
    this.status = page.getByTestId('collaboration-status');
  }

  /**
   * Signs the demo administrator in on `page`'s context, sizes the window and creates and opens
   * a new page: answers the designer and the page's id.
   */
  static async onNewPage(
    page: Page,
    baseURL: string,
    title: string,
    url: string,
  ): Promise<{ designer: DesignerPage; pageId: string }> {
    await signInWithCookies(page.context(), baseURL);
    await page.setViewportSize(DESIGNER_VIEWPORT);
    const designer = new DesignerPage(page);
    return { designer, pageId: await designer.createPage(title, url) };
  }

  /** Creates a page from /design (新建页面) and opens it: answers the new page's id. */
  async createPage(title: string, url: string): Promise<string> {
    await this.page.goto('/design');
    await expect(this.page.getByTestId('designer-pages')).toBeVisible();
    await this.page.getByRole('button', { name: '新建页面' }).click();
    const dialog = this.page.getByTestId('page-dialog');
    await dialog.getByLabel('页面标题').fill(title);
    await dialog.getByLabel('页面地址').fill(url);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(this.page).toHaveURL(/\/design\/[0-9a-f-]{36}$/);
    return this.page.url().split('/').pop()!;
  }

  async open(pageId: string): Promise<void> {
    await this.page.goto(`/design/${pageId}`);
    await expect(this.page.getByTestId('designer')).toBeVisible();
    await expect(this.page.getByTestId('palette')).toBeVisible();
  }

  paletteItem(typeName: string): Locator {
    return this.page.locator(`[data-testid="palette-item"][data-type-name="${typeName}"]`);
  }

  control(typeName: string): Locator {
    return this.page.locator(`[data-testid="design-control"][data-type-name="${typeName}"]`);
  }

  /** The control with that id on the canvas. */
  byId(id: string): Locator {
    return this.page.locator(`[data-testid="design-control"][data-control-id="${id}"]`);
  }

  /** Drags a control on the canvas by (dx, dy) px in small steps, as a hand does. */
  async dragBy(control: Locator, dx: number, dy: number): Promise<void> {
    const box = (await control.boundingBox())!;
    await this.page.mouse.move(box.x + 10, box.y + 10);
    await this.page.mouse.down();
    for (let i = 1; i <= 8; i++)
      await this.page.mouse.move(box.x + 10 + (dx * i) / 8, box.y + 10 + (dy * i) / 8);
    await this.page.mouse.up();
  }

  /** Selects the control with that id and types `text` into its 属性 › 文字 field. */
  async editLabel(id: string, text: string): Promise<void> {
    await this.byId(id).click();
    await this.tab('属性');
    await this.page.getByTestId('property-panel').getByLabel('文字').fill(text);
  }

  /** The page JSON the tab holds, as its 页面 JSON dialog shows it. */
  async pageJson(): Promise<string> {
    await this.page.getByTestId('page-json-open').click();
    const text = (await this.page.getByTestId('page-json').textContent()) ?? '';
    const dialog = this.page.getByTestId('page-json-dialog');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    return text;
  }

  /** Drags a control type from the palette onto the page's grid at (x, y) px from its corner. */
  async drag(typeName: string, target: { x: number; y: number }): Promise<void> {
    await this.paletteItem(typeName).dragTo(this.grid, { targetPosition: target });
  }

  async tab(name: '属性' | '样式' | '数据' | '事件' | '权限'): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  /** Picks `option` in the MUI select labelled `label` (inside `scope`). */
  async choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
    await scope.getByLabel(label, { exact: true }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.page.getByTestId('saved-mark')).toBeVisible();
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: false });
  }
}
