import { IDENTITY_PATHS } from '@tessera/protocol';
import type { PasswordPolicyAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * GET `securitypolicy?scope=&type=password` (spec 2 §7.1 "Get password policy"): the user
 * scope's password policy (lengths, complexity, image captcha); the forms check new passwords
 * with it (`@tessera/validation`).
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function getPasswordPolicy(
  client: RequestClient,
  account: AccountRef,
  scope: string,
): Promise<PasswordPolicyAnswer['passwordPolicy']> {
  const answer = await callAccount(client, account, IDENTITY_PATHS.passwordPolicy, {
    params: { scope, type: 'password' },
  });
  return answer.passwordPolicy;
}
