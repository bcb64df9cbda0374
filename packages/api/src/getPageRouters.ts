import { PAGE_PATHS } from '@tessera/protocol';
import type { PageDefinition } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { SubAppRef } from './subAppRef.js';

/**
 * GET `{appId}/{subAppId}/pagerouters/{appType}/{envType}` (spec 1 §7, spec 2 §2.2): the page
 * definitions routes are registered from. An answer without data is an empty list.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function getPageRouters(
  client: RequestClient,
  subApp: SubAppRef,
): Promise<PageDefinition[]> {
  const pages = await call(client, PAGE_PATHS.pageRouters, { params: subApp });
  return pages ?? [];
}
