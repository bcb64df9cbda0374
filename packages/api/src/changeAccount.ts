import { ACCOUNT_CHANGE_PATHS } from '@tessera/protocol';
import type {
  ChangeAccountAnswer,
  ChangeEmailInput,
  ChangeMobileInput,
  CheckOldAccountAnswer,
  CheckOldEmailInput,
  CheckOldMobileInput,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * POST `checkoldmobile` `{ UserId?, OldMobile, ValidateCode }` (spec 2 §7.1 "Check old phone"):
 * step 1 of changing the phone or (for an account without an e-mail) adding one. `ValidateCode`
 * is a `SysChangeMobile` code sent to the current phone (`sendPhoneCode`). Resolves with
 * `{ isSuccess: true, changeTicket, expiresIn }` — pass `changeTicket` to {@link changeMobile}
 * or {@link changeEmail} within `expiresIn` seconds — or `{ isSuccess: false, errorMsg }` to
 * show (spec 2 §8). Needs an access token; `UserId` must be the caller's own id.
 *
 * @throws {RequestError} when the call fails (401 signed out, 403 another account's `UserId`).
 */
export async function checkOldMobile(
  client: RequestClient,
  account: AccountRef,
  input: CheckOldMobileInput,
): Promise<CheckOldAccountAnswer> {
  return callAccount(client, account, ACCOUNT_CHANGE_PATHS.checkOldMobile, { body: input });
}

/**
 * POST `checkoldemail` `{ UserId?, OldEmail, ValidateCode }` (spec 2 §7.1 "Check old email"):
 * {@link checkOldMobile} for the current e-mail, with a `SysChangeMobile` code sent by
 * `sendEmailCode`.
 *
 * @throws {RequestError} when the call fails (401 signed out, 403 another account's `UserId`).
 */
export async function checkOldEmail(
  client: RequestClient,
  account: AccountRef,
  input: CheckOldEmailInput,
): Promise<CheckOldAccountAnswer> {
  return callAccount(client, account, ACCOUNT_CHANGE_PATHS.checkOldEmail, { body: input });
}

/**
 * POST `changemobile` (spec 2 §7.1 "Change mobile"): `NewMobile` (an optional +86/0086 prefix is
 * dropped) and `ValidateCode`, a `SysChangeMobile` code sent to the new phone; the current phone
 * is proven by step 1's `ChangeTicket`, or in the single-step mode by `OldMobile` and
 * `OldValidateCode` (its own `SysChangeMobile` code). Resolves `{ isSuccess, errorMsg? }`. On
 * success every session of the user has ended: sign out locally (spec 2 §4: the login state is
 * cleared and the page navigates after 1 s).
 *
 * @throws {RequestError} when the call fails (401 signed out, 403 another account's `UserId`).
 */
export async function changeMobile(
  client: RequestClient,
  account: AccountRef,
  input: ChangeMobileInput,
): Promise<ChangeAccountAnswer> {
  return callAccount(client, account, ACCOUNT_CHANGE_PATHS.changeMobile, { body: input });
}

/**
 * POST `changeemail` (spec 2 §7.1 "Change email"): {@link changeMobile} for the e-mail, with a
 * `SysChangeMobile` code e-mailed to `NewEmail` and step 1's `ChangeTicket` (or `OldEmail` and
 * `OldValidateCode`). An account without an e-mail proves its phone instead.
 *
 * @throws {RequestError} when the call fails (401 signed out, 403 another account's `UserId`).
 */
export async function changeEmail(
  client: RequestClient,
  account: AccountRef,
  input: ChangeEmailInput,
): Promise<ChangeAccountAnswer> {
  return callAccount(client, account, ACCOUNT_CHANGE_PATHS.changeEmail, { body: input });
}
