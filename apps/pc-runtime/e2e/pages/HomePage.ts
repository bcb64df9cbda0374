import type { Locator, Page } from '@playwright/test';

/** Page object for the seeded home page: a grid holding one list widget. */
export class HomePage {
  readonly list: Locator;
  readonly title: Locator;
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByTestId('list-widget');
    this.title = this.list.getByRole('heading');
    this.rows = this.list.getByRole('listitem');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }

  /** The row whose title is exactly `title` ('文章 1' must not match '文章 10'). */
  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
