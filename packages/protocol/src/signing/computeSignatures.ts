import { HEADERS } from '../headers.js';
import { permissionCanonical, signCanonical, tokenCanonical } from './canonical.js';
import type { PermissionFields, SignFields, TokenFields } from './canonical.js';
import { EMPTY_BODY_SHA256, sha256Hex } from './sha256Hex.js';

/** spec 1 §7 `token`: SHA-256 over access key, secret key, nonce and timestamp. */
export function computeToken(fields: TokenFields): string {
  return sha256Hex(tokenCanonical(fields));
}

/** spec 1 §7 `sign`: SHA-256 over the request's identifying fields and its body. */
export function computeSign(fields: SignFields): string {
  return sha256Hex(signCanonical(fields));
}

/** spec 1 §7 "A permission signature also covers the body": the `permissionsign` header. */
export function computePermissionSign(fields: PermissionFields): string {
  return sha256Hex(permissionCanonical(fields));
}

/**
 * spec 1 §7 `hashtoken`: SHA-256 of the access token alone (no `Bearer ` prefix). Lets a gateway
 * or a log line correlate a session without holding the token; the server checks that it matches
 * `Authorization`.
 */
export function computeHashToken(accessToken: string): string {
  // The token is the same on every request of a session: remember the last one's hash.
  if (accessToken !== lastToken) {
    lastHash = sha256Hex(accessToken);
    lastToken = accessToken;
  }
  return lastHash;
}

let lastToken: string | undefined;
let lastHash = '';

/** The fields one request is signed with. */
export interface SignatureInput {
  accessKey: string;
  secretKey: string;
  nonce: string;
  timestamp: string;
  appId: string;
  subAppId: string;
  pageId: string;
  mode: string;
  requestId: string;
  /** The `operationid` header; with it the permission signature is added. */
  operationId?: string;
  /** The whole `Authorization` header value (`Bearer …`), when a token exists. */
  authorization?: string;
  /** SHA-256 of the body text as sent ({@link sha256Hex}; `EMPTY_BODY_SHA256` without a text body). */
  bodySha256: string;
}

/**
 * Every signing header of one request: `ak`, `token`, `sign`, plus `hashtoken` with an
 * `Authorization` and `permissionsign` with an `operationid`. Client and server tests both build
 * their headers with this function.
 *
 * @example
 * ```ts
 * const headers = signatureHeaders({ accessKey, secretKey, nonce: 'Ab12', timestamp: String(now),
 *   appId, subAppId, pageId, mode: 'Pc', requestId, bodySha256: sha256Hex(json) });
 * // { ak, token, sign }
 * ```
 */
export function signatureHeaders(input: SignatureInput): Record<string, string> {
  const fields: SignFields = {
    appId: input.appId,
    authorization: input.authorization ?? '',
    bodySha256: input.bodySha256,
    mode: input.mode,
    operationId: input.operationId ?? '',
    pageId: input.pageId,
    requestId: input.requestId,
    subAppId: input.subAppId,
    timestamp: input.timestamp,
  };
  return signingHeaders(fields, input, input.nonce);
}

/** The signing headers of one request from its `sign` fields, its keys and its nonce. */
function signingHeaders(fields: SignFields, keys: SigningKeys, nonce: string) {
  const { accessKey, secretKey } = keys;
  const { timestamp, operationId, bodySha256 } = fields;
  const headers: Record<string, string> = {
    [HEADERS.ak]: accessKey,
    [HEADERS.token]: computeToken({ accessKey, secretKey, nonce, timestamp }),
    [HEADERS.sign]: computeSign(fields),
  };
  const bearer = /^Bearer\s+(.+)$/i.exec(fields.authorization);
  if (bearer?.[1]) headers[HEADERS.hashToken] = computeHashToken(bearer[1]);
  if (operationId !== '') {
    headers[HEADERS.permissionSign] = computePermissionSign({
      operationId,
      bodySha256,
      secretKey,
      nonce,
      timestamp,
    });
  }
  return headers;
}

/** A site's signing keys (settings `accessKey` and `secretKey`). */
export interface SigningKeys {
  accessKey: string;
  secretKey: string;
}

/**
 * Reads the `sign` fields from request headers (server side), so the header-to-field mapping is
 * written once. `header(name)` answers a lower-case header's value or undefined.
 */
export function signFieldsFromHeaders(
  header: (name: string) => string | undefined,
  bodySha256: string,
): SignFields {
  const value = (name: string) => header(name) ?? '';
  return {
    appId: value(HEADERS.appId),
    authorization: value(HEADERS.authorization),
    bodySha256,
    mode: value(HEADERS.mode),
    operationId: value(HEADERS.operationId),
    pageId: value(HEADERS.pageId),
    requestId: value(HEADERS.requestId),
    subAppId: value(HEADERS.subAppId),
    timestamp: value(HEADERS.timestamp),
  };
}

/**
 * A request's wire headers (lower-case names) plus every signing header, with the signed fields
 * read from those headers exactly as the server reads them ({@link signFieldsFromHeaders}).
 * For callers that build raw requests: tests, benchmarks, clients of other teams.
 *
 * @example
 * ```ts
 * const body = JSON.stringify({ query });
 * fetch(url, { method: 'POST', body, headers: withSignatureHeaders(baseHeaders, keys, body) });
 * ```
 */
export function withSignatureHeaders(
  headers: Readonly<Record<string, string>>,
  keys: SigningKeys,
  body = '',
): Record<string, string> {
  const bodySha256 = body === '' ? EMPTY_BODY_SHA256 : sha256Hex(body);
  const fields = signFieldsFromHeaders((name) => headers[name], bodySha256);
  return Object.assign({ ...headers }, signingHeaders(fields, keys, headers[HEADERS.nonce] ?? ''));
}
