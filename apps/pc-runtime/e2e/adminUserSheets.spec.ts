import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AdminUsersPage } from './pages/AdminUsersPage.js';
import { signInAs } from './pages/signInAs.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// The People screen's 导出 and 导入 (issue 27) against the real server: the administrator
// exports the list (a file named 用户列表-<date>.xlsx that opens as a sheet holding the seeded
// users, then only those of the filter in force), and imports a sheet made here with exceljs,
// one good row and one bad: the report shows both, the good user appears in the list.
// Screenshots go to e2e-artifacts/admin-users-import*.png.

/** The rows of the first sheet of an .xlsx file, as the cells' texts. */
async function sheetRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text));
  });
  return rows;
}

test.describe('/admin/users export and import', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('exports the filtered list and imports a sheet with a good and a bad row', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    const admin = new AdminUsersPage(page);
    await admin.open();
    await expect(admin.rows.first()).toBeVisible();

    // 导出 with no filter: every seeded user.
    const today = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    const fileName = `用户列表-${today.getFullYear()}-${two(today.getMonth() + 1)}-${two(today.getDate())}.xlsx`;
    const exported = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);
      const path = testInfo.outputPath(`export-${Date.now()}.xlsx`);
      await download.saveAs(path);
      return sheetRows(path);
    };
    const all = await exported();
    expect(all[0]).toEqual([
      '用户名',
      '姓名',
      '手机号码',
      '邮箱',
      '部门',
      '岗位',
      '职级',
      '角色',
      '标签',
      '状态',
      '有效期至',
      '最后登录',
      '创建时间',
    ]);
    const names = all.slice(1).map((row) => row[1]);
    for (const name of ['管理员', '张三', '李四', '王五']) expect(names).toContain(name);
    // With the filter in force: 财务部 holds 王五 only.
    await admin.tree.getByText('财务部').click();
    await expect(admin.rows).toHaveCount(1);
    const finance = await exported();
    expect(finance.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['wangwu', '王五', '13800000003'],
    ]);
    await admin.tree.getByText('所有部门').click();

    // 导入: a sheet with one good row and one bad phone.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('导入');
    sheet.addRow(['用户名', '姓名', '手机号码', '邮箱', '部门', '岗位', '职级', '角色', '标签']);
    sheet.addRow([
      'qianqi',
      '钱七',
      '13900000456',
      'qianqi@example.com',
      '财务部',
      '会计',
      '',
      '申请人',
      '',
    ]);
    sheet.addRow(['', '孙八', '1390000', '', '研发部', '', '', '', '']);
    const upload = testInfo.outputPath('新同事.xlsx');
    await workbook.xlsx.writeFile(upload);

    await page.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByTestId('user-import-dialog');
    await expect(dialog).toContainText('导入用户');
    await dialog.getByTestId('user-import-input').setInputFiles(upload);
    await expect(dialog.getByTestId('user-import-file')).toContainText('新同事.xlsx');
    await dialog.getByRole('button', { name: '上传' }).click();
    await expect(dialog.getByTestId('user-import-summary')).toHaveText(
      '已导入 1 个用户，1 行未导入',
    );
    const rows = dialog.getByTestId('user-import-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('2');
    await expect(rows.nth(0)).toContainText('已导入');
    await expect(rows.nth(0)).toContainText('钱七');
    await expect(rows.nth(1)).toContainText('3');
    await expect(rows.nth(1)).toContainText('未导入');
    await expect(rows.nth(1)).toContainText('请输入正确的手机号码');
    await admin.screenshot('e2e-artifacts/admin-users-import.png');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();

    // The good row is a user of the list; the bad one is not.
    await admin.search('钱七');
    await expect(admin.rows).toHaveCount(1);
    await expect(admin.row('13900000456')).toContainText('财务部');
    await admin.search('孙八');
    await expect(page.getByTestId('user-table')).toContainText('没有符合条件的用户');
    await admin.screenshot('e2e-artifacts/admin-users-imported.png');
  });
});
