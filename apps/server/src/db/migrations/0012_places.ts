import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The places of the default maps provider (CA-A15; README "Places"). Never edited once shipped.
 *
 * - `places`: named points of one city (a Location item, EN-B2, plus its category), searched by
 *   the location picker's nearby search. Only the structure: the rows come from the places data
 *   written into `src/places/placeRows.ts` and are (re)loaded once per data version at start
 *   (`src/places/loadPlaces.ts`), like the regions.
 */
export const places: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('places')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('province', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('areacode', 'text', (c) => c.notNull())
      .addColumn('lat', 'double precision', (c) => c.notNull().check(sql`lat between -90 and 90`))
      .addColumn('lng', 'double precision', (c) => c.notNull().check(sql`lng between -180 and 180`))
      .execute();
    // The nearby search narrows by city and a latitude band before it measures distances.
    await sql`create index places_city_lat_idx on places (city, lat)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('places').ifExists().execute();
  },
};
