import { IDENTITY_PATHS } from '@tessera/protocol';
import type { CheckSessionAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * GET `checksession?accessToken=` (spec 2 §7.3 "check session"): whether the token's session is
 * still live (not signed out, not ended by a newer sign-in, not expired). Never a 401: an
 * invalid token answers `{ active: false }`.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function checkSession(
  client: RequestClient,
  account: AccountRef,
  accessToken: string,
): Promise<CheckSessionAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.checkSession, { params: { accessToken } });
}
