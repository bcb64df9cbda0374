import { ORGANISATION_PATHS } from '@tessera/protocol';
import type { NamedItem } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/** The three named lists of the organisation (spec 2 §3 "Tag, job, rank"). */
export type OrganisationItemKind = 'tag' | 'post' | 'rank';

/** A tag, post (job) or rank as the list answers it: id, name, enabled state, users holding it. */
export type OrganisationItem = NamedItem;

const PATHS = {
  tag: {
    list: ORGANISATION_PATHS.tags,
    on: ORGANISATION_PATHS.enableTag,
    off: ORGANISATION_PATHS.disableTag,
  },
  post: {
    list: ORGANISATION_PATHS.posts,
    on: ORGANISATION_PATHS.enablePost,
    off: ORGANISATION_PATHS.disablePost,
  },
  rank: {
    list: ORGANISATION_PATHS.ranks,
    on: ORGANISATION_PATHS.enableRank,
    off: ORGANISATION_PATHS.disableRank,
  },
} as const;

/**
 * GET `{appId}/tag|post|rank/list` (spec 2 §7.3 "Tags, jobs, ranks: list (page 1, size 100)"):
 * the app's items with their enabled state (`name`: those whose name contains it). Any signed-in
 * caller may read them.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function listOrganisationItems(
  client: RequestClient,
  account: AccountRef,
  appId: string,
  kind: OrganisationItemKind,
  query: { name?: string } = {},
): Promise<OrganisationItem[]> {
  const page = await callAccount(client, account, PATHS[kind].list, {
    params: { appId },
    search: { pageIndex: 1, pageSize: 100, name: query.name || undefined },
  });
  return page.items;
}

/**
 * PUT `{appId}/tag|post|rank/{id}/enable|disable` (spec 2 §4 "can be enabled or disabled"): an
 * administrator's call; answers the item as it now is.
 *
 * @throws {RequestError} when the call fails (403 for a caller who is not an administrator).
 */
export async function setOrganisationItemEnabled(
  client: RequestClient,
  account: AccountRef,
  appId: string,
  kind: OrganisationItemKind,
  id: string,
  enabled: boolean,
): Promise<OrganisationItem> {
  const entry = enabled ? PATHS[kind].on : PATHS[kind].off;
  return callAccount(client, account, entry, { params: { appId, id } });
}
