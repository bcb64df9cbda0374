import { THIRD_PARTY_PATHS } from '@tessera/protocol';
import type {
  BindPhoneInput,
  LoginTokens,
  ThirdPartyAuthorizeUrlAnswer,
  ThirdPartyBindRequired,
  ThirdPartyProviderInfo,
  ThirdPartySignInInput,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from './accountRef.js';
import { callAccount, withoutRefusal } from './internals/accountCall.js';

/**
 * GET `thirdparty/providers`: the third-party sign-in methods the server offers (none: hide the
 * third-party button). A development server offers `dev` (开发测试账号).
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function getThirdPartyProviders(
  client: RequestClient,
  account: AccountRef,
): Promise<ThirdPartyProviderInfo[]> {
  const answer = await callAccount(client, account, THIRD_PARTY_PATHS.providers, {});
  return answer.providers;
}

/**
 * GET `thirdparty/authorizeurl?redirectUri=&provider=&state=`: where to send the browser to sign
 * in at the provider. `redirectUri` is the app's /third-auth page (its origin must be one of the
 * server's app origins); the provider sends the browser back there with `code` and `state`.
 * Keep the answered `state` (a random one when none was given) and compare it on the way back.
 *
 * @throws {RequestError} when the call fails (40000: no provider configured, unknown provider,
 *   a `redirectUri` outside the app origins).
 */
export async function getThirdPartyAuthorizeUrl(
  client: RequestClient,
  account: AccountRef,
  input: { redirectUri: string; provider?: string; state?: string },
): Promise<ThirdPartyAuthorizeUrlAnswer> {
  const { redirectUri, provider, state } = input;
  return callAccount(client, account, THIRD_PARTY_PATHS.authorizeUrl, {
    params: { redirectUri },
    search: { provider, state },
  });
}

/** True when a third-party sign-in found no account: go to /third-auth-bind with the ticket. */
export function isBindRequired(
  answer: LoginTokens | ThirdPartyBindRequired,
): answer is ThirdPartyBindRequired {
  return 'bindRequired' in answer && answer.bindRequired === true;
}

/**
 * POST `thirdparty/signin` `{ provider?, code, redirectUri }` (spec 2 §2.1 /third-auth): the
 * provider's code for the login response when the identity is bound to an account, else
 * `{ bindRequired: true, bindTicket, expiresIn, provider, displayName }` ({@link isBindRequired})
 * for {@link bindPhone}. Needs no access token.
 *
 * @throws {IdentityRefusedError} a refusal to show (第三方授权已失效，请重新登录, a disabled account).
 * @throws {RequestError} when the call fails (40000: no provider configured).
 */
export async function thirdPartySignIn(
  client: RequestClient,
  account: AccountRef,
  input: ThirdPartySignInInput,
): Promise<LoginTokens | ThirdPartyBindRequired> {
  const answer = await callAccount(client, account, THIRD_PARTY_PATHS.signIn, { body: input });
  return withoutRefusal(answer);
}

/**
 * POST `thirdparty/bindphone` `{ bindTicket, phone, code, userType?, roles? }` (spec 2 §7.3 "bind
 * phone", /third-auth-bind): binds the third-party identity to the phone's account — created
 * when the phone has none — proven by a `SysLogin` SMS code (`sendPhoneCode`), and signs in.
 *
 * @throws {IdentityRefusedError} a refusal to show (验证码错误, 绑定已失效，请重新进行第三方登录,
 *   该手机号已绑定其他第三方账号, a disabled account).
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function bindPhone(
  client: RequestClient,
  account: AccountRef,
  input: BindPhoneInput,
): Promise<LoginTokens> {
  const answer = await callAccount(client, account, THIRD_PARTY_PATHS.bindPhone, { body: input });
  return withoutRefusal(answer);
}
