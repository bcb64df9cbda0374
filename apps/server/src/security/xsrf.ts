import { randomBytes } from 'node:crypto';
import { encodeBase64UrlBytes, HEADERS, RSP_CD, XSRF_COOKIE } from '@tessera/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EnvelopeError } from '../http/envelopeError.js';
import { constantTimeEqual } from './constantTimeEqual.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a cookie read answers for a value that does not decode (e.g. `%E0%A4%A`). */
export const MALFORMED_COOKIE = Symbol('malformed cookie');

/** An XSRF token as this server issues it (base64url) or a client may plausibly echo it. */
const XSRF_TOKEN_FORMAT = /^[A-Za-z0-9_\-.~+/=]{1,256}$/;

/**
 * Reads one cookie from the request's `Cookie` header: its decoded value, undefined when it is
 * absent, or {@link MALFORMED_COOKIE} when its percent-encoding does not decode (a browser
 * extension, an old app or an attacker may leave any text there; it must never fail the call).
 */
export function readCookie(
  request: FastifyRequest,
  name: string,
): string | typeof MALFORMED_COOKIE | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return MALFORMED_COOKIE;
      }
    }
  }
  return undefined;
}

/** The XSRF cookie, or MALFORMED_COOKIE when it does not decode or is not a token. */
function readXsrfCookie(request: FastifyRequest): string | typeof MALFORMED_COOKIE | undefined {
  const value = readCookie(request, XSRF_COOKIE);
  if (typeof value === 'string' && !XSRF_TOKEN_FORMAT.test(value)) return MALFORMED_COOKIE;
  return value;
}

/**
 * Issues the XSRF cookie (spec 1 §7 "Xsrf cookie XSRF-TOKEN with header X-XSRF-TOKEN") when the
 * caller has none or a malformed one (replaced, so the app can start again in that browser):
 * random, readable by the page's script (that is the point of double submit),
 * `SameSite=Lax`, path `/`. Called on the settings answer, the first call every app makes.
 */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  const current = readXsrfCookie(request);
  if (typeof current === 'string' && current !== '') return;
  const value = encodeBase64UrlBytes(randomBytes(18));
  reply.header('set-cookie', `${XSRF_COOKIE}=${value}; Path=/; SameSite=Lax`);
}

/**
 * The double-submit check: a state-changing request that carries the XSRF cookie must echo it
 * in `X-XSRF-TOKEN`. A request without the cookie has nothing a forged cross-site request could
 * ride on (the server never authenticates by cookie), so it passes.
 *
 * @throws {EnvelopeError} 40104 when the header is missing or differs, or the cookie is
 * malformed (the settings call replaces it).
 */
export function checkXsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = readXsrfCookie(request);
  if (cookie === undefined) return;
  if (cookie === MALFORMED_COOKIE) {
    throw new EnvelopeError(
      RSP_CD.xsrfMismatch,
      'XSRF 校验失败：XSRF-TOKEN Cookie 格式无效，请刷新页面以获取新的 Cookie',
    );
  }
  const header = request.headers[HEADERS.xsrfToken];
  const echoed = Array.isArray(header) ? header[0] : header;
  if (echoed === undefined || !constantTimeEqual(echoed, cookie)) {
    throw new EnvelopeError(
      RSP_CD.xsrfMismatch,
      'XSRF 校验失败：X-XSRF-TOKEN 与 XSRF-TOKEN Cookie 不符',
    );
  }
}
