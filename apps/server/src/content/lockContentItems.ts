import type { Db } from '../db/database.js';

/** Most ids one request locks ahead; a request naming more relies on the deadlock retry. */
export const MAX_LOCKED_IDS = 1000;

const GUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The distinct GUIDs a text names (lower case), e.g. the ids in a GraphQL request body. */
export function guidsIn(text: string): string[] {
  return [...new Set((text.match(GUID_IN_TEXT) ?? []).map((id) => id.toLowerCase()))];
}

/**
 * Takes the row locks of the app's content items among `ids`, in ascending id order, inside the
 * caller's transaction (README "Bad input"): two requests that write the same items in opposite
 * orders then wait for each other instead of deadlocking. Ids of no item of the app lock
 * nothing; more than {@link MAX_LOCKED_IDS} ids lock nothing ahead.
 */
export async function lockContentItems(
  trx: Db,
  appId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0 || ids.length > MAX_LOCKED_IDS) return;
  await trx
    .selectFrom('content_items')
    .select('id')
    .where('app_id', '=', appId)
    .where('id', 'in', [...ids].sort())
    .orderBy('id')
    .forUpdate()
    .execute();
}
