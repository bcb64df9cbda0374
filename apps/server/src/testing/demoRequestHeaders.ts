import { randomUUID } from 'node:crypto';
import { CLIENT_VERSION } from '@tessera/protocol';
import { createNonce } from '@tessera/protocol/signing';
import { DEMO } from '../demo.js';

/**
 * The shared headers of spec 1 §7 that a client on the demo Pc home page sends, unsigned, with a
 * fresh request id, nonce and timestamp on every call (so the replay check passes as it does for
 * real clients). Sign them with protocol's `withSignatureHeaders`. For tests and benchmarks that
 * build raw requests: the server's own, and `@tessera/test-utils`' `signedHeaders`.
 */
export function demoRequestHeaders(): Record<string, string> {
  return {
    appid: DEMO.appId,
    subappid: DEMO.pcSubAppId,
    pageid: DEMO.pages.pcHome,
    mode: 'Pc',
    source: 'pc',
    requestid: randomUUID(),
    newversion: CLIENT_VERSION,
    nonce: createNonce(),
    timestamp: String(Date.now()),
  };
}
