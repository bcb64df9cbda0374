import ExcelJS from 'exceljs';
import type { Db } from '../db/database.js';
import { MAX_PAGE_SIZE } from '../http/readPaging.js';
import { listUsers, type UserListQuery } from './listUsers.js';
import type { UserSummary } from './userSummary.js';

/*
 * The user list as a spreadsheet (README "Organisation": export and import). The export's first
 * nine columns are the import's columns, so an exported file is also a valid import file (the
 * extra columns are ignored on import).
 */

/** The columns an import reads, in template order (README "Organisation"). */
export const IMPORT_COLUMNS = [
  '用户名',
  '姓名',
  '手机号码',
  '邮箱',
  '部门',
  '岗位',
  '职级',
  '角色',
  '标签',
] as const;

/** The export's columns: the import's, then what only the list shows. */
export const EXPORT_COLUMNS = [...IMPORT_COLUMNS, '状态', '有效期至', '最后登录', '创建时间'];

/** The most users one export holds (a bound on its cost; filter to export fewer). */
export const MAX_EXPORT_USERS = 50_000;

/** The MIME type of .xlsx files (the answer is sent as octet-stream, see userRoutes). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Several names in one cell are joined by this (and read back split on it or on commas). */
export const NAME_SEPARATOR = '、';

/** The status as the list's status column words it (deleted, enabled/disabled, then the flags). */
function statusText(user: UserSummary): string {
  const words = [user.isDeleted ? '已删除' : user.isEnable ? '已启用' : '已禁用'];
  if (user.lockoutEnabled) words.push('已锁定');
  if (user.dormancyed) words.push('休眠');
  if (user.expired) words.push('已过期');
  if (user.online) words.push('在线');
  return words.join(NAME_SEPARATOR);
}

/** A timestamp as people read it in a sheet: `2026-05-01 08:00` (UTC, as the server stores it). */
function sheetTime(iso: string | null): string {
  return iso ? iso.slice(0, 16).replace('T', ' ') : '';
}

function names(items: readonly { name?: string; label?: string }[]): string {
  return items.map((item) => item.name ?? item.label ?? '').join(NAME_SEPARATOR);
}

function exportRow(user: UserSummary): string[] {
  return [
    user.userName,
    user.nickName,
    user.phone,
    user.email,
    names(user.departments),
    user.post?.name ?? '',
    user.rank?.name ?? '',
    names(user.roles),
    names(user.tags),
    statusText(user),
    user.expireTime ? sheetTime(user.expireTime) : '永不过期',
    sheetTime(user.lastLoginAt),
    sheetTime(user.created),
  ];
}

/** A workbook of one sheet 用户 with a bold, frozen header row and readable column widths. */
function userWorkbook(header: readonly string[], rows: string[][]): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tessera';
  const sheet = workbook.addWorksheet('用户', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      header[index]!.length * 2,
      ...rows.map((row) => (row[index] ?? '').length),
    );
    column.width = Math.min(40, Math.max(10, longest + 2));
  });
  return workbook;
}

async function bytesOf(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The users matching the list's filters (every page, in the list's order; paging parameters are
 * ignored) as .xlsx bytes: a header row of {@link EXPORT_COLUMNS}, then a row per user. At most
 * {@link MAX_EXPORT_USERS} rows.
 */
export async function exportUsers(db: Db, appId: string, query: UserListQuery): Promise<Buffer> {
  const rows: string[][] = [];
  for (let pageIndex = 1; rows.length < MAX_EXPORT_USERS; pageIndex++) {
    const page = await listUsers(db, appId, {
      ...query,
      PageIndex: String(pageIndex),
      PageSize: String(MAX_PAGE_SIZE),
      pageIndex: undefined,
      pageSize: undefined,
    });
    rows.push(...page.items.map(exportRow));
    if (page.items.length < MAX_PAGE_SIZE) break;
  }
  return bytesOf(userWorkbook(EXPORT_COLUMNS, rows.slice(0, MAX_EXPORT_USERS)));
}

/** The import template: the header row of {@link IMPORT_COLUMNS} alone. */
export function importTemplate(): Promise<Buffer> {
  return bytesOf(userWorkbook(IMPORT_COLUMNS, []));
}

/** The file name a download of the list carries: `用户列表-2026-05-01.xlsx` (UTC date). */
export function exportFileName(now: Date): string {
  return `用户列表-${now.toISOString().slice(0, 10)}.xlsx`;
}
