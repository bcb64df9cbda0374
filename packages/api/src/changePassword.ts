import { IDENTITY_PATHS } from '@tessera/protocol';
import type { ChangePasswordInput } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount, withoutRefusal } from './internals/accountCall.js';

/**
 * POST `changepwd` (spec 2 §7.3 Change password). `flag` 'phone' is the forgotten-password
 * reset (no sign-in: `emailOrPhone` and its `SysForgetPassword` code); 'password' (with
 * `oldPassword`) and 'code' (a `SysChangePassword` code) need an access token. Every session of
 * the user ends: the caller signs in again with the new password.
 *
 * @throws {IdentityRefusedError} a refusal to show (wrong code, 密码错误, policy, mismatch).
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function changePassword(
  client: RequestClient,
  account: AccountRef,
  input: ChangePasswordInput,
): Promise<void> {
  withoutRefusal(
    await callAccount(client, account, IDENTITY_PATHS.changePassword, { body: input }),
  );
}

/**
 * POST `checkoldpwd` `{ oldPassword }` (spec 2 §7.1 "Check old password"): resolves when the
 * signed-in user's password is `oldPassword`. Needs an access token.
 *
 * @throws {IdentityRefusedError} 密码错误 when it is not.
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function checkOldPassword(
  client: RequestClient,
  account: AccountRef,
  oldPassword: string,
): Promise<void> {
  withoutRefusal(
    await callAccount(client, account, IDENTITY_PATHS.checkOldPassword, { body: { oldPassword } }),
  );
}
