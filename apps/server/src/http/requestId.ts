import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { isGuid } from './requestParams.js';

/**
 * Fastify's `genReqId`: the client's `requestid` header (spec 1 §7 shared headers, a random
 * UUID per call) when it is a UUID, so a client report and the server log name the same call;
 * anything else (missing, too long, not a UUID) gets a fresh UUID, never the caller's text.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[HEADERS.requestId];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return isGuid(value) ? value.toLowerCase() : randomUUID();
}

/**
 * Answers the request id in the `requestid` header of every answer, failures included
 * (README "Bad input"): the one name an operator needs to find the call's log lines.
 */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
}
