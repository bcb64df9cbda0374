import { IDENTITY_PATHS } from '@tessera/protocol';
import type { LoginTokens, RegisterInput } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount, withoutRefusal } from './internals/accountCall.js';

/**
 * POST `register` (spec 2 §4 Register, §7.3 "register"): creates the account with a code
 * (`actionType` 1), a password (2) or both (3, the default; the code's purpose is
 * `SysRegister`) and signs it in.
 *
 * @throws {IdentityRefusedError} a refusal to show (taken phone, wrong code, weak password, …).
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function registerAccount(
  client: RequestClient,
  account: AccountRef,
  input: RegisterInput,
): Promise<LoginTokens> {
  const answer = await callAccount(client, account, IDENTITY_PATHS.register, { body: input });
  return withoutRefusal(answer);
}

/**
 * POST `applet/register` (spec 2 §7.1 Register (applets)): the same as {@link registerAccount}
 * for the mini-program; `notAddSchema` defaults to true as the spec sends it.
 *
 * @throws {IdentityRefusedError} a refusal to show.
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function appletRegister(
  client: RequestClient,
  account: AccountRef,
  input: RegisterInput,
): Promise<LoginTokens> {
  const answer = await callAccount(client, account, IDENTITY_PATHS.appletRegister, {
    body: { notAddSchema: true, ...input },
  });
  return withoutRefusal(answer);
}
