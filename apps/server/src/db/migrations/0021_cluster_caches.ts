import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Several instances on one database (issue 30; README "Running several instances"). Never
 * edited once shipped.
 *
 * - `request_nonces` becomes UNLOGGED: every signed call inserts one row, and a logged insert
 *   waits for its WAL flush (p50 2.69 ms against 0.08 ms unlogged on this machine's PostgreSQL 15,
 *   measured in README "Per-call floor"). A row lives at most the ±15 min window; what a
 *   PostgreSQL crash truncates is the README's accepted risk.
 * - Triggers announce, on channel `tessera_cache` with `{ schema, kind, key }`, every change an
 *   instance's in-memory caches depend on, so every instance drops its copy after the commit:
 *   a session ended (`session`, sid) or deleted, a user's standing or names changed (`user`, id)
 *   and an app's content schemas changed (`appSchemas`, app id). Triggers rather than calls in each writer: no writer can forget one.
 */
export const clusterCaches: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table request_nonces set unlogged`.execute(db);
    await sql`
      create function tessera_cache_notify(kind text, key text) returns void
      language sql as $$
        select pg_notify('tessera_cache',
          json_build_object('schema', current_schema(), 'kind', kind, 'key', key)::text)
      $$`.execute(db);
    await sql`
      create function tessera_cache_changed() returns trigger
      language plpgsql as $$
      declare
        row_data record;
      begin
        if tg_op = 'DELETE' then row_data := old; else row_data := new; end if;
        if tg_table_name = 'user_sessions' then
          perform tessera_cache_notify('session', row_data.sid);
        elsif tg_table_name = 'users' then
          perform tessera_cache_notify('user', row_data.id::text);
        elsif tg_table_name = 'schemas' then
          perform tessera_cache_notify('appSchemas', row_data.app_id::text);
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger user_sessions_cache after update of revoked_at or delete on user_sessions
      for each row execute function tessera_cache_changed()`.execute(db);
    await sql`
      create trigger users_cache
      after update of enabled, deleted, user_name, user_scope or delete on users
      for each row execute function tessera_cache_changed()`.execute(db);
    await sql`
      create trigger schemas_cache after insert or update or delete on schemas
      for each row execute function tessera_cache_changed()`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const [trigger, table] of [
      ['user_sessions_cache', 'user_sessions'],
      ['users_cache', 'users'],
      ['schemas_cache', 'schemas'],
    ] as const) {
      await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
    }
    await sql`drop function if exists tessera_cache_changed()`.execute(db);
    await sql`drop function if exists tessera_cache_notify(text, text)`.execute(db);
    await sql`alter table request_nonces set logged`.execute(db);
  },
};
