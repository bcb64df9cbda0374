import { HEADERS, RSP_CD } from '@tessera/protocol';
import {
  computeHashToken,
  computePermissionSign,
  computeSign,
  computeToken,
  isWithinSkew,
  NONCE_PATTERN,
  signFieldsFromHeaders,
  SKEW_WINDOW_MS,
} from '@tessera/protocol/signing';
import { EnvelopeError } from '../http/envelopeError.js';
import { constantTimeEqual } from './constantTimeEqual.js';

/** The keys of one site (a `site_settings` row) a request may be signed with. */
export interface SiteKeys {
  accessKey: string;
  secretKey: string;
  /** spec 1 §3 thisSiteGraphqlBodyIsSecret. */
  bodyIsSecret: boolean;
}

/** What {@link verifySignature} checks one request with. */
export interface SignatureCheck {
  /** A lower-case header's value (first value when repeated). */
  header: (name: string) => string | undefined;
  /** SHA-256 (hex) of the body text as received; the empty-text hash for non-text bodies. */
  bodySha256: string;
  /** Server time in ms. */
  now: number;
  /** The sites whose access key equals the request's `ak` (normally one). */
  findSites: (accessKey: string) => Promise<SiteKeys[]>;
}

const REQUIRED = [HEADERS.ak, HEADERS.nonce, HEADERS.timestamp, HEADERS.token, HEADERS.sign];

function refuse(rspCd: string, rspInf: string): EnvelopeError {
  return new EnvelopeError(rspCd, rspInf);
}

/**
 * Verifies the signing headers of one request (protocol README "Signing") and answers the site
 * it is signed for. Cheap checks run first (presence, format, clock skew), then the database
 * lookup of the access key, then the hashes, each compared in constant time. Does not record the
 * nonce: the caller does that last, so a refused request never uses one up.
 *
 * @throws {EnvelopeError} 40100 (missing/wrong ak, token, sign, hashtoken, permissionsign),
 *   40102 (timestamp outside ±15 min).
 */
export async function verifySignature(check: SignatureCheck): Promise<SiteKeys> {
  const value = (name: string) => check.header(name) ?? '';
  const missing = REQUIRED.filter((name) => value(name) === '');
  if (missing.length > 0) {
    throw refuse(RSP_CD.signatureInvalid, `请求未签名：缺少请求头 ${missing.join(', ')}`);
  }
  const nonce = value(HEADERS.nonce);
  const timestamp = value(HEADERS.timestamp);
  if (!NONCE_PATTERN.test(nonce)) {
    throw refuse(RSP_CD.signatureInvalid, 'nonce 格式无效：应为 4 到 64 个字母或数字');
  }
  if (!isWithinSkew(timestamp, check.now)) {
    throw refuse(
      RSP_CD.clockSkew,
      `请求时间戳超出允许范围：与服务器时间相差超过 ${SKEW_WINDOW_MS / 60_000} 分钟，请校准设备时间`,
    );
  }

  const accessKey = value(HEADERS.ak);
  const token = value(HEADERS.token);
  const site = (await check.findSites(accessKey)).find((candidate) =>
    constantTimeEqual(token, computeToken({ ...candidate, nonce, timestamp })),
  );
  if (!site) throw refuse(RSP_CD.signatureInvalid, 'token 校验失败：访问密钥 ak 或 token 无效');

  const fields = signFieldsFromHeaders(check.header, check.bodySha256);
  if (!constantTimeEqual(value(HEADERS.sign), computeSign(fields))) {
    throw refuse(RSP_CD.signatureInvalid, 'sign 校验失败：请求内容与签名不符');
  }

  const bearer = /^Bearer\s+(.+)$/i.exec(fields.authorization)?.[1];
  if (bearer && !constantTimeEqual(value(HEADERS.hashToken), computeHashToken(bearer))) {
    throw refuse(RSP_CD.signatureInvalid, 'hashtoken 校验失败：与 Authorization 不符');
  }

  if (fields.operationId !== '') {
    const expected = computePermissionSign({
      operationId: fields.operationId,
      bodySha256: check.bodySha256,
      secretKey: site.secretKey,
      nonce,
      timestamp,
    });
    if (!constantTimeEqual(value(HEADERS.permissionSign), expected)) {
      throw refuse(RSP_CD.signatureInvalid, 'permissionsign 校验失败：操作权限签名与请求内容不符');
    }
  }
  return site;
}
