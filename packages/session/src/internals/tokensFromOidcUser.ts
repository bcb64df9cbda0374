import type { OidcUser } from '../oidc/createOidcAdapter.js';
import { userInfoFromClaims } from '../normalizeUserInfo.js';
import { claimsFromPayload } from '../readTokenClaims.js';
import type { TokenData, UserInfo } from '../types.js';

/** spec 1 §3 Token data from an OIDC user. */
export function tokensFromOidcUser(user: OidcUser): TokenData {
  const tokens: TokenData = {
    accessToken: user.access_token,
    tokenType: user.token_type,
    isAutoLogin: false,
  };
  if (user.refresh_token) tokens.refreshToken = user.refresh_token;
  if (typeof user.expires_in === 'number' && user.expires_in > 0)
    tokens.expiresIn = user.expires_in;
  return tokens;
}

/** spec 1 §3 User info from an OIDC user's profile claims. */
export function userFromOidcUser(user: OidcUser): UserInfo {
  return userInfoFromClaims(claimsFromPayload(user.profile), user.access_token);
}
