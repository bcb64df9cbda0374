import { sql, type RawBuilder } from 'kysely';
import { RSP_CD } from '@tessera/protocol';
import { EnvelopeError } from '../http/envelopeError.js';
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

/** The number inside a serial value: its trailing digits (at most 15), else null. */
function numberIn(serial: string): number | null {
  const digits = /([0-9]{1,15})$/.exec(serial)?.[1];
  return digits === undefined ? null : Number(digits);
}

function serialConflict(fieldName: string, serial: string): EnvelopeError {
  return new EnvelopeError(
    RSP_CD.versionConflict,
    `字段 ${fieldName} 的编号 ${serial} 已被其他内容使用，未保存任何更改`,
  );
}

/** Stores one serial value of an item; false when another item holds it already. */
async function claimSerial(
  db: Db,
  key: SerialCounterKey,
  serial: string,
  itemId: string,
): Promise<boolean> {
  const row = await db
    .insertInto('content_serial_numbers')
    .values({
      app_id: key.appId,
      schema_name: key.schemaName,
      field_name: key.fieldName,
      serial,
      n: numberIn(serial),
      item_id: itemId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('serial')
    .executeTakeFirst();
  return row !== undefined;
}

/** The smallest number ≥ `from` that no item of the field holds (after a reset, say). */
async function firstFreeNumber(db: Db, key: SerialCounterKey, from: number): Promise<number> {
  const same = sql`app_id = ${key.appId} and schema_name = ${key.schemaName} and field_name = ${key.fieldName}`;
  const { rows } = await sql<{ k: string }>`
    select min(candidate.k) as k from (
      select ${from}::bigint as k
      union all
      select n + 1 from content_serial_numbers where ${same} and n >= ${from}
    ) candidate
    where not exists (
      select 1 from content_serial_numbers taken where ${same} and taken.n = candidate.k
    )`.execute(db);
  return Number(rows[0]?.k ?? from);
}

/** Tries this often when a concurrent add with a chosen value took the number just found. */
const CLAIM_ATTEMPTS = 5;

/**
 * Hands a new item the next free number of a field and stores it: the counter moves past
 * numbers still held by items (after a reset or a lowered value), so the serial numbers of a
 * field stay unique whatever sequence of resets and adds ran. The counter row stays locked
 * until the transaction ends, so concurrent adds take turns.
 */
async function assignSerialNumber(
  db: Db,
  key: SerialCounterKey,
  field: SchemaField,
  itemId: string,
): Promise<string | number> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const next = await nextSerialNumber(db, key);
    const free = await firstFreeNumber(db, key, next);
    if (free !== next) await setSerialCounter(db, key, free);
    const value = formatSerialNumber(field, free);
    if (await claimSerial(db, key, String(value), itemId)) return value;
  }
  throw serialConflict(field.name, '（自动编号）');
}

/**
 * Fills every auto-serial field of a new item's data (`{ field: { iv } }`) that the caller left
 * empty with the next free number of its counter, and stores every auto-serial value of the
 * item (given or assigned) under the unique constraint. For the content calls that add items;
 * run inside their transaction, before inserting the item with `itemId`.
 *
 * @throws {EnvelopeError} 40900 when a given value is held by another item.
 * @example
 * ```ts
 * await db.transaction().execute(async (trx) => {
 *   const id = randomUUID();
 *   const data = await fillSerialNumbers(trx, { appId, schemaName: schema.name, fields: schema.fields, itemId: id }, input);
 *   await trx.insertInto('content_items').values({ id, ..., data: toJson(data) }).execute();
 * });
 * ```
 */
export async function fillSerialNumbers(
  db: Db,
  target: { appId: string; schemaName: string; fields: readonly SchemaField[]; itemId: string },
  data: Record<string, { iv: unknown }>,
): Promise<Record<string, { iv: unknown }>> {
  const { appId, schemaName, itemId } = target;
  const filled = { ...data };
  for (const field of target.fields.filter(isAutoSerialField)) {
    const key = { appId, schemaName, fieldName: field.name };
    const given = filled[field.name]?.iv;
    if (given !== undefined && given !== null && given !== '') {
      if (!(await claimSerial(db, key, String(given), itemId))) {
        throw serialConflict(field.name, String(given));
      }
      continue;
    }
    filled[field.name] = { iv: await assignSerialNumber(db, key, field, itemId) };
  }
  return filled;
}

/**
 * Stores the auto-serial values of an item after an update changed its data (the values it
 * held before are released first). Run inside the update's transaction.
 *
 * @throws {EnvelopeError} 40900 when a new value is held by another item.
 */
export async function syncItemSerialNumbers(
  db: Db,
  target: { appId: string; schemaName: string; fields: readonly SchemaField[]; itemId: string },
  data: Record<string, { iv: unknown } | undefined>,
): Promise<void> {
  const fields = target.fields.filter(isAutoSerialField);
  if (fields.length === 0) return;
  await db.deleteFrom('content_serial_numbers').where('item_id', '=', target.itemId).execute();
  for (const field of fields) {
    const value = data[field.name]?.iv;
    if (value === undefined || value === null || value === '') continue;
    const key = { appId: target.appId, schemaName: target.schemaName, fieldName: field.name };
    if (!(await claimSerial(db, key, String(value), target.itemId))) {
      throw serialConflict(field.name, String(value));
    }
  }
}

/**
 * Stores the auto-serial values of every item of an app that are not stored yet, for rows
 * written directly (the demo seed, test fixtures). A duplicate is left out, not raised.
 */
export async function recordSeededSerialNumbers(db: Db, appId: string): Promise<void> {
  await sql`
    insert into content_serial_numbers (app_id, schema_name, field_name, serial, n, item_id)
    select c.app_id, c.schema_name, f.value ->> 'name', c.data -> (f.value ->> 'name') ->> 'iv',
           (regexp_match(c.data -> (f.value ->> 'name') ->> 'iv', '([0-9]{1,15})$'))[1]::bigint,
           c.id
    from content_items c
    join schemas s on s.app_id = c.app_id and s.name = c.schema_name
    cross join lateral jsonb_array_elements(s.fields) f
    where c.app_id = ${appId}
      and f.value -> 'properties' ->> 'editor' = 'AutoSerialNo'
      and coalesce(c.data -> (f.value ->> 'name') ->> 'iv', '') <> ''
    order by c.created, c.id
    on conflict do nothing`.execute(db);
}
