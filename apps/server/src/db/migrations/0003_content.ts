import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Content queries (spec 1 §5 filters, spec 1 §7 Data calls): the SQL helpers the filter
 * compiler calls and the indexes its queries need. Shipped migrations are never edited.
 *
 * - `tessera_keys(jsonb)`: the comparison keys of a field value, as the condition engine reads
 *   them (spec 1 §5 "opposing operators"): a list entry's text, or an option/picker entry's
 *   `value`, then `id`; a single value is a one-element list; null/missing → NULL.
 * - `tessera_geo_distance(jsonb, lng, lat)`: great-circle metres (haversine, the radius the
 *   condition engine uses) from a Geo value (`{ longitude, latitude }`, `{ lng, lat }` or
 *   `[lng, lat]`) to a point; NULL when the value is no point.
 *
 * Both are immutable and never raise, so no filter value can turn into a database error.
 */
export const content: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create or replace function tessera_keys(v jsonb) returns text[]
      language sql immutable parallel safe as $$
        select case when v is null or jsonb_typeof(v) = 'null' then null else array(
          select k from (
            select case jsonb_typeof(e)
              when 'object' then coalesce(nullif(e -> 'value', 'null'::jsonb), e -> 'id') #>> '{}'
              when 'null' then null
              else e #>> '{}' end as k
            from jsonb_array_elements(
              case when jsonb_typeof(v) = 'array' then v else jsonb_build_array(v) end) as e
          ) as keys where k is not null)
        end
      $$`.execute(db);

    await sql`
      create or replace function tessera_geo_distance(v jsonb, lng double precision, lat double precision)
      returns double precision language sql immutable parallel safe as $$
        select case when p.x is null or p.y is null then null else
          2 * 6371008.8 * asin(least(1, sqrt(
            power(sin(radians(p.y - lat) / 2), 2) +
            cos(radians(lat)) * cos(radians(p.y)) * power(sin(radians(p.x - lng) / 2), 2))))
        end
        from (
          select
            case when jsonb_typeof(g.lo) = 'number' then (g.lo)::double precision end as x,
            case when jsonb_typeof(g.la) = 'number' then (g.la)::double precision end as y
          from (
            select
              case jsonb_typeof(v) when 'array' then v -> 0
                when 'object' then coalesce(v -> 'longitude', v -> 'lng') end as lo,
              case jsonb_typeof(v) when 'array' then v -> 1
                when 'object' then coalesce(v -> 'latitude', v -> 'lat') end as la
          ) as g
        ) as p
      $$`.execute(db);

    // eq on a schema field compiles to jsonb containment (`data @> …`), which this index serves.
    await sql`create index content_items_data_idx on content_items using gin (data jsonb_path_ops)`.execute(
      db,
    );
    // Common system-field filters: status (Draft/Published) and "created by me" (sub: ids).
    await db.schema
      .createIndex('content_items_status_idx')
      .on('content_items')
      .columns(['app_id', 'schema_name', 'status', 'created'])
      .execute();
    await db.schema
      .createIndex('content_items_created_by_idx')
      .on('content_items')
      .columns(['app_id', 'schema_name', 'created_by', 'created'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const index of [
      'content_items_created_by_idx',
      'content_items_status_idx',
      'content_items_data_idx',
    ]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await sql`drop function if exists tessera_geo_distance(jsonb, double precision, double precision)`.execute(
      db,
    );
    await sql`drop function if exists tessera_keys(jsonb)`.execute(db);
  },
};
