import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Scheduled tasks retried after a failure (issue 28; README "Scheduled tasks"): `failures`
 * counts the failed runs in a row (the retry's backoff doubles with it; a success resets it),
 * `last_error` keeps the last failed run's error until a run succeeds. Never edited once shipped.
 */
export const taskRetries: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table scheduled_tasks
      add column failures integer not null default 0,
      add column last_error text`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table scheduled_tasks drop column last_error, drop column failures`.execute(db);
  },
};
