import { createSnapshotStore } from '@tessera/ports';
import { matchRoute } from '@tessera/routing';
import type { RouteTable } from '@tessera/routing';
import { canAccessPage } from '@tessera/session';
import type { PagePermission, SessionManager } from '@tessera/session';

/**
 * What is known of the signed-in user's pages: `anonymous` (no one signed in: nothing to hide,
 * a login-required page asks to sign in first), `loading`, or `ready` with the permission the
 * server answered (`null` when the call failed: page links are hidden, the safe side).
 */
export interface PageAccessSnapshot {
  status: 'anonymous' | 'loading' | 'ready';
  permission: PagePermission | null;
}

/** Options of {@link createPageAccess}. */
export interface PageAccessOptions {
  session: SessionManager;
  /** The app's routes (`useBootstrap`'s `routeTable`): which page a url opens. */
  routeTable: Pick<RouteTable, 'routes' | 'redirect'>;
  /** The signed-in user's page permission (`getUserPages` of the app and sub-app). */
  loadUserPages: () => Promise<PagePermission>;
}

/** The page permission of the signed-in user, once per user, to hide links they may not follow. */
export interface PageAccess {
  getSnapshot(): PageAccessSnapshot;
  subscribe(listener: () => void): () => void;
  /** Whether the user may open `url` by the given (default: current) snapshot. */
  canOpen(url: string, snapshot?: PageAccessSnapshot): boolean;
  /** Stops following the session. */
  dispose(): void;
}

const ANONYMOUS: PageAccessSnapshot = { status: 'anonymous', permission: null };

/** An address of another site (`https://…`, `mailto:`, `//host`): not one of the app's pages. */
function isOtherSite(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Whether a user may open `url` (spec 1 §6 page-level permission, as `usePageData` and the
 * server check it): a url that opens no page of the app (another site, a fixed route such as
 * /frame/approval-list or /deny) and a public page (/login, /register) always; a login-required
 * page when nobody is signed in (the sign-in comes first); otherwise when the user's pages hold
 * it — not while they are still loading.
 *
 * @example
 * ```ts
 * canOpenUrl(table, { status: 'ready', permission: { permitted: true, pageIds: [homeId] } }, '/widgets/grid'); // false
 * ```
 */
export function canOpenUrl(
  routeTable: Pick<RouteTable, 'routes' | 'redirect'>,
  snapshot: PageAccessSnapshot,
  url: string,
): boolean {
  if (snapshot.status === 'anonymous' || isOtherSite(url)) return true;
  const path = url.split(/[?#]/)[0] || '/';
  const target = path === '/' && routeTable.redirect ? routeTable.redirect.to : path;
  const match = matchRoute(routeTable, target.startsWith('/') ? target : `/${target}`);
  if (!match || !match.route.isLoginRequire) return true;
  if (snapshot.status === 'loading') return false;
  return canAccessPage(match.route.pageId, snapshot.permission);
}

/**
 * Follows the session: when a user signs in (or another user), loads their page permission
 * once; when the session ends, forgets it. Menus read it through `usePageAccess` to leave out
 * pages the user may not open (the server still refuses them: this only spares the user a
 * link to /deny).
 *
 * @example
 * ```ts
 * const access = createPageAccess({ session, routeTable, loadUserPages: () => getUserPages(...) });
 * access.canOpen('/widgets/controls');
 * ```
 */
export function createPageAccess(options: PageAccessOptions): PageAccess {
  const { session, routeTable } = options;
  const store = createSnapshotStore<PageAccessSnapshot>(ANONYMOUS);
  /** The user whose pages are loaded or loading. */
  let userId: string | null = null;

  const follow = (): void => {
    const { status, user } = session.getSnapshot();
    const next = status === 'authenticated' ? user.userId : null;
    if (next === userId) return;
    userId = next;
    if (next === null) {
      store.set(ANONYMOUS);
      return;
    }
    store.set({ status: 'loading', permission: null });
    const settle = (permission: PagePermission | null) => {
      if (userId === next) store.set({ status: 'ready', permission });
    };
    options.loadUserPages().then(settle, () => settle(null));
  };
  const unsubscribe = session.subscribe(follow);
  follow();

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    canOpen: (url, snapshot = store.getSnapshot()) => canOpenUrl(routeTable, snapshot, url),
    dispose() {
      unsubscribe();
      store.clear();
    },
  };
}
