import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Failed password checks per client address (README "Identity", "Lockout, captcha and the
 * per-address limit"): one row per failed (or still running) check, counted in a rolling window
 * by every instance on the database. Never edited once shipped.
 */
export const signInFailures: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index sign_in_failures_ip_idx on sign_in_failures (ip, failed_at)`.execute(db);
    await sql`create index sign_in_failures_failed_at_idx on sign_in_failures (failed_at)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sign_in_failures').execute();
  },
};
