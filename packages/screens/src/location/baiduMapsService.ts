import { bd09ToWgs84, wgs84ToBd09 } from './coordinates.js';
import type { MapsService, NearbyLocation } from './mapsService.js';

/** The maps script's version (CA-A16: 3.0). */
export const BAIDU_MAP_VERSION = '3.0';
/** The global the script calls when it has loaded (CA-A16: loaded with a callback). */
export const BAIDU_MAP_CALLBACK = '__tesseraBaiduMapReady';

/** The part of the maps script's API the nearby search uses. */
interface BaiduPoi {
  title: string;
  address?: string;
  city?: string;
  province?: string;
  point: { lat: number; lng: number };
}
interface BaiduResults {
  getCurrentNumPois(): number;
  getPoi(index: number): BaiduPoi | undefined;
  getNumPois(): number;
}
interface BaiduLocalSearch {
  searchNearby(keyword: string | string[], center: unknown, radius: number): void;
  gotoPage(page: number): void;
  getStatus(): number;
}
/** The map object the script defines (`window.BMap`). */
export interface BaiduMapApi {
  Point: new (lng: number, lat: number) => unknown;
  LocalSearch: new (
    location: unknown,
    options: {
      pageCapacity: number;
      onSearchComplete: (results: BaiduResults | BaiduResults[]) => void;
    },
  ) => BaiduLocalSearch;
}

/** The page the script is loaded into (injected: `window` and `document` in the browser). */
export interface MapScriptHost {
  getGlobal(name: string): unknown;
  setGlobal(name: string, value: unknown): void;
  /** Adds `<script src>` to the page; `onError` when it cannot load. */
  appendScript(src: string, onError: () => void): void;
}

const loads = new WeakMap<MapScriptHost, Promise<BaiduMapApi>>();

/**
 * Loads the maps script once (CA-A16): the map object when the page already has it (`BMap`),
 * else one `<script>` of version 3.0 with the access key and a callback — a second caller while
 * it loads waits for the same load. A failed load is forgotten, so a later search tries again.
 */
export function loadBaiduMap(host: MapScriptHost, accessKey: string): Promise<BaiduMapApi> {
  const existing = host.getGlobal('BMap');
  if (existing) return Promise.resolve(existing as BaiduMapApi);
  let load = loads.get(host);
  if (!load) {
    load = new Promise<BaiduMapApi>((resolve, reject) => {
      host.setGlobal(BAIDU_MAP_CALLBACK, () => {
        const api = host.getGlobal('BMap');
        if (api) resolve(api as BaiduMapApi);
        else reject(new Error('The maps script defined no map object'));
      });
      const query = new URLSearchParams({
        v: BAIDU_MAP_VERSION,
        ak: accessKey,
        callback: BAIDU_MAP_CALLBACK,
      });
      host.appendScript(`https://api.map.baidu.com/api?${query.toString()}`, () =>
        reject(new Error('The maps script did not load')),
      );
    });
    load.catch(() => loads.delete(host));
    loads.set(host, load);
  }
  return load;
}

/**
 * A public maps service as the picker's provider (CA-A15, CA-A16), configured with its access
 * key: the script loaded once, then its local search around the point (converted from WGS-84 to
 * the service's BD-09, its answers back to WGS-84), the categories as keywords (none: 地点),
 * within the radius, `pageSize` a page.
 */
export function createBaiduMapsService(options: {
  accessKey: string;
  host: MapScriptHost;
}): MapsService {
  return {
    async searchNearby(input) {
      const api = await loadBaiduMap(options.host, options.accessKey);
      const center = wgs84ToBd09(input);
      const keywords = input.category.split('|').filter(Boolean);
      return new Promise((resolve) => {
        let pageShown = false;
        const search = new api.LocalSearch(new api.Point(center.lng, center.lat), {
          pageCapacity: input.pageSize,
          onSearchComplete(answer) {
            const results = Array.isArray(answer) ? answer[0] : answer;
            if (!results) return resolve({ total: 0, items: [] });
            if (input.pageIndex > 1 && !pageShown) {
              pageShown = true;
              search.gotoPage(input.pageIndex - 1);
              return;
            }
            const items: NearbyLocation[] = [];
            for (let i = 0; i < results.getCurrentNumPois(); i++) {
              const poi = results.getPoi(i);
              if (!poi) continue;
              const point = bd09ToWgs84(poi.point);
              items.push({
                title: poi.title,
                info: poi.address ?? '',
                address: {
                  address: poi.address ?? '',
                  areacode: '',
                  city: poi.city ?? '',
                  district: '',
                  lat: point.lat,
                  lng: point.lng,
                  province: poi.province ?? '',
                },
              });
            }
            resolve({ total: results.getNumPois(), items });
          },
        });
        search.searchNearby(
          keywords.length > 1 ? keywords : (keywords[0] ?? '地点'),
          new api.Point(center.lng, center.lat),
          input.radius,
        );
      });
    },
  };
}
