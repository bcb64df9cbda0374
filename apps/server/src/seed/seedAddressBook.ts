import { ADDRESS_SCHEMA } from '@tessera/protocol';
import { toJson, type Db, type SchemaField } from '../db/database.js';
import { DEMO } from '../demo.js';
import { claimSeedRun } from './claimSeedRun.js';

/** The `seed_runs` row of the address-book seed. */
export const ADDRESS_BOOK_SEED_RUN = 'address-book';

// A fixed timestamp, after the showcase's, so every run writes the very same row.
const CREATED = new Date(Date.UTC(2026, 0, 3, 8, 0, 0));

/**
 * Adds the address book's schema (`ADDRESS_SCHEMA` of protocol: `address`, personal) to the
 * demo app (README "Demo seed"), once per database: its own `seed_runs` row `address-book`, so a
 * database seeded before the address book existed gets it at its next start, and a schema an
 * operator deleted stays deleted. Nothing happens without the demo app. No addresses are
 * seeded: each user builds their own book. Answers whether it wrote the schema now.
 */
export async function seedAddressBook(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const app = await trx
      .selectFrom('apps')
      .select('app_id')
      .where('app_id', '=', DEMO.appId)
      .executeTakeFirst();
    if (!app) return false;
    if (!(await claimSeedRun(trx, ADDRESS_BOOK_SEED_RUN))) return false;
    const written = await trx
      .insertInto('schemas')
      .values({
        app_id: DEMO.appId,
        name: ADDRESS_SCHEMA.name,
        label: ADDRESS_SCHEMA.label,
        fields: toJson(ADDRESS_SCHEMA.fields satisfies readonly SchemaField[]),
        personal: ADDRESS_SCHEMA.personal,
        schema_id: DEMO.schemaIds.address,
        created: CREATED,
        last_modified: CREATED,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('name')
      .executeTakeFirst();
    return written !== undefined;
  });
}
