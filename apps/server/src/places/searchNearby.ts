import { sql, type RawBuilder } from 'kysely';
import type { NearbyPlacesAnswer } from '@tessera/protocol';
import type { Db } from '../db/database.js';

/** Mean Earth radius (m), IUGG. */
const EARTH_RADIUS_M = 6_371_008.8;
/** Metres per degree of latitude (the bounding band before distances are measured). */
const METRES_PER_DEGREE = 111_320;

/** What {@link searchNearby} takes, already checked (`placeInput.ts`). */
export interface NearbySearch {
  lat: number;
  lng: number;
  /** Metres (CN-B1: 5000). */
  radius: number;
  /** Categories to keep; empty: every category. */
  categories: readonly string[];
  /** The city to keep; undefined: the city of the place nearest the point. */
  city: string | undefined;
  pageIndex: number;
  pageSize: number;
}

/** The great-circle distance in metres from the point to a row's `lat`/`lng` (haversine). */
function distanceFrom(lat: number, lng: number): RawBuilder<number> {
  // Parameters are cast: untyped, `2 * $1` would make PostgreSQL read the radius as an integer.
  const pointLat = sql`${lat}::float8`;
  const pointLng = sql`${lng}::float8`;
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_M)}::float8 * asin(sqrt(
    power(sin(radians(lat - ${pointLat}) / 2), 2)
    + cos(radians(${pointLat})) * cos(radians(lat)) * power(sin(radians(lng - ${pointLng}) / 2), 2)
  )))`;
}

/** The city of the place nearest the point, or undefined when no place lies within `radius`. */
async function cityAt(
  db: Db,
  lat: number,
  lng: number,
  radius: number,
): Promise<string | undefined> {
  const nearest = await db
    .selectFrom('places')
    .select(['city', distanceFrom(lat, lng).as('distance')])
    .orderBy('distance')
    .limit(1)
    .executeTakeFirst();
  return nearest && nearest.distance <= radius ? nearest.city : undefined;
}

/**
 * The nearby search of the default maps provider (CA-A15, CN-B1; README "Places"): the places of
 * one city within `radius` metres of the point, of the given categories, nearest first (ties by
 * id, so pages never repeat or skip a place), one page of them and how many match in all.
 */
export async function searchNearby(db: Db, search: NearbySearch): Promise<NearbyPlacesAnswer> {
  const { lat, lng, radius, categories, pageIndex, pageSize } = search;
  const city = search.city ?? (await cityAt(db, lat, lng, radius));
  if (city === undefined) return { total: 0, city: '', items: [] };
  const latBand = radius / METRES_PER_DEGREE;
  const lngBand = radius / (METRES_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const rows = await db
    .with('near', (q) =>
      q
        .selectFrom('places')
        .selectAll()
        .select(distanceFrom(lat, lng).as('distance'))
        .where('city', '=', city)
        .where('lat', '>=', lat - latBand)
        .where('lat', '<=', lat + latBand)
        .where('lng', '>=', lng - lngBand)
        .where('lng', '<=', lng + lngBand)
        .$if(categories.length > 0, (w) => w.where('category', 'in', [...categories])),
    )
    .selectFrom('near')
    .selectAll()
    .select(sql<string>`count(*) over ()`.as('total'))
    .where('distance', '<=', radius)
    .orderBy('distance')
    .orderBy('id')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  const total = rows[0] ? Number(rows[0].total) : await countNear();
  return {
    total,
    city,
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      info: row.address,
      category: row.category,
      distance: Math.round(row.distance),
      address: {
        address: row.address,
        areacode: row.areacode,
        city: row.city,
        district: row.district,
        lat: row.lat,
        lng: row.lng,
        province: row.province,
      },
    })),
  };

  // A page past the end has no row to carry the count: count on its own.
  async function countNear(): Promise<number> {
    if (pageIndex === 1) return 0;
    const answer = await searchNearby(db, { ...search, city, pageIndex: 1, pageSize: 1 });
    return answer.total;
  }
}
