// A page's calls: its JSON and the loader of its data sources. Kept apart from the app's start
// calls (serviceCalls.ts) so an app that draws no designed page never loads the data layer.
import { getJsonPageData, subAppRef } from '@tessera/api';
import { createApiLoader } from '@tessera/datasources';
import type { DataSourceLoader } from '@tessera/datasources';
import type { PageJsonData, Settings } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';

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
