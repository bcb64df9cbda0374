import type { BrowserContext } from '@playwright/test';
import { signInByApi } from '../server/demoAccount.js';
import { E2E_SERVER_ORIGIN } from '../server/e2eOrigins.js';

/**
 * Signs the browser in without the sign-in page, for tests about something else: the demo
 * account's tokens from the real login call, stored where the Pc runtime keeps them (spec 1 §6:
 * cookies; `@tessera/session`'s AUTH-LOCAL, AUTH-REFRESH and AUTH-TOKEN-INFO, URI-encoded as
 * the browser cookie port writes them). Answers the access token.
 */
export async function signInWithCookies(context: BrowserContext, appUrl: string): Promise<string> {
  const tokens = await signInByApi(E2E_SERVER_ORIGIN);
  const info = { tokenType: tokens.tokenType, expiresIn: tokens.expiresIn };
  await context.addCookies(
    [
      ['AUTH-LOCAL', tokens.accessToken],
      ['AUTH-REFRESH', tokens.refreshToken],
      ['AUTH-TOKEN-INFO', JSON.stringify(info)],
    ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), url: appUrl })),
  );
  return tokens.accessToken;
}

/** The claims of a JWT access token (spec 1 §3 Token claims). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
