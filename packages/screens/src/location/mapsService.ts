import { searchNearbyPlaces } from '@tessera/api';
import {
  LOCATION_GEOLOCATION_TIMEOUT_MS,
  LOCATION_PAGE_SIZE,
  LOCATION_SEARCH_RADIUS,
  type LocationItem,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';

/** A point in WGS-84 degrees (what a browser's geolocation answers). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** One nearby search (CA-A15): around the point, by category, within the radius, one page. */
export interface NearbySearchInput extends GeoPoint {
  /** `|`-separated categories; '' for every category. */
  category: string;
  /** Metres (CN-B1: 5000). */
  radius: number;
  /** From 1. */
  pageIndex: number;
  /** CN-B1: 10. */
  pageSize: number;
  signal?: AbortSignal;
}

/** A place the search found: a Location item (EN-B2) with its distance in metres when known. */
export interface NearbyLocation extends LocationItem {
  distance?: number;
}

/** One page of a nearby search and how many places match in all. */
export interface NearbySearchPage {
  total: number;
  items: NearbyLocation[];
}

/**
 * The maps service the location picker searches through (CA-A15): one method, so the default
 * provider (the server's places) and a public maps service are interchangeable.
 */
export interface MapsService {
  searchNearby(input: NearbySearchInput): Promise<NearbySearchPage>;
}

/** CN-B1, as the search's defaults. */
export const NEARBY_SEARCH_DEFAULTS = {
  radius: LOCATION_SEARCH_RADIUS,
  pageSize: LOCATION_PAGE_SIZE,
} as const;

/**
 * The default provider: the reference server's places table (`places/nearby`), so the picker
 * works with no key and no internet. The city is the one of the place nearest the point, asked
 * once and then kept for the next pages (limited to the city, CA-A15).
 */
export function createServerMapsService(client: RequestClient): MapsService {
  const cities = new Map<string, string>();
  return {
    async searchNearby(input) {
      const key = `${input.lat},${input.lng}`;
      const answer = await searchNearbyPlaces(client, {
        lat: input.lat,
        lng: input.lng,
        category: input.category,
        radius: input.radius,
        city: cities.get(key),
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
        ...(input.signal ? { signal: input.signal } : {}),
      });
      if (answer.city) cities.set(key, answer.city);
      return {
        total: answer.total,
        items: answer.items.map(({ title, info, address, distance }) => ({
          title,
          info,
          address,
          distance,
        })),
      };
    },
  };
}

/** Where the device is (injected: the browser's geolocation, a fake in tests). */
export interface GeolocationPort {
  /** Answers the position, or rejects (denied, unavailable, timed out). */
  locate(options: { enableHighAccuracy: boolean; timeout: number }): Promise<GeoPoint>;
}

/** CA-A15: high accuracy, CN-B1: 10 s. */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: LOCATION_GEOLOCATION_TIMEOUT_MS,
} as const;
