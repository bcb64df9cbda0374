import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Security tables (protocol README "Signing", "Body encryption"):
 *
 * - `request_nonces`: every accepted (access key, nonce, timestamp) until `expires_at`, so a
 *   replay is refused by whichever server instance receives it. Keyed by the triple rather than
 *   the nonce alone: spec 1 §7 nonces have only 4 characters (62⁴ ≈ 14.8 M values), which would
 *   collide between honest requests after a few thousand calls per window; a replay repeats all
 *   three. `expires_at` is indexed for the purge of expired rows.
 * - `server_key_pairs`: the RSA key pair whose public half the settings answer (`publicKey`) and
 *   whose private half decrypts `body-key`. One row per deployment (`name` = 'default'), created
 *   by the first instance that starts, read by all.
 * - `site_settings`: new rows get random access and secret keys; existing rows without keys get
 *   them now; `access_key` is indexed because every signed request looks its row up by it.
 *
 * Migrations take `Kysely<unknown>` on purpose: they must not depend on today's table types.
 */
export const security: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('request_nonces')
      .addColumn('access_key', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('timestamp', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('request_nonces_pkey', ['access_key', 'nonce', 'timestamp'])
      .execute();
    await db.schema
      .createIndex('request_nonces_expires_at_idx')
      .on('request_nonces')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('server_key_pairs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('bits', 'integer', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    // 32 hex characters from a random UUID: unguessable enough for an integrity key
    // (protocol README: the secret key is visible to the browser anyway).
    const randomKey = sql`replace(gen_random_uuid()::text, '-', '')`;
    for (const column of ['access_key', 'secret_key']) {
      await sql`alter table site_settings alter column ${sql.ref(column)} set default ${randomKey}`.execute(
        db,
      );
      await sql`update site_settings set ${sql.ref(column)} = ${randomKey} where ${sql.ref(column)} = ''`.execute(
        db,
      );
    }
    await db.schema
      .createIndex('site_settings_access_key_idx')
      .on('site_settings')
      .column('access_key')
      .execute();
  },
};
