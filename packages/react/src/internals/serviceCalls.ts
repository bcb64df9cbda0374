// Every service call of the bindings in one place.
import {
  getJsonPageData,
  getPageRouters,
  getSettings,
  settingsContext,
  subAppRef,
} from '@tessera/api';
import { createApiLoader } from '@tessera/datasources';
import type { DataSourceLoader } from '@tessera/datasources';
import type { StoragePort } from '@tessera/ports';
import type { PageJsonData, Settings } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { buildRouteTable } from '@tessera/routing';
import type { RouteTable } from '@tessera/routing';

/** What the start of an app loads. */
export interface BootstrapData {
  settings: Settings;
  routeTable: RouteTable;
  /** The client whose calls carry the settings' ids and keys (signing, encryption). */
  client: RequestClient;
}

/** Settings for `host`, then the sub-app's page definitions as a route table (spec 1 §2, §7). */
export async function loadBootstrap(
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

/** One page's JSON (controls and data sources), asked with the page's client. */
export function loadPageJson(
  pageClient: RequestClient,
  settings: Settings,
  pageId: string,
): Promise<PageJsonData> {
  return getJsonPageData(pageClient, subAppRef(settings), pageId);
}

/** The loader of a page's data sources, over the page's client. */
export function pageLoader(pageClient: RequestClient, settings: Settings): DataSourceLoader {
  return createApiLoader({ client: pageClient, appId: settings.appId });
}
