import { Type } from 'typebox';
import type { Static } from 'typebox';
import { route } from './route.js';

/**
 * CN-B1: the nearby search's radius (m), its page size, and how long the picker waits for the
 * device's position (ms).
 */
export const LOCATION_SEARCH_RADIUS = 5000;
export const LOCATION_PAGE_SIZE = 10;
export const LOCATION_GEOLOCATION_TIMEOUT_MS = 10_000;

/** EN-B2: where a Location item is (`areacode` is the district's GB/T 2260 code). */
export const LocationAddressSchema = Type.Object({
  address: Type.String(),
  areacode: Type.String(),
  city: Type.String(),
  district: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  province: Type.String(),
});
export type LocationAddress = Static<typeof LocationAddressSchema>;

/** EN-B2 Location item: title, info and its address. */
export const LocationItemSchema = Type.Object({
  title: Type.String(),
  info: Type.String(),
  address: LocationAddressSchema,
});
export type LocationItem = Static<typeof LocationItemSchema>;

/** One place answered by the nearby search: a Location item with its id, category and distance. */
export const NearbyPlaceSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  info: Type.String(),
  /** The place's category (`地铁站`, `景点`, …; server README "Places"). */
  category: Type.String(),
  /** Metres from the searched point, rounded. */
  distance: Type.Number(),
  address: LocationAddressSchema,
});
export type NearbyPlace = Static<typeof NearbyPlaceSchema>;

/** One page of the nearby search: the places of the page and how many match in all. */
export const NearbyPlacesAnswerSchema = Type.Object({
  total: Type.Number(),
  /** The city the search was limited to (CA-A15), '' when no place is known near the point. */
  city: Type.String(),
  items: Type.Array(NearbyPlaceSchema),
});
export type NearbyPlacesAnswer = Static<typeof NearbyPlacesAnswerSchema>;

/**
 * The places of the default maps provider (CA-A15; server README "Places"): a search of the
 * server's own places table, so the location picker works with no key and no internet.
 */
export const PLACE_PATHS = {
  /**
   * GET places/nearby?lat=&lng=&category=&radius=&pageIndex=&pageSize=&city= — the places within
   * `radius` m (default and most 5000) of the point, nearest first, of the given categories
   * (`|`-separated; none: every category), limited to `city` (default: the city of the place
   * nearest the point). Signed-in callers only.
   */
  nearby: route('/api/places/nearby', { method: 'GET', answer: NearbyPlacesAnswerSchema }),
} as const;
