import { IDENTITY_PATHS } from '@tessera/protocol';
import type { PasswordExpiryAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * GET `passwordexpiry` (spec 2 §7.1 "Check password expiry", §8): for the signed-in user,
 * `account.message` (to warn when not empty) and `pwd.code` (0 nothing, 101/102 forced reset,
 * 103 optional reset) with its message. Needs an access token.
 *
 * @throws {RequestError} when the call fails (401 without a session).
 */
export async function getPasswordExpiry(
  client: RequestClient,
  account: AccountRef,
): Promise<PasswordExpiryAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.passwordExpiry, {});
}
