import { randomUUID } from 'node:crypto';
import { CLIENT_VERSION } from '@tessera/protocol';
import { createNonce, withSignatureHeaders } from '@tessera/protocol/signing';
import { DEMO } from '../src/demo.js';

/**
 * The headers a well-behaved client sends with one POST (protocol README "Signing"), signed
 * with the demo site's keys: a fresh nonce, timestamp and request id every call, so the server's
 * replay check passes as it does for real clients.
 */
export function signedHeaders(body: string): Record<string, string> {
  const base = {
    appid: DEMO.appId,
    subappid: DEMO.pcSubAppId,
    pageid: DEMO.pages.pcHome,
    mode: 'Pc',
    source: 'pc',
    requestid: randomUUID(),
    newversion: CLIENT_VERSION,
    nonce: createNonce(),
    timestamp: String(Date.now()),
    'content-type': 'application/json',
  };
  return withSignatureHeaders(base, { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey }, body);
}
