import { setTimeout as sleep } from 'node:timers/promises';
import {
  DATA_FLOW_PATHS,
  EMPTY_GUID,
  expectAnswer,
  type DataFlowInfo,
  type DataFlowRunResult,
  type PagedList,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import type { DataFlowDefinition } from './dataFlowRegistry.js';
import { DEMO } from '../demo.js';

const OTHER_APP = '7e55e7a0-9999-4000-8000-000000000001';

/** What the flows of this test saw, to check what reached them. */
const seen: { operationId?: string; group?: string | null; aborted?: boolean } = {};

const TEST_FLOWS: DataFlowDefinition[] = [
  {
    flowId: 'failing',
    name: '失败的流',
    category: '测试',
    run: ({ operationId, group }) => {
      Object.assign(seen, { operationId, group });
      throw new Error('库存不足，无法下单');
    },
  },
  {
    flowId: 'slow',
    name: '慢流',
    category: '测试',
    timeoutMs: 100,
    async run({ signal }) {
      await sleep(5_000, undefined, { signal }).catch(() => undefined);
      seen.aborted = signal.aborted;
      return 'late';
    },
  },
  {
    flowId: 'broken-sql',
    name: '坏 SQL',
    category: '测试',
    run: ({ db }) => sql`select * from no_such_table`.execute(db),
  },
  { flowId: 'elsewhere', name: '别的应用', appIds: [OTHER_APP], run: () => 1 },
];

describe.each(TEST_DATABASES)('data flows on $name', (database) => {
  let app: FastifyInstance;
  const run = (flowId: string, payload?: unknown, operationId?: string) =>
    sendEnvelope<DataFlowRunResult>(app, {
      method: 'POST',
      url: DATA_FLOW_PATHS.run.build({ appId: DEMO.appId, flowId }),
      payload: { payload, operationId },
    });

  beforeAll(async () => {
    app = await startServer(database, { dataFlows: TEST_FLOWS });
  });
  afterAll(() => app?.close());

  it('lists the flows the app may run, with paging, name search, category and order', async () => {
    const all = await getEnvelope<PagedList<DataFlowInfo>>(
      app,
      DATA_FLOW_PATHS.list.build({ appId: DEMO.appId }),
    );
    expect(all.data?.total).toBe(5);
    expect(all.data?.items.map((f) => f.flowId)).not.toContain('elsewhere');
    const stats = all.data?.items.find((f) => f.flowId === DEMO.dataFlows.articleStats);
    expect(stats).toMatchObject({
      name: '文章统计',
      category: '演示',
      groups: ['demo'],
      timeoutMs: 5000,
    });
    const query = {
      currentIndex: 1,
      pageSize: 100,
      dataflow: '流',
      category: '测试',
      order: 'descending',
    };
    const found = await getEnvelope<PagedList<DataFlowInfo>>(
      app,
      DATA_FLOW_PATHS.list.build({ appId: DEMO.appId }, query),
    );
    const names = found.data?.items.map((f) => f.name) ?? [];
    expect(names).toEqual(['失败的流', '慢流'].sort((a, b) => b.localeCompare(a, 'zh-CN')));
    const page = await getEnvelope<PagedList<DataFlowInfo>>(
      app,
      DATA_FLOW_PATHS.list.build({ appId: DEMO.appId }, { currentIndex: 2, pageSize: 2 }),
    );
    expect(page.data).toMatchObject({ total: 5 });
    expect(page.data?.items).toHaveLength(2);
    expect(
      (await getEnvelope(app, DATA_FLOW_PATHS.list.build({ appId: DEMO.appId }, { pageSize: 0 })))
        .rspCd,
    ).toBe('40000');
  });

  it('runs the demo flow on the real articles', async () => {
    const body = await run(DEMO.dataFlows.articleStats, { minViews: 500 }, 'op-1');
    expect(body.rspCd).toBe('00000');
    expectAnswer(DATA_FLOW_PATHS.run, body.data);
    expect(body.data).toMatchObject({ isSuccess: true, message: 'success' });
    const views = Array.from({ length: 50 }, (_, i) => ((i + 1) * 37) % 1000).filter(
      (v) => v >= 500,
    );
    expect(body.data?.result).toEqual({
      minViews: 500,
      count: views.length,
      totalViews: views.reduce((a, b) => a + b, 0),
      averageViews: Math.round((views.reduce((a, b) => a + b, 0) / views.length) * 100) / 100,
    });
  });

  it('answers a failing flow with isSuccess false and its message, with the operationId', async () => {
    const body = await run('failing', { sku: 1 }, 'op-42');
    expectAnswer(DATA_FLOW_PATHS.run, body.data);
    expect(body).toMatchObject({
      rspCd: '00000',
      data: { isSuccess: false, result: null, message: '库存不足，无法下单' },
    });
    expect(seen).toMatchObject({ operationId: 'op-42', group: null });
  });

  it('stops a flow at its time limit and says so', async () => {
    const body = await run('slow');
    expect(body.data).toMatchObject({
      isSuccess: false,
      message: '数据流 慢流 运行超时（超过 100 毫秒）',
    });
    await sleep(50);
    expect(seen.aborted).toBe(true);
  });

  it('never passes database error text on', async () => {
    const body = await run('broken-sql');
    expect(body.data).toMatchObject({ isSuccess: false, message: '数据流 坏 SQL 运行失败' });
    expect(body.data?.message).not.toContain('no_such_table');
  });

  it('runs a flow in its group (grouprun) and refuses another group', async () => {
    const url = DATA_FLOW_PATHS.groupRun.build({
      group: 'demo',
      appId: DEMO.appId,
      flowId: 'greeting',
    });
    const notInGroup = await sendEnvelope(app, {
      method: 'POST',
      url,
      payload: { payload: { name: '张三' } },
    });
    expect(notInGroup.rspCd).toBe('40400');
    const stats = await sendEnvelope<DataFlowRunResult>(app, {
      method: 'POST',
      url: DATA_FLOW_PATHS.groupRun.build({
        group: 'demo',
        appId: DEMO.appId,
        flowId: 'article-stats',
      }),
      payload: { payload: {}, operationId: 'op-7' },
    });
    expectAnswer(DATA_FLOW_PATHS.groupRun, stats.data);
    expect(stats.data).toMatchObject({ isSuccess: true, result: { count: 50 } });
  });

  it('runs a data source flow by name with name/value parameters (getinfo)', async () => {
    const body = await sendEnvelope<DataFlowRunResult>(app, {
      method: 'POST',
      url: DATA_FLOW_PATHS.getInfo.build({ appId: DEMO.appId }),
      payload: { flowName: '问候', parameters: [{ name: 'name', value: '李四' }] },
    });
    expectAnswer(DATA_FLOW_PATHS.getInfo, body.data);
    expect(body.data).toMatchObject({ isSuccess: true, result: { greeting: '你好，李四！' } });
  });

  it.each([
    ['an unknown flow', () => run('nope'), '40400'],
    ['a flow of another app', () => run('elsewhere'), '40400'],
    ['a missing required parameter', () => run('greeting', {}), '40000'],
    [
      'an operationId that is not text',
      () => run('greeting', { name: 'a' }, 5 as unknown as string),
      '40000',
    ],
    [
      'an unknown app',
      () =>
        sendEnvelope(app, {
          method: 'POST',
          url: DATA_FLOW_PATHS.run.build({ appId: EMPTY_GUID, flowId: 'greeting' }),
          payload: {},
        }),
      '40400',
    ],
  ])('answers %s with its code', async (_case, call, code) => {
    expect((await call()).rspCd).toBe(code);
  });

  it.each([
    [
      'an operationId that is not text',
      () => run('greeting', { name: 'a' }, 5 as unknown as string),
      '请求体字段 operationId 应为文本 或 null',
    ],
    [
      'a getinfo parameter without its name',
      () =>
        sendEnvelope(app, {
          method: 'POST',
          url: DATA_FLOW_PATHS.getInfo.build({ appId: DEMO.appId }),
          payload: { flowName: '问候', parameters: [{ value: '李四' }] },
        }),
      '缺少 parameters[0].name',
    ],
    [
      'a repeated list filter',
      () =>
        getEnvelope(
          app,
          `${DATA_FLOW_PATHS.list.build({ appId: DEMO.appId })}?category=a&category=b`,
        ),
      '参数 category 应为文本',
    ],
  ])('refuses %s by its schema (40000)', async (_case, call, rspInf) => {
    expect(await call()).toEqual({ rspCd: '40000', rspInf, data: null });
  });
});
