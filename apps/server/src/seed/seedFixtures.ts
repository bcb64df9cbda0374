import { EMPTY_GUID } from '@tessera/protocol';
import { recordSeededSerialNumbers } from '../schemas/autoSerialNumbers.js';
import { toJson, type Db, type SchemaField } from '../db/database.js';
import { DEMO } from '../demo.js';

/** A field of a fixture schema: `fieldId` and `label` default to its position and its name. */
export interface FixtureField {
  name: string;
  fieldType: string;
  label?: string;
  fieldId?: number;
}

/** One content item of a fixture schema: plain values, stored as `{ iv }` (spec 1 §3). */
export interface FixtureItem {
  /** A fixed id (a UUID); generated when missing. */
  id?: string;
  contentId?: string;
  data: Record<string, unknown>;
  /** Default `Published`, so queries of the runtime see the item. */
  status?: string;
}

/** A schema with its content, written by {@link seedFixtures}. */
export interface FixtureSchema {
  name: string;
  label?: string;
  fields: readonly FixtureField[];
  items?: readonly FixtureItem[];
}

/**
 * Test content beyond the demo seed (ServerOptions `fixtures`): schemas and their items in
 * the demo app, or in `appId` when it names an app that exists.
 */
export interface ServerFixtures {
  appId?: string;
  schemas: readonly FixtureSchema[];
}

/** Fixture timestamps: a fixed start, one second per item, so `created` order is list order. */
const FIXTURE_EPOCH = Date.UTC(2026, 1, 1, 0, 0, 0);
const GRAPHQL_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function checkSchema(schema: FixtureSchema): void {
  if (!GRAPHQL_NAME.test(schema.name)) {
    throw new Error(`Fixture schema name ${JSON.stringify(schema.name)} is not a GraphQL name`);
  }
  const names = new Set<string>();
  for (const field of schema.fields) {
    if (!GRAPHQL_NAME.test(field.name) || names.has(field.name)) {
      throw new Error(
        `Fixture schema ${schema.name}: bad or repeated field name ${JSON.stringify(field.name)}`,
      );
    }
    names.add(field.name);
  }
}

function schemaFields(fields: readonly FixtureField[]): SchemaField[] {
  return fields.map((field, index) => ({
    fieldId: field.fieldId ?? index + 1,
    name: field.name,
    label: field.label ?? field.name,
    fieldType: field.fieldType,
  }));
}

function wrap(data: Record<string, unknown>): Record<string, { iv: unknown }> {
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, { iv: value }]));
}

/**
 * Writes fixture schemas and items after the demo seed, in one transaction: all of them or, on
 * any error (a schema that exists already, a bad name), none. Item n of a schema is created
 * n seconds after a fixed start, so the default order (created ascending) is the listed order.
 * The app's GraphQL schema is built on first use, so the new schemas are queryable at once.
 *
 * @throws {Error} for a bad schema or field name, or when a schema already exists.
 *
 * @example
 * ```ts
 * await createServer({ fixtures: { schemas: [{ name: 'customer', fields: [{ name: 'code', fieldType: 'String' }],
 *   items: [{ data: { code: 'A' } }] }] } });
 * ```
 */
export async function seedFixtures(db: Db, fixtures: ServerFixtures): Promise<void> {
  const appId = fixtures.appId ?? DEMO.appId;
  fixtures.schemas.forEach(checkSchema);
  await db.transaction().execute(async (trx) => {
    let second = 0;
    for (const schema of fixtures.schemas) {
      await trx
        .insertInto('schemas')
        .values({
          app_id: appId,
          name: schema.name,
          label: schema.label ?? schema.name,
          fields: toJson(schemaFields(schema.fields)),
          created: new Date(FIXTURE_EPOCH),
          last_modified: new Date(FIXTURE_EPOCH),
        })
        .execute();
      const items = schema.items ?? [];
      if (items.length === 0) continue;
      await trx
        .insertInto('content_items')
        .values(
          items.map((item) => {
            const created = new Date(FIXTURE_EPOCH + ++second * 1000);
            return {
              ...(item.id ? { id: item.id } : {}),
              ...(item.contentId ? { content_id: item.contentId } : {}),
              app_id: appId,
              schema_name: schema.name,
              created,
              created_by: EMPTY_GUID,
              last_modified: created,
              last_modified_by: EMPTY_GUID,
              status: item.status ?? 'Published',
              data: toJson(wrap(item.data)),
            };
          }),
        )
        .execute();
    }
    await recordSeededSerialNumbers(trx, appId);
  });
}
