import { expect, test } from '@playwright/test';
import { AdminDepartmentsPage } from './pages/AdminStructurePages.js';
import { signInAs } from './pages/signInAs.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// The administration console's Departments screen (issue 27) against the real server: the
// administrator goes there from 用户管理, reads the tree under 所有部门 and a department's
// supervisor and members, adds a department with a supervisor and one below it, is refused the
// delete of a department with a child in the server's words, drags departments to move them under
// another and to reorder them (read back after a reload), and deletes them; the user list shows
// the same tree; 张三 is refused. Screenshots go to e2e-artifacts/admin-departments-*.png.

test.describe('/admin/departments', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('the administrator adds, moves by dragging, and deletes departments', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // The first file of its shard: it runs while every browser suite builds and starts (50 s in
    // CI of 3640b67, over 120 s in CI of 9d9f87d; 10 s alone).
    test.setTimeout(240_000);
    // A retry runs on the same server as the failed run, whose departments may still be there:
    // its own names keep it from tripping over them (so a slow first run shows up as flaky).
    const again = testInfo.retry > 0 ? String(testInfo.retry + 1) : '';
    const market = `市场部${again}`;
    const brand = `品牌组${again}`;
    const brandRenamed = `品牌部${again}`;
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    const departments = new AdminDepartmentsPage(page);

    await page.goto('/admin/users');
    await page.getByRole('link', { name: '部门管理' }).click();
    await expect(page).toHaveURL(/\/admin\/departments$/);
    await expect(departments.root).toContainText('所有部门');
    await expect(departments.node('研发部')).toBeVisible();
    await expect(departments.node('前端组')).toBeVisible();

    // 财务部: its supervisor and members.
    await departments.node('财务部').click();
    await expect(departments.details.getByTestId('department-title')).toHaveText('财务部');
    await expect(departments.details.getByTestId('department-supervisor')).toHaveText(
      '部门主管：王五',
    );
    await expect(departments.details.getByTestId('department-member')).toContainText(['王五']);
    await departments.screenshot('e2e-artifacts/admin-departments-tree.png');

    // Add at the top level, with a supervisor; the name is required first.
    await departments.root.click();
    await page.getByRole('button', { name: '新增部门' }).click();
    await departments.dialog.getByRole('button', { name: '保存' }).click();
    await expect(departments.dialog).toContainText('请输入部门名称');
    await departments.dialog.getByLabel('部门名称').fill(market);
    await departments.dialog.getByLabel('部门主管').fill('李四');
    await page.getByRole('option', { name: '李四' }).click();
    await departments.screenshot('e2e-artifacts/admin-departments-add.png');
    await departments.dialog.getByRole('button', { name: '保存' }).click();
    await expect(departments.dialog).toBeHidden();
    await expect(departments.notice).toHaveText(`已新增部门「${market}」`);
    await departments.node(market).click();
    await expect(departments.details.getByTestId('department-supervisor')).toHaveText(
      '部门主管：李四',
    );

    // One below it, from the row's own button.
    await departments.node(market).hover();
    await page.getByRole('button', { name: `新增下级部门 ${market}`, exact: true }).click();
    await departments.dialog.getByLabel('部门名称').fill(brand);
    await departments.dialog.getByRole('button', { name: '保存' }).click();
    await expect(departments.notice).toHaveText(`已新增部门「${brand}」`);
    expect(await departments.labels()).toEqual(expect.arrayContaining([market, brand]));

    // The server refuses the delete of a department with a child; its words in the dialog.
    await departments.node(market).click();
    await departments.details.getByRole('button', { name: '删除' }).click();
    await departments.confirm.getByRole('button', { name: '删除' }).click();
    await expect(departments.confirm).toContainText(`部门「${market}」下还有 1 个子部门，不能删除`);
    await departments.screenshot('e2e-artifacts/admin-departments-delete-refused.png');
    await departments.confirm.getByRole('button', { name: '取消' }).click();

    // Drag 品牌组 into 财务部, then 市场部 before 研发部; both read back after a reload.
    await departments.drag(brand, departments.node('财务部'), 'inside');
    await expect(departments.notice).toHaveText(`已移动部门「${brand}」`);
    await departments.drag(market, departments.node('研发部'), 'before');
    await expect(departments.notice).toHaveText(`已移动部门「${market}」`);
    await departments.screenshot('e2e-artifacts/admin-departments-moved.png');
    await page.reload();
    await expect(departments.node(brand)).toBeVisible();
    const order = await departments.labels();
    expect(order.indexOf(market)).toBe(order.indexOf('研发部') - 1);
    // Right under 财务部; a retry may find the failed run's 品牌组 there first.
    if (testInfo.retry === 0) expect(order.indexOf(brand)).toBe(order.indexOf('财务部') + 1);
    else expect(order.indexOf(brand)).toBeGreaterThan(order.indexOf('财务部'));
    await departments.node(brand).click();
    await expect(departments.details).toContainText('上级部门：财务部');

    // Rename through 编辑部门, then delete both (asked first).
    await departments.details.getByRole('button', { name: '编辑部门' }).click();
    await departments.dialog.getByLabel('部门名称').fill(brandRenamed);
    await departments.dialog.getByRole('button', { name: '保存' }).click();
    await expect(departments.notice).toHaveText(`已保存部门「${brandRenamed}」`);
    for (const label of [brandRenamed, market]) {
      await departments.node(label).click();
      await departments.details.getByRole('button', { name: '删除' }).click();
      await expect(departments.confirm).toContainText(`删除部门「${label}」？`);
      await departments.confirm.getByRole('button', { name: '删除' }).click();
      await expect(departments.notice).toHaveText(`已删除部门「${label}」`);
      await expect(departments.node(label)).toHaveCount(0);
    }

    // The user list's tree is the same component, with the same departments (read before
    // leaving this screen: once the link is followed they are gone).
    const labels = await departments.labels();
    expect(labels.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: '用户管理' }).click();
    const usersTree = page.getByTestId('department-tree');
    await expect(usersTree.getByTestId('department-root')).toContainText('所有部门');
    await expect(usersTree.getByTestId('department-node')).toHaveText(labels);
  });

  test('张三 opening /admin/departments is refused by the server', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await new AdminDepartmentsPage(page).open();
    await expect(page.getByTestId('deny-page')).toContainText('403');
  });
});
