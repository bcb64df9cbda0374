import { ADDRESS_SCHEMA } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { createDatabase } from '../db/createDatabase.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO } from '../demo.js';
import { ADDRESS_BOOK_SEED_RUN, seedAddressBook } from './seedAddressBook.js';

describe.each(TEST_DATABASES)('the address-book seed on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  const addressSchema = () =>
    app.tessera.db
      .selectFrom('schemas')
      .select(['name', 'label', 'personal', 'fields', 'schema_id'])
      .where('app_id', '=', DEMO.appId)
      .where('name', '=', ADDRESS_SCHEMA.name)
      .executeTakeFirst();

  it('writes the personal address schema with the demo, and no addresses', async () => {
    expect(await addressSchema()).toEqual({
      name: 'address',
      label: '收货地址',
      personal: true,
      fields: ADDRESS_SCHEMA.fields,
      schema_id: DEMO.schemaIds.address,
    });
    const items = await app.tessera.db
      .selectFrom('content_items')
      .select('id')
      .where('schema_name', '=', ADDRESS_SCHEMA.name)
      .execute();
    expect(items).toEqual([]);
  });

  it('adds it once to a database seeded before it existed; a deleted schema stays deleted', async () => {
    const db = app.tessera.db;
    // A database of the demo seed before the address book: no schema, no marker.
    await db.deleteFrom('schemas').where('name', '=', ADDRESS_SCHEMA.name).execute();
    await db.deleteFrom('seed_runs').where('name', '=', ADDRESS_BOOK_SEED_RUN).execute();
    expect(await seedAddressBook(db)).toBe(true);
    expect((await addressSchema())?.personal).toBe(true);
    // An operator deletes it: the next start does not bring it back.
    await db.deleteFrom('schemas').where('name', '=', ADDRESS_SCHEMA.name).execute();
    expect(await seedAddressBook(db)).toBe(false);
    expect(await addressSchema()).toBeUndefined();
  });
});

describe('the address-book seed without the demo app', () => {
  it('writes nothing', async () => {
    // An empty cluster (the tests' dump of one), migrated: no demo app.
    const db = await createDatabase(TEST_DATABASES[0]!.options());
    try {
      await migrateToLatest(db);
      expect(await seedAddressBook(db)).toBe(false);
      expect(await db.selectFrom('seed_runs').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
