import { sha256Hex } from './sha256Hex.js';

/**
 * The transformed password fields of spec 2 §7.3 ("a password, token, random value and
 * timestamp are sent instead of the plain password"; protocol README "Password fields"):
 * `token` is the SHA-256 (lowercase hex) of `{password}|{random}|{timeStamp}`. The server
 * recomputes it and refuses a mismatch, so a password mangled in transit (an encoding slip, a
 * truncated field) is refused instead of being stored.
 *
 * @example
 * ```ts
 * const random = createNonce(); const timeStamp = String(Date.now());
 * body = { password, random, timeStamp, token: passwordProof(password, random, timeStamp) };
 * ```
 */
export function passwordProof(password: string, random: string, timeStamp: string): string {
  return sha256Hex(`${password}|${random}|${timeStamp}`);
}
