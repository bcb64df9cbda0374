import { UserManager } from 'oidc-client-ts';
import type { StateStore, UserManagerSettings } from 'oidc-client-ts';
import { SESSION_PATHS, SESSION_TIMERS } from '../sessionConstants.js';

/** spec 1 §6: the scopes every sign-in asks for, before the identity API scope. */
export const BASE_SCOPES = ['openid', 'profile', 'role'] as const;

/** What the app knows about its identity server (spec 1 §3 Settings `identityUrl`). */
export interface OidcSettings {
  /** The identity server (`identityUrl`). */
  authority: string;
  clientId: string;
  /** The app's origin, e.g. `https://app.example.com`; the callback routes hang off it. */
  origin: string;
  /**
   * The identity API's scope name (spec 1 §6: "scope covering openid, profile, role and the
   * identity API"). A setting, because each deployment names its API resource.
   */
  apiScope: string;
  /** Where signed-in users' OIDC state is kept; default: oidc-client-ts's (session storage). */
  userStore?: StateStore;
  /** Anything else of oidc-client-ts's settings; wins over the defaults above. */
  extra?: Partial<UserManagerSettings>;
}

/**
 * The oidc-client-ts settings of spec 1 §6 and §4: authorization code flow, scope
 * `openid profile role {apiScope}`, callback `{origin}/callback`, silent renew through
 * `{origin}/silent` (automatic), the token-expiring notice 300 s before expiry, and `{origin}/`
 * after sign-out.
 *
 * @example
 * ```ts
 * createUserManagerSettings({
 *   authority: settings.identityUrl, clientId: 'runtime', origin: location.origin, apiScope: 'identity_api',
 * }).scope; // 'openid profile role identity_api'
 * ```
 */
export function createUserManagerSettings(settings: OidcSettings): UserManagerSettings {
  const origin = settings.origin.replace(/\/+$/, '');
  const apiScope = settings.apiScope.trim();
  const result: UserManagerSettings = {
    authority: settings.authority,
    client_id: settings.clientId,
    response_type: 'code',
    scope: [...BASE_SCOPES, ...(apiScope ? [apiScope] : [])].join(' '),
    redirect_uri: `${origin}${SESSION_PATHS.callback}`,
    silent_redirect_uri: `${origin}${SESSION_PATHS.silent}`,
    post_logout_redirect_uri: `${origin}/`,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: SESSION_TIMERS.silentRenewNoticeSeconds,
    ...settings.extra,
  };
  if (settings.userStore) result.userStore = settings.userStore;
  return result;
}

/**
 * A real oidc-client-ts `UserManager` with {@link createUserManagerSettings}. Constructing it
 * touches no browser global beyond what oidc-client-ts checks with `typeof window`, so it also
 * works in Node (with in-memory stores).
 *
 * @example
 * ```ts
 * const oidc = createOidcAdapter(createOidcUserManager({ authority, clientId, origin, apiScope }));
 * ```
 */
export function createOidcUserManager(settings: OidcSettings): UserManager {
  return new UserManager(createUserManagerSettings(settings));
}
