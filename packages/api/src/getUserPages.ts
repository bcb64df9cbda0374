import { ORGANISATION_PATHS } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { accountUrl } from './internals/accountCall.js';

/**
 * The page-level permission of the signed-in user in one sub-app (spec 1 §6): `permitted` false
 * denies every page; `pageIds` `null` allows every page, a list only those. The shape
 * `@tessera/session`'s `canAccessPage` reads.
 */
export interface UserPages {
  permitted: boolean;
  pageIds: string[] | null;
}

/**
 * GET `permission/user/pages?appid=&subappid=` (spec 1 §6 "Page-level permission per user is
 * fetched per app and sub-app", spec 2 §7.2): the caller's pages of the sub-app. Needs a
 * signed-in caller.
 *
 * @example
 * ```ts
 * const pages = await getUserPages(client, accountRef(settings), settings.appId, settings.subAppId);
 * if (!canAccessPage(pageId, pages)) navigation.navigate('/deny');
 * ```
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function getUserPages(
  client: RequestClient,
  account: AccountRef,
  appId: string,
  subAppId: string,
): Promise<UserPages> {
  return client.get<UserPages>(
    accountUrl(account, ORGANISATION_PATHS.userPages.build({ appid: appId, subappid: subAppId })),
  );
}
