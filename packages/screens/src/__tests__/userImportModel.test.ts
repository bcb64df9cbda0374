import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import { accountRef, getSettings, type OrganisationRef } from '@tessera/api';
import { createUserAdminModel } from '../admin/userAdminModel.js';
import { createUserImportModel } from '../admin/userImportModel.js';
import { until } from './until.js';

// The People screen's export and the 导入 dialog's model (README "Administration console") in
// Node against the real server on loopback (PGlite; PostgreSQL too with DATABASE_URL).

/** The rows of the first sheet of an .xlsx, as the cells' texts. */
async function rowsOf(blob: Blob): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text));
  });
  return rows;
}

async function xlsx(rows: string[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  for (const row of rows) sheet.addRow(row);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

describe('user list export and import models', () => {
  let server: TestServer;
  let org: OrganisationRef;
  const shown: string[] = [];

  function client(accessToken: string | null): RequestClient {
    const show = (text: string) => void shown.push(text);
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: show, warning: show, error: show },
    });
  }
  async function signedIn(key: string): Promise<RequestClient> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    return client((await server.signIn({ phone, password })).accessToken);
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const account = accountRef(await getSettings(client(null), { host: new URL(server.url).host }));
    org = { ...account, appId: DEMO.appId };
  });
  afterAll(() => server?.close());

  it('exports the users of the filters in force, named by the date', async () => {
    const model = createUserAdminModel({
      client: await signedIn('admin'),
      org,
      now: () => new Date(2026, 4, 1, 9, 30),
    });
    const stop = model.start();
    await until(model, (s) => s.state === 'ready');
    await model.filter({ keyWord: '李四' });
    const { blob, fileName } = await model.exportList();
    expect(fileName).toBe('用户列表-2026-05-01.xlsx');
    const rows = await rowsOf(blob);
    expect(rows[0]!.slice(0, 3)).toEqual(['用户名', '姓名', '手机号码']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['李四']);
    stop();
  });

  it('uploads a sheet and holds the report; the list reloads with the added user', async () => {
    const admin = await signedIn('admin');
    const list = createUserAdminModel({ client: admin, org });
    const stop = list.start();
    await until(list, (s) => s.state === 'ready');
    const dialog = createUserImportModel({
      client: admin,
      org,
      onImported: () => void list.reload(),
    });

    const template = await dialog.template();
    expect(template.fileName).toBe('用户导入模板.xlsx');
    const [header] = await rowsOf(template.blob);
    expect(header).toEqual([
      '用户名',
      '姓名',
      '手机号码',
      '邮箱',
      '部门',
      '岗位',
      '职级',
      '角色',
      '标签',
    ]);

    dialog.pick({ blob: new Blob(['a,b']), name: 'users.csv' });
    expect(dialog.getSnapshot().error).toBe('请选择 .xlsx 格式的文件');
    expect(await dialog.upload()).toBeNull();
    expect(dialog.getSnapshot().error).toBe('请先选择文件');

    // Named .xlsx but not one: the server refuses the file whole, in its words.
    dialog.pick({ blob: new Blob(['not a sheet']), name: '假的.xlsx' });
    expect(await dialog.upload()).toBeNull();
    expect(dialog.getSnapshot()).toMatchObject({
      state: 'picking',
      error: '文件 假的.xlsx 不是 .xlsx 格式的表格，请使用导入模板',
    });

    const blob = await xlsx([
      header!,
      ['', '陈一', '13900000101', '', '财务部'],
      ['', '陈二', '139'],
    ]);
    dialog.pick({ blob, name: '新同事.xlsx' });
    expect(dialog.getSnapshot().file).toEqual({ name: '新同事.xlsx', size: blob.size });
    const report = await dialog.upload();
    expect(report).toMatchObject({ added: 1, refused: 1 });
    expect(dialog.getSnapshot().state).toBe('done');
    expect(
      dialog.getSnapshot().report!.rows.map(({ row, ok, message }) => [row, ok, message]),
    ).toEqual([
      [2, true, '陈一'],
      [3, false, '请输入正确的手机号码'],
    ]);
    await list.filter({ keyWord: '陈' });
    expect(list.getSnapshot().items.map((user) => user.nickName)).toEqual(['陈一']);
    dialog.reset();
    expect(dialog.getSnapshot()).toEqual({
      state: 'picking',
      file: null,
      error: null,
      report: null,
    });
    stop();
  });

  it('a member is refused with the server message, adding nobody', async () => {
    const dialog = createUserImportModel({ client: await signedIn('applicant'), org });
    dialog.pick({
      blob: await xlsx([
        ['姓名', '手机号码'],
        ['周一', '13900000201'],
      ]),
      name: 'a.xlsx',
    });
    expect(await dialog.upload()).toBeNull();
    expect(dialog.getSnapshot().error).toBe('您没有访问权限！');
    const admin = createUserAdminModel({ client: await signedIn('admin'), org });
    const stop = admin.start();
    await until(admin, (s) => s.state === 'ready');
    await admin.filter({ keyWord: '13900000201' });
    expect(admin.getSnapshot().items).toEqual([]);
    stop();
  });
});
