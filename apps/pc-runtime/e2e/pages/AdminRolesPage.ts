import type { Locator, Page } from '@playwright/test';

/** Page object for /admin/roles, the administration console's Roles screen (issue 27). */
export class AdminRolesPage {
  readonly screen: Locator;
  readonly tree: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly members: Locator;
  readonly membersDialog: Locator;
  readonly notice: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId('role-admin');
    this.tree = page.getByTestId('role-tree');
    this.rows = page.getByTestId('role-row');
    this.dialog = page.getByTestId('role-dialog');
    this.confirm = page.getByTestId('confirm-dialog');
    this.members = page.getByTestId('role-members');
    this.membersDialog = page.getByTestId('members-dialog');
    this.notice = page.getByTestId('role-admin-notice');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/roles');
  }

  /** The row of the role with that name. */
  row(name: string): Locator {
    return this.page.locator(`[data-testid="role-row"][data-role="${name}"]`);
  }

  /** A row's action button (编辑角色, 添加成员, 启用, 停用, 删除). */
  async rowAction(name: string, action: string): Promise<void> {
    await this.row(name).getByRole('button', { name: action, exact: true }).click();
  }

  /** A field of the add/edit dialog, by its label. */
  field(label: string): Locator {
    return this.dialog.getByLabel(label);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
