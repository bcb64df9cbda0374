import type { Locator, Page } from '@playwright/test';

/** A box on screen (Playwright's boundingBox, never null here). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Page object for a designed page drawn in its shell (widgets README "Page shell"). */
export class LayoutPage {
  readonly layout: Locator;
  readonly header: Locator;
  readonly aside: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly tagBar: Locator;

  constructor(private readonly page: Page) {
    this.layout = page.getByTestId('page-layout');
    this.header = page.getByTestId('layout-header');
    this.aside = page.getByTestId('layout-aside');
    this.main = page.getByTestId('layout-main');
    this.footer = page.getByTestId('layout-footer');
    this.tagBar = page.getByTestId('layout-tag-bar');
  }

  /** Opens a page and waits until its lists show rows. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByTestId('list-widget').first().getByRole('listitem').first().waitFor();
  }

  /** A list widget by its title. */
  list(title: string): Locator {
    return this.page.getByTestId('list-widget').filter({
      has: this.page.getByRole('heading', { name: title, exact: true }),
    });
  }

  async box(locator: Locator): Promise<Box> {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not on screen');
    return box;
  }

  /** A computed style property of an element. */
  async style(locator: Locator, property: string): Promise<string> {
    return locator.evaluate(
      (element, name) => getComputedStyle(element).getPropertyValue(name),
      property,
    );
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
