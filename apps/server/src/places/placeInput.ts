import { LOCATION_PAGE_SIZE, LOCATION_SEARCH_RADIUS } from '@tessera/protocol';
import { badRequest } from '../http/envelopeError.js';
import { readInteger } from '../http/readPaging.js';
import { requireText } from '../http/requestParams.js';
import type { NearbySearch } from './searchNearby.js';

/** The largest page of the nearby search (the picker asks for CN-B1's 10). */
export const MAX_NEARBY_PAGE_SIZE = 50;

/** The query of `GET places/nearby`, each member text when present (route schema). */
export interface NearbyQuery {
  lat?: string;
  lng?: string;
  category?: string;
  radius?: string;
  city?: string;
  pageIndex?: string;
  pageSize?: string;
}

/** A required decimal degree within ±`limit`, or 40000 naming it. */
function readDegrees(value: string | undefined, name: string, limit: number): number {
  const text = requireText(value, name).trim();
  const n = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(n) || Math.abs(n) > limit) {
    throw badRequest(`参数 ${name} 无效：应为 -${limit} 到 ${limit} 的数`);
  }
  return n;
}

/**
 * Reads the nearby search's query (README "Places"): `lat` and `lng` required, `radius` 1…5000 m
 * (default 5000, CN-B1), `category` a `|`- or `,`-separated list (empty: all), `city` optional,
 * `pageIndex` from 1, `pageSize` 1…50 (default 10, CN-B1). Bad input: 40000 naming the parameter.
 */
export function readNearbySearch(query: NearbyQuery): NearbySearch {
  const lat = readDegrees(query.lat, 'lat', 90);
  const lng = readDegrees(query.lng, 'lng', 180);
  const radius = readInteger(query.radius, 'radius', {
    min: 1,
    max: LOCATION_SEARCH_RADIUS,
    fallback: LOCATION_SEARCH_RADIUS,
  });
  const pageIndex = readInteger(query.pageIndex, 'pageIndex', {
    min: 1,
    max: 10_000,
    fallback: 1,
  });
  const pageSize = readInteger(query.pageSize, 'pageSize', {
    min: 1,
    max: MAX_NEARBY_PAGE_SIZE,
    fallback: LOCATION_PAGE_SIZE,
  });
  const categories = (query.category ?? '')
    .split(/[|,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const city = query.city?.trim() || undefined;
  return { lat, lng, radius, categories, city, pageIndex, pageSize };
}
