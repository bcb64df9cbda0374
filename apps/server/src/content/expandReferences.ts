import type { ContentItem } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import type { AppSchemas, ContentSchema } from './contentSchema.js';
import { ownRows, type ContentViewer } from './personalRows.js';

/** Most referenced items one field of one page loads. */
const MAX_REFERENCES = 10_000;

/** The key of a reference entry: an id text, or an entry's `id`, then `value`. */
function referenceKey(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'object' && entry !== null) {
    const { id, value } = entry as { id?: unknown; value?: unknown };
    if (typeof id === 'string') return id;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

function referenceKeys(item: ContentItem, field: string): string[] {
  const value = (item.data as Record<string, { iv?: unknown } | undefined>)[field]?.iv;
  const entries = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value];
  return entries.map(referenceKey).filter((key): key is string => key !== undefined);
}

/**
 * What {@link expandReferences} needs besides the items: their schema, the app's schemas (the
 * reference targets) and who views them (personal schemas).
 */
export interface ExpandOptions {
  schema: ContentSchema;
  schemas: AppSchemas;
  viewer?: ContentViewer;
}

/**
 * The "details" of a content query (spec 1 §7: the query without `NoDetails`): each Reference
 * field `f` whose schema is known gains `ref_f: { iv: [...] }` in `data`, one entry per
 * referenced item (by id or contentId) in the order referenced, holding `id`, `contentId` and
 * each of its fields' values — what a binding `ref_f.{name}` reads (spec 1 §3). One query per
 * Reference field of the page, whatever the number of items. Items of a personal schema are
 * expanded for their owner (`viewer`) only.
 */
export async function expandReferences(
  db: Db,
  items: ContentItem[],
  options: ExpandOptions,
): Promise<ContentItem[]> {
  const { schema, schemas, viewer } = options;
  for (const field of schema.fields) {
    const target = field.fieldType === 'Reference' ? field.properties?.schemaName : undefined;
    const targetSchema = typeof target === 'string' ? schemas.get(target) : undefined;
    if (typeof target !== 'string' || !targetSchema) continue;
    // A reference into a personal schema shows only the viewer's own items.
    const owned = ownRows(targetSchema, viewer);
    const keys = [...new Set(items.flatMap((item) => referenceKeys(item, field.name)))].slice(
      0,
      MAX_REFERENCES,
    );
    const rows =
      keys.length === 0
        ? []
        : await db
            .selectFrom('content_items')
            .select(['id', 'content_id', 'data'])
            .where('app_id', '=', schema.appId)
            .where('schema_name', '=', target)
            .where((eb) =>
              eb.or([
                eb(eb.cast('id', 'text'), 'in', keys),
                eb(eb.cast('content_id', 'text'), 'in', keys),
              ]),
            )
            .$if(owned !== undefined, (qb) => qb.where(owned!))
            .execute();
    const byKey = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      const values = Object.fromEntries(
        Object.entries(row.data).map(([name, v]) => [name, v?.iv ?? null]),
      );
      const entry = { id: row.id, contentId: row.content_id, ...values };
      byKey.set(row.id, entry);
      byKey.set(row.content_id, entry);
    }
    for (const item of items) {
      const referenced = referenceKeys(item, field.name)
        .map((key) => byKey.get(key))
        .filter((entry) => entry !== undefined);
      (item.data as Record<string, { iv: unknown }>)[`ref_${field.name}`] = { iv: referenced };
    }
  }
  return items;
}
