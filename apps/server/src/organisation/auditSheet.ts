import ExcelJS from 'exceljs';
import type { Db } from '../db/database.js';
import { exportedEntries, type AuditEntryView, type AuditSearch } from './auditLog.js';

/** The columns of the audit download, as the screen's list shows them. */
export const AUDIT_EXPORT_COLUMNS = [
  '时间',
  '操作',
  '结果',
  '用户',
  '操作人',
  'IP',
  '详情',
] as const;

/** The file name of a download made at `now`: 审计日志-20260501-0800.xlsx (UTC). */
export function auditFileName(now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `审计日志-${stamp}.xlsx`;
}

function row(entry: AuditEntryView): string[] {
  return [
    entry.at.slice(0, 19).replace('T', ' '),
    entry.label,
    entry.result === 'failure' ? '失败' : '成功',
    entry.userName ?? entry.userId ?? '',
    entry.actorName ?? entry.actorId ?? '',
    entry.ip ?? '',
    JSON.stringify(entry.detail),
  ];
}

/**
 * The entries of an audit search as .xlsx bytes (spec 2 §7.3 "Audit: POST download"): the
 * search's filters without paging, newest first, one sheet 审计日志 with a bold frozen header;
 * times in UTC as stored.
 */
export async function exportAuditLog(db: Db, search: AuditSearch): Promise<Buffer> {
  const entries = await exportedEntries(db, search);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tessera';
  const sheet = workbook.addWorksheet('审计日志', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...AUDIT_EXPORT_COLUMNS]).font = { bold: true };
  for (const entry of entries) sheet.addRow(row(entry));
  [20, 14, 8, 16, 16, 18, 80].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
