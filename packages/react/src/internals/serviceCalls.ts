// Every service call of the bindings in one place.
import {
  accountRef,
  clearCookies,
  getPageRouters,
  getSettings,
  getUserInfo,
  getUserPages,
  logout,
  pingOnline,
  refreshToken,
  settingsContext,
  subAppRef,
} from '@tessera/api';
import type { StoragePort } from '@tessera/ports';
import type { LoginTokens, Settings } from '@tessera/protocol';
import { isRequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { buildRouteTable } from '@tessera/routing';
import type { RouteTable } from '@tessera/routing';
import type { SessionManager } from '@tessera/session';

/** What the start of an app loads. */
export interface BootstrapData {
  settings: Settings;
  routeTable: RouteTable;
  /** The client whose calls carry the settings' ids and keys (signing, encryption). */
  client: RequestClient;
}

/**
 * Settings for `host`, then the sub-app's page definitions as a route table (spec 1 §2, §7). A
 * stored token the server no longer accepts answers 401: the client's 401 rules delete it, so
 * the start is tried once more, without it (the login-required routes then ask to sign in).
 */
export async function loadBootstrap(
  client: RequestClient,
  host: string,
  storage: StoragePort,
): Promise<BootstrapData> {
  try {
    return await loadBootstrapOnce(client, host, storage);
  } catch (error) {
    if (!isRequestError(error) || error.kind !== 'unauthorized') throw error;
    return loadBootstrapOnce(client, host, storage);
  }
}

async function loadBootstrapOnce(
  client: RequestClient,
  host: string,
  storage: StoragePort,
): Promise<BootstrapData> {
  const settings = await getSettings(client, { host });
  // The settings call goes out unsigned (the keys arrive with it); every later call is signed.
  const appClient = client.withContext(settingsContext(settings));
  const pages = await getPageRouters(appClient, subAppRef(settings));
  return { settings, routeTable: buildRouteTable(pages, { storage }), client: appClient };
}

/** The session's calls to the accounts service of the settings (spec 1 §4, spec 2 §7.3). */
export function identityCalls(client: RequestClient, settings: Settings) {
  const account = accountRef(settings);
  return {
    refresh: (token: string): Promise<LoginTokens> => refreshToken(client, account, token),
    online: (): Promise<void> => pingOnline(client, account),
    userInfo: async (): Promise<Record<string, unknown>> => ({
      ...(await getUserInfo(client, account)),
    }),
  };
}

/**
 * The signed-in user's page permission in the settings' app and sub-app (spec 1 §6), as a
 * loader for `createPageAccess`.
 */
export function userPagesLoader(client: RequestClient, settings: Settings) {
  return () => getUserPages(client, accountRef(settings), settings.appId, settings.subAppId);
}

/**
 * Signs out (spec 1 §7 Logout, clearcookies): the server ends the session of the access token —
 * its tokens stop working and the identity provider forgets the browser's sign-in — and the
 * session is cleared here. The local sign-out happens even when the call fails (the client has
 * shown why).
 */
export async function signOut(
  client: RequestClient,
  settings: Settings,
  session: SessionManager,
): Promise<void> {
  const account = accountRef(settings);
  if (session.getAccessToken()) await logout(client, account).catch(() => undefined);
  session.logout();
  await clearCookies(client, account).catch(() => undefined);
}
