import type { Locator, Page } from '@playwright/test';

/** Page object of a designed page in the mobile runtime (the mobile page shell's markup). */
export class MobilePage {
  readonly layout: Locator;
  readonly header: Locator;
  readonly footer: Locator;
  readonly content: Locator;
  readonly cells: Locator;
  readonly lists: Locator;
  /** The rows of the page's lists (antd-mobile list items). */
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.layout = page.getByTestId('page-layout');
    this.header = page.getByTestId('layout-header');
    this.footer = page.getByTestId('layout-footer');
    this.content = page.getByTestId('page-content');
    this.cells = page.locator('[data-control-id]');
    this.lists = page.getByTestId('list-widget');
    this.rows = this.lists.locator('.adm-list-item');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits for the page's shell and its fonts, then saves a full-page screenshot. */
  async screenshot(path: string): Promise<void> {
    await this.page.evaluate(() => document.fonts.ready);
    await this.page.screenshot({ path, fullPage: true });
  }
}
