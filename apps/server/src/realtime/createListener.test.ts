import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { createDatabase, type DatabaseOptions } from '../db/createDatabase.js';
import type { Db } from '../db/database.js';
import { createListener, listenerApplicationName, type Listener } from './createListener.js';

/** The payloads heard on one channel, in order. */
function collect(listener: Listener, channel: string) {
  const heard: string[] = [];
  const unlisten = listener.listen(channel, (payload) => heard.push(payload));
  return { heard, unlisten };
}

const notify = (db: Db, channel: string, payload: string) =>
  sql`select pg_notify(${channel}, ${payload})`.execute(db);

describe.each(TEST_DATABASES)('the instance listener on $name', (database) => {
  let options: DatabaseOptions;
  let db: Db;
  let listener: Listener;
  beforeAll(async () => {
    options = database.options();
    db = await createDatabase(options);
    listener = await createListener(db, options, () => undefined);
  });
  afterAll(async () => {
    await listener?.close();
    await db?.destroy();
  });

  it('hears several channels, each only its own, until a channel is unlistened', async () => {
    const a = collect(listener, 'test_channel_a');
    const b = collect(listener, 'test_channel_b');
    await Promise.all([a.unlisten, b.unlisten]);
    await notify(db, 'test_channel_a', 'one');
    await notify(db, 'test_channel_b', 'two');
    await expect.poll(() => [a.heard, b.heard]).toEqual([['one'], ['two']]);

    await (
      await a.unlisten
    )();
    await notify(db, 'test_channel_a', 'unheard');
    await notify(db, 'test_channel_b', 'three');
    await expect.poll(() => b.heard).toEqual(['two', 'three']);
    expect(a.heard).toEqual(['one']);
    await (
      await b.unlisten
    )();
  });
});

describe.skipIf(!POSTGRES_URL)('the instance listener on PostgreSQL', () => {
  it('holds one connection for every channel of a server, content and notifications', async () => {
    const app = await startServer(TEST_DATABASES[1]!);
    try {
      // The server has a database of its own (a copy of the seeded one), without a schema.
      const listening = await sql<{ count: string }>`
        select count(*)::text as count from pg_stat_activity
        where datname = current_database()
          and application_name = ${listenerApplicationName(undefined)}`.execute(app.tessera.db);
      expect(listening.rows[0]!.count).toBe('1');
    } finally {
      await app.close();
    }
  }, 60_000);

  it('listens again on every channel after its connection is killed', async () => {
    const schema = `test_listener_${Date.now().toString(36)}`;
    const options: DatabaseOptions = { kind: 'postgres', url: POSTGRES_URL!, schema };
    const db = await createDatabase(options);
    const listener = await createListener(db, options, () => undefined);
    try {
      const a = collect(listener, 'test_channel_a');
      const b = collect(listener, 'test_channel_b');
      await Promise.all([a.unlisten, b.unlisten]);
      const killed = await sql<{ killed: boolean }>`
        select pg_terminate_backend(pid) as killed from pg_stat_activity
        where application_name = ${listenerApplicationName(schema)}`.execute(db);
      expect(killed.rows).toEqual([{ killed: true }]);

      // Notifications sent while it reconnects are lost (LISTEN has no replay): send until heard.
      await expect
        .poll(
          async () => {
            await notify(db, 'test_channel_a', 'a');
            await notify(db, 'test_channel_b', 'b');
            return a.heard.length > 0 && b.heard.length > 0;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      await listener.close();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  }, 30_000);
});
