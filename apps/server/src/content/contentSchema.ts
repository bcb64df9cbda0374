import type { Db, SchemaField } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import type { FilterTarget } from '../filters/resolveFilterField.js';

/** A content schema as the content calls need it (spec 1 §3 Field, spec 2 §7.4 Content). */
export interface ContentSchema {
  appId: string;
  /** Stable schema id (answered as `schemaId` by contentChanged). */
  schemaId: string;
  name: string;
  label: string;
  fields: readonly SchemaField[];
  /** Items belong to their creator (README "Personal content"; `ownRows`). */
  personal: boolean;
}

/** Every schema of one app by name: what filters through Reference fields can reach. */
export type AppSchemas = ReadonlyMap<string, ContentSchema>;

/**
 * Reads every schema of an app. Answers 40400 when the app does not exist (or the id is no
 * GUID: nothing can exist under it).
 */
export async function loadAppSchemas(db: Db, appId: string): Promise<AppSchemas> {
  const app = isGuid(appId)
    ? await db.selectFrom('apps').select('app_id').where('app_id', '=', appId).executeTakeFirst()
    : undefined;
  if (!app) throw notFound(`应用 ${appId} 不存在`);
  const rows = await db
    .selectFrom('schemas')
    .select(['name', 'label', 'fields', 'schema_id', 'personal'])
    .where('app_id', '=', appId)
    .orderBy('name')
    .execute();
  return new Map(
    rows.map((row) => [
      row.name,
      {
        appId,
        schemaId: row.schema_id,
        name: row.name,
        label: row.label,
        fields: row.fields,
        personal: row.personal,
      },
    ]),
  );
}

/** One schema of an app, or 40400 naming it. */
export function requireSchema(schemas: AppSchemas, schemaName: string): ContentSchema {
  const schema = schemas.get(schemaName);
  if (!schema) throw notFound(`表单 ${schemaName} 不存在`);
  return schema;
}

/**
 * What a filter on `schema` may name (its fields, and the schemas its references reach). A
 * personal schema is not reachable through a reference (`ref_f/name` answers 40000 "unknown
 * field"): such a filter would test other users' rows (README "Personal content").
 */
export function filterTarget(schema: ContentSchema, schemas: AppSchemas): FilterTarget {
  return {
    schemaName: schema.name,
    fields: schema.fields,
    schemas: new Map(
      [...schemas].filter(([, s]) => !s.personal).map(([name, s]) => [name, s.fields]),
    ),
  };
}
