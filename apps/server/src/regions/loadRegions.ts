import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { packagedRegionRows, REGION_DATA_SOURCE, type RegionRow } from './regionRows.js';

/** The `seed_runs` names of region loads: this prefix plus the data source. */
const MARKER_PREFIX = 'regions:';

/** Rows per insert statement (4 parameters each: far below PostgreSQL's 65535). */
const CHUNK = 1000;

/**
 * Loads the region rows into `regions` once per data version (README "Regions"): a database
 * whose `seed_runs` holds `regions:{package}@{version}` is left as it is; otherwise the table is
 * replaced in one transaction and the marker written with it. An advisory lock makes instances
 * starting together take turns (the second then finds the marker). Answers whether it loaded now.
 */
export async function loadRegions(
  db: Db,
  source: string = REGION_DATA_SOURCE,
  rows: () => readonly RegionRow[] = packagedRegionRows,
): Promise<boolean> {
  const marker = `${MARKER_PREFIX}${source}`;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended('tessera:regions', 0))`.execute(trx);
    const loaded = await trx
      .selectFrom('seed_runs')
      .select('name')
      .where('name', '=', marker)
      .executeTakeFirst();
    if (loaded) return false;
    await trx.deleteFrom('regions').execute();
    const all = rows();
    for (let at = 0; at < all.length; at += CHUNK) {
      await trx
        .insertInto('regions')
        .values(all.slice(at, at + CHUNK))
        .execute();
    }
    await trx.deleteFrom('seed_runs').where('name', 'like', `${MARKER_PREFIX}%`).execute();
    await trx.insertInto('seed_runs').values({ name: marker }).execute();
    return true;
  });
}
