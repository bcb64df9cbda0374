import { expect, test } from '@playwright/test';
import { AdminItemsPage } from './pages/AdminStructurePages.js';
import { signInAs } from './pages/signInAs.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// Posts (jobs), ranks and tags of the administration console (issue 27) against the real server:
// the administrator opens 岗位职级标签 from the console's bar, adds a post (its name required
// first, a taken name refused in the server's words), renames, disables and enables, deletes it;
// reads the ranks; chooses a tag and sees its users. Screenshots: e2e-artifacts/admin-structure-*.png.

test.describe('/admin/structure', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('the administrator manages posts and reads a tag’s users', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    const items = new AdminItemsPage(page);

    await page.goto('/admin/users');
    await page.getByRole('link', { name: '岗位职级标签' }).click();
    await expect(page).toHaveURL(/\/admin\/structure$/);
    await expect(page.getByRole('tab', { name: '岗位', selected: true })).toBeVisible();
    await expect(items.row('工程师')).toBeVisible();
    await expect(items.row('经理')).toContainText('2 人');
    await items.screenshot('e2e-artifacts/admin-structure-posts.png');

    // Add: the name first, then the server's refusal of a taken name.
    await page.getByRole('button', { name: '新增岗位' }).click();
    await items.dialog.getByRole('button', { name: '保存' }).click();
    await expect(items.dialog).toContainText('请输入岗位名称');
    await items.dialog.getByLabel('岗位名称').fill('会计');
    await items.dialog.getByRole('button', { name: '保存' }).click();
    await expect(items.dialog).toContainText('岗位「会计」已存在');
    await items.dialog.getByLabel('岗位名称').fill('架构师');
    await items.dialog.getByRole('button', { name: '保存' }).click();
    await expect(items.notice).toHaveText('已新增「架构师」');
    await expect(items.row('架构师')).toContainText('0 人');

    // Rename, disable, enable.
    await items.rowAction('架构师', '编辑岗位');
    await items.dialog.getByLabel('岗位名称').fill('首席架构师');
    await items.dialog.getByRole('button', { name: '保存' }).click();
    await expect(items.notice).toHaveText('已保存「首席架构师」');
    await items.rowAction('首席架构师', '停用');
    await expect(items.row('首席架构师')).toContainText('已停用');
    await expect(items.notice).toHaveText('首席架构师：已停用');
    await items.screenshot('e2e-artifacts/admin-structure-disabled.png');
    await items.rowAction('首席架构师', '启用');
    await expect(items.row('首席架构师')).toContainText('已启用');

    // Search by name on the server, then delete (asked first).
    await page.getByRole('textbox', { name: '岗位名称' }).fill('架构');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByTestId('item-row')).toHaveCount(1);
    await items.rowAction('首席架构师', '删除');
    await expect(items.confirm).toContainText('删除岗位「首席架构师」？');
    await items.confirm.getByRole('button', { name: '删除' }).click();
    await expect(items.notice).toHaveText('已删除「首席架构师」');
    await expect(page.getByTestId('items-table')).toContainText('没有符合条件的岗位');

    // Ranks, then a tag's users.
    await page.getByRole('tab', { name: '职级' }).click();
    await expect(items.row('高级')).toBeVisible();
    await page.getByRole('tab', { name: '标签' }).click();
    await items.row('远程办公').click();
    await expect(items.tagUsers).toContainText('标签用户 · 远程办公');
    await expect(items.tagUsers.getByTestId('tag-user')).toHaveText([/李四/]);
    await items.screenshot('e2e-artifacts/admin-structure-tag-users.png');
  });

  test('张三 reads the lists but the server refuses his change', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    const items = new AdminItemsPage(page);
    await items.open();
    await expect(items.row('工程师')).toBeVisible();
    await page.getByRole('button', { name: '新增岗位' }).click();
    await items.dialog.getByLabel('岗位名称').fill('越权岗位');
    await items.dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('deny-page')).toContainText('403');
  });
});
