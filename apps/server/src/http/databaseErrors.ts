/*
 * PostgreSQL error codes (SQLSTATE) the server answers as something other than 50000. PGlite and
 * node-postgres both put the SQLSTATE in `code`.
 */

/**
 * Data exceptions a caller's value causes: a character the encoding cannot hold (22021,
 * 22P05 — NUL or a lone surrogate in jsonb), a text a type cannot read (22P02), a number or date
 * out of range (22003, 22008). The edge check (`inputGuards.ts`) refuses most of these with the
 * field named; this is the net behind it for values that arrive another way (GraphQL literals).
 */
const BAD_VALUE_CODES = new Set(['22021', '22P05', '22P02', '22003', '22008', '22007']);

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** True when the database refused a value the caller sent (see {@link BAD_VALUE_CODES}). */
export function isBadValueError(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && BAD_VALUE_CODES.has(code);
}

/** rspInf of {@link isBadValueError}: never the database's own text. */
export const BAD_VALUE_MESSAGE =
  '请求含有数据库无法保存的值（如 NUL 字符、不成对的 UTF-16 代理项或超出范围的数字）';

/**
 * True for a deadlock (40P01) or a serialization failure (40001): the transaction was rolled
 * back as a whole and running it again is safe.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = sqlState(error);
  return code === '40P01' || code === '40001';
}

/**
 * rspInf (40900) of a transaction that still lost to concurrent writers after every retry
 * (`retryTransaction`): nothing was saved, sending it again is safe.
 */
export const CONCURRENT_WRITE_MESSAGE = '与其他并发写入冲突，整批未保存，请重试';
