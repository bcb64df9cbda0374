import { expectAnswer, REGION_PATHS, type RegionNode, type RegionOption } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { loadRegions } from './loadRegions.js';
import { packagedRegionRows, REGION_DATA_SOURCE } from './regionRows.js';

const treeUrl = REGION_PATHS.regionTree.pattern;
const childrenUrl = (parent?: string) => `/api/${REGION_PATHS.regions.build({}, { parent })}`;

function find(nodes: readonly RegionNode[] | undefined, code: string): RegionNode | undefined {
  return nodes?.find((node) => node.code === code);
}

function countNodes(nodes: readonly RegionNode[]): number {
  return nodes.reduce((n, node) => n + 1 + countNodes(node.children ?? []), 0);
}

describe.each(TEST_DATABASES)('regions on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('answers the whole tree to an anonymous caller, with an entity tag and a cache header', async () => {
    const response = await injectSigned(app, { method: 'GET', url: treeUrl, anonymous: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"regions-[\w-]+"$/);
    const { rspCd, data } = response.json<{ rspCd: string; data: RegionNode[] }>();
    expect(rspCd).toBe('00000');
    expectAnswer(REGION_PATHS.regionTree, data);
    expect(data).toHaveLength(34);
    expect(countNodes(data)).toBe(packagedRegionRows().length);

    // A municipality: the municipality stands as its own city, districts keep their codes.
    const beijing = find(data, '110000');
    expect(beijing).toMatchObject({ label: '北京市', level: 1 });
    expect(beijing?.children?.map((c) => [c.code, c.label, c.level])).toEqual([
      ['110100', '北京市', 2],
    ]);
    expect(find(beijing?.children?.[0]?.children, '110101')).toEqual({
      code: '110101',
      label: '东城区',
      level: 3,
    });
    // A province: cities, then districts; a city without districts is a leaf.
    const guangdong = find(data, '440000');
    expect(find(guangdong?.children, '440300')?.label).toBe('深圳市');
    expect(find(find(guangdong?.children, '440300')?.children, '440305')?.label).toBe('南山区');
    expect(find(guangdong?.children, '441900')).toEqual({
      code: '441900',
      label: '东莞市',
      level: 2,
    });
    expect(find(find(data, '420000')?.children, '429000')?.label).toBe('省直辖县级行政区划');
    // Hong Kong: districts right under the region; Taiwan: no children.
    expect(find(find(data, '810000')?.children, '810001')).toEqual({
      code: '810001',
      label: '中西区',
      level: 3,
    });
    expect(find(data, '710000')).toEqual({ code: '710000', label: '台湾省', level: 1 });
  });

  it('answers 304 without a body to a caller holding the current tree', async () => {
    const first = await injectSigned(app, { method: 'GET', url: treeUrl, anonymous: true });
    const etag = String(first.headers.etag);
    const again = await injectSigned(app, {
      method: 'GET',
      url: treeUrl,
      anonymous: true,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await injectSigned(app, {
      method: 'GET',
      url: treeUrl,
      anonymous: true,
      headers: { 'if-none-match': '"regions-old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('refuses an unsigned call like every other', async () => {
    const response = await app.inject({ method: 'GET', url: treeUrl });
    expect(response.json()).toMatchObject({ rspCd: '40100' });
  });

  it('answers the provinces, then the children of a region, each with its leaf flag', async () => {
    const provinces = await sendEnvelope<RegionOption[]>(app, {
      method: 'GET',
      url: childrenUrl(),
      anonymous: true,
    });
    expect(provinces.rspCd).toBe('00000');
    expectAnswer(REGION_PATHS.regions, provinces.data);
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data?.[0]).toEqual({ code: '110000', label: '北京市', leaf: false });
    expect(provinces.data?.find((p) => p.code === '710000')?.leaf).toBe(true);

    const beijing = await sendEnvelope<RegionOption[]>(app, {
      method: 'GET',
      url: childrenUrl('110000'),
      anonymous: true,
    });
    expect(beijing.data).toEqual([{ code: '110100', label: '北京市', leaf: false }]);
    const districts = await sendEnvelope<RegionOption[]>(app, {
      method: 'GET',
      url: childrenUrl('110100'),
      anonymous: true,
    });
    expect(districts.data).toHaveLength(16);
    expect(districts.data?.every((d) => d.leaf)).toBe(true);
    const dongguan = await sendEnvelope<RegionOption[]>(app, {
      method: 'GET',
      url: childrenUrl('441900'),
      anonymous: true,
    });
    expect(dongguan).toMatchObject({ rspCd: '00000', data: [] });
  });

  it.each([
    ['999999', '40400', '地区 999999 不存在'],
    ['11', '40000', '参数 parent 无效：应为 6 位行政区划代码'],
    ["110000' or '1'='1", '40000', '参数 parent 无效：应为 6 位行政区划代码'],
  ])('refuses parent %s with %s', async (parent, rspCd, rspInf) => {
    const body = await sendEnvelope(app, {
      method: 'GET',
      url: childrenUrl(parent),
      anonymous: true,
    });
    expect(body).toEqual({ rspCd, rspInf, data: null });
  });

  it('refuses a repeated parent, naming it', async () => {
    const body = await sendEnvelope(app, {
      method: 'GET',
      url: `${childrenUrl('110000')}&parent=120000`,
      anonymous: true,
    });
    expect(body).toEqual({ rspCd: '40000', rspInf: '参数 parent 应为文本', data: null });
  });

  it('loads once per data version, and replaces the rows when the version changes', async () => {
    const db = app.tessera.db;
    expect(await loadRegions(db)).toBe(false);
    const newer = [
      { code: '110000', name: '北京市', parent_code: null, level: 1 as const },
      { code: '110100', name: '北京市', parent_code: '110000', level: 2 as const },
    ];
    expect(await loadRegions(db, 'regions-test@2', () => newer)).toBe(true);
    expect(await db.selectFrom('regions').select('code').execute()).toHaveLength(2);
    expect(await loadRegions(db, 'regions-test@2', () => newer)).toBe(false);
    // Back to the package's data (the markers of other versions are gone).
    expect(await loadRegions(db)).toBe(true);
    const runs = await db
      .selectFrom('seed_runs')
      .select('name')
      .where('name', 'like', 'regions:%')
      .execute();
    expect(runs).toEqual([{ name: `regions:${REGION_DATA_SOURCE}` }]);
    const { count } = await db
      .selectFrom('regions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(packagedRegionRows().length);
  });
});
