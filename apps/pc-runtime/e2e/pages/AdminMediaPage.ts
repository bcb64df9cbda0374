import type { Locator, Page } from '@playwright/test';

/** Page object for /admin/media, the administration console's media library (issue 27). */
export class AdminMediaPage {
  readonly screen: Locator;
  readonly tree: Locator;
  readonly cards: Locator;
  readonly categoryDialog: Locator;
  readonly confirm: Locator;
  readonly deleteImageDialog: Locator;
  readonly notice: Locator;
  readonly formatError: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('media-admin');
    this.tree = page.getByTestId('category-tree');
    this.cards = page.getByTestId('image-card');
    this.categoryDialog = page.getByTestId('category-dialog');
    this.confirm = page.getByTestId('confirm-dialog');
    this.deleteImageDialog = page.getByTestId('delete-image-dialog');
    this.notice = page.getByTestId('media-notice');
    this.formatError = page.getByTestId('format-error');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/media');
  }

  /** The tree's entry of a category. */
  category(name: string): Locator {
    return this.page.getByTestId(`category-${name}`);
  }

  /** The image card showing a file name. */
  card(name: string): Locator {
    return this.cards.filter({ hasText: name });
  }

  /** Chooses files in the upload button's file picker. */
  async upload(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.page.getByTestId('image-upload-input').setInputFiles(files);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
