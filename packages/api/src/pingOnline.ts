import { IDENTITY_PATHS } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * POST `online` (spec 1 §4: the presence ping every 60 s while a user with a visit policy is
 * signed in; spec 2 §7.3 "user online add"): the user and the session were seen now. Needs an
 * access token.
 *
 * @throws {RequestError} when the call fails (401 without a session).
 */
export async function pingOnline(client: RequestClient, account: AccountRef): Promise<void> {
  await callAccount(client, account, IDENTITY_PATHS.online, {});
}
