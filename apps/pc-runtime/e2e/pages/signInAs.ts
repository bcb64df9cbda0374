import type { BrowserContext } from '@playwright/test';
import type { LoginTokens } from '@tessera/protocol';

/**
 * Puts a user's tokens (from the real login call) where the Pc runtime keeps them (spec 1 §6:
 * cookies AUTH-LOCAL, AUTH-REFRESH and AUTH-TOKEN-INFO, URI-encoded), replacing any other user's.
 */
export async function signInAs(
  context: BrowserContext,
  appUrl: string,
  tokens: LoginTokens,
): Promise<void> {
  const info = { tokenType: tokens.tokenType, expiresIn: tokens.expiresIn };
  await context.clearCookies();
  await context.addCookies(
    [
      ['AUTH-LOCAL', tokens.accessToken],
      ['AUTH-REFRESH', tokens.refreshToken],
      ['AUTH-TOKEN-INFO', JSON.stringify(info)],
    ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), url: appUrl })),
  );
}
