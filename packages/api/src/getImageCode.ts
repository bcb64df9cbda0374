import { IDENTITY_PATHS } from '@tessera/protocol';
import type { ImageCodeAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';

/**
 * GET `imagecode` (spec 2 §7.1 "Get image captcha"): `base64Str` (the image) and
 * `imgTimestamp`, which the login form sends back with the typed answer (`imgCode`).
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function getImageCode(
  client: RequestClient,
  account: AccountRef,
): Promise<ImageCodeAnswer> {
  return callAccount(client, account, IDENTITY_PATHS.imageCode, {});
}
