/**
 * The shapes a Geo field value comes in (spec 1 §3 Geo): `{ longitude, latitude }`,
 * `{ lng, lat }`, `[lng, lat]` or the text `'lng,lat'`. Answers the two parts as given (not yet
 * numbers: each reader checks them its own way), or undefined for any other value.
 *
 * @example
 * ```ts
 * geoValueParts('116.4,39.9'); // { lng: '116.4', lat: '39.9' }
 * geoValueParts({ lng: 116.4, lat: 39.9 }); // { lng: 116.4, lat: 39.9 }
 * ```
 */
export function geoValueParts(value: unknown): { lng: unknown; lat: unknown } | undefined {
  if (Array.isArray(value)) return { lng: value[0], lat: value[1] };
  if (typeof value === 'string') {
    const [lng, lat] = value.split(',');
    return { lng, lat };
  }
  if (typeof value === 'object' && value !== null) {
    const point = value as Record<string, unknown>;
    return { lng: point.longitude ?? point.lng, lat: point.latitude ?? point.lat };
  }
  return undefined;
}
