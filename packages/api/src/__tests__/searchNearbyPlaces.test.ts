import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  expectAnswer,
  startTestServer,
} from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { PLACE_PATHS } from '@tessera/protocol';
import { searchNearbyPlaces } from '../index.js';
import { rejection } from './rejection.js';

// 人民广场, Shanghai: the seeded city of the default maps provider.
const PEOPLES_SQUARE = { lat: 31.233, lng: 121.4737 };

describe('searchNearbyPlaces against the reference server (CA-A15, CN-B1)', () => {
  let server: TestServer;
  const shown: string[] = [];

  async function clientOf(phone?: string): Promise<RequestClient> {
    const user = DEMO_USERS.find((u) => u.phone === phone);
    const accessToken = user
      ? (await server.signIn({ phone: user.phone, password: user.password })).accessToken
      : undefined;
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: {
        info: (t) => void shown.push(t),
        error: (t) => void shown.push(t),
        warning: (t) => void shown.push(t),
      },
    });
  }
  let zhang: RequestClient;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    zhang = await clientOf('13800000001');
  });
  afterAll(() => server?.close());

  it('answers ten places a page, nearest first, and the next page after them', async () => {
    const first = expectAnswer(
      PLACE_PATHS.nearby,
      await searchNearbyPlaces(zhang, { ...PEOPLES_SQUARE, category: '地铁站' }),
    );
    expect(first.city).toBe('上海市');
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ title: '人民广场地铁站', distance: 0 });
    expect(first.items.every((place) => place.category === '地铁站')).toBe(true);
    const second = await searchNearbyPlaces(zhang, {
      ...PEOPLES_SQUARE,
      category: '地铁站',
      pageIndex: 2,
    });
    expect(second.total).toBe(first.total);
    expect(second.items[0]!.distance).toBeGreaterThanOrEqual(first.items[9]!.distance);
    const ids = new Set([...first.items, ...second.items].map((place) => place.id));
    expect(ids.size).toBe(20);
  });

  it('is refused without a session, and for a bad radius with the server message', async () => {
    const anonymous = await rejection(searchNearbyPlaces(await clientOf(), PEOPLES_SQUARE));
    expect(anonymous).toMatchObject({ kind: 'unauthorized', status: 401 });
    const wide = await rejection(searchNearbyPlaces(zhang, { ...PEOPLES_SQUARE, radius: 9000 }));
    expect(wide).toMatchObject({ rspCd: '40000' });
    expect(shown).toContain('参数 radius 无效：应为 1 到 5000 的整数');
  });
});
