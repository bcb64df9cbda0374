import { REGION_PATHS } from '@tessera/protocol';
import type { RegionNode, RegionOption } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';

/**
 * GET `regions?parent=` (server README "Regions"): the children of one region by code, each
 * `{ code, label, leaf }`; without `parent` the provinces. Anyone may call it.
 *
 * @example
 * ```ts
 * const provinces = await getRegions(client);
 * const cities = await getRegions(client, '440000');
 * ```
 * @throws {RequestError} when the call fails (an unknown parent answers `40400`, a code that is
 * not six digits `40000`).
 */
export function getRegions(client: RequestClient, parent?: string): Promise<RegionOption[]> {
  return call(client, REGION_PATHS.regions, { search: { parent } });
}

/**
 * GET `regions/tree`: every province, city and district in one tree of `{ code, label, level,
 * children? }` (about 3700 nodes, 31 KB gzipped), the source of the address form's area picker
 * (`regionCascadeOptions`). The server answers it with an `ETag` and `Cache-Control: public,
 * max-age=86400`, so the browser reuses it.
 *
 * @throws {RequestError} when the call fails.
 */
export function getRegionTree(client: RequestClient): Promise<RegionNode[]> {
  return call(client, REGION_PATHS.regionTree, {});
}
