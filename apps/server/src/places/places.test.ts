import { expectAnswer, PLACE_PATHS, type NearbyPlacesAnswer } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { loadPlaces } from './loadPlaces.js';
import { packagedPlaceRows } from './placeRows.js';

// 人民广场 (People's Square), the centre of the seeded city.
const PEOPLES_SQUARE = { lat: '31.2330', lng: '121.4737' };

const nearbyUrl = (search: Record<string, string>) =>
  `/api/${PLACE_PATHS.nearby.build({}, search)}`;

/** Metres between two points (haversine), to check the server's distances independently. */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe.each(TEST_DATABASES)('places on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  const nearby = (search: Record<string, string>, anonymous = false) =>
    sendEnvelope<NearbyPlacesAnswer>(app, { method: 'GET', url: nearbyUrl(search), anonymous });

  it('answers the places within 5000 m, nearest first, ten a page, limited to the city (CA-A15, CN-B1)', async () => {
    const first = await nearby(PEOPLES_SQUARE);
    expect(first.rspInf).toBe('success');
    expectAnswer(PLACE_PATHS.nearby, first.data);
    const { total, city, items } = first.data!;
    expect(city).toBe('上海市');
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({
      title: '人民广场地铁站',
      category: '地铁站',
      distance: 0,
      address: { province: '上海市', city: '上海市', district: '黄浦区', areacode: '310101' },
    });
    const origin = { lat: 31.233, lng: 121.4737 };
    const expected = packagedPlaceRows().filter((row) => metres(origin, row) <= 5000);
    expect(total).toBe(expected.length);
    expect(total).toBeGreaterThan(60);

    // Every page in turn: each place once, distances never decreasing, all within 5000 m.
    const seen: NearbyPlacesAnswer['items'] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page++) {
      const answer = await nearby({ ...PEOPLES_SQUARE, pageIndex: String(page) });
      seen.push(...answer.data!.items);
    }
    expect(seen.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    const distances = seen.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const place of seen) {
      expect(Math.abs(place.distance - metres(origin, place.address))).toBeLessThanOrEqual(1);
      expect(place.distance).toBeLessThanOrEqual(5000);
    }
    const past = await nearby({ ...PEOPLES_SQUARE, pageIndex: String(Math.ceil(total / 10) + 1) });
    expect(past.data).toEqual({ total, city: '上海市', items: [] });
  });

  it('keeps the categories asked for, and a smaller radius', async () => {
    const metro = await nearby({ ...PEOPLES_SQUARE, category: '地铁站', pageSize: '50' });
    expect(metro.data!.items.length).toBeGreaterThan(20);
    expect(metro.data!.items.every((p) => p.category === '地铁站')).toBe(true);
    const two = await nearby({ ...PEOPLES_SQUARE, category: '公园|医院', pageSize: '50' });
    expect(new Set(two.data!.items.map((p) => p.category))).toEqual(new Set(['公园', '医院']));
    const close = await nearby({ ...PEOPLES_SQUARE, radius: '300', pageSize: '50' });
    expect(close.data!.items.map((p) => p.title)).toContain('人民公园');
    expect(close.data!.items.every((p) => p.distance <= 300)).toBe(true);
    const none = await nearby({ ...PEOPLES_SQUARE, category: '加油站' });
    expect(none.data).toEqual({ total: 0, city: '上海市', items: [] });
  });

  it('finds nothing far from every place, and nothing in another city', async () => {
    const beijing = await nearby({ lat: '39.9087', lng: '116.3975' });
    expect(beijing.data).toEqual({ total: 0, city: '', items: [] });
    const elsewhere = await nearby({ ...PEOPLES_SQUARE, city: '北京市' });
    expect(elsewhere.data).toEqual({ total: 0, city: '北京市', items: [] });
  });

  it('refuses an anonymous caller: /location is login-required', async () => {
    const response = await injectSigned(app, {
      method: 'GET',
      url: nearbyUrl(PEOPLES_SQUARE),
      anonymous: true,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ rspCd: '30002', data: null });
  });

  it.each([
    [{ lng: '121.47' }, '缺少参数 lat（查询参数）'],
    [{ lat: '31.23' }, '缺少参数 lng（查询参数）'],
    [{ lat: 'north', lng: '121.47' }, '参数 lat 无效：应为 -90 到 90 的数'],
    [{ lat: '31.23', lng: '181' }, '参数 lng 无效：应为 -180 到 180 的数'],
    [{ ...PEOPLES_SQUARE, radius: '5001' }, '参数 radius 无效：应为 1 到 5000 的整数'],
    [{ ...PEOPLES_SQUARE, pageSize: '0' }, '参数 pageSize 无效：应为 1 到 50 的整数'],
    [{ ...PEOPLES_SQUARE, pageIndex: '1 or 1=1' }, '参数 pageIndex 无效：应为 1 到 10000 的整数'],
  ])('refuses %j with a clear message', async (search, rspInf) => {
    expect(await nearby(search)).toEqual({ rspCd: '40000', rspInf, data: null });
  });

  it('loads the places once per data version', async () => {
    expect(await loadPlaces(app.tessera.db)).toBe(false);
    const count = await app.tessera.db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(packagedPlaceRows().length);
  });
});
