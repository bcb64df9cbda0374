import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * Password hashing (README "Identity"): scrypt at one of OWASP's equal-strength settings
 * (N = 2^15, r = 8, p = 3: 32 MiB, about 100 ms on one core), a 16-byte random salt and a
 * 32-byte key. Stored as `scrypt$N$r$p$salt$key` (base64), so the cost can rise later and old
 * hashes still verify: a stored hash is checked at the cost it was made with.
 */
export const PASSWORD_HASH_PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const;

/** The parameters new hashes are made with. */
export interface PasswordHashParameters {
  N: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 32;

/**
 * The parameters of this process (README "Configuration", `PASSWORD_HASH_N`): OWASP's unless
 * the environment names another scrypt N, a power of two from 1024 to 2^20. The test harnesses
 * set 1024 so the hundreds of passwords their servers hash and check stay cheap; it is a
 * process setting, as the cost factor of other password hashers is.
 */
export function passwordHashParameters(
  env: Record<string, string | undefined> = process.env,
): PasswordHashParameters {
  const named = env.PASSWORD_HASH_N;
  if (named === undefined || named === '') return { ...PASSWORD_HASH_PARAMETERS };
  const N = Number(named);
  if (!Number.isInteger(N) || N < 1024 || N > 2 ** 20 || (N & (N - 1)) !== 0) {
    throw new Error(`PASSWORD_HASH_N must be a power of two from 1024 to 1048576, not ${named}`);
  }
  return { ...PASSWORD_HASH_PARAMETERS, N };
}

/**
 * How many scrypt derivations run at once (README "Identity"): half of libuv's thread pool
 * (UV_THREADPOOL_SIZE, 4 by default), the rest queue. The pool also runs the PostgreSQL client's
 * SCRAM handshake of every new connection, file reads and zlib: with all four threads hashing,
 * a burst of 50 sign-ins made new connections wait past CONNECT_TIMEOUT_MS and failed sign-ins.
 * Two at a time already keep this machine's two cores busy, and bound the memory (32 MiB each).
 */
export const CONCURRENT_HASHES = Math.max(
  1,
  Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2),
);
const hashing = pLimit(CONCURRENT_HASHES);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8) + 1024 * 1024;
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { ...options, maxmem },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

/**
 * Hashes a password for storage, with a random salt (a fixed one only where the same rows must
 * be written every time, as the demo seed does).
 */
export async function hashPassword(password: string, salt = randomBytes(16)): Promise<string> {
  const { N, r, p } = passwordHashParameters();
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
