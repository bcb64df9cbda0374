import { EMPTY_GUID } from '@tessera/protocol';
import { toJson, type Db } from '../db/database.js';

/** One demo content item: fixed ids keep the seed idempotent. */
export interface SeedItem {
  id: string;
  contentId: string;
  created: Date;
  data: Record<string, { iv: unknown }>;
}

/**
 * Inserts the demo items of one schema as published content created by the anonymous user.
 * Items whose id exists already are left as they are, so seeding twice changes nothing and
 * keeps a user's edits.
 */
export async function insertSeedItems(
  trx: Db,
  target: { appId: string; schemaName: string; items: readonly SeedItem[] },
): Promise<void> {
  await trx
    .insertInto('content_items')
    .values(
      target.items.map((item) => ({
        id: item.id,
        content_id: item.contentId,
        app_id: target.appId,
        schema_name: target.schemaName,
        created: item.created,
        created_by: EMPTY_GUID,
        last_modified: item.created,
        last_modified_by: EMPTY_GUID,
        status: 'Published',
        data: toJson(item.data),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
