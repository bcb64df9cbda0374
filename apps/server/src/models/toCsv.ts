/** A UTF-8 byte-order mark: spreadsheet programs then read Chinese text correctly. */
const BOM = '\uFEFF';

/** One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix a quote.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Renders a table as CSV text with a header row (the exports of spec 1 §7 "exportOlapResult"
 * and "exportApiModelData", answered as a file). Lines end with CRLF as RFC 4180 asks.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * The table of an API model's answer: an array of plain objects, with the columns in the order
 * their keys first appear. Answers null for anything that is not such an array.
 */
export function objectsToTable(value: unknown): { header: string[]; rows: unknown[][] } | null {
  if (!Array.isArray(value)) return null;
  if (!value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) return null;
  const header: string[] = [];
  for (const row of value as Record<string, unknown>[]) {
    for (const key of Object.keys(row)) if (!header.includes(key)) header.push(key);
  }
  const rows = (value as Record<string, unknown>[]).map((row) => header.map((key) => row[key]));
  return { header, rows };
}
