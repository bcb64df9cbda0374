import { pbkdf2 } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demoOrganisation.js';
import { DEMO_PASSWORD_HASH } from '../seed/seedOrganisation.js';
import { hashPassword, passwordHashParameters, verifyPassword } from './passwordHash.js';

describe('password hashing cost', () => {
  it("hashes at OWASP's scrypt setting unless PASSWORD_HASH_N names another", () => {
    expect(passwordHashParameters({})).toEqual({ N: 32768, r: 8, p: 3 });
    expect(passwordHashParameters({ PASSWORD_HASH_N: '' })).toEqual({ N: 32768, r: 8, p: 3 });
    expect(passwordHashParameters({ PASSWORD_HASH_N: '1024' })).toEqual({ N: 1024, r: 8, p: 3 });
  });

  it.each(['1000', '512', '2097152', 'fast', '1e4'])('refuses PASSWORD_HASH_N=%s', (value) => {
    expect(() => passwordHashParameters({ PASSWORD_HASH_N: value })).toThrow(
      `PASSWORD_HASH_N must be a power of two from 1024 to 1048576, not ${value}`,
    );
  });

  it('stores the cost in the hash, so a hash made at any cost verifies', async () => {
    const stored = await hashPassword('s3cret!');
    const [, N, r, p] = stored.split('$');
    expect({ N: Number(N), r: Number(r), p: Number(p) }).toEqual(passwordHashParameters());
    expect(await verifyPassword('s3cret!', stored)).toBe(true);
    expect(await verifyPassword('s3cret?', stored)).toBe(false);
    // The seeded demo hash, made at the default cost, verifies whatever this process hashes at.
    expect(DEMO_PASSWORD_HASH.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
  });

  it('leaves libuv threads free while many hashes wait (a new database connection needs one)', async () => {
    // Eight checks of the seeded hash at the default cost, then one small task of the same
    // thread pool (the PostgreSQL client's SCRAM handshake is such a task). With every thread
    // hashing it would wait for four hashes to end; two at a time leave it a thread at once.
    let hashesDone = 0;
    const hashes = Array.from({ length: 8 }, () =>
      verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH).then(() => (hashesDone += 1)),
    );
    await new Promise((resolve) => setImmediate(resolve)); // the hashes are on their way
    const hashesDoneWhenTaskEnded = await new Promise<number>((resolve, reject) =>
      pbkdf2('p', 's', 1, 32, 'sha256', (error) => (error ? reject(error) : resolve(hashesDone))),
    );
    await Promise.all(hashes);
    expect(hashesDoneWhenTaskEnded).toBe(0);
  });
});
