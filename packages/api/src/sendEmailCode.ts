import { IDENTITY_PATHS } from '@tessera/protocol';
import type { CheckEmailCodeInput, EmailCodeAnswer, SendEmailCodeInput } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * POST `sendemailcode` `{ email, purpose?, appId? }` (spec 2 §7.1 "Send email code", §7.3
 * SendEmailCode): `isSuccess` and the message to show (验证码已发送, or why not: too soon, a
 * limit, 邮箱格式不正确). `purpose` defaults to `SysChangeMobile` (changing the phone or
 * e-mail); `SysForgetPassword` for a forgotten password. A refusal is an answer: the call
 * resolves with `isSuccess: false`.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function sendEmailCode(
  client: RequestClient,
  account: AccountRef,
  input: SendEmailCodeInput,
): Promise<EmailCodeAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.sendEmailCode, { body: input });
}

/**
 * POST `checkemailcode` `{ email, code, purpose? }` (spec 2 §7.3 "check email code"):
 * `isSuccess` (a wrong code answers false with 验证码错误). Checking does not use the code up:
 * the call that acts on it checks it again.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function checkEmailCode(
  client: RequestClient,
  account: AccountRef,
  input: CheckEmailCodeInput,
): Promise<EmailCodeAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.checkEmailCode, { body: input });
}
