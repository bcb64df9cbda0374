/**
 * The canonical strings that `token`, `sign` and the permission signature hash (protocol README
 * "Signing"). One `name=value` line per field, in the fixed order below, joined by `\n`, no
 * trailing newline. Values are the header values exactly as sent; an absent header is ''.
 * The body enters as the lowercase hex SHA-256 of its text, so a 1 MB body is hashed once and
 * the canonical string stays short.
 */

/** Fields of the `token` header (spec 1 §7: access key, secret key, nonce, timestamp). */
export interface TokenFields {
  accessKey: string;
  secretKey: string;
  nonce: string;
  /** Milliseconds since the epoch, as the decimal text sent in `timestamp`. */
  timestamp: string;
}

/**
 * Fields of the `sign` header (spec 1 §7: app id, authorization, body, mode, operation id,
 * page id, request id, sub-app id, timestamp) — alphabetical, as the spec lists them.
 */
export interface SignFields {
  appId: string;
  /** The whole `Authorization` header (`Bearer …`), '' without a token. */
  authorization: string;
  /** {@link sha256Hex} of the body text ('' for no body and for non-text bodies). */
  bodySha256: string;
  mode: string;
  operationId: string;
  pageId: string;
  requestId: string;
  subAppId: string;
  timestamp: string;
}

/** Fields of the permission signature (`permissionsign`, sent with an `operationid`). */
export interface PermissionFields {
  operationId: string;
  bodySha256: string;
  secretKey: string;
  nonce: string;
  timestamp: string;
}

/** `name=value` lines joined by `\n`; header values cannot carry line breaks, and refusing them
 * keeps the format unambiguous. */
function lines(names: readonly string[], values: readonly string[]): string {
  let text = '';
  for (let i = 0; i < names.length; i += 1) {
    const value = values[i]!;
    if (value.includes('\n') || value.includes('\r')) {
      throw new TypeError(`Signing field ${names[i]} contains a line break.`);
    }
    text += `${i === 0 ? '' : '\n'}${names[i]}=${value}`;
  }
  return text;
}

const TOKEN_NAMES = ['accessKey', 'secretKey', 'nonce', 'timestamp'] as const;
const SIGN_NAMES = [
  'appId',
  'authorization',
  'body',
  'mode',
  'operationId',
  'pageId',
  'requestId',
  'subAppId',
  'timestamp',
] as const;
const PERMISSION_NAMES = ['operationId', 'body', 'secretKey', 'nonce', 'timestamp'] as const;

/**
 * `accessKey=…\nsecretKey=…\nnonce=…\ntimestamp=…`
 *
 * @example
 * ```ts
 * tokenCanonical({ accessKey: 'ak', secretKey: 'sk', nonce: 'Ab12', timestamp: '1' });
 * // 'accessKey=ak\nsecretKey=sk\nnonce=Ab12\ntimestamp=1'
 * ```
 */
export function tokenCanonical(fields: TokenFields): string {
  return lines(TOKEN_NAMES, [fields.accessKey, fields.secretKey, fields.nonce, fields.timestamp]);
}

/** `appId=…\nauthorization=…\nbody=<sha256>\nmode=…\noperationId=…\npageId=…\nrequestId=…\nsubAppId=…\ntimestamp=…` */
export function signCanonical(fields: SignFields): string {
  return lines(SIGN_NAMES, [
    fields.appId,
    fields.authorization,
    fields.bodySha256,
    fields.mode,
    fields.operationId,
    fields.pageId,
    fields.requestId,
    fields.subAppId,
    fields.timestamp,
  ]);
}

/** `operationId=…\nbody=<sha256>\nsecretKey=…\nnonce=…\ntimestamp=…` */
export function permissionCanonical(fields: PermissionFields): string {
  return lines(PERMISSION_NAMES, [
    fields.operationId,
    fields.bodySha256,
    fields.secretKey,
    fields.nonce,
    fields.timestamp,
  ]);
}
