const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** spec 1 §7: the nonce is 4 random characters. */
export const NONCE_LENGTH = 4;

/**
 * A nonce of {@link NONCE_LENGTH} characters from `[A-Za-z0-9]`, drawn from the platform's
 * cryptographic generator (`globalThis.crypto`, read at call time, never at import time).
 */
export function createNonce(length = NONCE_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let nonce = '';
  // 256 is not a multiple of 62, so the first 8 letters are very slightly likelier; a nonce
  // only has to differ between requests (the server keys replays by ak + nonce + timestamp).
  for (const byte of bytes) nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
  return nonce;
}
