import { CLIENT_VERSION } from '@tessera/protocol';
import type { SubAppType } from '@tessera/protocol';
import { createNonce } from '@tessera/protocol/signing';
import type { RequestContext, RequestStep } from './types.js';

/** spec 1 §7: `source` is `pc` for the Pc sub-app and `h5` for the Mobile one. */
export const SOURCE_BY_SUB_APP_TYPE: Readonly<Record<SubAppType, string>> = {
  Pc: 'pc',
  Mobile: 'h5',
};

/** Where the headers step gets randomness and time; injectable so tests can pin them. */
export interface HeadersEnvironment {
  /** Milliseconds since the epoch, sent as `timestamp` (and the clock of the /login throttle). */
  now: () => number;
  /** A fresh request id, sent as `requestid`. */
  requestId: () => string;
  /** A fresh nonce, sent as `nonce` (spec 1 §7: 4 random characters). */
  nonce: () => string;
}

/** The default environment: `Date.now`, `crypto.randomUUID` and protocol's `createNonce`. */
export function defaultHeadersEnvironment(): HeadersEnvironment {
  let crypto: Crypto | undefined; // looked up at the first request, not at import time
  return {
    now: () => Date.now(),
    requestId: () => (crypto ??= globalThis.crypto).randomUUID(),
    nonce: () => createNonce(),
  };
}

/**
 * The shared headers of spec 1 §7 for one request, as a plain record (lower-case names from
 * `HEADERS`): `Authorization` (when a token exists), `pvid` (when set), `appid`, `subappid`,
 * `pageid`, `mode`, `source`, `requestid`, `workflowproid` (workflow pages), `newversion`,
 * `current-publish-version`, `current-env`, `nonce`, `timestamp`. The signing headers,
 * `X-XSRF-TOKEN` and the show-hidden-field code are added by later steps.
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
  // One object literal with the names of protocol's HEADERS (a unit test checks they match):
  // built in one step, where adding the properties one by one cost several µs per request.
  const headers: Record<string, string> = {
    appid: context.appId,
    subappid: context.subAppId,
    pageid: context.pageId,
    mode: context.subAppType,
    source: SOURCE_BY_SUB_APP_TYPE[context.subAppType],
    requestid: env.requestId(),
    newversion: CLIENT_VERSION,
    'current-publish-version': context.currentPublishVersion,
    'current-env': context.envType,
    nonce: env.nonce(),
    timestamp: String(env.now()),
  };
  if (context.accessToken) headers.authorization = `Bearer ${context.accessToken}`;
  if (context.pvid) headers.pvid = context.pvid;
  // spec 1 §2: on /flow/page/{pageId}/{workflowId} the id is sent as the workflow process id.
  if (context.workflowProId) headers.workflowproid = context.workflowProId;
  return headers;
}

/**
 * The first step of the chain: puts the shared headers on every request. A header the call set
 * itself (for example a `pageid` of another page) is kept; the others are written on every
 * attempt, so a retry gets a fresh `requestid`, `nonce`, `timestamp` and the current token.
 */
export function headersStep(env: HeadersEnvironment = defaultHeadersEnvironment()): RequestStep {
  return {
    name: 'headers',
    beforeRequest: (request, call) => {
      const shared = sharedHeaders(call.context, env);
      for (const name in request.headers) shared[name] = request.headers[name]!;
      request.headers = shared;
    },
  };
}
