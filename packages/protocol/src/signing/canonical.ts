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

function lines(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs
    .map(([name, value]) => {
      // Header values cannot carry line breaks; refusing them keeps the format unambiguous.
      if (/[\r\n]/.test(value)) throw new TypeError(`Signing field ${name} contains a line break.`);
      return `${name}=${value}`;
    })
    .join('\n');
}

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
  return lines([
    ['accessKey', fields.accessKey],
    ['secretKey', fields.secretKey],
    ['nonce', fields.nonce],
    ['timestamp', fields.timestamp],
  ]);
}

/** `appId=…\nauthorization=…\nbody=<sha256>\nmode=…\noperationId=…\npageId=…\nrequestId=…\nsubAppId=…\ntimestamp=…` */
export function signCanonical(fields: SignFields): string {
  return lines([
    ['appId', fields.appId],
    ['authorization', fields.authorization],
    ['body', fields.bodySha256],
    ['mode', fields.mode],
    ['operationId', fields.operationId],
    ['pageId', fields.pageId],
    ['requestId', fields.requestId],
    ['subAppId', fields.subAppId],
    ['timestamp', fields.timestamp],
  ]);
}

/** `operationId=…\nbody=<sha256>\nsecretKey=…\nnonce=…\ntimestamp=…` */
export function permissionCanonical(fields: PermissionFields): string {
  return lines([
    ['operationId', fields.operationId],
    ['body', fields.bodySha256],
    ['secretKey', fields.secretKey],
    ['nonce', fields.nonce],
    ['timestamp', fields.timestamp],
  ]);
}
