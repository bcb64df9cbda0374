import { PLACE_PATHS } from '@tessera/protocol';
import type { NearbyPlacesAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';

/** Input of {@link searchNearbyPlaces} (CA-A15; server README "Places"). */
export interface SearchNearbyPlacesInput {
  lat: number;
  lng: number;
  /** Categories, `|`-separated (`地铁站|公园`); empty or left out: every category. */
  category?: string;
  /** Metres, at most 5000 (the default, CN-B1). */
  radius?: number;
  /** The city to keep; left out: the city of the place nearest the point. */
  city?: string;
  /** From 1. */
  pageIndex?: number;
  /** 1…50 (default 10, CN-B1). */
  pageSize?: number;
  signal?: AbortSignal;
}

/**
 * GET `places/nearby` — the default maps provider's nearby search (CA-A15): the server's places
 * within the radius of the point, nearest first, one page of them with the total and the city
 * the search kept to. Signed-in callers only (/location is login-required).
 *
 * @example
 * ```ts
 * const { total, items } = await searchNearbyPlaces(client, {
 *   lat: 31.233, lng: 121.4737, category: '地铁站', pageIndex: 2,
 * });
 * ```
 * @throws {RequestError} when the call fails (a bad parameter answers 40000 naming it; anonymous
 * 30002).
 */
export function searchNearbyPlaces(
  client: RequestClient,
  input: SearchNearbyPlacesInput,
): Promise<NearbyPlacesAnswer> {
  const { signal, lat, lng, category, radius, city, pageIndex, pageSize } = input;
  return call(
    client,
    PLACE_PATHS.nearby,
    {
      search: {
        lat,
        lng,
        category: category || undefined,
        radius,
        city: city || undefined,
        pageIndex,
        pageSize,
      },
    },
    signal ? { signal } : {},
  );
}
