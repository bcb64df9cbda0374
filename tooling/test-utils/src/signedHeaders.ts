import { withSignatureHeaders } from '@tessera/protocol/signing';
import { DEMO, demoRequestHeaders } from '@tessera/server/demo';

/** Input of {@link signedHeaders}. */
export interface SignedHeadersInput {
  /** The body text exactly as it will be sent (JSON text, or the text/plain body); none for GET. */
  body?: string;
  /** Headers to sign with (`pageid`, `authorization`, `operationid`, `nonce`, `timestamp`, ...). */
  headers?: Record<string, string>;
  /** Keys to sign with (default: the demo site's `DEMO.accessKey` / `DEMO.secretKey`). */
  keys?: { accessKey: string; secretKey: string };
}

/**
 * The shared headers plus valid signing headers (protocol README "Signing") for a raw `fetch`
 * to the test server, for tests that do not go through `@tessera/request`.
 *
 * @example
 * ```ts
 * const body = JSON.stringify({ query: '{ contentSchemas }' });
 * await fetch(`${server.url}/api/querygraphqls?app=${DEMO.appId}`, {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json', ...signedHeaders({ body }) },
 *   body,
 * });
 * ```
 */
export function signedHeaders(input: SignedHeadersInput = {}): Record<string, string> {
  const keys = input.keys ?? { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey };
  const headers = { ...demoRequestHeaders(), ...input.headers };
  return withSignatureHeaders(headers, keys, input.body ?? '');
}
