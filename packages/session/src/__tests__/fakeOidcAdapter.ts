// A hand-driven OidcAdapter: tests fire its events instead of running an identity server.
import type { OidcAdapter, OidcUser } from '../oidc/createOidcAdapter.js';

type Listeners = {
  userLoaded: Set<(user: OidcUser) => void>;
  expiring: Set<() => void>;
  expired: Set<() => void>;
  renewError: Set<(error: Error) => void>;
};

export function createFakeOidcAdapter(callbackUser?: OidcUser, renewedUser?: OidcUser) {
  const calls: unknown[][] = [];
  const listeners: Listeners = {
    userLoaded: new Set(),
    expiring: new Set(),
    expired: new Set(),
    renewError: new Set(),
  };
  const add = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const adapter: OidcAdapter = {
    signinRedirect: async (returnUrl) => void calls.push(['signinRedirect', returnUrl]),
    signinRedirectCallback: async (url) => {
      calls.push(['signinRedirectCallback', url]);
      if (!callbackUser) throw new Error('No matching state found in storage');
      // oidc-client-ts raises userLoaded while completing the callback.
      listeners.userLoaded.forEach((listener) => listener(callbackUser));
      return callbackUser;
    },
    signinSilentCallback: async (url) => void calls.push(['signinSilentCallback', url]),
    signinSilent: async () => {
      calls.push(['signinSilent']);
      if (!renewedUser) throw new Error('login_required');
      // oidc-client-ts raises userLoaded after a renewal.
      listeners.userLoaded.forEach((listener) => listener(renewedUser));
      return renewedUser;
    },
    signoutRedirect: async () => void calls.push(['signoutRedirect']),
    removeUser: async () => void calls.push(['removeUser']),
    getUser: async () => null,
    onUserLoaded: (listener) => add(listeners.userLoaded, listener),
    onAccessTokenExpiring: (listener) => add(listeners.expiring, listener),
    onAccessTokenExpired: (listener) => add(listeners.expired, listener),
    onSilentRenewError: (listener) => add(listeners.renewError, listener),
    dispose: () => void calls.push(['dispose']),
  };
  return {
    adapter,
    calls,
    listenerCount: () => Object.values(listeners).reduce((sum, set) => sum + set.size, 0),
    loadUser: (user: OidcUser) => listeners.userLoaded.forEach((listener) => listener(user)),
    expire: () => listeners.expired.forEach((listener) => listener()),
    failRenew: (error: Error) => listeners.renewError.forEach((listener) => listener(error)),
  };
}

export function oidcUser(overrides: Partial<OidcUser> = {}): OidcUser {
  return {
    access_token: 'oidc-access',
    refresh_token: 'oidc-refresh',
    token_type: 'Bearer',
    expires_in: 3600,
    profile: {
      sub: 'u1',
      preferred_username: 'alice',
      nickname: '爱丽丝',
      role: ['admin'],
      email: 'a@b.c',
    },
    ...overrides,
  };
}
