import type { UserImportReport, UserImportRow } from '@tessera/protocol';
import { PHONE_MESSAGES } from '@tessera/validation';
import ExcelJS from 'exceljs';
import type { Db } from '../db/database.js';
import { recordAudit } from '../directory/recordAudit.js';
import { badRequest, EnvelopeError } from '../http/envelopeError.js';
import type { OrgChange } from './orgTransaction.js';
import { IMPORT_COLUMNS } from './userSheets.js';
import { insertUser, type UserInput } from './userRecords.js';

/** The largest import file (README "Organisation": about 20,000 rows of the template). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** The most data rows one import reads. */
export const MAX_IMPORT_ROWS = 10_000;

/** The columns a sheet must have (a row must fill 手机号码; the others may be blank). */
const REQUIRED_COLUMNS = ['姓名', '手机号码'] as const;

type Column = (typeof IMPORT_COLUMNS)[number];

/** A named record of the app a cell may name: id by name (`null`: the name is not unique). */
type NameIndex = Map<string, string | null>;

interface AppNames {
  departments: NameIndex;
  roles: NameIndex;
  posts: NameIndex;
  ranks: NameIndex;
  tags: NameIndex;
}

function indexNames(rows: readonly { id: string; name: string }[]): NameIndex {
  const index: NameIndex = new Map();
  for (const { id, name } of rows) index.set(name, index.has(name) ? null : id);
  return index;
}

/** The app's departments, roles, posts, ranks and tags by name (roles also by code). */
async function readAppNames(db: Db, appId: string): Promise<AppNames> {
  const named = (table: 'posts' | 'ranks' | 'tags') =>
    db.selectFrom(table).select(['id', 'name']).where('app_id', '=', appId).execute();
  const [departments, roles, posts, ranks, tags] = await Promise.all([
    db
      .selectFrom('departments')
      .select(['id', 'label as name'])
      .where('app_id', '=', appId)
      .execute(),
    db.selectFrom('roles').select(['id', 'name', 'code']).where('app_id', '=', appId).execute(),
    named('posts'),
    named('ranks'),
    named('tags'),
  ]);
  const roleIndex = indexNames(roles);
  for (const role of roles) if (!roleIndex.has(role.code)) roleIndex.set(role.code, role.id);
  return {
    departments: indexNames(departments),
    roles: roleIndex,
    posts: indexNames(posts),
    ranks: indexNames(ranks),
    tags: indexNames(tags),
  };
}

/** The names of a cell: split on 、 , ， ; ； and line breaks, blanks left out. */
function splitNames(text: string): string[] {
  return text
    .split(/[、,，;；\n]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The id a name stands for, or 40000 in the words the report shows. */
function idOf(index: NameIndex, noun: string, name: string): string {
  const id = index.get(name);
  if (id === undefined) throw badRequest(`${noun}「${name}」不存在`);
  if (id === null) throw badRequest(`${noun}「${name}」有重名，请先改名再导入`);
  return id;
}

/** A sheet row as the add call's input (names resolved to ids); 40000 for a bad row. */
function rowInput(cells: Record<Column, string>, names: AppNames): UserInput {
  if (!cells['手机号码']) throw badRequest(PHONE_MESSAGES.empty);
  const one = (index: NameIndex, noun: string, text: string) =>
    text ? idOf(index, noun, text) : undefined;
  const input: UserInput = {
    phone: cells['手机号码'],
    nickName: cells['姓名'],
    departmentIds: splitNames(cells['部门']).map((name) => idOf(names.departments, '部门', name)),
    roleIds: splitNames(cells['角色']).map((name) => idOf(names.roles, '角色', name)),
    tagIds: splitNames(cells['标签']).map((name) => idOf(names.tags, '标签', name)),
    postId: one(names.posts, '岗位', cells['岗位']),
    rankId: one(names.ranks, '职级', cells['职级']),
  };
  if (cells['用户名']) input.userName = cells['用户名'];
  if (cells['邮箱']) input.email = cells['邮箱'];
  return input;
}

/** The first sheet of an .xlsx, or 40000 when the bytes are not one. */
async function readSheet(bytes: Buffer, filename: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(`文件 ${filename} 不是 .xlsx 格式的表格，请使用导入模板`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(`文件 ${filename} 没有工作表`);
  return sheet;
}

/** The trimmed text of a cell, whatever Excel stored (number, rich text, hyperlink, formula). */
function cellText(row: ExcelJS.Row, column: number | undefined): string {
  if (column === undefined) return '';
  return (row.getCell(column).text ?? '').trim();
}

/**
 * Imports users from an .xlsx (README "Organisation"): the first sheet, a header row naming the
 * {@link IMPORT_COLUMNS} (any order; others ignored; 姓名 and 手机号码 required), then one user per
 * row, checked as the add call checks one user (spec 2 §5 phone messages; names of departments,
 * roles, posts, ranks and tags of the app). Each good row is added in its own transaction with
 * its audit entry; a refused row adds nothing and is reported with the reason. A file that is
 * not an .xlsx, lacks a required column or has more than {@link MAX_IMPORT_ROWS} rows refuses
 * the whole import (40000) before anything is added.
 */
export async function importUsers(
  change: OrgChange,
  file: { data: Buffer; filename: string },
): Promise<UserImportReport> {
  const sheet = await readSheet(file.data, file.filename);
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const name = (cell.text ?? '').trim().replace(/^\*/, '');
    if (name && !columns.has(name)) columns.set(name, column);
  });
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) throw badRequest(`表格缺少列：${missing.join('、')}（第 1 行为表头）`);
  const dataRows: { number: number; cells: Record<Column, string> }[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const cells = Object.fromEntries(
      IMPORT_COLUMNS.map((name) => [name, cellText(row, columns.get(name))]),
    ) as Record<Column, string>;
    if (Object.values(cells).every((text) => text === '')) continue; // blank rows are skipped
    dataRows.push({ number, cells });
  }
  if (dataRows.length === 0) throw badRequest('表格中没有用户数据');
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw badRequest(`一次最多导入 ${MAX_IMPORT_ROWS} 行，请分成几个文件`);
  }
  const names = await readAppNames(change.db, change.appId);
  const rows: UserImportRow[] = [];
  for (const { number, cells } of dataRows) {
    try {
      const userId = await insertUser(change, rowInput(cells, names));
      rows.push({ row: number, ok: true, message: cells['姓名'] || cells['手机号码'], userId });
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error;
      rows.push({ row: number, ok: false, message: error.message });
    }
  }
  const added = rows.filter((row) => row.ok).length;
  await recordAudit(change.db, {
    action: 'users_imported',
    actorId: change.actor.actorId,
    ip: change.actor.ip ?? null,
    detail: { appId: change.appId, file: file.filename, added, refused: rows.length - added },
  });
  return { added, refused: rows.length - added, rows };
}
