import { ORGANISATION_PATHS as P, type Envelope, type UserImportReport } from '@tessera/protocol';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../__tests__/signIn.js';
import { multipartBody } from '../__tests__/testFiles.js';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION, DEMO_USERS } from '../demoOrganisation.js';
import { auditCount, tableSnapshot } from './__tests__/organisationTestSupport.js';

const appId = DEMO.appId;
const [ADMIN, , APPROVER1] = DEMO_USERS as [
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
];
const url = (built: string) => (built.startsWith('/') ? built : `/api/${built}`);

// The header rows as issue 27 and the server README word them.
const IMPORT_HEADER = [
  '用户名',
  '姓名',
  '手机号码',
  '邮箱',
  '部门',
  '岗位',
  '职级',
  '角色',
  '标签',
];
const EXPORT_HEADER = [...IMPORT_HEADER, '状态', '有效期至', '最后登录', '创建时间'];

/** An .xlsx made here with exceljs: a header row, then the rows. */
async function sheetBytes(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of .xlsx bytes, each as its cells' texts. */
async function readRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      cells.push(row.getCell(column).text);
    }
    rows.push(cells);
  });
  return rows;
}

describe.each(TEST_DATABASES)('user list export and import on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    app = await startServer(database);
    db = app.tessera.db;
  });
  afterAll(() => app?.close());

  const exportSheet = (search = '', headers?: Record<string, string>) =>
    injectSigned(app, {
      method: 'GET',
      url: `${url(P.exportUsers.build({ appId }))}${search}`,
      ...(headers ? { headers } : {}),
    });
  const importSheet = (filename: string, data: Buffer, headers: Record<string, string> = {}) => {
    const form = multipartBody([{ name: 'file', filename, data }]);
    return injectSigned(app, {
      method: 'POST',
      url: url(P.importUsers.build({ appId })),
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };
  const userByPhone = (phone: string) =>
    db
      .selectFrom('users')
      .select(['id', 'user_name', 'nick_name', 'email', 'post_id', 'rank_id'])
      .where('mobile_phone', '=', phone)
      .executeTakeFirst();

  it('exports the filtered list as an .xlsx with a Chinese header row', async () => {
    const research = DEMO_ORGANISATION.departments.research.id;
    const response = await exportSheet(`?DepartmentId=${research}&SortField=userName`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('用户列表-')}`,
    );
    const rows = await readRows(response.rawPayload);
    expect(rows[0]).toEqual(EXPORT_HEADER);
    // 研发部 and the 前端组 below it: admin, lisi, zhangsan (by user name); 王五 of 财务部 is not.
    expect(rows.slice(1).map((row) => row[0])).toEqual(['admin', 'lisi', 'zhangsan']);
    const lisi = rows.find((row) => row[0] === 'lisi')!;
    expect(lisi.slice(0, 3)).toEqual(['lisi', '李四', '13800000002']);
    expect(lisi[4]).toBe('研发部');
    expect(lisi[7]).toBe('审批人');
    expect(lisi[9]).toBe('已启用');
    expect(lisi[10]).toBe('永不过期');

    const disabled = await exportSheet('?isEnable=false');
    expect((await readRows(disabled.rawPayload)).length).toBe(1); // the header alone
  });

  it('answers the import template: the header row alone', async () => {
    const response = await injectSigned(app, {
      method: 'GET',
      url: url(P.userImportTemplate.build({ appId })),
    });
    expect(response.statusCode).toBe(200);
    expect(await readRows(response.rawPayload)).toEqual([IMPORT_HEADER]);
  });

  it('adds the good rows and reports each refused row with its reason', async () => {
    const audits = await auditCount(db, 'user_added');
    const bytes = await sheetBytes([
      IMPORT_HEADER,
      ['zhaoliu', '赵六', '13900000001', '', '财务部', '会计', '初级', '审批人', '新员工'],
      ['', '钱七', '12345', '', '', '', '', '', ''],
      ['', '孙八', '', '', '', '', '', '', ''],
      ['', '周九', '13900000004', '', '市场部', '', '', '', ''],
      ['', '吴十', APPROVER1.phone, '', '', '', '', '', ''],
      [],
      // A phone typed as a number in Excel, an email, two departments.
      ['', '郑十一', 13900000007, 'zheng@example.com', '研发部、财务部', '', '', '申请人', ''],
    ]);
    const response = await importSheet('新同事.xlsx', bytes);
    const body = response.json<Envelope<UserImportReport>>();
    expect(body.rspCd).toBe('00000');
    expect(body.data!.rows.map(({ row, ok, message }) => ({ row, ok, message }))).toEqual([
      { row: 2, ok: true, message: '赵六' },
      { row: 3, ok: false, message: '请输入正确的手机号码' },
      { row: 4, ok: false, message: '请输入手机号码' },
      { row: 5, ok: false, message: '部门「市场部」不存在' },
      { row: 6, ok: false, message: `手机号码 ${APPROVER1.phone} 已被使用` },
      { row: 8, ok: true, message: '郑十一' },
    ]);
    expect(body.data).toMatchObject({ added: 2, refused: 4 });

    const zhao = await userByPhone('13900000001');
    expect(zhao).toMatchObject({
      user_name: 'zhaoliu',
      nick_name: '赵六',
      post_id: DEMO_ORGANISATION.posts.accountant.id,
      rank_id: DEMO_ORGANISATION.ranks.junior.id,
    });
    const roles = await db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', zhao!.id)
      .execute();
    expect(roles.map((r) => r.role_id)).toEqual([DEMO_ORGANISATION.roles.approver.id]);
    const zheng = await userByPhone('13900000007');
    expect(zheng).toMatchObject({ user_name: '13900000007', email: 'zheng@example.com' });
    const departments = await db
      .selectFrom('user_departments')
      .select('department_id')
      .where('user_id', '=', zheng!.id)
      .execute();
    expect(departments.map((d) => d.department_id).sort()).toEqual(
      [DEMO_ORGANISATION.departments.research.id, DEMO_ORGANISATION.departments.finance.id].sort(),
    );
    // Refused rows add nothing: no user of those phones, one audit entry per added user.
    expect(await userByPhone('13900000004')).toBeUndefined();
    expect(await auditCount(db, 'user_added')).toBe(audits + 2);
    expect(await auditCount(db, 'users_imported')).toBe(1);

    // The exported list holds the imported user, so it can be read back.
    const exported = await readRows((await exportSheet('?KeyWord=zhaoliu')).rawPayload);
    expect(exported[1]!.slice(0, 9)).toEqual([
      'zhaoliu',
      '赵六',
      '13900000001',
      '',
      '财务部',
      '会计',
      '初级',
      '审批人',
      '新员工',
    ]);
  });

  it('imports a 1,000-row sheet with 10 bad rows and reports exactly those rows', async () => {
    const bad = new Set([5, 99, 100, 250, 400, 555, 700, 801, 950, 1000]); // data row numbers
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = i + 1;
      const phone = bad.has(n)
        ? `2${String(n).padStart(10, '0')}`
        : `137${String(n).padStart(8, '0')}`;
      return ['', `批量${n}`, phone, '', '研发部', '', '', '', ''];
    });
    const response = await importSheet('千人.xlsx', await sheetBytes([IMPORT_HEADER, ...rows]));
    const report = response.json<Envelope<UserImportReport>>().data!;
    expect(report).toMatchObject({ added: 990, refused: 10 });
    expect(report.rows.filter((row) => !row.ok)).toEqual(
      [...bad].map((n) => ({ row: n + 1, ok: false, message: '请输入正确的手机号码' })),
    );
    const added = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('nick_name', 'like', '批量%')
      .executeTakeFirstOrThrow();
    expect(Number(added.n)).toBe(990);
    // 1,000 rows, each added in its own transaction: on PGlite with the machine busy this takes
    // longer than the default 30 s, and a timeout here would say nothing about the import.
  }, 180_000);

  it('refuses a file that is not an .xlsx, lacks a column or is too big, adding nobody', async () => {
    const before = await tableSnapshot(db, 'users');
    const refusal = async (response: Awaited<ReturnType<typeof importSheet>>) => {
      const body = response.json<Envelope>();
      return { rspCd: body.rspCd, rspInf: body.rspInf };
    };
    expect(await refusal(await importSheet('users.txt', Buffer.from('张三,13900000009')))).toEqual({
      rspCd: '40000',
      rspInf: '文件 users.txt 不是 .xlsx 格式的表格，请使用导入模板',
    });
    const noPhone = await sheetBytes([
      ['用户名', '姓名'],
      ['a', 'b'],
    ]);
    expect(await refusal(await importSheet('缺列.xlsx', noPhone))).toEqual({
      rspCd: '40000',
      rspInf: '表格缺少列：手机号码（第 1 行为表头）',
    });
    const headerOnly = await sheetBytes([IMPORT_HEADER]);
    expect(await refusal(await importSheet('空.xlsx', headerOnly))).toEqual({
      rspCd: '40000',
      rspInf: '表格中没有用户数据',
    });
    const tooBig = Buffer.alloc(2 * 1024 * 1024 + 1, 1);
    expect(await refusal(await importSheet('big.xlsx', tooBig))).toEqual({
      rspCd: '40000',
      rspInf: '文件大小不能超过 2.00M',
    });
    expect(await tableSnapshot(db, 'users')).toEqual(before);
  });

  it('answers the three calls to administrators only (401 anonymous, 403 others)', async () => {
    const member = await signIn(app, { phone: APPROVER1.phone, password: APPROVER1.password });
    const asMember = { authorization: `Bearer ${member.accessToken}` };
    const before = await tableSnapshot(db, 'users');
    const good = await sheetBytes([IMPORT_HEADER, ['', '冯十二', '13900000012']]);
    const form = multipartBody([{ name: 'file', filename: 'a.xlsx', data: good }]);
    const calls = [
      { method: 'GET' as const, url: url(P.exportUsers.build({ appId })) },
      { method: 'GET' as const, url: url(P.userImportTemplate.build({ appId })) },
      {
        method: 'POST' as const,
        url: url(P.importUsers.build({ appId })),
        payload: form.payload,
        headers: form.headers,
      },
    ];
    for (const call of calls) {
      const anonymous = await injectSigned(app, { ...call, anonymous: true });
      expect(anonymous.statusCode).toBe(401);
      const refused = await injectSigned(app, {
        ...call,
        headers: { ...call.headers, ...asMember },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(await tableSnapshot(db, 'users')).toEqual(before);
    const admin = await signIn(app, { phone: ADMIN.phone, password: ADMIN.password });
    const done = await importSheet('a.xlsx', good, {
      authorization: `Bearer ${admin.accessToken}`,
    });
    expect(done.json<Envelope<UserImportReport>>().data).toMatchObject({ added: 1, refused: 0 });
  });
});
