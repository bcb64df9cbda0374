// Subpath entry `@tessera/session/oidc`: the oidc-client-ts parts alone, for apps that load them
// on demand (`createLazyOidcAdapter`), so the OIDC library is not in their first download.
export { createOidcAdapter } from './createOidcAdapter.js';
export type { OidcAdapter, OidcUser } from './createOidcAdapter.js';
export {
  createUserManagerSettings,
  createOidcUserManager,
  BASE_SCOPES,
} from './createUserManagerSettings.js';
export type { OidcSettings } from './createUserManagerSettings.js';
