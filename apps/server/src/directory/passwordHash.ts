import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing (README "Identity"): scrypt at one of OWASP's equal-strength settings
 * (N = 2^15, r = 8, p = 3: 32 MiB, about 100 ms on one core), a 16-byte random salt and a
 * 32-byte key. Stored as `scrypt$N$r$p$salt$key` (base64), so the cost can rise later and old
 * hashes still verify.
 */
export const PASSWORD_HASH_PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const;

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password for storage. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = PASSWORD_HASH_PARAMETERS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True iff `password` matches the stored hash; a malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (!N || !r || !p || expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, salt, { N, r, p });
  return timingSafeEqual(key, expected);
}
