import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Short-lived one-time secrets (SMS codes, captcha answers; README "SMS codes, image captcha and
 * password policy") are stored as `sha256$salt$digest` (base64): SHA-256 over a 16-byte random
 * salt of the row followed by the secret. The plain secret is never stored, so it cannot be
 * read from the table, a backup or a query log. A salted fast hash of a 6-digit code is not a
 * defence against someone who holds the database and has minutes to spare (10^6 guesses); the
 * codes' 5-minute life and single use are. A keyed HMAC would need a secret kept outside the
 * database, which this server does not have.
 */

const SALT_BYTES = 16;

function digest(salt: Buffer, secret: string): Buffer {
  return createHash('sha256').update(salt).update(secret, 'utf8').digest();
}

/** The stored form of a one-time secret, with a fresh random salt. */
export function digestSecret(secret: string): string {
  const salt = randomBytes(SALT_BYTES);
  return ['sha256', salt.toString('base64'), digest(salt, secret).toString('base64')].join('$');
}

/** True iff `secret` is the one `stored` was made from; a malformed stored form never matches. */
export function matchesDigest(secret: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 3 || parts[0] !== 'sha256') return false;
  const expected = Buffer.from(parts[2]!, 'base64');
  const actual = digest(Buffer.from(parts[1]!, 'base64'), secret);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
