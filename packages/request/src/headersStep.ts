import type { Clock } from '@tessera/ports';
import { CLIENT_VERSION } from '@tessera/protocol';
import type { SubAppType } from '@tessera/protocol';
import { createNonce } from '@tessera/protocol/signing';
import type { RequestContext, RequestStep } from './types.js';

/** spec 1 §7: `source` is `pc` for the Pc sub-app and `h5` for the Mobile one. */
export const SOURCE_BY_SUB_APP_TYPE: Readonly<Record<SubAppType, string>> = {
  Pc: 'pc',
  Mobile: 'h5',
};

/**
 * Where the headers step gets its randomness; injectable so tests can pin it. Time comes from
 * the client's `clock` (`@tessera/ports`).
 */
export interface RequestIds {
  /** A fresh request id, sent as `requestid`. */
  requestId: () => string;
  /** A fresh nonce, sent as `nonce` (spec 1 §7: 4 random characters). */
  nonce: () => string;
}

/** The default ids: `crypto.randomUUID` and protocol's `createNonce`. */
export function defaultRequestIds(): RequestIds {
  let crypto: Crypto | undefined; // looked up at the first request, not at import time
  return {
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
 * sharedHeaders(context, createBrowserClock(), defaultRequestIds());
 * // { appid: '…', mode: 'Pc', source: 'pc', newversion: 'v1.3.0307', nonce: 'aZ3k', … }
 * ```
 */
export function sharedHeaders(
  context: RequestContext,
  clock: Pick<Clock, 'now'>,
  ids: RequestIds,
): Record<string, string> {
  // One object literal with the names of protocol's HEADERS (a unit test checks they match):
  // built in one step, where adding the properties one by one cost several µs per request.
  const headers: Record<string, string> = {
    appid: context.appId,
    subappid: context.subAppId,
    pageid: context.pageId,
    mode: context.subAppType,
    source: SOURCE_BY_SUB_APP_TYPE[context.subAppType],
    requestid: ids.requestId(),
    newversion: CLIENT_VERSION,
    'current-publish-version': context.currentPublishVersion,
    'current-env': context.envType,
    nonce: ids.nonce(),
    timestamp: String(clock.now()),
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
export function headersStep(
  clock: Pick<Clock, 'now'>,
  ids: RequestIds = defaultRequestIds(),
): RequestStep {
  return {
    name: 'headers',
    beforeRequest: (request, call) => {
      const shared = sharedHeaders(call.context, clock, ids);
      for (const name in request.headers) shared[name] = request.headers[name]!;
      request.headers = shared;
    },
  };
}
