import { expect, test } from '@playwright/test';
import { IDENTITY_PATHS } from '@tessera/protocol';
import { AdminDepartmentsPage } from './pages/AdminStructurePages.js';
import { AdminRolesPage } from './pages/AdminRolesPage.js';
import { AdminUsersPage } from './pages/AdminUsersPage.js';
import { signInAs } from './pages/signInAs.js';
import { callServer, demoUser, signInUser } from './server/workflowUsers.js';

// Roles and grants end to end (issue 27) against the real server: the administrator creates a
// department and a user in it, a role with exactly one page (首页) granted, gives it to the user;
// the user, signed in in a second browser context, opens that page and is refused another with
// the spec's deny page (您没有访问权限！); the administrator reads 权限查看 (what the user can do
// and why); the user locks himself out by five wrong passwords (spec 2 lockout rule) and the
// administrator unlocks him. Screenshots go to e2e-artifacts/admin-grants-*.png.

const PHONE = `137${String(Date.now()).slice(-8)}`;
const PASSWORD = 'Grants2026a';
// Names of this run's own (a retry on the same server adds new ones).
const DEPARTMENT = `稽核部${PHONE.slice(-4)}`;
const ROLE = `首页访客${PHONE.slice(-4)}`;

test.describe('roles and grants', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('a role with one page given to a new user: the user sees exactly that page, is locked out and unlocked', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));

    // A department.
    const departments = new AdminDepartmentsPage(page);
    await departments.open();
    await departments.root.click();
    await page.getByRole('button', { name: '新增部门' }).click();
    await departments.dialog.getByLabel('部门名称').fill(DEPARTMENT);
    await departments.dialog.getByRole('button', { name: '保存' }).click();
    await expect(departments.notice).toHaveText(`已新增部门「${DEPARTMENT}」`);

    // A user in it, with an initial password.
    const users = new AdminUsersPage(page);
    await users.open();
    await page.getByRole('button', { name: '新增用户' }).click();
    await users.field('姓名').fill('周稽核');
    await users.field('手机号码').fill(PHONE);
    await users.field('初始密码').fill(PASSWORD);
    await users.dialog.getByLabel('部门').click();
    await page.getByRole('option', { name: DEPARTMENT }).click();
    await page.keyboard.press('Escape');
    await users.dialog.getByRole('button', { name: '保存' }).click();
    await expect(users.dialog).toBeHidden();

    // A role granted exactly one page, given to the user.
    const roles = new AdminRolesPage(page);
    await page.getByRole('link', { name: '角色管理' }).click();
    await page.getByRole('button', { name: '新增角色' }).click();
    await roles.field('角色名称').fill(ROLE);
    await roles.field('角色编码').fill(`home-visitor-${PHONE.slice(-4)}`);
    await roles.dialog.getByRole('button', { name: '保存' }).click();
    await expect(roles.notice).toContainText(`已新增角色「${ROLE}」`);
    await roles.row(ROLE).getByText(ROLE).click();
    const grants = page.getByTestId('page-grants');
    const home = grants.locator('[data-testid="page-grant"][data-page="首页"]');
    await home.getByRole('checkbox', { name: '首页', exact: true }).check();
    // The page's operations come with it; one taken off leaves the page half-ticked.
    await expect(home.getByRole('checkbox', { name: '编辑文章' })).toBeChecked();
    await home.getByRole('checkbox', { name: '删除文章' }).uncheck();
    await expect(home.getByRole('checkbox', { name: '首页', exact: true })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await expect(grants.getByRole('checkbox', { name: '设计站点' })).not.toBeChecked();
    await grants.getByRole('button', { name: '保存权限' }).click();
    await expect(roles.notice).toContainText(`已保存「${ROLE}」的页面和操作权限`);
    await roles.screenshot('e2e-artifacts/admin-grants-role.png');

    await roles.members.getByRole('button', { name: '添加成员' }).click();
    await roles.membersDialog.getByRole('textbox', { name: '搜索用户' }).fill(PHONE);
    await roles.membersDialog.getByRole('button', { name: '查询' }).click();
    await roles.membersDialog.getByTestId('member-choice').filter({ hasText: '周稽核' }).click();
    await roles.membersDialog.getByRole('button', { name: '添加成员' }).click();
    await expect(roles.members.getByTestId('member-row')).toContainText('周稽核');

    // Limited to 稽核部: the user is inside, so nothing changes for him.
    const limits = page.getByTestId('role-limits');
    await limits.getByLabel(/限定部门/).click();
    await page.getByRole('option', { name: DEPARTMENT }).click();
    await page.keyboard.press('Escape');
    await limits.getByRole('button', { name: '保存限定' }).click();
    await expect(roles.notice).toContainText(`已保存「${ROLE}」的限定部门`);

    // The user, in a second browser: 首页 opens, another page is refused.
    const second = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1280, height: 800 },
    });
    const userPage = await second.newPage();
    const tokens = await signInUser(PHONE, PASSWORD);
    await signInAs(second, baseURL!, tokens);
    await userPage.goto(`${baseURL}/home`);
    await expect(userPage.getByText('文章列表').first()).toBeVisible();
    await expect(userPage).toHaveURL(/\/home$/);
    await userPage.screenshot({ path: 'e2e-artifacts/admin-grants-user-home.png' });
    await userPage.goto(`${baseURL}/widgets/lists`);
    await expect(userPage).toHaveURL(/\/deny$/);
    await expect(userPage.getByRole('heading', { level: 1 })).toHaveText('您没有访问权限！');
    await userPage.screenshot({ path: 'e2e-artifacts/admin-grants-user-denied.png' });

    // 权限查看: what the user can do, and why.
    await page.getByRole('link', { name: '用户管理' }).click();
    await users.search(PHONE);
    await users.rowAction(PHONE, '权限查看');
    const abilities = page.getByTestId('user-abilities');
    await expect(abilities).toContainText('周稽核 可以做什么');
    await expect(abilities.getByTestId('abilities-roles')).toContainText(`${ROLE}生效中`);
    const pc = abilities.getByTestId('abilities-subapp').filter({ hasText: '（Pc）' });
    await expect(pc.getByTestId('abilities-page')).toHaveCount(1);
    await expect(pc.getByTestId('abilities-page')).toContainText('首页');
    await expect(pc.getByTestId('abilities-page')).toContainText(ROLE);
    await expect(abilities.getByTestId('abilities-operations')).toContainText('编辑文章');
    await expect(abilities.getByTestId('abilities-operations')).not.toContainText('删除文章');
    await users.screenshot('e2e-artifacts/admin-grants-abilities.png');
    await abilities.getByRole('button', { name: '关闭' }).click();

    // The user locks himself out: five wrong passwords (the account policy's threshold).
    for (let i = 0; i < 5; i += 1) {
      await callServer('POST', IDENTITY_PATHS.checkOldPassword.build({}), {
        body: { oldPassword: `wrong-${i}a` },
        accessToken: tokens.accessToken,
      });
    }
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(users.row(PHONE).getByTestId('user-status')).toContainText('已锁定');
    await users.screenshot('e2e-artifacts/admin-grants-locked.png');
    await users.rowAction(PHONE, '解锁');
    await expect(users.row(PHONE).getByTestId('user-status')).not.toContainText('已锁定');
    await expect((await signInUser(PHONE, PASSWORD)).accessToken).toBeTruthy();
    await second.close();

    // The shard's other files find the demo organisation as seeded: the user goes to the
    // recycle bin and the role is deleted (its grants with it).
    await users.rowAction(PHONE, '删除');
    await users.confirm.getByRole('button', { name: '删除' }).click();
    await expect(users.rows).toHaveCount(0);
    await page.getByRole('link', { name: '角色管理' }).click();
    await roles.rowAction(ROLE, '删除');
    await roles.confirm.getByRole('button', { name: '删除' }).click();
    await expect(roles.notice).toContainText(`已删除角色「${ROLE}」`);
  });
});
