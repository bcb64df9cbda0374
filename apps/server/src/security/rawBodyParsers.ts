import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOO_DEEP_MESSAGE } from '../http/inputGuards.js';
import { badRequest } from '../http/envelopeError.js';
import { jsonTooDeep } from '../http/inputText.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body text as received, for JSON and text/plain bodies (signature check, decryption). */
    rawBody?: string;
  }
}

/**
 * Replaces Fastify's JSON and text/plain parsers with ones that also keep the body text
 * (protocol README "Signing": `sign` covers the body exactly as sent). JSON is still parsed by
 * Fastify's own parser (prototype-poisoning protection included), after a nesting-depth check
 * (`MAX_JSON_DEPTH`). A text/plain body may be an
 * encrypted JSON body (base64 grows it by a third), so its limit is raised accordingly.
 * Must run before any route is registered; other content types (multipart) keep their parsers
 * and are signed as non-text bodies.
 */
export function installRawBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const bodyLimit = app.initialConfig.bodyLimit ?? 1_048_576;
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      // README "Bad input": refuse deep nesting before anything recursive walks the value.
      if (jsonTooDeep(text)) return done(badRequest(TOO_DEEP_MESSAGE), undefined);
      parseJson(request, text, done);
    },
  );
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: Math.ceil((bodyLimit * 4) / 3) + 4096 },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      done(null, text);
    },
  );
}
