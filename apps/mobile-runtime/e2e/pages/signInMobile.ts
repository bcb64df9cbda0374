import type { Page } from '@playwright/test';
import type { LoginTokens } from '@tessera/protocol';

/**
 * Puts a user's tokens (from the real login call) where the mobile runtime keeps them (spec 1
 * §6: local storage on Mobile — AUTH-LOCAL, AUTH-REFRESH, AUTH-TOKEN-INFO), for tests about
 * something else than the sign-in. Opens a static file of the app first (same origin, no app).
 */
export async function signInMobile(page: Page, tokens: LoginTokens): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((t) => {
    localStorage.setItem('AUTH-LOCAL', t.accessToken);
    localStorage.setItem('AUTH-REFRESH', t.refreshToken ?? '');
    localStorage.setItem(
      'AUTH-TOKEN-INFO',
      JSON.stringify({ tokenType: t.tokenType, expiresIn: t.expiresIn }),
    );
  }, tokens);
}
