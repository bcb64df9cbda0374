import { CLIENT_VERSION, HEADERS } from '@tessera/protocol';
import type { SubAppType } from '@tessera/protocol';
import { createNonce } from '@tessera/protocol/signing';
import { callStateOf } from './callState.js';
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
  return {
    now: () => Date.now(),
    requestId: () => globalThis.crypto.randomUUID(),
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
  const headers: Record<string, string> = {};
  if (context.accessToken) headers[HEADERS.authorization] = `Bearer ${context.accessToken}`;
  if (context.pvid) headers[HEADERS.pvid] = context.pvid;
  headers[HEADERS.appId] = context.appId;
  headers[HEADERS.subAppId] = context.subAppId;
  headers[HEADERS.pageId] = context.pageId;
  headers[HEADERS.mode] = context.subAppType;
  headers[HEADERS.source] = SOURCE_BY_SUB_APP_TYPE[context.subAppType];
  headers[HEADERS.requestId] = env.requestId();
  // spec 1 §2: on /flow/page/{pageId}/{workflowId} the id is sent as the workflow process id.
  if (context.workflowProId) headers[HEADERS.workflowProId] = context.workflowProId;
  headers[HEADERS.newVersion] = CLIENT_VERSION;
  headers[HEADERS.currentPublishVersion] = context.currentPublishVersion;
  headers[HEADERS.currentEnv] = context.envType;
  headers[HEADERS.nonce] = env.nonce();
  headers[HEADERS.timestamp] = String(env.now());
  return headers;
}

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
      const explicit = new Set(callStateOf(options).explicitHeaders);
      for (const [name, value] of Object.entries(sharedHeaders(getContext(), env))) {
        if (!explicit.has(name)) request.headers.set(name, value);
      }
    },
  };
}
