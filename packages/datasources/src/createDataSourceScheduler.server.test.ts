import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import type { RequestClient } from '@tessera/request';
import { SHOP_FIXTURES } from './__tests__/serverFixtures.js';
import { demoClient } from './__tests__/serverHarness.js';
import { createApiLoader } from './createApiLoader.js';
import { createApiSubmitter } from './createApiSubmitter.js';
import { createDataSourceScheduler } from './createDataSourceScheduler.js';
import { DataSourceCycleError } from './DataSourceCycleError.js';
import type { DataSourceConfig, DataSourceItem } from './types.js';

const byCustomer = { dsId: 'customers', fieldName: 'code' };
const byOrder = { dsId: 'orders', fieldName: 'orderNo' };

/** Customers → their orders → the current order's lines, plus the demo articles on their own. */
const SHOP: DataSourceConfig[] = [
  {
    dsId: 'lines',
    schemaName: 'orderLine',
    usages: ['list'],
    filters: [{ fieldName: 'orderNo', operation: 'eq', fieldType: 'String', fieldValue: byOrder }],
  },
  {
    dsId: 'orders',
    schemaName: 'order',
    usages: ['list', 'edit'],
    filters: [
      { fieldName: 'customerCode', operation: 'eq', fieldType: 'String', fieldValue: byCustomer },
    ],
  },
  { dsId: 'customers', schemaName: 'customer', usages: ['list'] },
  { dsId: 'articles', schemaName: 'article', usages: ['list'] },
];

const field = (item: DataSourceItem | undefined, name: string) =>
  (item?.data as Record<string, { iv: unknown }>)[name]?.iv;
const column = (items: readonly DataSourceItem[], name: string) =>
  items.map((item) => field(item, name));

describe('createDataSourceScheduler against the reference server', () => {
  let server: TestServer;
  let client: RequestClient;
  const shown: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl: process.env.DATABASE_URL,
      serverOptions: { fixtures: SHOP_FIXTURES },
    });
    client = demoClient(server.url, (await server.signIn()).accessToken, shown);
  });
  afterAll(() => server?.close());

  function shop(dataSources: DataSourceConfig[] = SHOP) {
    return createDataSourceScheduler({
      dataSources,
      loader: createApiLoader({ client, appId: DEMO.appId }),
      submitter: createApiSubmitter({ client, appId: DEMO.appId }),
    });
  }

  it("loads a DAG whose dependent filters read their predecessors' cursors", async () => {
    const scheduler = shop();
    expect(Object.fromEntries(scheduler.levels)).toEqual({
      lines: 2,
      orders: 1,
      customers: 0,
      articles: 0,
    });
    await scheduler.load();
    const { sources, allLoaded } = scheduler.getSnapshot();
    expect(allLoaded).toBe(true);
    expect(column(sources.customers!.result.items, 'code')).toEqual(['C1', 'C2', 'C3']);
    expect(column(sources.orders!.result.items, 'orderNo')).toEqual(['O1', 'O2', 'O4']);
    expect(sources.orders!.result.total).toBe(3);
    expect(column(sources.lines!.result.items, 'product')).toEqual(['笔', '纸']);
    expect(sources.articles!.result.total).toBe(DEMO.articleCount);
    expect(shown).toEqual([]);
  });

  it('follows a moved cursor through the chain on a cascading refresh', async () => {
    const scheduler = shop();
    await scheduler.load();
    scheduler.setCursor('customers', 1);
    await scheduler.refresh('customers', { cascade: true });
    let { sources } = scheduler.getSnapshot();
    expect(sources.customers!.cursor.position).toBe(1);
    expect(column(sources.orders!.result.items, 'orderNo')).toEqual(['O3']);
    expect(column(sources.lines!.result.items, 'product')).toEqual(['砚']);

    // C3 has no orders: the orders source is empty (cursor -1, adding mode), and so are the lines
    scheduler.setCursor('customers', 2);
    await scheduler.refresh('customers', { cascade: true });
    ({ sources } = scheduler.getSnapshot());
    expect(sources.orders).toMatchObject({
      cursor: { position: -1, dataId: '' },
      isAddingData: true,
    });
    expect(sources.orders!.result.total).toBe(0);
    expect(sources.lines!.result.items).toEqual([]);
  });

  it('raises a cycle before any request is made', () => {
    expect(() =>
      shop([
        { dsId: 'a', schemaName: 'order', preDataSourceIds: ['b'] },
        {
          dsId: 'b',
          schemaName: 'order',
          filters: [
            {
              fieldName: 'orderNo',
              operation: 'eq',
              fieldValue: { dsId: 'a', fieldName: 'orderNo' },
            },
          ],
        },
      ]),
    ).toThrow(DataSourceCycleError);
  });

  it('pages a list: skip = (page − 1) × 25, default order created ascending', async () => {
    const scheduler = shop([{ dsId: 'articles', schemaName: 'article', usages: ['list'] }]);
    await scheduler.setPage('articles', 2);
    const state = scheduler.getSnapshot().sources.articles!;
    expect(state.result.items).toHaveLength(25);
    expect(field(state.result.items[0], 'title')).toBe('文章 26');
    expect(field(state.result.items[24], 'title')).toBe('文章 50');
  });

  it('loads more 20 at a time and stops at the total', async () => {
    const scheduler = shop([
      {
        dsId: 'articles',
        schemaName: 'article',
        usages: ['list'],
        sortField: 'views',
        ascending: false,
      },
    ]);
    await scheduler.load();
    expect(scheduler.getSnapshot().sources.articles!.result.items).toHaveLength(20);
    expect(await scheduler.loadMore('articles')).toBe(true);
    expect(scheduler.getSnapshot().sources.articles!.result.items).toHaveLength(40);
    expect(await scheduler.loadMore('articles')).toBe(true);
    const items = scheduler.getSnapshot().sources.articles!.result.items;
    expect(items).toHaveLength(50);
    const views = column(items, 'views') as number[];
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(await scheduler.loadMore('articles')).toBe(false);
  });

  it('asks for the first rows first, then the whole topN after afterFirstRows (firstRows)', async () => {
    const loader = createApiLoader({ client, appId: DEMO.appId });
    const asked: number[] = [];
    let painted!: () => void;
    const afterPaint = new Promise<void>((resolve) => (painted = resolve));
    const scheduler = createDataSourceScheduler({
      dataSources: [
        { dsId: 'articles', schemaName: 'article', usages: ['list'], topN: 100, firstRows: 10 },
      ],
      loader: (request) => {
        asked.push(request.top);
        return loader(request);
      },
      afterFirstRows: () => afterPaint,
    });
    await scheduler.load();
    let state = scheduler.getSnapshot().sources.articles!;
    expect(column(state.result.items, 'title')).toEqual(
      Array.from({ length: 10 }, (_, i) => `文章 ${i + 1}`),
    );
    expect(state.result.total).toBe(50);
    expect(scheduler.getSnapshot().allLoaded).toBe(true);
    expect(asked).toEqual([10]); // nothing more before the first rows are painted
    // Load more (the list's end reached early) waits for the rest instead of asking again.
    const more = scheduler.loadMore('articles');
    painted();
    expect(await more).toBe(true);
    state = scheduler.getSnapshot().sources.articles!;
    expect(state.result.items).toHaveLength(50);
    expect(field(state.result.items[49], 'title')).toBe('文章 50');
    expect(asked).toEqual([10, 100]);
    expect(await scheduler.loadMore('articles')).toBe(false); // 50 of 50
  });

  it('asks once when the topN is no larger than firstRows', async () => {
    const loader = createApiLoader({ client, appId: DEMO.appId });
    const asked: number[] = [];
    const scheduler = createDataSourceScheduler({
      dataSources: [{ dsId: 'articles', schemaName: 'article', usages: ['list'], firstRows: 20 }],
      loader: (request) => {
        asked.push(request.top);
        return loader(request);
      },
    });
    await scheduler.load();
    expect(scheduler.getSnapshot().sources.articles!.result.items).toHaveLength(20);
    expect(asked).toEqual([20]);
  });

  it('keeps cursor and batch selection rules on real data', async () => {
    const scheduler = shop();
    await scheduler.load();
    scheduler.toggleBatchSelection(
      'orders',
      scheduler.getSnapshot().sources.orders!.result.items[1]!.id,
    );
    scheduler.selectRow('customers', 0);
    expect(scheduler.getSnapshot().sources.orders!.batchSelection).toHaveLength(1);
    await scheduler.refresh('orders');
    expect(scheduler.getSnapshot().sources.orders!.batchSelection).toEqual([]);
    const customers = scheduler.getSnapshot().sources.customers!;
    expect(customers.cursor).toEqual({ position: 0, dataId: customers.result.items[0]!.id });
    expect(customers.batchSelection).toEqual([customers.result.items[0]!.id]);
  });

  it('adds, edits and deletes through the server mutations', async () => {
    const scheduler = shop();
    await scheduler.load();
    const position = scheduler.createItem('orders');
    expect(scheduler.getSnapshot().sources.orders!.isAddingData).toBe(true);
    scheduler.editField('orders', 'orderNo', 'O9');
    scheduler.editField('orders', 'customerCode', 'C1');
    scheduler.editField('orders', 'amount', 90);
    const added = await scheduler.submit('orders');
    expect(added).toMatchObject({ status: 'Draft' });
    let orders = scheduler.getSnapshot().sources.orders!;
    expect(orders).toMatchObject({ isAddingData: false, cursor: { position, dataId: added!.id } });
    expect(orders.result.total).toBe(4);

    scheduler.setCursor('orders', 0);
    scheduler.editField('orders', 'note', '加急');
    expect(scheduler.getSnapshot().sources.orders!.result.items[0]!.__changed).toEqual(['note']);
    const updated = await scheduler.submit('orders');
    expect(updated!.version).toBe(2);

    await scheduler.refresh('orders');
    orders = scheduler.getSnapshot().sources.orders!;
    expect(column(orders.result.items, 'orderNo')).toEqual(['O1', 'O2', 'O4', 'O9']);
    expect(field(orders.result.items[0], 'note')).toBe('加急');

    await scheduler.deleteItem('orders', { position: 3 });
    expect(scheduler.getSnapshot().sources.orders!.result.total).toBe(3);
    await scheduler.refresh('orders');
    expect(scheduler.getSnapshot().sources.orders!.result.total).toBe(3);
  });

  it('submits several changes in one batch, all or nothing', async () => {
    const scheduler = shop();
    await scheduler.load();
    scheduler.editField('orders', 'note', 'b1', 0);
    scheduler.editField('orders', 'note', 'b2', 1);
    expect(await scheduler.submitBatch(['orders'])).toBe(2);
    await scheduler.refresh('orders');
    expect(
      column(scheduler.getSnapshot().sources.orders!.result.items, 'note').slice(0, 2),
    ).toEqual(['b1', 'b2']);

    // a stale version makes the whole batch fail: neither change is written
    scheduler.editField('orders', 'note', 'c1', 0);
    scheduler.editField('orders', 'note', 'c2', 1);
    const other = shop();
    await other.load();
    other.editField('orders', 'note', 'elsewhere', 1);
    await other.submit('orders', { position: 1 });
    await expect(scheduler.submitBatch(['orders'])).rejects.toThrow();
    await other.refresh('orders');
    expect(column(other.getSnapshot().sources.orders!.result.items, 'note').slice(0, 2)).toEqual([
      'b1',
      'elsewhere',
    ]);
  });
});
