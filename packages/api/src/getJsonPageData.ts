import { PATHS } from '@tessera/protocol';
import type { EnvType, PageJsonData, SubAppType } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';

/** Input of {@link getJsonPageData}. */
export interface GetJsonPageDataInput {
  appId: string;
  subAppId: string;
  /** The sub-app type, `Pc` or `Mobile`. */
  appType: SubAppType;
  pageId: string;
  envType: EnvType;
}

/**
 * GET `{appId}/{subAppId}/designer/{appType}/jsonpagedata/{pageId}/{envType}` (spec 1 §7): one
 * page's controls and data sources, with `pageData` and `pageDataSource` already parsed.
 *
 * @throws {RequestError} when the call fails, e.g. kind `envelope` with the server's rspInf for
 * an unknown page (already reported by the client).
 */
export async function getJsonPageData(
  client: RequestClient,
  input: GetJsonPageDataInput,
): Promise<PageJsonData> {
  return client.get<PageJsonData>(PATHS.jsonPageData.build(input));
}
