import { expect, test } from '@playwright/test';
import { AdminRolesPage } from './pages/AdminRolesPage.js';
import { signInAs } from './pages/signInAs.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// The administration console's Roles screen (issue 27) against the real server: the
// administrator goes from 用户管理 to 角色管理, adds a role, renames it, adds 张三 to it and sees
// him listed, grants it a page (tri-state checks), disables and enables it, is refused a built-in role's delete with the server's
// message, deletes the new role; 张三 opening /admin/roles gets the server's refusal (the deny
// page). Screenshots go to e2e-artifacts/admin-roles-*.png.

test.describe('/admin/roles', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('the administrator adds, renames, staffs, disables and enables, and deletes a role', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    const roles = new AdminRolesPage(page);

    // From the People screen to the Roles screen by the console's links.
    await page.goto('/admin/users');
    await page.getByRole('link', { name: '角色管理' }).click();
    await expect(page).toHaveURL(/\/admin\/roles$/);
    await expect(roles.tree).toContainText('所有角色');
    await expect(roles.row('系统管理员').getByTestId('role-status')).toContainText('系统内置');
    await expect(roles.row('申请人')).toBeVisible();
    await roles.screenshot('e2e-artifacts/admin-roles-list.png');

    // Add: the form's rules first, then the server's answer.
    await page.getByRole('button', { name: '新增角色' }).click();
    await roles.field('角色名称').fill('稽核员');
    await roles.field('角色编码').fill('9x');
    await roles.dialog.getByRole('button', { name: '保存' }).click();
    await expect(roles.dialog).toContainText('角色编码只能以字母开头');
    await roles.field('角色编码').fill('inspector');
    await roles.screenshot('e2e-artifacts/admin-roles-add.png');
    await roles.dialog.getByRole('button', { name: '保存' }).click();
    await expect(roles.dialog).toBeHidden();
    await expect(roles.notice).toContainText('已新增角色「稽核员」');
    await expect(roles.row('稽核员').getByTestId('role-status')).toHaveText('已启用');
    await expect(roles.tree).toContainText('稽核员');

    // Rename.
    await roles.rowAction('稽核员', '编辑角色');
    await roles.field('角色名称').fill('稽核专员');
    await roles.dialog.getByRole('button', { name: '保存' }).click();
    await expect(roles.dialog).toBeHidden();
    await expect(roles.row('稽核专员')).toBeVisible();
    await expect(roles.row('稽核员')).toHaveCount(0);

    // Members: 张三 added, listed, counted.
    await roles.row('稽核专员').getByText('稽核专员').click();
    await expect(roles.members).toContainText('该角色还没有成员');
    await roles.members.getByRole('button', { name: '添加成员' }).click();
    await roles.membersDialog.getByRole('textbox', { name: '搜索用户' }).fill('张三');
    await roles.membersDialog.getByRole('button', { name: '查询' }).click();
    await roles.membersDialog.getByTestId('member-choice').filter({ hasText: '张三' }).click();
    await roles.screenshot('e2e-artifacts/admin-roles-add-members.png');
    await roles.membersDialog.getByRole('button', { name: '添加成员' }).click();
    await expect(roles.membersDialog).toBeHidden();
    const zhang = roles.members.getByTestId('member-row');
    await expect(zhang).toHaveCount(1);
    await expect(zhang).toContainText('张三');
    await expect(roles.row('稽核专员').getByTestId('role-user-count')).toHaveText('1 人');
    await roles.screenshot('e2e-artifacts/admin-roles-members.png');

    // Page grants: one page ticked makes its type and the sub-app partly ticked; saved, and read
    // back from the server when the role is chosen again.
    const grants = page.getByTestId('page-grants');
    const firstPage = grants.getByTestId('page-grant').first();
    const title = (await firstPage.getAttribute('data-page'))!;
    await firstPage.getByRole('checkbox', { name: title, exact: true }).check();
    const group = grants.getByTestId('page-grant-group').first().getByRole('checkbox').first();
    await expect(group).toHaveAttribute('data-indeterminate', 'true');
    await grants.getByRole('button', { name: '保存权限' }).click();
    await expect(roles.notice).toContainText('已保存「稽核专员」的页面和操作权限');
    await roles.screenshot('e2e-artifacts/admin-roles-page-grants.png');
    await roles.tree.getByText('所有角色').click();
    await expect(grants).toBeHidden();
    await roles.tree.getByText('稽核专员').click();
    await expect(grants.getByRole('checkbox', { name: title, exact: true })).toBeChecked();

    // Disable, then enable.
    await roles.rowAction('稽核专员', '停用');
    await expect(roles.row('稽核专员').getByTestId('role-status')).toHaveText('已停用');
    await expect(roles.notice).toContainText('稽核专员：已停用');
    await roles.screenshot('e2e-artifacts/admin-roles-disabled.png');
    await roles.rowAction('稽核专员', '启用');
    await expect(roles.row('稽核专员').getByTestId('role-status')).toHaveText('已启用');

    // A built-in role: the server refuses its delete, its message in the dialog.
    await roles.rowAction('系统管理员', '删除');
    await roles.confirm.getByRole('button', { name: '删除' }).click();
    await expect(roles.confirm).toContainText('系统内置角色「系统管理员」不能删除');
    await roles.screenshot('e2e-artifacts/admin-roles-built-in-refused.png');
    await roles.confirm.getByRole('button', { name: '取消' }).click();
    await expect(roles.row('系统管理员')).toBeVisible();

    // 张三 taken back, then the role deleted (asked first).
    await roles.row('稽核专员').getByText('稽核专员').click();
    await zhang.getByRole('button', { name: '移出' }).click();
    await roles.confirm.getByRole('button', { name: '移出' }).click();
    await expect(roles.members).toContainText('该角色还没有成员');
    await roles.rowAction('稽核专员', '删除');
    await roles.confirm.getByRole('button', { name: '删除' }).click();
    await expect(roles.notice).toContainText('已删除角色「稽核专员」');
    await expect(roles.row('稽核专员')).toHaveCount(0);
    await expect(roles.tree).not.toContainText('稽核专员');
  });

  test('张三 opening /admin/roles is refused by the server', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    const roles = new AdminRolesPage(page);
    await roles.open();
    await expect(page.getByTestId('deny-page')).toBeVisible();
    await expect(page.getByTestId('deny-page')).toContainText('403');
    await roles.screenshot('e2e-artifacts/admin-roles-denied.png');
  });
});
