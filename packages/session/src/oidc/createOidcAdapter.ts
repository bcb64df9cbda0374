import type { User, UserManager } from 'oidc-client-ts';

/** The part of an OIDC user (oidc-client-ts `User`) the session reads. */
export interface OidcUser {
  access_token: string;
  refresh_token?: string;
  token_type: string;
  /** Seconds left (computed by oidc-client-ts from `expires_at`). */
  expires_in?: number;
  profile: Record<string, unknown>;
  /** What the sign-in carried through the identity server (`{ returnUrl }` of `signinRedirect`). */
  state?: unknown;
}

/**
 * The OIDC flow as the session manager uses it. {@link createOidcAdapter} wraps a real
 * oidc-client-ts `UserManager`; tests implement it by hand and fire its events.
 */
export interface OidcAdapter {
  /** Goes to the identity server to sign in. */
  signinRedirect(returnUrl?: string): Promise<void>;
  /** Completes a sign-in on `/callback`. */
  signinRedirectCallback(url?: string): Promise<OidcUser>;
  /** Completes a silent renew on `/silent` (inside the hidden frame). */
  signinSilentCallback(url?: string): Promise<void>;
  /**
   * Renews the tokens now (with the refresh token when the user has one, else through the
   * hidden frame); answers the renewed user, and raises `onUserLoaded` like any renewal.
   */
  signinSilent(): Promise<OidcUser | null>;
  signoutRedirect(): Promise<void>;
  /** Forgets the signed-in user locally. */
  removeUser(): Promise<void>;
  getUser(): Promise<OidcUser | null>;
  /** A user was signed in or silently renewed. */
  onUserLoaded(listener: (user: OidcUser) => void): () => void;
  /** The access token expires within the notice time (300 s). */
  onAccessTokenExpiring(listener: () => void): () => void;
  /** The access token has expired. */
  onAccessTokenExpired(listener: () => void): () => void;
  onSilentRenewError(listener: (error: Error) => void): () => void;
  /** Stops silent renew and drops the adapter's listeners. */
  dispose(): void;
}

/**
 * Wraps an oidc-client-ts `UserManager` (see `createOidcUserManager`).
 *
 * @example
 * ```ts
 * const session = createSessionManager({ ..., oidc: createOidcAdapter(userManager) });
 * ```
 */
export function createOidcAdapter(userManager: UserManager): OidcAdapter {
  const removers = new Set<() => void>();
  const track = (remove: () => void): (() => void) => {
    removers.add(remove);
    return () => {
      removers.delete(remove);
      remove();
    };
  };
  const events = userManager.events;
  return {
    signinRedirect: (returnUrl) =>
      userManager.signinRedirect(returnUrl === undefined ? undefined : { state: { returnUrl } }),
    signinRedirectCallback: (url) => userManager.signinRedirectCallback(url),
    signinSilentCallback: async (url) => {
      await userManager.signinSilentCallback(url);
    },
    signinSilent: () => userManager.signinSilent(),
    signoutRedirect: () => userManager.signoutRedirect(),
    removeUser: () => userManager.removeUser(),
    getUser: () => userManager.getUser(),
    onUserLoaded: (listener) => track(events.addUserLoaded((user: User) => listener(user))),
    onAccessTokenExpiring: (listener) => track(events.addAccessTokenExpiring(() => listener())),
    onAccessTokenExpired: (listener) => track(events.addAccessTokenExpired(() => listener())),
    onSilentRenewError: (listener) => track(events.addSilentRenewError((error) => listener(error))),
    dispose() {
      userManager.stopSilentRenew();
      for (const remove of [...removers]) remove();
      removers.clear();
    },
  };
}
