import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Email codes, account changes and third-party sign-in (spec 2 §4 "Change account", §7.1,
 * §7.3 "Codes", "bind phone"). Never edited once shipped; README "Tables (migration
 * 0007_verification_codes_account_links)".
 *
 * - `sms_codes` becomes `verification_codes`: one table for every one-time code, whatever
 *   carries it. `phone` becomes `address` (a phone number or an e-mail address) and `channel`
 *   (`sms`, `email`) says which; the rows of the old table are SMS codes. Codes live 5 minutes,
 *   so the rename loses nothing an older server could still need.
 * - `identity_tickets`: short-lived single-use tickets (only their SHA-256 stored) that tie one
 *   call to the next: the change ticket of a verified current phone/e-mail, the bind ticket of a
 *   third-party sign-in that has no account yet.
 * - `external_identities`: a third-party identity (provider, its stable subject) bound to a user;
 *   one per provider and user.
 *
 * Migrations take `Kysely<unknown>` on purpose: they must not depend on today's table types.
 */
export const verificationCodesAccountLinks: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table sms_codes rename to verification_codes`.execute(db);
    await sql`alter table verification_codes rename column phone to address`.execute(db);
    await sql`alter table verification_codes add column channel text not null default 'sms'`.execute(
      db,
    );
    await sql`alter table verification_codes alter column channel drop default`.execute(db);
    await sql`drop index sms_codes_phone_purpose_idx`.execute(db);
    await sql`drop index sms_codes_ip_idx`.execute(db);
    await sql`alter index sms_codes_sent_at_idx rename to verification_codes_sent_at_idx`.execute(
      db,
    );
    await sql`alter table verification_codes rename constraint sms_codes_pkey to verification_codes_pkey`.execute(
      db,
    );
    await db.schema
      .createIndex('verification_codes_address_idx')
      .on('verification_codes')
      .columns(['channel', 'address', 'purpose', 'sent_at'])
      .execute();
    await db.schema
      .createIndex('verification_codes_ip_idx')
      .on('verification_codes')
      .columns(['channel', 'ip', 'sent_at'])
      .execute();

    await db.schema
      .createTable('identity_tickets')
      // SHA-256 (hex) of the ticket; the ticket itself goes to the caller once.
      .addColumn('id', 'text', (c) => c.primaryKey())
      // 'account_change' | 'third_party_bind'
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('consumed_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('identity_tickets_expires_idx')
      .on('identity_tickets')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('external_identities')
      .addColumn('provider', 'text', (c) => c.notNull())
      // The provider's stable id of the person (OpenID Connect `sub`, WeChat `unionid`, …).
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_sign_in_at', 'timestamptz')
      .addPrimaryKeyConstraint('external_identities_pkey', ['provider', 'subject'])
      .addUniqueConstraint('external_identities_provider_user_key', ['provider', 'user_id'])
      .execute();
    await db.schema
      .createIndex('external_identities_user_idx')
      .on('external_identities')
      .column('user_id')
      .execute();
  },
};
