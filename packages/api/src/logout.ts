import { IDENTITY_PATHS } from '@tessera/protocol';
import type { LogoutAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * POST `/Account/Logout` (spec 1 §7): ends the session of the client's access token on the
 * server — its refresh token stops working, its access tokens answer 401, and the identity
 * provider forgets the browser's sign-in, so the next sign-in asks for credentials again.
 * `signedOut` is false when the token was already invalid (sign out locally anyway).
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function logout(client: RequestClient, account: AccountRef): Promise<LogoutAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.logout, {}, { method: 'POST' });
}

/**
 * GET `/home/clearcookies` (spec 1 §7): the server expires the identity provider's sign-in
 * cookies of its host. A browser keeps them only from a same-origin answer (or a credentialed
 * one), so this clears them when the app is served by the identity server's host.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function clearCookies(client: RequestClient, account: AccountRef): Promise<void> {
  await callAccount(client, account, IDENTITY_PATHS.clearCookies, {});
}
