import type { OidcAdapter, OidcUser } from './createOidcAdapter.js';

type Listeners = {
  userLoaded: Set<(user: OidcUser) => void>;
  expiring: Set<() => void>;
  expired: Set<() => void>;
  renewError: Set<(error: Error) => void>;
};

/**
 * An {@link OidcAdapter} whose real adapter is loaded on first use (`load`, typically a dynamic
 * `import('@tessera/session/oidc')`), so the OIDC library stays out of an app's first download.
 * Listeners registered before the load are attached to the real adapter once it exists; every
 * method waits for it. `dispose` before the load prevents it from attaching anything.
 *
 * @example
 * ```ts
 * const oidc = createLazyOidcAdapter(async () => {
 *   const { createOidcAdapter, createOidcUserManager } = await import('@tessera/session/oidc');
 *   return createOidcAdapter(createOidcUserManager(settings));
 * });
 * ```
 */
export function createLazyOidcAdapter(load: () => Promise<OidcAdapter>): OidcAdapter {
  const listeners: Listeners = {
    userLoaded: new Set(),
    expiring: new Set(),
    expired: new Set(),
    renewError: new Set(),
  };
  let disposed = false;
  let loading: Promise<OidcAdapter> | undefined;

  const real = (): Promise<OidcAdapter> => {
    loading ??= load().then((adapter) => {
      if (disposed) {
        adapter.dispose();
        return adapter;
      }
      // One forwarding listener per event: later (un)subscriptions only touch the sets.
      adapter.onUserLoaded((user) => listeners.userLoaded.forEach((l) => l(user)));
      adapter.onAccessTokenExpiring(() => listeners.expiring.forEach((l) => l()));
      adapter.onAccessTokenExpired(() => listeners.expired.forEach((l) => l()));
      adapter.onSilentRenewError((error) => listeners.renewError.forEach((l) => l(error)));
      return adapter;
    });
    return loading;
  };

  const subscribe =
    <T>(set: Set<T>) =>
    (listener: T): (() => void) => {
      set.add(listener);
      void real().catch(() => undefined);
      return () => set.delete(listener);
    };

  return {
    signinRedirect: async (returnUrl) => (await real()).signinRedirect(returnUrl),
    signinRedirectCallback: async (url) => (await real()).signinRedirectCallback(url),
    signinSilentCallback: async (url) => (await real()).signinSilentCallback(url),
    signinSilent: async () => (await real()).signinSilent(),
    signoutRedirect: async () => (await real()).signoutRedirect(),
    removeUser: async () => (await real()).removeUser(),
    getUser: async () => (await real()).getUser(),
    onUserLoaded: subscribe(listeners.userLoaded),
    onAccessTokenExpiring: subscribe(listeners.expiring),
    onAccessTokenExpired: subscribe(listeners.expired),
    onSilentRenewError: subscribe(listeners.renewError),
    dispose: () => {
      disposed = true;
      for (const set of Object.values(listeners)) set.clear();
      if (loading)
        void loading.then(
          (adapter) => adapter.dispose(),
          () => undefined,
        );
    },
  };
}
