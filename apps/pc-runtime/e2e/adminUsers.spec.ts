import { expect, test } from '@playwright/test';
import { AdminUsersPage } from './pages/AdminUsersPage.js';
import { signInAs } from './pages/signInAs.js';
import { SignInPage } from './pages/SignInPage.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// The administration console's People screen (issue 27) against the real server: the
// administrator opens /admin/users from the designer's pages bar, filters by keyword and by
// department, adds a user, disables and enables them, resets their password and sees it once,
// acts on a selection, deletes and recovers them, and is shown the server's refusal to disable
// himself;
// 张三 opening /admin/users gets the server's refusal (the deny page). Screenshots go to
// e2e-artifacts/admin-users-*.png.

const PHONE = '13900000123';

test.describe('/admin/users', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('the administrator filters, adds a user, disables and enables them, resets the password once', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    const admin = new AdminUsersPage(page);

    // The designer's pages bar links administrators to the console.
    await page.goto('/design');
    await page.getByRole('link', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(admin.tree).toContainText('所有部门');
    await expect(admin.tree).toContainText('研发部');
    await expect(admin.rows.first()).toBeVisible();
    // Sorted by the server, by phone up, then down.
    const header = page.getByTestId('user-table').getByRole('columnheader');
    await header.getByRole('button', { name: '手机号码' }).click();
    await expect(admin.rows.first()).toHaveAttribute('data-user', '13800000000');
    await header.getByRole('button', { name: '手机号码' }).click();
    await expect(admin.rows.first()).toHaveAttribute('data-user', '13800000003');
    await header.getByRole('button', { name: '手机号码' }).click();
    await expect(admin.rows.first()).toHaveAttribute('data-user', '13800000000');
    await admin.screenshot('e2e-artifacts/admin-users-list.png');

    // Keyword, then department (its subtree).
    await admin.search('张三');
    await expect(admin.rows).toHaveCount(1);
    await expect(admin.rows.first()).toContainText('张三');
    await admin.tree.getByText('财务部').click();
    await expect(page.getByTestId('user-table')).toContainText('没有符合条件的用户');
    await admin.tree.getByText('所有部门').click();
    await expect(admin.rows).toHaveCount(1);

    // Add a user: the phone rule of spec 2 §5 first, then the server's answer.
    await page.getByRole('button', { name: '新增用户' }).click();
    await admin.field('姓名').fill('孙九');
    await admin.field('手机号码').fill('1390000');
    await admin.field('邮箱').fill('sunjiu@example.com');
    await admin.dialog.getByRole('button', { name: '保存' }).click();
    await expect(admin.dialog).toContainText('请输入正确的手机号码');
    await admin.field('手机号码').fill(PHONE);
    await admin.dialog.getByLabel('部门').click();
    await page.getByRole('option', { name: '研发部' }).click();
    await page.keyboard.press('Escape');
    await admin.dialog.getByLabel('角色').click();
    await page.getByRole('option', { name: '申请人' }).click();
    await page.keyboard.press('Escape');
    await admin.screenshot('e2e-artifacts/admin-users-add.png');
    await admin.dialog.getByRole('button', { name: '保存' }).click();
    await expect(admin.dialog).toBeHidden();

    await admin.search('孙九');
    await expect(admin.rows).toHaveCount(1);
    const row = admin.row(PHONE);
    await expect(row).toContainText('研发部');
    await expect(row.getByTestId('user-status')).toContainText('已启用');

    // A second add with the same phone: the server's refusal in the dialog.
    await page.getByRole('button', { name: '新增用户' }).click();
    await admin.field('姓名').fill('孙九二');
    await admin.field('手机号码').fill(PHONE);
    await admin.dialog.getByRole('button', { name: '保存' }).click();
    await expect(admin.dialog.getByTestId('user-dialog-refusal')).toContainText(PHONE);
    await admin.screenshot('e2e-artifacts/admin-users-refused.png');
    await admin.dialog.getByRole('button', { name: '取消' }).click();
    // The request client's own message of the refusal (spec 1 §8), closed.
    await page
      .locator('.MuiSnackbar-root')
      .getByRole('button', { name: /close|关闭/i })
      .click();
    await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);

    // Disable, then enable.
    await admin.rowAction(PHONE, '禁用');
    await expect(row.getByTestId('user-status')).toContainText('已禁用');
    await expect(admin.notice).toContainText('孙九：已禁用');
    await admin.screenshot('e2e-artifacts/admin-users-disabled.png');
    await admin.rowAction(PHONE, '启用');
    await expect(row.getByTestId('user-status')).toContainText('已启用');

    // Reset the password: shown once, gone when closed.
    await admin.rowAction(PHONE, '重置密码');
    await admin.confirm.getByRole('button', { name: '重置密码' }).click();
    const shown = admin.password.getByTestId('one-time-password');
    await expect(shown).toHaveText(/^\S{8,}$/);
    const password = (await shown.textContent())!;
    await expect(admin.password).toContainText('仅显示这一次');
    await admin.screenshot('e2e-artifacts/admin-users-password.png');
    await admin.password.getByRole('button', { name: '关闭' }).click();
    await expect(admin.password).toBeHidden();
    await expect(page.getByText(password)).toHaveCount(0);

    // The selection's bar.
    await row.getByRole('checkbox').check();
    await expect(page.getByTestId('bulk-bar')).toContainText('已选 1 项');
    await admin.screenshot('e2e-artifacts/admin-users-selection.png');
    const bulkBar = page.getByTestId('bulk-bar');
    await bulkBar.getByRole('button', { name: '批量禁用' }).click();
    await expect(admin.notice).toContainText('已处理 1 个用户');
    await expect(row.getByTestId('user-status')).toContainText('已禁用');
    await row.getByRole('checkbox').check();
    await bulkBar.getByRole('button', { name: '批量启用' }).click();
    await expect(row.getByTestId('user-status')).toContainText('已启用');

    // 分配角色 on the selection: the role added, the others kept.
    await row.getByRole('checkbox').check();
    await bulkBar.getByRole('button', { name: '分配角色' }).click();
    await admin.confirm.getByLabel('选择角色').click();
    await page.getByRole('option', { name: '审批人' }).click();
    await admin.screenshot('e2e-artifacts/admin-users-assign-role.png');
    await admin.confirm.getByRole('button', { name: '分配角色' }).click();
    await expect(admin.notice).toHaveText('已为 1 个用户分配角色「审批人」');
    await expect(row).toContainText('审批人');

    // Delete (asked first) to the recycle bin, then recover.
    await admin.rowAction(PHONE, '删除');
    await admin.confirm.getByRole('button', { name: '删除' }).click();
    await expect(admin.notice).toContainText('孙九：已删除');
    await expect(admin.rows).toHaveCount(0);
    await page.getByRole('tab', { name: '回收站' }).click();
    await expect(row.getByTestId('user-status')).toHaveText('已删除');
    await admin.screenshot('e2e-artifacts/admin-users-recycle-bin.png');
    await admin.rowAction(PHONE, '恢复');
    await expect(admin.rows).toHaveCount(0);
    await page.getByRole('tab', { name: '用户' }).click();
    await expect(row).toBeVisible();

    // The server refuses the administrator disabling himself: its message is shown.
    await admin.search('管理员');
    await admin.rowAction('13800000000', '禁用');
    await expect(admin.notice).toContainText('不能停用自己的账号');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.locator('.MuiSnackbar-root').getByRole('alert')).toHaveText(
      '不能停用自己的账号',
    );
    await expect(admin.row('13800000000').getByTestId('user-status')).toContainText('已启用');
    await admin.screenshot('e2e-artifacts/admin-users-self-refused.png');

    // The shard's other files find the demo organisation as seeded: 孙九 goes to the recycle bin.
    await admin.search('孙九');
    await admin.rowAction(PHONE, '删除');
    await admin.confirm.getByRole('button', { name: '删除' }).click();
    await expect(admin.rows).toHaveCount(0);
  });

  test('the administrator signs 李四 out of every session', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // 李四 signed in in a second browser: the console refuses him (403), so he is signed in.
    const lisiContext = await browser.newContext({ locale: 'zh-CN' });
    await signInAs(lisiContext, baseURL!, await signInUser(demoUser('approver1').phone));
    const lisi = await lisiContext.newPage();
    await lisi.goto(`${baseURL}/admin/users`);
    await expect(lisi.getByTestId('deny-page')).toContainText('403');

    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    const admin = new AdminUsersPage(page);
    await admin.open();
    await admin.search('李四');
    const phone = demoUser('approver1').phone;
    await admin.rowAction(phone, '强制下线');
    await expect(admin.confirm).toContainText('将用户「李四」从所有会话中登出？');
    await admin.screenshot('e2e-artifacts/admin-users-sign-out.png');
    await admin.confirm.getByRole('button', { name: '强制下线' }).click();
    await expect(admin.notice).toHaveText(/^已将「李四」登出（结束 [1-9]\d* 个会话）$/);

    // His next call answers 401: the runtime sends him to sign in again.
    await lisi.goto(`${baseURL}/admin/users`);
    await expect(lisi).toHaveURL(SignInPage.url);
    await lisiContext.close();
  });

  test('张三 opening /admin/users is refused by the server', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    const admin = new AdminUsersPage(page);
    await admin.open();
    await expect(page.getByTestId('deny-page')).toBeVisible();
    await expect(page.getByTestId('deny-page')).toContainText('403');
    await admin.screenshot('e2e-artifacts/admin-users-denied.png');
  });
});
