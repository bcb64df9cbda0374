/*
 * User import and export benchmark (pnpm --filter @tessera/server bench): the server's domain
 * functions in this process — PostgreSQL when DATABASE_URL is set (a throw-away schema), else
 * PGlite — and prints:
 *   1. importing a sheet of N users (default 2,000; BENCH_IMPORT_ROWS=10000 for issue 27): rows per second, and
 *      ÷ adding the same number of users one add call at a time (the peer: what a script calling
 *      the add route would cost without HTTP); goal ≤ 1.2 (the sheet's parsing and name lookup
 *      cost little next to the inserts).
 *   2. exporting those users as .xlsx: rows per second, ÷ reading the same users through the
 *      list call page by page (the peer: the export's own reads, without the sheet).
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { createServer } from '../src/createServer.js';
import { DEMO } from '../src/demo.js';
import { DEMO_USERS } from '../src/demoOrganisation.js';
import { MAX_PAGE_SIZE } from '../src/http/readPaging.js';
import { listUsers } from '../src/organisation/listUsers.js';
import { importUsers } from '../src/organisation/userImport.js';
import { addUser } from '../src/organisation/userRecords.js';
import { exportUsers } from '../src/organisation/userSheets.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2_000);
const url = process.env.DATABASE_URL;
const database = url
  ? {
      kind: 'postgres' as const,
      url,
      schema: `bench_${randomBytes(5).toString('hex')}`,
      dropSchemaOnClose: true,
    }
  : { kind: 'pglite' as const };
const app = await createServer({ database });
const db = app.tessera.db;
const change = { db, actor: { actorId: DEMO_USERS[0]!.id, ip: '127.0.0.1' }, appId: DEMO.appId };

/** Row i of the sheet: a user in 财务部 with the role 申请人, post 会计 and rank 初级. */
const row = (prefix: string, i: number) => [
  `${prefix}${i}`,
  `用户${i}`,
  `1${prefix === 'imp' ? 5 : 6}${String(i).padStart(9, '0')}`,
  `${prefix}${i}@example.com`,
  '财务部',
  '会计',
  '初级',
  '申请人',
  '新员工',
];
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('导入');
sheet.addRow(['用户名', '姓名', '手机号码', '邮箱', '部门', '岗位', '职级', '角色', '标签']);
for (let i = 0; i < ROWS; i++) sheet.addRow(row('imp', i));
const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

const seconds = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
};

// The import's memory: the process's peak RSS and heap above what it held before, sampled
// every 50 ms while the import runs (the sheet is parsed whole: this grows with the rows).
const memoryBefore = process.memoryUsage();
const peak = { rss: memoryBefore.rss, heapUsed: memoryBefore.heapUsed };
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peak.rss = Math.max(peak.rss, now.rss);
  peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
}, 50);
const importing = await seconds(async () => {
  const report = await importUsers(change, { data: bytes, filename: 'bench.xlsx' });
  if (report.added !== ROWS) throw new Error(`import added ${report.added} of ${ROWS}`);
});
clearInterval(sampler);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const ids = Object.fromEntries(
  await Promise.all(
    (['departments', 'roles', 'posts', 'ranks', 'tags'] as const).map(async (table) => {
      const name = {
        departments: '财务部',
        roles: '申请人',
        posts: '会计',
        ranks: '初级',
        tags: '新员工',
      }[table];
      const column = table === 'departments' ? 'label' : 'name';
      const found = await db
        .selectFrom(table)
        .select('id')
        .where('app_id', '=', DEMO.appId)
        .where(column, '=', name)
        .executeTakeFirstOrThrow();
      return [table, found.id];
    }),
  ),
);
const adding = await seconds(async () => {
  for (let i = 0; i < ROWS; i++) {
    const [userName, nickName, phone, email] = row('add', i);
    await addUser(change, {
      userName,
      nickName,
      phone,
      email,
      departmentIds: [ids.departments!],
      roleIds: [ids.roles!],
      tagIds: [ids.tags!],
      postId: ids.posts,
      rankId: ids.ranks,
    });
  }
});

const finance = ids.departments!;
let exportedRows = 0;
const exporting = await seconds(async () => {
  const sheetBytes = await exportUsers(db, DEMO.appId, { DepartmentId: finance });
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(sheetBytes as unknown as ArrayBuffer);
  exportedRows = read.worksheets[0]!.rowCount - 1;
});
const listing = await seconds(async () => {
  for (let page = 1; ; page++) {
    const { items } = await listUsers(db, DEMO.appId, {
      DepartmentId: finance,
      PageIndex: String(page),
      PageSize: String(MAX_PAGE_SIZE),
    });
    if (items.length < MAX_PAGE_SIZE) break;
  }
});
await app.close();

const perSecond = (rows: number, s: number) => Math.round(rows / s);
console.log(`user import and export on ${url ? 'PostgreSQL' : 'PGlite'}, ${ROWS} rows`);
console.log(
  `  import: ${perSecond(ROWS, importing)} rows/s (${importing.toFixed(1)} s); one add call per user: ${perSecond(ROWS, adding)} users/s; import ÷ adds ${(importing / adding).toFixed(2)} (goal ≤ 1.2)`,
);
console.log(
  `  import memory: peak RSS +${mib(peak.rss - memoryBefore.rss)} (${mib(peak.rss)}), peak heap +${mib(peak.heapUsed - memoryBefore.heapUsed)}; sheet ${mib(bytes.byteLength)}`,
);
console.log(
  `  export of ${exportedRows} users (read back with exceljs): ${perSecond(exportedRows, exporting)} rows/s (${exporting.toFixed(1)} s); ÷ the list call page by page ${(exporting / listing).toFixed(2)}`,
);
