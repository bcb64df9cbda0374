import type { Locator, Page } from '@playwright/test';

/** Page object for the runtime's app bar: the signed-in user's menu. */
export class UserMenu {
  readonly button: Locator;
  readonly nickname: Locator;
  readonly signOut: Locator;
  readonly signIn: Locator;

  constructor(page: Page) {
    this.button = page.getByRole('button', { name: '用户菜单' });
    this.nickname = page.getByTestId('user-nickname');
    this.signOut = page.getByRole('menuitem', { name: '退出登录' });
    this.signIn = page.getByRole('banner').getByRole('link', { name: '登录' });
  }

  async logOut(): Promise<void> {
    await this.button.click();
    await this.signOut.click();
  }
}
