import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  addContent,
  contentChangedUrl,
  createContentChangedClient,
  deleteContent,
  getSchema,
} from '@tessera/api';
import { createFakeClock, createMemoryStorage } from '@tessera/ports';
import { DEMO, startTestServer } from '@tessera/test-utils';
import type { StartTestServerOptions, TestServer } from '@tessera/test-utils';
import type { RequestClient } from '@tessera/request';
import { SHOP_FIXTURES } from './__tests__/serverFixtures.js';
import { demoClient } from './__tests__/serverHarness.js';
import { createApiLoader } from './createApiLoader.js';
import { createContentChangedPort } from './createContentChangedPort.js';
import { createDataSourceScheduler } from './createDataSourceScheduler.js';
import { createSchemaLoader } from './createSchemaLoader.js';
import type { DataSourceConfig, DataSourceItem } from './types.js';

type DataFlows = NonNullable<NonNullable<StartTestServerOptions['serverOptions']>['dataFlows']>;

/** A flow of the test server: the orders summary of one customer, as rows. */
const FLOWS: DataFlows = [
  {
    flowId: 'customer-summary',
    name: '客户汇总',
    parameters: [{ name: 'customer', isRequired: true }],
    run: ({ payload }) => {
      const customer = String((payload as { customer: unknown }).customer);
      if (customer === 'C3') throw new Error('客户 C3 没有汇总');
      return [
        { id: `${customer}-a`, customer, metric: 'orders', value: customer === 'C1' ? 3 : 1 },
        { id: `${customer}-b`, customer, metric: 'lines', value: customer === 'C1' ? 3 : 1 },
      ];
    },
  },
];

const byCustomer = { dsId: 'customers', fieldName: 'code' };
const iv = (item: DataSourceItem | undefined, name: string) =>
  (item?.data as Record<string, { iv: unknown }>)[name]?.iv;

describe('data-source kinds, schemas and auto-refresh against the reference server', () => {
  let server: TestServer;
  let client: RequestClient;
  let accessToken: string;

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl: process.env.DATABASE_URL,
      serverOptions: {
        fixtures: {
          schemas: [
            ...SHOP_FIXTURES.schemas,
            {
              name: 'notice',
              fields: [{ name: 'text', fieldType: 'String' }],
              items: [{ data: { text: '一' } }],
            },
          ],
        },
        dataFlows: FLOWS,
      },
    });
    accessToken = (await server.signIn()).accessToken;
    client = demoClient(server.url, accessToken);
  });
  afterAll(() => server?.close());

  const loader = () => createApiLoader({ client, appId: DEMO.appId });

  it("runs a data flow with a parameter read from a predecessor's cursor; load-more does nothing", async () => {
    const scheduler = createDataSourceScheduler({
      dataSources: [
        { dsId: 'customers', schemaName: 'customer', usages: ['list'] },
        {
          dsId: 'summary',
          dataFlowName: '客户汇总',
          usages: ['list'],
          inputParemeter: [{ name: 'customer', value: byCustomer }],
        },
      ],
      loader: loader(),
    });
    expect(scheduler.levels.get('summary')).toBe(1);
    await scheduler.load();
    let summary = scheduler.getSnapshot().sources.summary!;
    expect(
      summary.result.items.map((item) => [item.id, iv(item, 'metric'), iv(item, 'value')]),
    ).toEqual([
      ['C1-a', 'orders', 3],
      ['C1-b', 'lines', 3],
    ]);
    expect(summary.cursor).toEqual({ position: 0, dataId: 'C1-a' });
    expect(await scheduler.loadMore('summary')).toBe(false);

    // a failing flow answers isSuccess false: the source shows the flow's message
    scheduler.setCursor('customers', 2);
    await scheduler.refresh('customers', { cascade: true });
    summary = scheduler.getSnapshot().sources.summary!;
    expect(summary.status).toBe('error');
    expect(summary.error).toContain('客户 C3 没有汇总');
  });

  it("passes a source's count and group-by fields to the server", async () => {
    const scheduler = createDataSourceScheduler({
      dataSources: [
        {
          dsId: 'byCustomer',
          schemaName: 'order',
          usages: ['list'],
          customerFields: [{ countTypeName: 'sum_amount' }],
          groupbyFields: ['customerCode'],
        },
      ],
      loader: loader(),
    });
    await scheduler.load();
    const { result } = scheduler.getSnapshot().sources.byCustomer!;
    // only the named count field: without the argument the server answers count_all and
    // sum_/avg_ of every number field
    expect(result.countFields).toEqual({ sum_amount: 100 });
    expect(result.groupFields).toEqual([
      { customerCode: 'C1', count_all: 3, sum_amount: 70 },
      { customerCode: 'C2', count_all: 1, sum_amount: 30 },
    ]);
  });

  it('loads API-model and OLAP-model sources as rows', async () => {
    const sources: DataSourceConfig[] = [
      {
        dsId: 'search',
        modelId: 'article-search',
        modelType: 'API',
        modelVersion: 1,
        usages: ['list'],
        inputParemeter: [
          { name: 'keyword', value: '文章 1' },
          { name: 'top', value: 3 },
        ],
      },
      {
        dsId: 'byDay',
        modelId: 'article-views-by-day',
        modelType: 'OLAP',
        modelVersion: '1',
        usages: ['list'],
      },
    ];
    const scheduler = createDataSourceScheduler({ dataSources: sources, loader: loader() });
    await scheduler.load();
    const { search, byDay } = scheduler.getSnapshot().sources;
    expect(search!.result.items).toHaveLength(3);
    expect(String(iv(search!.result.items[0], 'title'))).toContain('文章 1');
    expect(byDay!.status).toBe('loaded');
    expect(Object.keys(byDay!.result.items[0]!.data)).toEqual(['day', 'articles', 'views']);
  });

  it('builds new empty items from the schema fields, through the pending-list schema loader', async () => {
    const storage = createMemoryStorage();
    const clock = createFakeClock();
    const fetched: string[] = [];
    let orderAnswered!: () => void;
    const orderFetched = new Promise<void>((resolve) => (orderAnswered = resolve));
    const schemas = createSchemaLoader({
      storage,
      clock,
      fetchSchema: async (schemaName) => {
        fetched.push(schemaName);
        const schema = await getSchema(client, { appId: DEMO.appId }, schemaName);
        if (schemaName === 'order') orderAnswered();
        return {
          name: schema.name,
          fields: schema.fields.map((f) => ({ name: f.name, fieldType: f.fieldType })),
        };
      },
    });
    const scheduler = createDataSourceScheduler({
      dataSources: [
        { dsId: 'customers', schemaName: 'customer', usages: ['list'] },
        {
          dsId: 'orders',
          schemaName: 'order',
          usages: ['edit'],
          fixedFilters: [
            {
              fieldName: 'customerCode',
              operation: 'eq',
              fieldType: 'String',
              fieldValue: byCustomer,
            },
          ],
        },
        {
          dsId: 'newOrder',
          schemaName: 'order',
          usages: ['add'],
          fixedFilters: [
            {
              fieldName: 'customerCode',
              operation: 'eq',
              fieldType: 'String',
              fieldValue: byCustomer,
            },
          ],
        },
      ],
      loader: loader(),
      schemas,
    });
    // Both order sources ask for the 'order' schema at once: the second waits on the fake clock
    // while the first one's real request runs. The clock moves (200 ms steps) only once that
    // request has answered, so however long it takes it never looks abandoned (30 s).
    let loaded = false;
    const loading = scheduler.load().then(() => (loaded = true));
    await orderFetched;
    let waited = 0;
    while (!loaded) {
      await clock.advanceAsync(200);
      waited += 200;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await loading;
    expect(waited).toBeGreaterThanOrEqual(200);
    const { orders, newOrder } = scheduler.getSnapshot().sources;
    expect(orders!.result.newEmptyItem).toEqual({
      orderNo: '',
      customerCode: '',
      amount: 0,
      note: '',
    });
    expect(orders!.result.fixedFields).toEqual({ customerCode: 'C1' });
    expect(orders!.result.items).toHaveLength(1); // non-list: one item
    expect(newOrder).toMatchObject({ isAddingData: true, result: { total: 0, items: [] } });
    scheduler.editField('newOrder', 'orderNo', 'O7');
    expect(scheduler.getSnapshot().sources.newOrder!.result.items[0]!.data).toEqual({
      orderNo: { iv: 'O7' },
      customerCode: { iv: 'C1' },
      amount: { iv: 0 },
      note: { iv: '' },
    });
    expect(fetched.sort()).toEqual(['customer', 'order']); // both order sources share one load
  });

  it('refreshes an autoRefresh list after a contentChanged notification from the server', async () => {
    const ws = createContentChangedClient({
      url: contentChangedUrl(server.url),
      webSocketImpl: WebSocket,
      getAccessToken: () => accessToken,
    });
    const scheduler = createDataSourceScheduler({
      dataSources: [
        { dsId: 'notices', schemaName: 'notice', usages: ['list'], autoRefresh: true },
        { dsId: 'still', schemaName: 'notice', usages: ['list'] },
      ],
      loader: loader(),
      subscribe: createContentChangedPort(ws, DEMO.appId),
    });
    const added: string[] = [];
    try {
      await scheduler.load();
      expect(scheduler.getSnapshot().sources.notices!.result.total).toBe(1);
      // The subscription starts with the connection: write until a notification arrives.
      for (
        let attempt = 0;
        attempt < 20 && scheduler.getSnapshot().sources.notices!.result.total === 1;
        attempt += 1
      ) {
        added.push(
          (
            await addContent(
              client,
              { appId: DEMO.appId },
              {
                schemaName: 'notice',
                contentData: { text: `新 ${attempt}` },
              },
            )
          ).id,
        );
        await new Promise<void>((resolve) => {
          const stop = scheduler.subscribe(() => {
            if (
              scheduler.getSnapshot().sources.notices!.status === 'loaded' &&
              scheduler.getSnapshot().sources.notices!.result.total > 1
            ) {
              stop();
              resolve();
            }
          });
          setTimeout(() => {
            stop();
            resolve();
          }, 250);
        });
      }
      const { notices, still } = scheduler.getSnapshot().sources;
      expect(notices!.result.total).toBeGreaterThan(1);
      expect(still!.result.total).toBe(1); // no autoRefresh: not reloaded
    } finally {
      scheduler.dispose();
      await ws.dispose();
      for (const id of added)
        await deleteContent(client, { appId: DEMO.appId }, { schemaName: 'notice', id });
    }
  });
});
