import { CLIENT_VERSION, HEADERS } from '@tessera/protocol';
import type { SubAppType } from '@tessera/protocol';
import type { RequestContext, RequestStep } from './types.js';

/** spec 1 §7: `source` is `pc` for the Pc sub-app and `h5` for the Mobile one. */
export const SOURCE_BY_SUB_APP_TYPE: Readonly<Record<SubAppType, string>> = {
  Pc: 'pc',
  Mobile: 'h5',
};

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** spec 1 §7: the nonce is 4 random characters. */
export const NONCE_LENGTH = 4;

/** Where the headers step gets randomness and time; injectable so tests can pin them. */
export interface HeadersEnvironment {
  /** Milliseconds since the epoch, sent as `timestamp`. */
  now: () => number;
  /** A fresh request id, sent as `requestid`. */
  requestId: () => string;
  /** A fresh nonce, sent as `nonce`. */
  nonce: () => string;
}

/**
 * A nonce of {@link NONCE_LENGTH} characters from `[A-Za-z0-9]`, drawn from the platform's
 * cryptographic generator (read at call time, never at import time).
 */
export function createNonce(length = NONCE_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let nonce = '';
  // 256 is not a multiple of 62, so the first 8 letters are very slightly likelier; a nonce
  // only has to differ between requests, not be uniform.
  for (const byte of bytes) nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
  return nonce;
}

/** The default environment: `Date.now`, `crypto.randomUUID` and {@link createNonce}. */
export function defaultHeadersEnvironment(): HeadersEnvironment {
  return {
    now: () => Date.now(),
    requestId: () => globalThis.crypto.randomUUID(),
    nonce: () => createNonce(),
  };
}

/**
 * The shared headers of spec 1 §7 for one request, as a plain record (lower-case names from
 * `HEADERS`). Signing headers (`ak`, `token`, `sign`, `hashtoken`), `pvid`, `workflowproid` and
 * `operationId` are added by later steps, not here.
 *
 * @example
 * ```ts
 * sharedHeaders(context, defaultHeadersEnvironment());
 * // { appid: '…', mode: 'Pc', source: 'pc', newversion: 'v1.3.0307', nonce: 'aZ3k', … }
 * ```
 */
export function sharedHeaders(
  context: RequestContext,
  env: HeadersEnvironment,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.accessToken) headers[HEADERS.authorization] = `Bearer ${context.accessToken}`;
  headers[HEADERS.appId] = context.appId;
  headers[HEADERS.subAppId] = context.subAppId;
  headers[HEADERS.pageId] = context.pageId;
  headers[HEADERS.mode] = context.subAppType;
  headers[HEADERS.source] = SOURCE_BY_SUB_APP_TYPE[context.subAppType];
  headers[HEADERS.requestId] = env.requestId();
  headers[HEADERS.newVersion] = CLIENT_VERSION;
  headers[HEADERS.currentPublishVersion] = context.currentPublishVersion;
  headers[HEADERS.currentEnv] = context.envType;
  headers[HEADERS.nonce] = env.nonce();
  headers[HEADERS.timestamp] = String(env.now());
  return headers;
}

/** The ky `context` key under which a call lists the header names it set itself. */
export const EXPLICIT_HEADERS_CONTEXT_KEY = 'explicitHeaders';

/**
 * The first step of the chain: puts the shared headers on every request. A header the call set
 * explicitly (for example a `pageid` of another page) is kept; every other header is written on
 * every attempt, so a retry gets a fresh `requestid`, `nonce`, `timestamp` and the current token.
 */
export function headersStep(
  getContext: () => RequestContext,
  env: HeadersEnvironment = defaultHeadersEnvironment(),
): RequestStep {
  return {
    name: 'headers',
    beforeRequest: (request, options) => {
      const listed = options.context[EXPLICIT_HEADERS_CONTEXT_KEY];
      const explicit = new Set(
        Array.isArray(listed) ? listed.map((name) => String(name).toLowerCase()) : [],
      );
      for (const [name, value] of Object.entries(sharedHeaders(getContext(), env))) {
        if (!explicit.has(name)) request.headers.set(name, value);
      }
    },
  };
}
