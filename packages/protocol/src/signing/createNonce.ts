const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this (4 × 62) are skipped, so every character is equally likely. */
const UNBIASED_LIMIT = 248;
/** Random bytes are drawn this many at a time: one generator call serves about 250 nonces. */
const POOL_SIZE = 1024;

let pool = new Uint8Array(0);
let next = 0;

function randomByte(): number {
  if (next === pool.length) {
    // Read at call time, never at import time; one call instead of one per nonce (in Node each
    // call is a system call, about 15 µs per request in the request benchmark).
    pool = globalThis.crypto.getRandomValues(new Uint8Array(POOL_SIZE));
    next = 0;
  }
  return pool[next++]!;
}

/** spec 1 §7: the nonce is 4 random characters. */
export const NONCE_LENGTH = 4;

/**
 * A nonce of {@link NONCE_LENGTH} characters from `[A-Za-z0-9]`, each equally likely, drawn from
 * the platform's cryptographic generator (`globalThis.crypto`) through a pool of random bytes.
 */
export function createNonce(length = NONCE_LENGTH): string {
  let nonce = '';
  while (nonce.length < length) {
    const byte = randomByte();
    if (byte < UNBIASED_LIMIT) nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
  }
  return nonce;
}
