import { withSignatureHeaders } from '@tessera/protocol/signing';
import { DEMO } from '../src/demo.js';
import { demoRequestHeaders } from '../src/testing/demoRequestHeaders.js';

/**
 * The headers a well-behaved client sends with one POST (protocol README "Signing"), signed
 * with the demo site's keys: a fresh nonce, timestamp and request id every call, so the server's
 * replay check passes as it does for real clients.
 */
export function signedHeaders(body: string, accessToken?: string): Record<string, string> {
  const base: Record<string, string> = {
    ...demoRequestHeaders(),
    'content-type': 'application/json',
    // A signed-in caller (README "Authorization"): the bench schema is bound by no public page.
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  };
  return withSignatureHeaders(base, { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey }, body);
}
