import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Lowercase hex SHA-256 of a text's UTF-8 bytes (protocol README "Signing"). `@noble/hashes`
 * (audited, synchronous, no dependencies) runs identically in the browser and in Node — also
 * where WebCrypto is missing (pages served over plain http on a LAN address) — and is several
 * times faster than node-forge's digest, which matters at four hashes per request.
 *
 * @example
 * ```ts
 * sha256Hex(''); // 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
 * ```
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** SHA-256 of the empty text: the `body` field of a request without a text body. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
