import forge from 'node-forge';
import {
  AES_GCM_IV_BYTES,
  AES_GCM_TAG_BYTES,
  AES_KEY_BYTES,
  aesGcmOpen,
  aesGcmSeal,
} from './aesGcm.js';
import { randomBytes, type RandomBytes } from './randomBytes.js';
import { hasRsaChunkLayout, rsaDecryptChunks, rsaEncryptChunks } from './rsaChunks.js';

/** spec 1 §9: encryption is retried up to 10 times on verification mismatch. */
export const ENCRYPT_ATTEMPTS = 10;

/** An encrypted request body (protocol README "Body encryption"). */
export interface EncryptedBody {
  /** The text/plain body: base64 of `iv ‖ AES-256-GCM(UTF-8 text) ‖ tag`. */
  body: string;
  /** The `body-key` header: base64 of the RSA-encrypted (PKCS#1 v1.5, chunked) AES key. */
  bodyKey: string;
  /** The AES key itself (binary string); the client keeps it to open the answer. */
  key: string;
}

/** Options of {@link encryptBody}. */
export interface EncryptBodyOptions {
  /** Random source (default: WebCrypto). */
  random?: RandomBytes;
  /** Attempts before giving up on a mismatch (default {@link ENCRYPT_ATTEMPTS}). */
  attempts?: number;
}

/**
 * Runs `produce` until `isValid` accepts its result, at most `attempts` times (spec 1 §9
 * "retried up to 10 times on verification mismatch").
 *
 * @throws {Error} when no attempt verifies.
 */
export function retryOnMismatch<T>(
  produce: () => T,
  isValid: (value: T) => boolean,
  attempts = ENCRYPT_ATTEMPTS,
): T {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const value = produce();
    if (isValid(value)) return value;
  }
  throw new Error(`Encryption did not verify after ${attempts} attempts.`);
}

/**
 * Encrypts a request body for the server holding the private half of `publicKeyPem`: a fresh
 * random AES-256 key seals the UTF-8 text (GCM), and the RSA public key protects the AES key
 * (PKCS#1 v1.5, chunks of block − 11 bytes). Each attempt is verified — every RSA block of full
 * length, the sealed text exactly `iv + text + tag` long — and redone on a mismatch.
 *
 * @example
 * ```ts
 * const { body, bodyKey, key } = encryptBody(settings.publicKey, JSON.stringify(payload));
 * // POST `body` as text/plain with header `body-key: bodyKey`; keep `key` to open the answer
 * ```
 */
export function encryptBody(
  publicKeyPem: string,
  text: string,
  options: EncryptBodyOptions = {},
): EncryptedBody {
  const random = options.random ?? randomBytes;
  const plain = forge.util.encodeUtf8(text);
  const attempt = retryOnMismatch(
    () => {
      const key = random(AES_KEY_BYTES);
      return {
        key,
        sealedKey: rsaEncryptChunks(publicKeyPem, key),
        sealed: aesGcmSeal(key, plain, random),
      };
    },
    (value) =>
      value.key.length === AES_KEY_BYTES &&
      hasRsaChunkLayout(publicKeyPem, AES_KEY_BYTES, value.sealedKey) &&
      value.sealed.length === AES_GCM_IV_BYTES + plain.length + AES_GCM_TAG_BYTES,
    options.attempts,
  );
  return {
    body: forge.util.encode64(attempt.sealed),
    bodyKey: forge.util.encode64(attempt.sealedKey),
    key: attempt.key,
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decode64(text: string, what: string): string {
  const trimmed = text.trim();
  if (!BASE64.test(trimmed) || trimmed.length % 4 !== 0) throw new Error(`${what} is not base64.`);
  return forge.util.decode64(trimmed);
}

/**
 * The server side of {@link encryptBody}: recovers the AES key from `body-key` with the RSA
 * private key and opens the body.
 *
 * @throws {Error} when the key or the body does not decrypt (tampered, wrong key pair, not base64).
 */
export function decryptBody(
  privateKeyPem: string,
  bodyKey: string,
  body: string,
): { text: string; key: string } {
  const key = rsaDecryptChunks(privateKeyPem, decode64(bodyKey, 'body-key'));
  if (key.length !== AES_KEY_BYTES) throw new Error('body-key does not hold an AES-256 key.');
  const plain = aesGcmOpen(key, decode64(body, 'The encrypted body'));
  return { text: forge.util.decodeUtf8(plain), key };
}

/** An encrypted answer: its text/plain body and the `contentkey`/`graphqkey` header value. */
export interface EncryptedAnswer {
  /** base64 of `iv ‖ AES-256-GCM(UTF-8 answer) ‖ tag` under a fresh answer key. */
  body: string;
  /** base64 of the answer key sealed (AES-256-GCM) under the request's key. */
  answerKey: string;
}

/**
 * Encrypts an answer to an encrypted request (server side). The browser holds no private key, so
 * a fresh AES key seals the answer and the request's own AES key — known only to the client that
 * sent it and to the server — seals that answer key into the `contentkey`/`graphqkey` header.
 */
export function encryptAnswer(
  requestKey: string,
  text: string,
  random: RandomBytes = randomBytes,
): EncryptedAnswer {
  const answerKey = random(AES_KEY_BYTES);
  return {
    body: forge.util.encode64(aesGcmSeal(answerKey, forge.util.encodeUtf8(text), random)),
    answerKey: forge.util.encode64(aesGcmSeal(requestKey, answerKey, random)),
  };
}

/**
 * Decrypts an answer carrying a `contentkey` or `graphqkey` header (client side), with the AES
 * key the request was encrypted with.
 *
 * @throws {Error} when the header or the body does not open.
 */
export function decryptAnswer(requestKey: string, answerKeyHeader: string, body: string): string {
  const answerKey = aesGcmOpen(requestKey, decode64(answerKeyHeader, 'The answer key'));
  return forge.util.decodeUtf8(aesGcmOpen(answerKey, decode64(body, 'The encrypted answer')));
}
