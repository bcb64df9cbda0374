import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Notification delivery (issue 28; README "Notification delivery"). Never edited once shipped.
 *
 * - `wf_notifications` holds account events too: `instance_id` becomes nullable, `app_id` says
 *   which app's bell shows it (null: every app of the user, an account event), `detail` keeps an
 *   account event's facts (device, IP).
 * - `notification_deliveries`: the transactional outbox of the out-of-band channels, one row per
 *   notification and channel written in the notification's own transaction; the dispatcher
 *   claims due rows with `FOR UPDATE SKIP LOCKED`.
 * - `known_sign_ins`: the devices and IPs each user signed in from (a new one is an account event).
 * - `notification_preferences`: a user's choice for one event and channel (absent: the default).
 */
export const notificationDelivery: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table wf_notifications alter column instance_id drop not null`.execute(db);
    await sql`alter table wf_notifications add column app_id text`.execute(db);
    await sql`alter table wf_notifications add column detail jsonb`.execute(db);
    await sql`update wf_notifications n set app_id = lower(i.app_id) from wf_instances i where i.id = n.instance_id`.execute(
      db,
    );

    await db.schema
      .createTable('notification_deliveries')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('notification_id', 'bigint', (c) =>
        c.notNull().references('wf_notifications.id').onDelete('cascade'),
      )
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'timestamptz')
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('notification_deliveries_once', ['notification_id', 'channel'])
      .execute();
    await sql`create index notification_deliveries_due_idx on notification_deliveries (next_attempt_at) where status = 'pending'`.execute(
      db,
    );

    await db.schema
      .createTable('known_sign_ins')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('first_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('known_sign_ins_pk', ['user_id', 'device', 'ip'])
      .execute();

    await db.schema
      .createTable('notification_preferences')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'event', 'channel'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('notification_preferences').ifExists().execute();
    await db.schema.dropTable('known_sign_ins').ifExists().execute();
    await db.schema.dropTable('notification_deliveries').ifExists().execute();
    await sql`delete from wf_notifications where instance_id is null`.execute(db);
    await sql`alter table wf_notifications drop column detail, drop column app_id`.execute(db);
    await sql`alter table wf_notifications alter column instance_id set not null`.execute(db);
  },
};
