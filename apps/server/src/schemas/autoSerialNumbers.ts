import { sql, type RawBuilder } from 'kysely';
import type { Db, SchemaField } from '../db/database.js';
import { isAutoSerialField } from './fieldTypes.js';

/** Where one auto-serial counter lives. */
export interface SerialCounterKey {
  appId: string;
  schemaName: string;
  fieldName: string;
}

/**
 * Sets a counter (spec 2 §7.4 schemas/autoserialnoinitialvalue: type 1 resets it to 0, type 2
 * sets a value). The counter holds the last number handed out, so the next item gets
 * `value + 1`. Answers the stored value.
 */
export async function setSerialCounter(
  db: Db,
  key: SerialCounterKey,
  value: number,
): Promise<number> {
  return upsertCounter(db, key, value, value);
}

/** One upsert of a counter: `created` for a new counter, `updated` for an existing one. */
async function upsertCounter(
  db: Db,
  key: SerialCounterKey,
  created: number,
  updated: number | RawBuilder<number>,
): Promise<number> {
  const row = await db
    .insertInto('auto_serial_numbers')
    .values({
      app_id: key.appId,
      schema_name: key.schemaName,
      field_name: key.fieldName,
      value: created,
      last_modified: new Date(),
    })
    .onConflict((oc) =>
      oc
        .columns(['app_id', 'schema_name', 'field_name'])
        .doUpdateSet({ value: updated, last_modified: new Date() }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The counter's current value (0 when nothing was handed out yet). */
export async function readSerialCounter(db: Db, key: SerialCounterKey): Promise<number> {
  const row = await db
    .selectFrom('auto_serial_numbers')
    .select('value')
    .where('app_id', '=', key.appId)
    .where('schema_name', '=', key.schemaName)
    .where('field_name', '=', key.fieldName)
    .executeTakeFirst();
  return row?.value ?? 0;
}

/**
 * Hands out the next number of a counter, atomically: concurrent callers never get the same
 * number (one upsert that increments in the database). Run it inside the transaction that
 * writes the item, so a rolled-back item gives its number back.
 */
export async function nextSerialNumber(db: Db, key: SerialCounterKey): Promise<number> {
  return upsertCounter(db, key, 1, sql<number>`auto_serial_numbers.value + 1`);
}

/**
 * The `iv` value of an auto-serial field for number `n`: a Number field answers `n`; a String
 * field answers `properties.serialNo.prefix` plus `n` zero-padded to `serialNo.digits`.
 */
export function formatSerialNumber(field: SchemaField, n: number): string | number {
  if (field.fieldType === 'Number') return n;
  const { prefix = '', digits = 1 } = field.properties?.serialNo ?? {};
  return `${prefix}${String(n).padStart(digits, '0')}`;
}

/**
 * Fills every auto-serial field of a new item's data (`{ field: { iv } }`) that the caller left
 * empty, with the next number of its counter. For the content calls that add items; run inside
 * their transaction.
 *
 * @example
 * ```ts
 * await db.transaction().execute(async (trx) => {
 *   const data = await fillSerialNumbers(trx, appId, schema.name, schema.fields, input);
 *   await trx.insertInto('content_items').values({ ..., data: toJson(data) }).execute();
 * });
 * ```
 */
export async function fillSerialNumbers(
  db: Db,
  appId: string,
  schemaName: string,
  fields: readonly SchemaField[],
  data: Record<string, { iv: unknown }>,
): Promise<Record<string, { iv: unknown }>> {
  const filled = { ...data };
  for (const field of fields.filter(isAutoSerialField)) {
    const given = filled[field.name]?.iv;
    if (given !== undefined && given !== null && given !== '') continue;
    const n = await nextSerialNumber(db, { appId, schemaName, fieldName: field.name });
    filled[field.name] = { iv: formatSerialNumber(field, n) };
  }
  return filled;
}
