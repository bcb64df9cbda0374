import { withSignatureHeaders } from '@tessera/protocol/signing';
import type { OutgoingRequest, RequestStep } from './types.js';

/**
 * The body text a request is signed over (protocol README "Signing"): the text that goes on the
 * wire for JSON and string bodies (the ciphertext when the body was encrypted); '' for no body
 * and for FormData, Blob, buffer and URLSearchParams bodies.
 */
export function signedBodyText(request: OutgoingRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

/**
 * The signing step (spec 1 §7): `ak`, `token` (access key, secret key, nonce, timestamp), `sign`
 * (app id, authorization, body, mode, operation id, page id, request id, sub-app id, timestamp),
 * plus `hashtoken` with a token and `permissionsign` with an operation id — all computed by
 * protocol's `withSignatureHeaders` over the headers as they stand (the same reading of the
 * headers as the server's), so it must run after every other
 * `beforeRequest` step. Without an access key and secret key in the context (before the settings
 * are loaded) nothing is signed.
 */
export const signingStep: RequestStep = {
  name: 'signing',
  beforeRequest: (request, call) => {
    const { accessKey, secretKey } = call.context;
    if (!accessKey || !secretKey) return;
    const keys = { accessKey, secretKey };
    request.headers = withSignatureHeaders(request.headers, keys, signedBodyText(request));
  },
};
