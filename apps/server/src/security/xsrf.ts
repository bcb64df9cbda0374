import { randomBytes } from 'node:crypto';
import { encodeBase64UrlBytes, HEADERS, RSP_CD, XSRF_COOKIE } from '@tessera/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EnvelopeError } from '../http/envelopeError.js';
import { constantTimeEqual } from './constantTimeEqual.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads one cookie from the request's `Cookie` header. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      return decodeURIComponent(part.slice(index + 1).trim());
    }
  }
  return undefined;
}

/**
 * Issues the XSRF cookie (spec 1 §7 "Xsrf cookie XSRF-TOKEN with header X-XSRF-TOKEN") when the
 * caller has none: random, readable by the page's script (that is the point of double submit),
 * `SameSite=Lax`, path `/`. Called on the settings answer, the first call every app makes.
 */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (readCookie(request, XSRF_COOKIE)) return;
  const value = encodeBase64UrlBytes(randomBytes(18));
  reply.header('set-cookie', `${XSRF_COOKIE}=${value}; Path=/; SameSite=Lax`);
}

/**
 * The double-submit check: a state-changing request that carries the XSRF cookie must echo it
 * in `X-XSRF-TOKEN`. A request without the cookie has nothing a forged cross-site request could
 * ride on (the server never authenticates by cookie), so it passes.
 *
 * @throws {EnvelopeError} 40104 when the header is missing or differs.
 */
export function checkXsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = readCookie(request, XSRF_COOKIE);
  if (cookie === undefined) return;
  const header = request.headers[HEADERS.xsrfToken];
  const echoed = Array.isArray(header) ? header[0] : header;
  if (echoed === undefined || !constantTimeEqual(echoed, cookie)) {
    throw new EnvelopeError(
      RSP_CD.xsrfMismatch,
      'XSRF 校验失败：X-XSRF-TOKEN 与 XSRF-TOKEN Cookie 不符',
    );
  }
}
