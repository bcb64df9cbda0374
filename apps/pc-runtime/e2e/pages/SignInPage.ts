import type { Locator, Page } from '@playwright/test';
import { E2E_SERVER_ORIGIN } from '../server/e2eOrigins.js';

/** Page object for the identity server's sign-in page (the OIDC provider's login prompt). */
export class SignInPage {
  /** The provider's pages: `{issuer}/interaction/{uid}` on the server's origin. */
  static readonly url = new RegExp(`^${E2E_SERVER_ORIGIN}/oidc/interaction/`);
  readonly phone: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.phone = page.locator('#phone');
    this.password = page.locator('#password');
    this.submit = page.getByRole('button', { name: '登录' });
    this.error = page.getByRole('alert');
  }

  async signIn(phone: string, password: string): Promise<void> {
    await this.phone.fill(phone);
    await this.password.fill(password);
    await this.submit.click();
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
