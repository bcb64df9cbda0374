import { fail, RSP_CD } from '@tessera/protocol';
import { verdictRefusal } from './securityVerdict.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BAD_VALUE_MESSAGE,
  CONCURRENT_WRITE_MESSAGE,
  DATABASE_UNREACHABLE_MESSAGE,
  isBadValueError,
  isDatabaseUnreachable,
  isRetryableTransactionError,
} from '../db/databaseErrors.js';
import { EnvelopeError } from './envelopeError.js';
import { isStatementTimeout, STATEMENT_TIMEOUT_MESSAGE } from '../db/statementTimeout.js';
import { logRefusal } from './refusalLog.js';
import { formatInputError, inputValidatorCompiler } from './inputSchemas.js';

/** rspInf of an unexpected failure: never the database's or the runtime's own text. */
export const SERVER_ERROR_MESSAGE = '服务器错误';

/** Clear texts for the request errors Fastify raises itself (README "Bad input"). */
function fastifyMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `请求无效：不支持的 Content-Type（${request.headers['content-type'] || '未提供'}），应为 application/json、text/plain 或 multipart/form-data`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求无效：请求体过大';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求无效：Content-Type 为 application/json 但请求体为空';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return '请求无效：Content-Length 与请求体长度不符';
    default:
      if (/prototype/i.test(error.message)) {
        return '请求无效：请求体含有不允许的键（__proto__ 或 constructor.prototype）';
      }
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return '请求无效：请求体不是有效的 JSON';
      }
      return `请求无效：${error.message}`;
  }
}

/**
 * Answers a failure envelope for a request Fastify rejected before routing (a URL that does
 * not decode, e.g. `%E0%A4%A`): 40000 like any other bad input, instead of Fastify's own
 * HTTP 400 JSON. Used as Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const rspInf =
    error.code === 'FST_ERR_BAD_URL'
      ? '请求无效：地址含有无法解码的字符'
      : `请求无效：${error.message}`;
  logRefusal(request, RSP_CD.badRequest, rspInf);
  void reply.status(200).send(fail(RSP_CD.badRequest, rspInf));
}

/**
 * Installs the one error handler: every failure answers HTTP 200 (401/403 for refusals of
 * authorization, spec 1 §8) with an envelope (protocol
 * README "Envelope"). Expected failures carry their message and are logged at info without a
 * stack (a client must not be able to flood the error log); a request Fastify itself rejects
 * (malformed JSON, unsupported content type, too large) answers 40000 with a clear text; a
 * value the database refuses as data (NUL, a number out of range) answers 40000; anything else
 * answers 50000 and is logged at error with its stack. A body, query or path parameter that
 * fails its route's schema answers 40000 with the text naming the field (`inputSchemas.ts`).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSchemaErrorFormatter(formatInputError);
  app.setErrorHandler(async (failure: FastifyError, request, reply) => {
    // A `readsOnly` call's pending signature and replay verdict wins (http/securityVerdict.ts).
    const error = ((await verdictRefusal(request)) ?? failure) as FastifyError;
    if (error instanceof EnvelopeError) {
      logRefusal(request, error.rspCd, error.message);
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(fail(error.rspCd, error.message));
    }
    // A statement cancelled at the database's statement_timeout (README "Cost limits").
    if (isStatementTimeout(error)) {
      logRefusal(request, RSP_CD.badRequest, STATEMENT_TIMEOUT_MESSAGE);
      return reply.status(200).send(fail(RSP_CD.badRequest, STATEMENT_TIMEOUT_MESSAGE));
    }
    if (isBadValueError(error)) {
      request.log.warn(
        { sqlState: (error as { code?: string }).code },
        'refused: value the database cannot store',
      );
      return reply.status(200).send(fail(RSP_CD.badRequest, BAD_VALUE_MESSAGE));
    }
    if (isRetryableTransactionError(error)) {
      // Still deadlocked after every retry (retryTransaction): a conflict, not a server fault.
      logRefusal(request, RSP_CD.versionConflict, CONCURRENT_WRITE_MESSAGE);
      return reply.status(200).send(fail(RSP_CD.versionConflict, CONCURRENT_WRITE_MESSAGE));
    }
    // README "Database outages": the server's fault, but a known one: no stack per request.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ reason: error.message }, 'refused: database unreachable');
      return reply.status(200).send(fail(RSP_CD.serverError, DATABASE_UNREACHABLE_MESSAGE));
    }
    if (error.validation) {
      logRefusal(request, RSP_CD.badRequest, error.message);
      return reply.status(200).send(fail(RSP_CD.badRequest, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const rspInf = fastifyMessage(error, request);
      logRefusal(request, RSP_CD.badRequest, rspInf);
      return reply.status(200).send(fail(RSP_CD.badRequest, rspInf));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(200).send(fail(RSP_CD.serverError, SERVER_ERROR_MESSAGE));
  });
}
