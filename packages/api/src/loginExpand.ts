import { IDENTITY_PATHS } from '@tessera/protocol';
import type { LoginExpandInput, LoginTokens } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount, withoutRefusal } from './internals/accountCall.js';

/**
 * POST `login/expand` (spec 2 §7.1 Login form, §7.3 "expanded login"): signs in with phone and
 * password (`ActionType` 2), an SMS code of purpose `SysLogin` (1) or both (3); a code login of
 * an unknown phone with `NoExistsRegister: true` registers it. Needs no access token (a stale
 * one sent along is ignored). The body is one of spec 1 §7's encrypted ones on a site that
 * wants it.
 *
 * @example
 * ```ts
 * const tokens = await loginExpand(client, accountRef(settings), {
 *   PhoneNumber: '13800000000', Password: 'Tessera@2026', ActionType: LOGIN_ACTION_TYPES.password,
 * });
 * session.login(tokens);
 * ```
 *
 * @throws {IdentityRefusedError} a refusal to show (spec 2 §8: `code` 101–104 and its message).
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function loginExpand(
  client: RequestClient,
  account: AccountRef,
  input: LoginExpandInput,
): Promise<LoginTokens> {
  const answer = await callAccount(client, account, IDENTITY_PATHS.loginExpand, { body: input });
  return withoutRefusal(answer);
}
