import { RSP_CD } from '@tessera/protocol';
import type { FastifyRequest } from 'fastify';

/** Codes that say the caller's credentials or signature were wrong: worth an operator's look. */
const SECURITY_CODES = new Set<string>([
  RSP_CD.signatureInvalid,
  RSP_CD.replayed,
  RSP_CD.clockSkew,
  RSP_CD.bodyEncryption,
  RSP_CD.xsrfMismatch,
]);

/**
 * Logs a client refusal (README "Bad input", "Logs"): one line, no stack, through the request's
 * logger so it carries `reqId`. Security refusals (401xx) at warn, every other refusal (bad
 * input, not found, version conflict) at info: expected, and never an error of the server.
 */
export function logRefusal(request: FastifyRequest, rspCd: string, rspInf: string): void {
  const level = SECURITY_CODES.has(rspCd) ? 'warn' : 'info';
  request.log[level]({ rspCd, rspInf }, 'request refused');
}
