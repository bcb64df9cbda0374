import { generateKeyPairSync } from 'node:crypto';
import { DEFAULT_RSA_BITS, RSA_PUBLIC_EXPONENT } from '@tessera/protocol/crypto';
import type { Db } from '../db/database.js';

/** The deployment's RSA key pair (protocol README "Body encryption"). */
export interface ServerKeyPair {
  /** PEM (SubjectPublicKeyInfo): answered in the settings as `publicKey`. */
  publicKeyPem: string;
  /** PEM (PKCS#8): decrypts `body-key`; never leaves the server. */
  privateKeyPem: string;
  bits: number;
}

/** The row name of the one key pair a deployment uses. */
export const DEFAULT_KEY_PAIR = 'default';

/**
 * Loads the deployment's key pair, creating it on first start. Every instance on one database
 * answers the same public key: the first instance inserts its fresh pair, a racing instance's
 * insert is ignored (`on conflict do nothing`) and both read back the stored row. Node's
 * generator makes the pair (fast, native); node-forge only uses it.
 */
export async function loadServerKeyPair(
  db: Db,
  bits: number = DEFAULT_RSA_BITS,
): Promise<ServerKeyPair> {
  const read = () =>
    db
      .selectFrom('server_key_pairs')
      .select(['public_key', 'private_key', 'bits'])
      .where('name', '=', DEFAULT_KEY_PAIR)
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: bits,
      publicExponent: RSA_PUBLIC_EXPONENT,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db
      .insertInto('server_key_pairs')
      .values({
        name: DEFAULT_KEY_PAIR,
        bits,
        public_key: pair.publicKey,
        private_key: pair.privateKey,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('The server key pair could not be stored.');
  return { publicKeyPem: row.public_key, privateKeyPem: row.private_key, bits: row.bits };
}
