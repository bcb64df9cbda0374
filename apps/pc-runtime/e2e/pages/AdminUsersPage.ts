import type { Locator, Page } from '@playwright/test';

/** Page object for /admin/users, the administration console's People screen (issue 27). */
export class AdminUsersPage {
  readonly screen: Locator;
  readonly tree: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly password: Locator;
  readonly notice: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('user-admin');
    this.tree = page.getByTestId('department-tree');
    this.rows = page.getByTestId('user-row');
    this.dialog = page.getByTestId('user-dialog');
    this.confirm = page.getByTestId('confirm-dialog');
    this.password = page.getByTestId('password-dialog');
    this.notice = page.getByTestId('user-admin-notice');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/users');
  }

  /** The row of the user with that phone (or user name). */
  row(phoneOrName: string): Locator {
    return this.page.locator(`[data-testid="user-row"][data-user="${phoneOrName}"]`);
  }

  async search(keyWord: string): Promise<void> {
    await this.page.getByRole('textbox', { name: '关键字' }).fill(keyWord);
    await this.page.getByRole('button', { name: '查询', exact: true }).click();
  }

  /** Opens a row's 更多操作 menu and chooses `action`. */
  async rowAction(phone: string, action: string): Promise<void> {
    await this.row(phone).getByRole('button', { name: '更多操作' }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** A field of the add/edit dialog, by its label. */
  field(label: string): Locator {
    return this.dialog.getByLabel(label);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
