import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { packagedPlaceRows, placeDataVersion, type PlaceRow } from './placeRows.js';

/** The `seed_runs` names of place loads: this prefix plus the data version. */
const MARKER_PREFIX = 'places:';

/**
 * Loads the places into `places` once per data version (README "Places"), as the regions are
 * loaded: a database whose `seed_runs` holds `places:{version}` is left as it is; otherwise the
 * table is replaced in one transaction with the marker. An advisory lock makes instances starting
 * together take turns. Answers whether it loaded now.
 */
export async function loadPlaces(
  db: Db,
  rows: () => readonly PlaceRow[] = packagedPlaceRows,
): Promise<boolean> {
  const all = rows();
  const marker = `${MARKER_PREFIX}${placeDataVersion(all)}`;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended('tessera:places', 0))`.execute(trx);
    const loaded = await trx
      .selectFrom('seed_runs')
      .select('name')
      .where('name', '=', marker)
      .executeTakeFirst();
    if (loaded) return false;
    await trx.deleteFrom('places').execute();
    if (all.length > 0)
      await trx
        .insertInto('places')
        .values([...all])
        .execute();
    await trx.deleteFrom('seed_runs').where('name', 'like', `${MARKER_PREFIX}%`).execute();
    await trx.insertInto('seed_runs').values({ name: marker }).execute();
    return true;
  });
}
