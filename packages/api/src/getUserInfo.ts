import { IDENTITY_PATHS } from '@tessera/protocol';
import type { UserInfoAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * GET `userinfo` (spec 1 §3 User info): the signed-in user's roles, posts, rank, tags,
 * operations, visit policy and departments — what the token's claims do not carry. Hand it to
 * the session (`session.setUser`), which keeps status-1 operations only. Needs an access token.
 *
 * @throws {RequestError} when the call fails (401 without a session).
 */
export async function getUserInfo(
  client: RequestClient,
  account: AccountRef,
): Promise<UserInfoAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.userInfo, {});
}
