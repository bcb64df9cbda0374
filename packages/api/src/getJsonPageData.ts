import { PAGE_PATHS } from '@tessera/protocol';
import type { PageJsonData } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { SubAppRef } from './subAppRef.js';

/**
 * GET `{appId}/{subAppId}/designer/{appType}/jsonpagedata/{pageId}/{envType}` (spec 1 §7): one
 * page's controls and data sources, with `pageData` and `pageDataSource` already parsed. The
 * `pageid` header comes from the client's context (`client.withContext({ pageId })`).
 *
 * @throws {RequestError} when the call fails, e.g. kind `envelope` with the server's rspInf for
 * an unknown page (already reported by the client).
 */
export async function getJsonPageData(
  client: RequestClient,
  subApp: SubAppRef,
  pageId: string,
): Promise<PageJsonData> {
  return call(client, PAGE_PATHS.jsonPageData, { params: { ...subApp, pageId } });
}
