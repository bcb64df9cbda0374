import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createMemoryStorage } from '@tessera/ports';
import type { LocationItem } from '@tessera/protocol';
import { createRequestClient, type RequestClient } from '@tessera/request';
import {
  bd09ToWgs84,
  createLocationPickerModel,
  createServerMapsService,
  loadBaiduMap,
  readLocationHistory,
  readLocationQuery,
  rememberLocation,
  toLocationItem,
  wgs84ToBd09,
  writeLocationHistory,
  type GeolocationPort,
  type MapScriptHost,
} from '../index.js';
import { until } from './until.js';

// The location picker's model (AD-L1, AD-L2, CA-A15, CN-B1): its history in memory storage, and
// its nearby list through the default maps provider against the real server on loopback.

/** A place at the given position (only lat/lng make two places the same). */
function place(title: string, lat: number, lng: number): LocationItem {
  return {
    title,
    info: `${title}的地址`,
    address: { address: '', areacode: '', city: '上海市', district: '', lat, lng, province: '' },
  };
}

const A = place('甲', 31.1, 121.1);
const B = place('乙', 31.2, 121.2);
const C = place('丙', 31.3, 121.3);

describe('location history (CN-B1)', () => {
  it('puts the chosen place first, drops its earlier entry by lat/lng, and keeps sessionSize', () => {
    expect(rememberLocation([], A, 3)).toEqual([A]);
    expect(rememberLocation([B, A], C, 3)).toEqual([C, B, A]);
    expect(rememberLocation([C, B, A], C, 3)).toEqual([C, B, A]);
    // Same lat/lng under another title is the same place: the newer entry replaces it.
    const renamed = place('甲（新名）', 31.1, 121.1);
    expect(rememberLocation([C, B, A], renamed, 3)).toEqual([renamed, C, B]);
    expect(rememberLocation([C, B, A], place('丁', 31.4, 121.4), 2).map((p) => p.title)).toEqual([
      '丁',
      '丙',
    ]);
    expect(rememberLocation([A], B, 0)).toEqual([]);
  });

  it('is kept per smartViewId in storage, capped and without damaged entries', () => {
    const storage = createMemoryStorage();
    writeLocationHistory(storage, 'view-1', [C, B, A]);
    writeLocationHistory(storage, 'view-2', [A]);
    expect(readLocationHistory(storage, 'view-1', 10)).toEqual([C, B, A]);
    expect(readLocationHistory(storage, 'view-1', 2)).toEqual([C, B]);
    expect(readLocationHistory(storage, 'view-2', 10)).toEqual([A]);
    expect(readLocationHistory(storage, 'view-3', 10)).toEqual([]);
    storage.setItem('locationHistory:view-4', JSON.stringify([{ title: 'x' }, B, 'y', B]));
    expect(readLocationHistory(storage, 'view-4', 10)).toEqual([B]);
    storage.setItem('locationHistory:view-5', '{not json');
    expect(readLocationHistory(storage, 'view-5', 10)).toEqual([]);
  });
});

describe('the /location query (AD-L1)', () => {
  it('reads every parameter, with defaults for what is missing or malformed', () => {
    const query = readLocationQuery(
      new URLSearchParams({
        dataSourceId: 'ds-1',
        imageOssUrl: 'https://img.example/pin.png',
        appId: 'app-1',
        isShowDec: 'false',
        pageDataOption: JSON.stringify({
          schemaName: 'store',
          filter: "city eq '上海市'",
          top: 20,
        }),
        addressFieldName: 'location',
        titleFieldName: 'name',
        infoFieldName: 'memo',
        smartViewId: 'sv-9',
        category: '地铁站|公园',
        pageId: 'p-1',
        events: 'onLocationChosen',
        pageVarName: 'chosenPlace',
        sessionSize: '5',
        defaultData: JSON.stringify([{ name: '门店', location: { lat: 31.2, lng: 121.4 } }]),
      }),
    );
    expect(query).toMatchObject({
      isShowDec: false,
      pageDataOption: { schemaName: 'store', filter: "city eq '上海市'", top: 20 },
      smartViewId: 'sv-9',
      category: '地铁站|公园',
      sessionSize: 5,
      pageVarName: 'chosenPlace',
    });
    expect(query.defaultData).toHaveLength(1);
    const bare = readLocationQuery(new URLSearchParams('sessionSize=-2&defaultData=oops'));
    expect(bare).toMatchObject({
      isShowDec: true,
      sessionSize: 10,
      defaultData: [],
      pageDataOption: null,
      titleFieldName: 'title',
    });
  });

  it('turns a data-source record into a Location item by the field names', () => {
    const fields = { titleFieldName: 'name', infoFieldName: 'memo', addressFieldName: 'location' };
    expect(
      toLocationItem(
        { name: '门店', memo: '9:00–21:00', location: { latitude: 31.2, longitude: 121.4 } },
        fields,
      ),
    ).toMatchObject({ title: '门店', info: '9:00–21:00', address: { lat: 31.2, lng: 121.4 } });
    expect(toLocationItem({ name: '无坐标', location: '某路 1 号' }, fields)).toBeNull();
  });
});

describe('the maps script of a public maps service (CA-A16)', () => {
  function fakeHost(): MapScriptHost & { scripts: string[]; globals: Map<string, unknown> } {
    const globals = new Map<string, unknown>();
    const scripts: string[] = [];
    return {
      globals,
      scripts,
      getGlobal: (name) => globals.get(name),
      setGlobal: (name, value) => void globals.set(name, value),
      appendScript: (src) => void scripts.push(src),
    };
  }

  it('is loaded once, version 3.0 with the key and a callback, and reused once it exists', async () => {
    const host = fakeHost();
    const first = loadBaiduMap(host, 'key-1');
    const second = loadBaiduMap(host, 'key-1');
    expect(host.scripts).toHaveLength(1);
    const url = new URL(host.scripts[0]!);
    expect(url.searchParams.get('v')).toBe('3.0');
    expect(url.searchParams.get('ak')).toBe('key-1');
    const callback = url.searchParams.get('callback')!;
    const api = { Point: class {}, LocalSearch: class {} };
    host.globals.set('BMap', api);
    (host.globals.get(callback) as () => void)();
    expect(await first).toBe(api);
    expect(await second).toBe(api);
    // A page that already has the map object loads nothing.
    const ready = fakeHost();
    ready.globals.set('BMap', api);
    expect(await loadBaiduMap(ready, 'key-1')).toBe(api);
    expect(ready.scripts).toEqual([]);
  });

  it('converts positions to the service datum and back within a few metres', () => {
    const bd = wgs84ToBd09({ lat: 31.233, lng: 121.4737 });
    expect(Math.abs(bd.lat - 31.233)).toBeGreaterThan(0.001);
    const back = bd09ToWgs84(bd);
    expect(Math.abs(back.lat - 31.233)).toBeLessThan(3e-5);
    expect(Math.abs(back.lng - 121.4737)).toBeLessThan(3e-5);
  });
});

describe('the location picker against the reference server (AD-L1, AD-L2, CA-A15)', () => {
  let server: TestServer;
  let client: RequestClient;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const user = DEMO_USERS.find((u) => u.phone === '13800000001')!;
    const { accessToken } = await server.signIn({ phone: user.phone, password: user.password });
    client = createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => undefined, warning: () => undefined, error: () => undefined },
    });
  });
  afterAll(() => server?.close());

  /** The device at 人民广场, answering with the options it was asked with. */
  function peoplesSquare(asked: object[]): GeolocationPort {
    return {
      locate: (options) => {
        asked.push(options);
        return Promise.resolve({ lat: 31.233, lng: 121.4737 });
      },
    };
  }

  it('locates with high accuracy and 10 s, pages the nearby places ten at a time to 没有更多了', async () => {
    const asked: object[] = [];
    const storage = createMemoryStorage();
    writeLocationHistory(storage, 'sv-1', [B]);
    const model = createLocationPickerModel({
      query: readLocationQuery(
        new URLSearchParams('smartViewId=sv-1&category=地铁站&pageId=p-9&pageVarName=place'),
      ),
      maps: createServerMapsService(client),
      geolocation: peoplesSquare(asked),
      storage,
      loadData: () => Promise.resolve([A]),
    });
    expect(model.getSnapshot()).toMatchObject({
      history: [B],
      nearbyState: 'locating',
      endText: null,
    });
    const stop = model.start();
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: 10000 }]);
    const first = await until(model, (s) => s.nearbyState === 'ready');
    expect(first.nearby).toHaveLength(10);
    expect(first.nearby[0]?.title).toBe('人民广场地铁站');
    expect(first.hasMore).toBe(true);
    expect(first.endText).toBeNull();
    expect(model.getSnapshot().data).toEqual([A]);
    const total = first.total;
    expect(total).toBeGreaterThan(20);

    // Two loadMore calls at once load one page.
    await Promise.all([model.loadMore(), model.loadMore()]);
    expect(model.getSnapshot().nearby).toHaveLength(20);
    while (model.getSnapshot().hasMore) await model.loadMore();
    const end = model.getSnapshot();
    expect(end.nearby).toHaveLength(total);
    expect(new Set(end.nearby.map((p) => p.title)).size).toBe(total);
    expect(end.endText).toBe('没有更多了');
    await model.loadMore();
    expect(model.getSnapshot().nearby).toHaveLength(total);

    // Choosing a place: first in the history (stored), handed to the page.
    const chosen = end.nearby[3]!;
    expect(chosen.distance).toBeGreaterThan(0);
    const choice = model.choose(chosen);
    const { distance: _distance, ...item } = chosen;
    expect(choice).toEqual({ item, pageVarName: 'place', path: '/page/p-9' });
    expect(readLocationHistory(storage, 'sv-1', 10)[0]).toEqual(item);
    expect(model.getSnapshot().history.map((p) => p.title)).toEqual([chosen.title, B.title]);
    expect(readLocationHistory(storage, 'sv-1', 10)[0]?.title).toBe(chosen.title);
    stop();
  });

  it('shows the refusal of a device that cannot be located, and searches again on retry', async () => {
    let allowed = false;
    const model = createLocationPickerModel({
      query: readLocationQuery(new URLSearchParams('smartViewId=sv-2&events=onPicked')),
      maps: createServerMapsService(client),
      geolocation: {
        locate: () =>
          allowed
            ? Promise.resolve({ lat: 31.233, lng: 121.4737 })
            : Promise.reject(new Error('User denied Geolocation')),
      },
      storage: createMemoryStorage(),
    });
    const stop = model.start();
    await until(model, (s) => s.nearbyState === 'locate-failed');
    expect(model.getSnapshot().endText).toBeNull();
    allowed = true;
    model.retry();
    const ready = await until(model, (s) => s.nearbyState === 'ready');
    expect(ready.nearby[0]?.title).toBe('人民广场地铁站');
    // Without pageId the picker goes back; events are only carried to a page.
    expect(model.choose(ready.nearby[0]!).path).toBeNull();
    stop();
  });
});
