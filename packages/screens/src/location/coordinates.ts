import type { GeoPoint } from './mapsService.js';

// The published conversions between WGS-84 (GPS, browsers), GCJ-02 (China's official offset)
// and BD-09 (Baidu's further offset): a public maps service in China takes and answers BD-09.
const A = 6378245.0;
const EE = 0.006693421622965943;
const X_PI = (Math.PI * 3000.0) / 180.0;

function offsetLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return r;
}

function offsetLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return r;
}

/** WGS-84 → GCJ-02. */
export function wgs84ToGcj02({ lat, lng }: GeoPoint): GeoPoint {
  const radLat = (lat / 180) * Math.PI;
  const magic = 1 - EE * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  const dLat =
    (offsetLat(lng - 105, lat - 35) * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  const dLng =
    (offsetLng(lng - 105, lat - 35) * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lat: lat + dLat, lng: lng + dLng };
}

/** GCJ-02 → WGS-84 (one step back: within a few metres). */
export function gcj02ToWgs84(point: GeoPoint): GeoPoint {
  const shifted = wgs84ToGcj02(point);
  return { lat: point.lat * 2 - shifted.lat, lng: point.lng * 2 - shifted.lng };
}

/** WGS-84 → BD-09. */
export function wgs84ToBd09(point: GeoPoint): GeoPoint {
  const { lat: y, lng: x } = wgs84ToGcj02(point);
  const z = Math.sqrt(x * x + y * y) + 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) + 0.000003 * Math.cos(x * X_PI);
  return { lat: z * Math.sin(theta) + 0.006, lng: z * Math.cos(theta) + 0.0065 };
}

/** BD-09 → WGS-84. */
export function bd09ToWgs84({ lat, lng }: GeoPoint): GeoPoint {
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI);
  return gcj02ToWgs84({ lat: z * Math.sin(theta), lng: z * Math.cos(theta) });
}
