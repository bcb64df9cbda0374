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

/** Socket errors of a database that is down, restarting or unreachable. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * node-postgres' own texts for a lost or timed-out connection: a pool that waited
 * `connectionTimeoutMillis`, a query past `query_timeout`, a connection the server closed.
 */
const CONNECTION_TEXTS =
  /^(timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error|Client was closed)/;

/**
 * True when the database could not be reached or went away during the call (README "Database
 * outages"): a socket error, pg's connection and answer timeouts, SQLSTATE class 08 (connection
 * exception) and 57P01–57P03 (terminated by an administrator, a crash, or not accepting
 * connections yet). Not the caller's fault, and nothing to log with a stack.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && CONNECTION_ERRNOS.has(code)) return true;
  // AggregateError: every address of a host name refused (`localhost`: ::1 and 127.0.0.1).
  if (Array.isArray(errors) && errors.some(isDatabaseUnreachable)) return true;
  const state = sqlState(error);
  if (state?.startsWith('08') || state === '57P01' || state === '57P02' || state === '57P03') {
    return true;
  }
  return typeof message === 'string' && CONNECTION_TEXTS.test(message);
}

/** rspInf (50000) of a call made while the database is unreachable: sending it again later is safe. */
export const DATABASE_UNREACHABLE_MESSAGE = '数据库暂时无法连接，请稍后再试';

/**
 * One line for a server that cannot start because its PostgreSQL cannot be reached or refuses
 * it (main.ts: instead of a stack), e.g. `cannot connect to the database at db.example:5432/tessera:
 * connect ECONNREFUSED 10.0.0.5:5432`; the password is never shown. Undefined for any other
 * failure (a bug keeps its stack).
 */
export function describeDatabaseFailure(error: unknown, url: string): string | undefined {
  const state = sqlState(error);
  // 28xxx: wrong user or password; 3D000: no such database.
  const refused = state?.startsWith('28') || state === '3D000';
  if (!refused && !isDatabaseUnreachable(error)) return undefined;
  let where = 'the configured URL';
  try {
    const { hostname, port, pathname } = new URL(url);
    where = `${hostname}:${port || '5432'}${pathname}`;
  } catch {
    // an unparsable URL: pg reported what it could
  }
  const { message, code, errors } = error as { message?: string; code?: string; errors?: unknown };
  const first = Array.isArray(errors) ? (errors[0] as { message?: string } | undefined) : undefined;
  const reason = message || first?.message || code || 'unknown reason';
  return `cannot connect to the database at ${where}: ${reason}`;
}
