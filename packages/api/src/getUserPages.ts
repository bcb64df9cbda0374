import { ORGANISATION_PATHS } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { UserPages } from '@tessera/protocol';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

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
  return callAccount(client, account, ORGANISATION_PATHS.userPages, {
    params: { appid: appId, subappid: subAppId },
  });
}
