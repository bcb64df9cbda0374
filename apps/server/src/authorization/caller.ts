import { RSP_CD } from '@tessera/protocol';
import type { FastifyRequest } from 'fastify';
import { EnvelopeError } from '../http/envelopeError.js';

/**
 * Who calls (README "Authorization"): set on the request from a verified access token, `null`
 * for an anonymous caller. A bearer token that does not verify never becomes `null`: the
 * request is refused with 401 before any route runs.
 */
export interface Caller {
  userId: string;
  /** The session of the sign-in (`sid` claim); a revoked session answers 401. */
  sid: string;
  userName: string;
  userScope: string;
  /** Role codes. */
  roles: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

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

/** The role code of the deployment's administrators (the organisation calls need it). */
export const ADMIN_ROLE = 'admin';

/** The signed-in caller holding the admin role: 401 when anonymous, 403 otherwise. */
export function requireAdmin(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (!caller.roles.includes(ADMIN_ROLE)) throw forbidden();
  return caller;
}
