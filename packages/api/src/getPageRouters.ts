import { PATHS } from '@tessera/protocol';
import type { EnvType, PageDefinition, SubAppType } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';

/** Input of {@link getPageRouters}. */
export interface GetPageRoutersInput {
  appId: string;
  subAppId: string;
  /** The sub-app type, `Pc` or `Mobile`. */
  appType: SubAppType;
  envType: EnvType;
}

/**
 * GET `{appId}/{subAppId}/pagerouters/{appType}/{envType}` (spec 1 §7, spec 2 §2.2): the page
 * definitions routes are registered from. An answer without data is an empty list.
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function getPageRouters(
  client: RequestClient,
  input: GetPageRoutersInput,
): Promise<PageDefinition[]> {
  const pages = await client.get<PageDefinition[] | null>(PATHS.pageRouters.build(input));
  return pages ?? [];
}
