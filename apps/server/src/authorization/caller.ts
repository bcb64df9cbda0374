import { RSP_CD } from '@tessera/protocol';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../context/requestContext.js';
import { isAdmin } from '../directory/roles.js';
import { EnvelopeError } from '../http/envelopeError.js';

export type { Caller } from '../context/requestContext.js';

/** Verifies bearer tokens of the service API: answers the caller or throws the 401 refusal. */
export type AccessTokenVerifier = (token: string) => Promise<Caller>;

/** spec 1 §8 HTTP 401: "会话已失效, 请重新登录". */
export const SESSION_INVALID_MESSAGE = '会话已失效, 请重新登录';

/** A 401 refusal; `concurrent` adds `loginconcurrentsession: 1` (spec 1 §4). */
export function unauthorized(options: { concurrent?: boolean } = {}): EnvelopeError {
  return new EnvelopeError(RSP_CD.notSignedIn, SESSION_INVALID_MESSAGE, {
    status: 401,
    headers: options.concurrent ? { loginconcurrentsession: '1' } : {},
  });
}

/** A 403 refusal: signed in, but not allowed (spec 1 §8: the app goes to /deny). */
export function forbidden(rspInf = '您没有访问权限！'): EnvelopeError {
  return new EnvelopeError(RSP_CD.forbidden, rspInf, { status: 403 });
}

/** The signed-in caller, or a 401 refusal. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The signed-in caller holding the admin role: 401 when anonymous, 403 otherwise. */
export async function requireAdmin(request: FastifyRequest): Promise<Caller> {
  const caller = requireCaller(request);
  if (!(await isAdmin(request.server.tessera.db, caller.userId))) throw forbidden();
  return caller;
}
