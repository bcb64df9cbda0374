/**
 * `count` cryptographically random bytes as a binary string (node-forge's byte format), from the
 * platform's WebCrypto generator — `globalThis.crypto` in browsers and in Node 20, looked up at
 * call time, never at import.
 */
export function randomBytes(count: number): string {
  const bytes = new Uint8Array(count);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

/** A source of random bytes; tests pass a fixed one to make ciphertexts reproducible. */
export type RandomBytes = (count: number) => string;
