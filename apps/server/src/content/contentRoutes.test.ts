import type { ContentItem, ContentsWithFields, ContentsWithTotal } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { countContentRows, insertProductFixture, productId } from './__tests__/productFixture.js';
import { DEMO } from '../demo.js';

const base = `/api/${DEMO.appId}/content`;
const n = (items: ContentItem[] | undefined) =>
  items?.map((i) => (i.data as { n?: { iv: number } }).n?.iv);

describe.each(TEST_DATABASES)('content REST calls on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
    await insertProductFixture(app.tessera.db);
  });
  afterAll(() => app?.close());

  it('lists with $top, $skip, $filter and $orderby; $top defaults to 1000', async () => {
    const all = await getEnvelope<ContentsWithTotal>(app, `${base}/article`);
    expect(all.data?.total).toBe(DEMO.articleCount);
    expect(all.data?.items).toHaveLength(DEMO.articleCount);

    const filter = encodeURIComponent("price ge 10 and contains(name,'a')");
    const page = await getEnvelope<ContentsWithTotal>(
      app,
      `${base}/product?$filter=${filter}&$top=2&$skip=1&$orderby=price%20desc`,
    );
    expect(page.rspCd).toBe('00000');
    expect(page.data?.total).toBe(3); // items 1, 2 and 8
    expect(n(page.data?.items)).toEqual([2, 1]);
  });

  it.each([
    ['$filter=price gt', '筛选条件无效'],
    ['$filter=nope eq 1', '未知的筛选字段'],
    ['$top=-1', '$top'],
    ['$top=abc', '$top'],
    ['$orderby=nope', 'nope'],
  ])('answers 40000 for %s', async (query, fragment) => {
    const body = await getEnvelope(app, `${base}/product?${query.replace(/ /g, '%20')}`);
    expect(body).toMatchObject({ rspCd: '40000', data: null });
    expect(body.rspInf).toContain(fragment);
  });

  it.each([
    ['a repeated $top', 'GET', `${base}/product?$top=1&$top=2`, undefined, '参数 $top 应为文本'],
    [
      'a batch that is a number',
      'POST',
      `${base}/product/batch`,
      '5',
      '请求体应为 列表 或 JSON 对象',
    ],
  ] as const)('refuses %s by its schema (40000)', async (_case, method, url, json, rspInf) => {
    const body = await sendEnvelope(app, {
      method,
      url,
      ...(json === undefined
        ? {}
        : { payload: json, headers: { 'content-type': 'application/json' } }),
    });
    expect(body).toEqual({ rspCd: '40000', rspInf, data: null });
  });

  it('answers 40400 for an unknown app, schema or item', async () => {
    expect((await getEnvelope(app, `/api/${DEMO.pcSubAppId}/content/product`)).rspCd).toBe('40400');
    expect((await getEnvelope(app, `${base}/nope`)).rspCd).toBe('40400');
    expect((await getEnvelope(app, `${base}/product/${DEMO.pcSubAppId}`)).rspCd).toBe('40400');
    expect((await getEnvelope(app, `${base}/product/not-a-guid`)).rspCd).toBe('40400');
  });

  it('reads items with some fields (contentWithFields)', async () => {
    const odata = encodeURIComponent('$filter=price gt 10&$top=1');
    const body = await getEnvelope<ContentsWithFields>(
      app,
      `/api/${DEMO.appId}/contentWithFields/product?fields=n,price&odata=${odata}`,
    );
    expect(body.data?.total).toBe(3);
    expect(body.data?.items[0]?.data).toEqual({ n: { iv: 2 }, price: { iv: 20.5 } });
    expect(body.data?.fields.map((f) => f.name)).toEqual(['n', 'price']);
    expect(
      (await getEnvelope(app, `/api/${DEMO.appId}/contentWithFields/product?fields=nope`)).rspCd,
    ).toBe('40000');
  });

  it('reads, replaces with an expected version, and refuses a stale one', async () => {
    const url = `${base}/product/${productId(4)}`;
    const item = (await getEnvelope<ContentItem>(app, url)).data;
    expect(item).toMatchObject({ id: productId(4), version: 1, status: 'Draft' });

    const put = await sendEnvelope<ContentItem>(app, {
      method: 'PUT',
      url,
      payload: { data: { n: 4, name: { iv: '新名字' }, price: '7' }, expectedVersion: 1 },
    });
    expect(put.data).toMatchObject({
      version: 2,
      data: { n: { iv: 4 }, name: { iv: '新名字' }, price: { iv: 7 } },
    });
    expect(put.data?.data).not.toHaveProperty('tags'); // PUT replaces the data

    const stale = await sendEnvelope(app, {
      method: 'PUT',
      url,
      payload: { data: { n: 4, name: '旧' }, expectedVersion: 1 },
    });
    expect(stale).toMatchObject({ rspCd: '40900', data: null });
    expect(stale.rspInf).toContain('当前版本 2');
    expect((await getEnvelope<ContentItem>(app, url)).data?.data.name).toEqual({ iv: '新名字' });
  });

  it.each([
    [{ data: { nope: 1 } }, '未知字段 nope'],
    [{ data: { price: 'abc' } }, 'price'],
    [{ data: { published: 'not a date' } }, 'published'],
    [{ data: 'x' }, 'contentData'],
    [{ nodata: 1 }, '请求体'],
    [{ data: {}, expectedVersion: 0 }, 'expectedVersion'],
  ])('refuses the bad PUT body %j and changes nothing', async (payload, fragment) => {
    const url = `${base}/product/${productId(5)}`;
    const body = await sendEnvelope(app, { method: 'PUT', url, payload });
    expect(body).toMatchObject({ rspCd: '40000', data: null });
    expect(body.rspInf).toContain(fragment);
    expect((await getEnvelope<ContentItem>(app, url)).data?.version).toBe(1);
  });

  it('lets exactly one of two concurrent updates with the same version win', async () => {
    const url = `${base}/product/${productId(6)}`;
    const answers = await Promise.all(
      ['甲', '乙', '丙', '丁'].map((name) =>
        sendEnvelope(app, {
          method: 'PUT',
          url,
          payload: { data: { n: 6, name }, expectedVersion: 1 },
        }),
      ),
    );
    expect(answers.map((a) => a.rspCd).sort()).toEqual(['00000', '40900', '40900', '40900']);
    const winner = answers.find((a) => a.rspCd === '00000')?.data as ContentItem;
    const stored = (await getEnvelope<ContentItem>(app, url)).data;
    expect(stored).toMatchObject({ version: 2, data: winner.data });
  });

  it('deletes with an expected version', async () => {
    const url = `${base}/product/${productId(7)}`;
    expect(
      (await sendEnvelope(app, { method: 'DELETE', url: `${url}?expectedVersion=9` })).rspCd,
    ).toBe('40900');
    const deleted = await sendEnvelope<ContentItem>(app, {
      method: 'DELETE',
      url: `${url}?expectedVersion=1`,
    });
    expect(deleted.data?.id).toBe(productId(7));
    expect((await getEnvelope(app, url)).rspCd).toBe('40400');
    expect((await sendEnvelope(app, { method: 'DELETE', url })).rspCd).toBe('40400');
  });

  it('writes a batch in one transaction', async () => {
    const before = await countContentRows(app.tessera.db);
    const body = await sendEnvelope<ContentItem[]>(app, {
      method: 'POST',
      url: `${base}/product/batch`,
      payload: {
        ContentDataList: JSON.stringify([
          { n: 101, name: { iv: '批量一' } },
          { n: 102, name: '批量二', tags: ['x'] },
          { id: productId(8), data: { n: 8, name: '改过的' }, expectedVersion: 1 },
        ]),
      },
    });
    expect(body.rspCd).toBe('00000');
    expect(body.data?.map((i) => i.status)).toEqual(['Draft', 'Draft', 'Draft']);
    expect(body.data?.[2]?.version).toBe(2);
    expect(await countContentRows(app.tessera.db)).toBe(before + 2);
  });

  it('leaves nothing written when one entry of a batch is bad', async () => {
    const before = await countContentRows(app.tessera.db);
    const item1 = (await getEnvelope<ContentItem>(app, `${base}/product/${productId(1)}`)).data;
    for (const bad of [
      { n: 'not a number' },
      { id: productId(1), data: { n: 1 }, expectedVersion: 7 },
      { id: productId(2), delete: true, expectedVersion: 5 },
    ]) {
      const body = await sendEnvelope(app, {
        method: 'POST',
        url: `${base}/product/batch`,
        payload: [
          { n: 201 },
          { id: productId(1), data: { n: 1, name: '不该保存' } },
          bad,
          { n: 202 },
        ],
      });
      expect(body.rspCd).not.toBe('00000');
      expect(body.rspInf).toContain('第 3 条失败（整批未保存）');
    }
    expect(await countContentRows(app.tessera.db)).toBe(before);
    expect((await getEnvelope<ContentItem>(app, `${base}/product/${productId(1)}`)).data).toEqual(
      item1,
    );
    expect(
      (
        await sendEnvelope(app, {
          method: 'POST',
          url: `${base}/product/batch`,
          payload: { ContentDataList: '[' },
        })
      ).rspCd,
    ).toBe('40000');
  });
});
