import { IDENTITY_PATHS } from '@tessera/protocol';
import type { LoginTokens } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * POST `refreshtoken` `{ refreshToken }` (spec 1 §4: every 10 minutes; the 401 rule's
 * refresh-and-retry): new tokens, the refresh token rotated (the old one is spent; using it
 * again revokes the whole sign-in). A refused refresh answers HTTP 401: send it through a client
 * without a `session` port, so the 401 rule does not try to refresh the refresh.
 *
 * @throws {RequestError} kind `unauthorized` when the refresh token is refused.
 */
export async function refreshToken(
  client: RequestClient,
  account: AccountRef,
  token: string,
): Promise<LoginTokens> {
  return callAccount(client, account, IDENTITY_PATHS.refreshToken, {
    body: {
      refreshToken: token,
    },
  });
}
