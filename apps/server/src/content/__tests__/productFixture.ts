import { EMPTY_GUID } from '@tessera/protocol';
import { sql } from 'kysely';
import { toJson, type Db, type SchemaField } from '../../db/database.js';
import { DEMO } from '../../demo.js';

/*
 * A schema with one field of each kind the filters treat differently, and items whose values
 * cover the edge cases (empty text, null, missing, option entries, picker entries, references).
 * Item n has `n: n` and is created n minutes after a fixed start, so created order is n order.
 */

export const MAKER_IDS = [
  '7e55e7a0-00aa-4000-8000-000000000001',
  '7e55e7a0-00aa-4000-8000-000000000002',
] as const;

/** Item ids of the product fixture, by n (1-based). */
export const productId = (n: number): string =>
  `7e55e7a0-00bb-4000-8000-${String(n).padStart(12, '0')}`;

const field = (
  fieldId: number,
  name: string,
  fieldType: string,
  properties?: SchemaField['properties'],
): SchemaField => ({
  fieldId,
  name,
  label: name,
  fieldType,
  ...(properties ? { properties } : {}),
});

export const PRODUCT_FIELDS: SchemaField[] = [
  field(1, 'n', 'Number'),
  field(2, 'name', 'String'),
  field(3, 'price', 'Number'),
  field(4, 'tags', 'OptionSet'),
  field(5, 'published', 'DateTime'),
  field(6, 'active', 'Bool'),
  field(7, 'loc', 'Geo'),
  field(8, 'maker', 'Reference', { schemaName: 'maker', dataField: 'title' }),
  field(9, 'notes', 'Json'),
  field(10, 'owner', 'User'),
];

export const PRODUCT_ITEMS: Record<string, unknown>[] = [
  {
    name: 'Alpha',
    price: 10,
    tags: ['a', 'b'],
    published: '2026-01-01T00:00:00.000Z',
    active: true,
    loc: { longitude: 116.4, latitude: 39.9 },
    maker: [MAKER_IDS[0]],
    notes: { x: 1 },
    owner: [{ id: 'u1', label: 'U1' }],
  },
  {
    name: 'Beta bravo',
    price: 20.5,
    tags: ['b'],
    published: '2026-02-01T00:00:00.000Z',
    active: false,
    loc: { longitude: 116.41, latitude: 39.91 },
    maker: [MAKER_IDS[1]],
  },
  {
    name: "O'Brien & Co #1",
    price: 30,
    tags: ['c'],
    published: '2026-03-01T00:00:00.000Z',
    active: true,
    loc: { longitude: 121.47, latitude: 31.23 },
  },
  { name: 'delta 100%', price: 5, tags: [], active: true },
  { name: '', price: null, tags: ['a', 'b', 'c'] },
  { name: 'Echo', price: -3, tags: [{ label: 'A', value: 'a' }] },
  {},
  { name: 'a.b*c', price: 1000 },
];

/** Writes the maker and product schemas and their items into the demo app. */
export async function insertProductFixture(db: Db): Promise<void> {
  const start = Date.UTC(2026, 4, 1);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('schemas')
      .values([
        {
          app_id: DEMO.appId,
          name: 'maker',
          label: '厂商',
          fields: toJson([field(1, 'title', 'String'), field(2, 'country', 'String')]),
        },
        { app_id: DEMO.appId, name: 'product', label: '产品', fields: toJson(PRODUCT_FIELDS) },
      ])
      .execute();
    await trx
      .insertInto('content_items')
      .values([
        {
          id: MAKER_IDS[0],
          app_id: DEMO.appId,
          schema_name: 'maker',
          created_by: EMPTY_GUID,
          last_modified_by: EMPTY_GUID,
          data: toJson({ title: { iv: 'Acme' }, country: { iv: 'CN' } }),
        },
        {
          id: MAKER_IDS[1],
          app_id: DEMO.appId,
          schema_name: 'maker',
          created_by: EMPTY_GUID,
          last_modified_by: EMPTY_GUID,
          data: toJson({ title: { iv: 'Bolt' }, country: { iv: 'US' } }),
        },
      ])
      .execute();
    await trx
      .insertInto('content_items')
      .values(
        PRODUCT_ITEMS.map((values, i) => {
          const data = Object.fromEntries(
            Object.entries({ n: i + 1, ...values }).map(([k, v]) => [k, { iv: v }]),
          );
          const created = new Date(start + (i + 1) * 60_000);
          return {
            id: productId(i + 1),
            app_id: DEMO.appId,
            schema_name: 'product',
            created,
            last_modified: created,
            created_by: i === 0 ? 'u1' : EMPTY_GUID,
            last_modified_by: EMPTY_GUID,
            status: i < 3 ? 'Published' : 'Draft',
            data: toJson(data),
          };
        }),
      )
      .execute();
  });
}

/** How many rows content_items holds (for "the table is intact" checks). */
export async function countContentRows(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from content_items`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
