import { HEADERS } from '@tessera/protocol';
import {
  EMPTY_BODY_SHA256,
  sha256Hex,
  signatureHeaders,
  signFieldsFromHeaders,
} from '@tessera/protocol/signing';
import type { NormalizedOptions } from 'ky';
import { callStateOf } from './callState.js';
import type { RequestContext, RequestStep } from './types.js';

/**
 * The body text a request is signed over (protocol README "Signing"): the text that goes on the
 * wire for JSON and string bodies (the ciphertext when the body was encrypted); '' for no body
 * and for FormData, Blob, buffer and URLSearchParams bodies.
 */
export function signedBodyText(options: NormalizedOptions): string {
  const state = callStateOf(options);
  if (state.wireBody !== undefined) return state.wireBody;
  return typeof options.body === 'string' ? options.body : '';
}

/**
 * The signing step (spec 1 §7): `ak`, `token` (access key, secret key, nonce, timestamp), `sign`
 * (app id, authorization, body, mode, operation id, page id, request id, sub-app id, timestamp),
 * plus `hashtoken` with a token and `permissionsign` with an operation id — all computed by
 * protocol's signing functions over the headers as they stand, so it must run after every other
 * `beforeRequest` step. Without an access key and secret key in the context (before the settings
 * are loaded) nothing is signed.
 */
export function signingStep(getContext: () => RequestContext): RequestStep {
  return {
    name: 'signing',
    beforeRequest: (request, options) => {
      const { accessKey, secretKey } = getContext();
      if (!accessKey || !secretKey) return;
      const header = (name: string) => request.headers.get(name) ?? undefined;
      const body = signedBodyText(options);
      const fields = signFieldsFromHeaders(
        header,
        body === '' ? EMPTY_BODY_SHA256 : sha256Hex(body),
      );
      const signed = signatureHeaders({
        ...fields,
        accessKey,
        secretKey,
        nonce: header(HEADERS.nonce) ?? '',
      });
      for (const [name, value] of Object.entries(signed)) request.headers.set(name, value);
    },
  };
}
