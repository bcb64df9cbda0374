import { fail, RSP_CD } from '@tessera/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';
import { EnvelopeError } from './envelopeError.js';
import { isStatementTimeout, STATEMENT_TIMEOUT_MESSAGE } from '../db/statementTimeout.js';

/** rspInf of an unexpected failure: never the database's or the runtime's own text. */
export const SERVER_ERROR_MESSAGE = '服务器错误';

/**
 * Installs the one error handler: every failure answers HTTP 200 with an envelope (protocol
 * README "Envelope"). Expected failures carry their message; a request Fastify itself rejects
 * (malformed JSON, unsupported content type, schema validation) answers 40000 with Fastify's
 * message, which describes the request and never the database; anything else answers 50000
 * and is logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof EnvelopeError) {
      return reply.status(200).send(fail(error.rspCd, error.message));
    }
    // A statement cancelled at the database's statement_timeout (README "Cost limits").
    if (isStatementTimeout(error)) {
      return reply.status(200).send(fail(RSP_CD.badRequest, STATEMENT_TIMEOUT_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (error.validation || (status >= 400 && status < 500)) {
      return reply.status(200).send(fail(RSP_CD.badRequest, `请求无效：${error.message}`));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(200).send(fail(RSP_CD.serverError, SERVER_ERROR_MESSAGE));
  });
}
