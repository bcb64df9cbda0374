import { HEADERS, isEncryptedPath } from '@tessera/protocol';
import { REQUEST_ERROR_TEXTS, RequestError } from './RequestError.js';
import type { RequestStep } from './types.js';

/**
 * spec 1 §7 body encryption, request side: on a site whose settings say
 * `thisSiteGraphqlBodyIsSecret`, a POST to querygraphqls, login/expand, sendphonecode,
 * checkphonevercode, applet, changepwd or dataflows/run has its text body encrypted with the
 * server's public key (protocol's `encryptBody`: AES-256-GCM body, RSA PKCS#1 v1.5 key, verified
 * and retried up to 10 times) and sent as text/plain with the `body-key` header. The AES key is
 * kept in the call state to open the answer. Each attempt (a 401 retry too) starts from the
 * original body, so it is encrypted afresh.
 */
/**
 * The cipher code (node-forge, the largest part of a client bundle) loads on the first call that
 * needs it: an app on a site without body encryption never downloads it.
 */
const loadCrypto = () => import('@tessera/protocol/crypto');

export const encryptBodyStep: RequestStep = {
  name: 'encryptBody',
  beforeRequest: (request, call) => {
    call.bodyKey = undefined;
    const { bodyIsSecret, publicKey } = call.context;
    if (!bodyIsSecret || !publicKey || request.method !== 'POST') return;
    if (typeof request.body !== 'string') return;
    if (!isEncryptedPath(new URL(request.url).pathname)) return;

    const body = request.body;
    return loadCrypto().then(({ encryptBody }) => {
      const encrypted = encryptBody(publicKey, body);
      call.bodyKey = encrypted.key;
      request.body = encrypted.body;
      request.headers['content-type'] = 'text/plain;charset=UTF-8';
      request.headers[HEADERS.bodyKey] = encrypted.bodyKey;
    });
  },
};

/**
 * spec 1 §7 body encryption, answer side: an answer with a `contentkey` or `graphqkey` header
 * is decrypted with the call's AES key and handed on as the JSON it holds. An encrypted answer
 * that cannot be opened is a broken answer: 服务器繁忙.
 */
export const decryptAnswerStep: RequestStep = {
  name: 'decryptAnswer',
  afterResponse: (response, call) => {
    const answerKey =
      response.headers.get(HEADERS.graphqKey) ?? response.headers.get(HEADERS.contentKey);
    if (answerKey === null) return;
    return openAnswer(response, call.bodyKey, answerKey);
  },
};

async function openAnswer(
  response: Response,
  bodyKey: string | undefined,
  answerKey: string,
): Promise<Response> {
  let text: string;
  try {
    if (bodyKey === undefined) throw new Error('an encrypted answer to a plain request');
    const { decryptAnswer } = await loadCrypto();
    text = decryptAnswer(bodyKey, answerKey, await response.text());
  } catch (cause) {
    throw new RequestError('envelope', REQUEST_ERROR_TEXTS.busy, {
      status: response.status,
      cause,
    });
  }
  const headers = new Headers(response.headers);
  headers.delete(HEADERS.graphqKey);
  headers.delete(HEADERS.contentKey);
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}
