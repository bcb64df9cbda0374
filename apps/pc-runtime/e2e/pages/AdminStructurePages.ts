import type { Locator, Page } from '@playwright/test';

/** Page object for /admin/departments, the administration console's Departments screen (issue 27). */
export class AdminDepartmentsPage {
  readonly tree: Locator;
  readonly root: Locator;
  readonly details: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly notice: Locator;

  constructor(private readonly page: Page) {
    this.tree = page.getByTestId('department-tree');
    this.root = page.getByTestId('department-root');
    this.details = page.getByTestId('department-details');
    this.dialog = page.getByTestId('department-dialog');
    this.confirm = page.getByTestId('confirm-dialog');
    this.notice = page.getByTestId('department-admin-notice');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/departments');
  }

  /** The tree's row of the department with that name. */
  node(label: string): Locator {
    return this.tree.locator(`[data-testid="department-node"][data-department="${label}"]`);
  }

  /** The departments of the tree in the order shown. */
  async labels(): Promise<string[]> {
    return this.tree
      .getByTestId('department-node')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-department') ?? ''));
  }

  /** Drags a department onto another: its top quarter (before), middle (inside), bottom quarter (after). */
  async drag(label: string, onto: Locator, place: 'before' | 'inside' | 'after'): Promise<void> {
    const box = (await onto.boundingBox())!;
    const y = place === 'before' ? 3 : place === 'after' ? box.height - 3 : box.height / 2;
    await this.node(label).dragTo(onto, { targetPosition: { x: box.width / 2, y } });
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}

/** Page object for /admin/structure: posts, ranks and tags (issue 27). */
export class AdminItemsPage {
  readonly table: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly notice: Locator;
  readonly tagUsers: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByTestId('items-table');
    this.dialog = page.getByTestId('item-dialog');
    this.confirm = page.getByTestId('confirm-dialog');
    this.notice = page.getByTestId('items-notice');
    this.tagUsers = page.getByTestId('tag-users');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/structure');
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="item-row"][data-item="${name}"]`);
  }

  async rowAction(name: string, action: string): Promise<void> {
    await this.row(name).getByRole('button', { name: action, exact: true }).click();
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
