import { IDENTITY_PATHS } from '@tessera/protocol';
import type { CheckPhoneCodeInput, PhoneCodeAnswer, SendPhoneCodeInput } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * POST `sendphonecode` `{ phone, purpose }` (spec 2 §7.1 "Send phone code"): `isSuccess` and the
 * message to show (验证码已发送, or why not: too soon, a daily limit, a malformed number). A
 * refusal is an answer, not a failure: the call resolves with `isSuccess: false`.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function sendPhoneCode(
  client: RequestClient,
  account: AccountRef,
  input: SendPhoneCodeInput,
): Promise<PhoneCodeAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.sendPhoneCode, { body: input });
}

/**
 * POST `checkphonevercode` `{ phone, code, purpose }` (spec 2 §7.1 "Check phone code"):
 * `isSuccess` (a wrong code answers false with 验证码错误). Checking does not use the code up:
 * the call that acts on it (login, register, password change) checks it again.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function checkPhoneCode(
  client: RequestClient,
  account: AccountRef,
  input: CheckPhoneCodeInput,
): Promise<PhoneCodeAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.checkPhoneCode, { body: input });
}
