import { createHash } from 'node:crypto';
import { HEADERS, RSP_CD } from '@tessera/protocol';
import {
  answerKeyHeader,
  decryptBody,
  encryptAnswer,
  isEncryptedPath,
} from '@tessera/protocol/crypto';
import { EMPTY_BODY_SHA256, UNSIGNED_CALLS } from '@tessera/protocol/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { EnvelopeError } from '../http/envelopeError.js';
import { parseCallerJson } from '../http/inputGuards.js';
import { createNonceStore, type NonceStore } from './nonceStore.js';
import { installRawBodyParsers } from './rawBodyParsers.js';
import { loadServerKeyPair } from './serverKeyPair.js';
import { installVerdictOverlap } from '../http/securityVerdict.js';
import { verifySignature } from './verifySignature.js';
import { checkXsrf, issueXsrfCookie } from './xsrf.js';

/** Options of the request security (ServerOptions `security`). */
export interface SecurityOptions {
  /** The server clock in ms (default `Date.now`); tests move it to check skew and nonce expiry. */
  now?: () => number;
  /** RSA key size when the deployment's key pair is first created (default 1024, spec 1 §9). */
  rsaBits?: number;
}

/** What the security layer adds to the Fastify instance. */
export interface SecurityState {
  /** PEM public key answered in the settings as `publicKey`. */
  publicKeyPem: string;
  /** The replay memory (database-backed). */
  nonces: NonceStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    tesseraSecurity: SecurityState;
  }
  interface FastifyContextConfig {
    /**
     * Answer this route without signature checks: only for requests a browser makes by itself
     * (an `<img src>`, a download link, a frame source), which cannot carry headers.
     */
    unsigned?: boolean;
  }
  interface FastifyRequest {
    /** The AES key of an encrypted request body; its answer is encrypted with it. */
    bodyKey?: string;
  }
}

/** The settings call: unsigned, and where the XSRF cookie is issued. */
const SETTINGS_CALL = 'GET /api/home/configuration';

function callOf(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  if (!route || request.is404) return undefined;
  return `${request.method === 'HEAD' ? 'GET' : request.method} ${route}`;
}

function requiresSignature(request: FastifyRequest, call: string | undefined): boolean {
  if (call === undefined || request.method === 'OPTIONS') return false;
  // Only the service prefixes are signed; identity-provider pages and static files are not.
  if (!/^[A-Z]+ \/(api|apps)\//.test(call)) return false;
  if (request.routeOptions.config.unsigned) return false;
  // Browsers cannot put headers on a websocket upgrade; subscriptions authenticate in-band.
  if (request.headers.upgrade?.toLowerCase() === 'websocket') return false;
  return !UNSIGNED_CALLS.includes(call);
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/**
 * Installs the request security of protocol README "Signing" and "Body encryption": raw-body
 * parsers, then one `preValidation` hook that, for every signed call, verifies `token`/`sign`
 * (and `hashtoken`, `permissionsign`), the clock skew, the XSRF double submit, records the
 * nonce, and decrypts an encrypted body (before the route's schema checks it, so the schema
 * sees the decrypted body); and one `onSend` that encrypts the answer to an encrypted request.
 * Must run before any route is registered.
 */
export async function installSecurity(
  app: FastifyInstance,
  db: Db,
  options: SecurityOptions = {},
): Promise<void> {
  const now = options.now ?? (() => Date.now());
  const keyPair = await loadServerKeyPair(db, options.rsaBits);
  const nonces = createNonceStore(db, now);
  await nonces.purgeExpired();
  app.decorate('tesseraSecurity', { publicKeyPem: keyPair.publicKeyPem, nonces });
  app.decorateRequest('bodyKey', undefined);
  installRawBodyParsers(app);
  installVerdictOverlap(app);

  app.addHook('preValidation', async (request, reply) => {
    const call = callOf(request);
    if (call === SETTINGS_CALL) issueXsrfCookie(request, reply);
    if (!requiresSignature(request, call)) return;
    const verdict = checkRequest(request);
    if (
      request.method === 'GET' &&
      request.routeOptions.config.readsOnly === true &&
      firstHeader(request, HEADERS.bodyKey) === undefined
    ) {
      // README "Per-call floor": the route's reads run meanwhile; its answer waits (securityVerdict.ts).
      verdict.catch(() => undefined);
      request.securityVerdict = verdict;
      return;
    }
    await verdict;
  });

  /** Signature, XSRF, replay and body decryption of a signed call (refusals thrown). */
  async function checkRequest(request: FastifyRequest): Promise<void> {
    // The site keys are read on every call, not kept (README "Per-call floor"): a settings
    // change must count at once on the instance that made it, and writers of site_settings are
    // many. The same statement remembers the nonce (one round trip).
    let fresh = false;
    const site = await verifySignature({
      header: (name) => firstHeader(request, name),
      bodySha256:
        request.rawBody === undefined
          ? EMPTY_BODY_SHA256
          : createHash('sha256').update(request.rawBody, 'utf8').digest('hex'),
      now: now(),
      findSites: async (accessKey) => {
        const found = await nonces.rememberWithSites(
          accessKey,
          firstHeader(request, HEADERS.nonce) ?? '',
          firstHeader(request, HEADERS.timestamp) ?? '',
        );
        fresh = found.fresh;
        return found.sites;
      },
    });
    checkXsrf(request);
    if (!fresh)
      throw new EnvelopeError(RSP_CD.replayed, '重复的请求：该 nonce 已被使用，请求被拒绝');

    const bodyKey = firstHeader(request, HEADERS.bodyKey);
    if (bodyKey === undefined) {
      if (site.bodyIsSecret && request.method === 'POST' && isEncryptedPath(pathOf(request))) {
        throw new EnvelopeError(
          RSP_CD.bodyEncryption,
          '该站点要求加密此接口的请求体（缺少 body-key）',
        );
      }
      return;
    }
    const contentType = firstHeader(request, 'content-type') ?? '';
    if (request.rawBody === undefined || !/^text\/plain\b/i.test(contentType)) {
      throw new EnvelopeError(RSP_CD.bodyEncryption, '加密的请求体须以 text/plain 发送');
    }
    let text: string;
    try {
      ({ text, key: request.bodyKey } = decryptBody(
        keyPair.privateKeyPem,
        bodyKey,
        request.rawBody,
      ));
    } catch {
      throw new EnvelopeError(RSP_CD.bodyEncryption, '请求体解密失败：内容或 body-key 已被篡改');
    }
    request.body = text === '' ? undefined : parseCallerJson(text, '请求无效：解密后的请求体');
  }

  app.addHook('onSend', async (request, reply, payload) => {
    // An answer that sets the caller's own XSRF cookie must not be stored by shared caches.
    const cacheControl = reply.getHeader('cache-control');
    if (reply.hasHeader('set-cookie') && typeof cacheControl === 'string') {
      reply.header('cache-control', cacheControl.replace(/\bpublic\b/, 'private'));
    }
    if (request.bodyKey === undefined || typeof payload !== 'string') return payload;
    const answer = encryptAnswer(request.bodyKey, payload);
    reply.header(answerKeyHeader(pathOf(request)), answer.answerKey);
    reply.header('content-type', 'text/plain; charset=utf-8');
    return answer.body;
  });
}
