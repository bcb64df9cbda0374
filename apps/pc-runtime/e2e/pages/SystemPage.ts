import type { Locator, Page } from '@playwright/test';
import { E2E_FAULT_COOKIE, type E2eFault } from '../server/faults.js';

/** Page object for the fixed routes (/deny, /error, /design) and the on-screen messages. */
export class RuntimeScreen {
  readonly heading: Locator;
  /** The Snackbar's alert (spec 1 §8 messages). */
  readonly message: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.message = page.locator('.MuiSnackbar-root').getByRole('alert');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Makes the server answer the page-JSON calls of this browser with `fault`. */
  async failPageCalls(fault: E2eFault, baseURL: string): Promise<void> {
    await this.page.context().addCookies([{ name: E2E_FAULT_COOKIE, value: fault, url: baseURL }]);
  }

  link(name: string): Locator {
    return this.page.getByRole('link', { name });
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
