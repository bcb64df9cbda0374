import { HEADERS } from '@tessera/protocol';
import {
  EMPTY_BODY_SHA256,
  sha256Hex,
  signatureHeaders,
  signFieldsFromHeaders,
} from '@tessera/protocol/signing';
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
 * protocol's signing functions over the headers as they stand, so it must run after every other
 * `beforeRequest` step. Without an access key and secret key in the context (before the settings
 * are loaded) nothing is signed.
 */
export const signingStep: RequestStep = {
  name: 'signing',
  beforeRequest: (request, call) => {
    const { accessKey, secretKey } = call.context;
    if (!accessKey || !secretKey) return;
    const { headers } = request;
    const header = (name: string) => headers[name];
    const body = signedBodyText(request);
    const fields = signFieldsFromHeaders(header, body === '' ? EMPTY_BODY_SHA256 : sha256Hex(body));
    const signed = signatureHeaders({
      ...fields,
      accessKey,
      secretKey,
      nonce: header(HEADERS.nonce) ?? '',
    });
    Object.assign(headers, signed);
  },
};
