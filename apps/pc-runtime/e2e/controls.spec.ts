import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInWithCookies } from './pages/signInWithCookies.js';

// The controls demo (seed `controlPages.ts`): the always-allowed controls of spec 1 §6 and the
// visible-range dialog of spec 1 §2/§4 over the real organisation calls (the demo account is
// the demo organisation's administrator).
const CONTROLS_URL = '/widgets/controls';
const RANGE_URL = '/widgets/controls/visible-range';

/** Opens a page and waits for its grid (the dev server may still be compiling on a first visit). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('grid-renderer').first()).toBeVisible({ timeout: 30_000 });
}

function rangeControl(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label });
}

async function openRange(page: Page, label: string, title = '可见范围'): Promise<Locator> {
  await rangeControl(page, label).getByRole('button', { name: '选择可见范围' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('controls', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInWithCookies(context, baseURL!);
  });

  test('buttons run their events, the table pages, login and register show', async ({ page }) => {
    await open(page, CONTROLS_URL);
    const nav = page.getByRole('navigation', { name: '控件演示' });
    await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();

    // Button: a click runs its chain (showMessage).
    await page.getByRole('button', { name: '显示消息' }).click();
    await expect(page.getByText('你点击了按钮')).toBeVisible();

    // Button: disabled while its chain runs (a second action 1 s later). A loaded machine can
    // take longer than that second between the click and the first look, so the page records
    // every change of the button's `disabled` state from before the click.
    const save = page.getByRole('button', { name: '保存（1 秒）' });
    await save.evaluate((button: HTMLButtonElement) => {
      const states: boolean[] = [];
      new MutationObserver(() => states.push(button.disabled)).observe(button, {
        attributes: true,
        attributeFilter: ['disabled'],
      });
      Object.assign(window, { saveStates: states });
    });
    await save.click();
    // Messages show one at a time, 4 s each (MESSAGE_AUTO_HIDE_MS): 保存成功 comes third.
    await expect(page.getByText('保存成功')).toBeVisible({ timeout: 15_000 });
    await expect(save).toBeEnabled();
    expect(
      await page.evaluate(() => (window as unknown as { saveStates: boolean[] }).saveStates),
    ).toEqual([true, false]);

    // Table: the bound fields as columns, 10 rows a page, paged through the scheduler.
    const table = page.getByTestId('table-control');
    await expect(table.getByRole('heading', { name: '文章表格' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['标题', '摘要', '创建时间']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('文章 1');
    await expect(table.getByText('1–10 / 共 50 条')).toBeVisible();
    await table.getByRole('button', { name: '下一页' }).click();
    await expect(table.getByText('11–20 / 共 50 条')).toBeVisible();
    await expect(rows.first()).toContainText('文章 11');
    await expect(rows).toHaveCount(10);

    // Login: the signed-in user's name with 退出登录; Register: a link to /register.
    const login = page.getByTestId('login-control');
    await expect(login).toContainText('管理员');
    await expect(login.getByRole('button', { name: '退出登录' })).toBeVisible();
    await expect(page.getByRole('link', { name: '注册新账号' })).toHaveAttribute(
      'href',
      '/register',
    );

    // The user's permissions (roles and operations from user info) and messages.
    const permissions = page.getByTestId('permission-list-control');
    await expect(permissions.getByText('article.edit')).toBeVisible();
    await expect(page.getByRole('region', { name: '系统消息' })).toBeVisible();
    // Back to the top: the app bar is sticky and would cover the buttons in a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'e2e-artifacts/controls-page.png', fullPage: true });

    // Button: a chain that ends by opening another page.
    await page.getByRole('button', { name: '打开可见范围' }).click();
    await expect(page).toHaveURL(new RegExp(`${RANGE_URL}$`));
  });

  test('nav goes to pages, from a link and from a group menu', async ({ page }) => {
    await open(page, CONTROLS_URL);
    const nav = page.getByRole('navigation', { name: '控件演示' });
    await nav.getByRole('link', { name: '可见范围' }).click();
    await expect(page).toHaveURL(new RegExp(`${RANGE_URL}$`));
    await expect(rangeControl(page, '可见范围（多选）')).toBeVisible();

    await page
      .getByRole('navigation', { name: '控件演示' })
      .getByRole('button', { name: '更多' })
      .click();
    await page.getByRole('menuitem', { name: '注册页' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId('register-form')).toBeVisible();
  });

  test('the home page links every widget demo page', async ({ page }) => {
    await open(page, '/home');
    const nav = page.getByRole('navigation', { name: '组件演示' });
    await nav.getByRole('link', { name: '控件', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${CONTROLS_URL}$`));
  });

  test('visible range in multi mode: modes, search, 全选, 移除全部, 确定', async ({ page }) => {
    await open(page, RANGE_URL);
    const dialog = await openRange(page, '可见范围（多选）');
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await expect(dialog.getByRole('radio', { name: '部门' })).toBeChecked();
    await expect(dialog.getByPlaceholder('搜索')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();

    // Departments of the demo organisation.
    await expect(dialog.getByRole('checkbox', { name: '研发部' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: '财务部' })).toBeVisible();

    // Members: nickName labels under their departments; the search narrows the tree.
    await dialog.getByRole('radio', { name: '成员' }).click();
    await expect(dialog.getByRole('checkbox', { name: '张三' })).toBeVisible();
    await dialog.getByPlaceholder('搜索').fill('李');
    await expect(dialog.getByRole('checkbox', { name: '李四' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: '张三' })).toHaveCount(0);
    await dialog.getByPlaceholder('搜索').fill('');

    // 全选 selects every member of the whole tree; 移除全部 clears the selection.
    await dialog.getByRole('checkbox', { name: '全选' }).check();
    for (const name of ['管理员', '张三', '李四', '王五']) {
      await expect(dialog.getByRole('checkbox', { name }).first()).toBeChecked();
    }
    const tags = dialog.getByTestId('visible-range-tags');
    await expect(tags.getByText('王五')).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/controls-visible-range-dialog.png' });
    await dialog.getByRole('button', { name: '移除全部' }).click();
    await expect(dialog.getByTestId('visible-range-count')).toHaveText('已选择 0 项');
    await expect(dialog.getByRole('checkbox', { name: '张三' }).first()).not.toBeChecked();

    // A department, a member and a role, then 确定.
    await dialog.getByRole('checkbox', { name: '张三' }).first().check();
    await dialog.getByRole('radio', { name: '角色' }).click();
    await dialog.getByRole('checkbox', { name: '系统管理员' }).check();
    await dialog.getByRole('radio', { name: '部门' }).click();
    await dialog.getByRole('checkbox', { name: '财务部' }).check();
    await expect(dialog.getByTestId('visible-range-count')).toHaveText('已选择 3 项');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();

    const value = rangeControl(page, '可见范围（多选）').getByTestId('visible-range-value');
    await expect(value.locator('.MuiChip-root')).toHaveText(['张三', '系统管理员', '财务部']);
    await expect(page.getByText('可见范围已更新')).toBeVisible();

    // Reopened, the dialog starts from the chosen items.
    const again = await openRange(page, '可见范围（多选）');
    await expect(again.getByTestId('visible-range-count')).toHaveText('已选择 3 项');
    await expect(again.getByRole('checkbox', { name: '财务部' })).toBeChecked();
    await again.getByRole('button', { name: '取消' }).click();
    await page.screenshot({ path: 'e2e-artifacts/controls-visible-range.png', fullPage: true });
  });

  test('visible range in single mode: a choice replaces the previous one', async ({ page }) => {
    await open(page, RANGE_URL);
    const dialog = await openRange(page, '负责人（单选）', '选择负责人');
    await expect(dialog.getByRole('radio', { name: '成员' })).toBeChecked();
    // No 全选 in a single-select mode.
    await expect(dialog.getByRole('checkbox', { name: '全选' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: '张三' }).first().check();
    await dialog.getByRole('radio', { name: '李四' }).first().check();
    const tags = dialog.getByTestId('visible-range-tags');
    await expect(tags.locator('.MuiChip-root')).toHaveText(['李四']);
    await expect(dialog.getByTestId('visible-range-count')).toHaveText('已选择 1 项');
    await page.screenshot({ path: 'e2e-artifacts/controls-visible-range-single.png' });
    await dialog.getByRole('button', { name: '确定' }).click();
    const value = rangeControl(page, '负责人（单选）').getByTestId('visible-range-value');
    await expect(value.locator('.MuiChip-root')).toHaveText(['李四']);
  });
});

test('a visitor sees the Login control as a sign-in link back to the page', async ({ page }) => {
  // /register is a public page (spec 1 §2): no sign-in needed.
  await open(page, '/register');
  await expect(page.getByTestId('login-control')).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/controls-visitor.png' });
  const login = page.getByTestId('login-control').getByRole('link', { name: '登录' });
  await expect(login).toHaveAttribute('href', '/login?returnUrl=%2Fregister');
});

test('a bottom navigation on Pc: fixed to the foot, the current tab selected, 60 px padding', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithCookies(context, baseURL!);
  await open(page, '/widgets/mobile/tab-articles');
  const bar = page.getByRole('navigation', { name: '底部导航' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: '文章' })).toHaveAttribute('aria-current', 'page');
  const box = await bar.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
  // spec 1 §2: the grid container adds 60px bottom padding when a bottom navigation is present.
  expect(
    await page.getByTestId('page-content').evaluate((node) => getComputedStyle(node).paddingBottom),
  ).toBe('60px');
  await page.screenshot({ path: 'e2e-artifacts/controls-bottom-nav.png' });
  await bar.getByRole('link', { name: '最新' }).click();
  await expect(page).toHaveURL(/\/widgets\/mobile\/tab-latest$/);
  await expect(bar.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'page');
});
