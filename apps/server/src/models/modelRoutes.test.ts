import { setTimeout as sleep } from 'node:timers/promises';
import { expectAnswer, MODEL_PATHS, type OlapResult } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { signIn } from '../__tests__/signIn.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import type { ModelDefinition } from './modelRegistry.js';

const TEST_MODELS: ModelDefinition[] = [
  {
    kind: 'api',
    modelId: 'slow',
    name: '慢模型',
    timeoutMs: 100,
    run: ({ signal }) => sleep(5_000, 'late', { signal }).catch(() => 'aborted'),
  },
  { kind: 'api', modelId: 'scalar', name: '标量', run: () => ({ answer: 42 }) },
];

const api = (path: string) => `/api/${path}`;

describe.each(TEST_DATABASES)('API and OLAP models on $name', (database) => {
  let app: FastifyInstance;
  const call = <T>(path: string, payload: unknown) =>
    sendEnvelope<T>(app, { method: 'POST', url: api(path), payload });

  beforeAll(async () => {
    app = await startServer(database, { models: TEST_MODELS });
  });
  afterAll(() => app?.close());

  it('answers the demo API model with paramKey/paramValue parameters', async () => {
    const body = await call<{ title: string; views: number }[]>(
      MODEL_PATHS.apiModelData.build({ app: DEMO.appId }),
      {
        modelId: DEMO.apiModel,
        version: '1',
        body: [
          { paramKey: 'keyword', paramValue: '文章 1' },
          { paramKey: 'top', paramValue: 3 },
        ],
      },
    );
    expect(body.rspCd).toBe('00000');
    expectAnswer(MODEL_PATHS.apiModelData, body.data);
    expect(body.data).toHaveLength(3);
    expect(body.data?.every((r) => r.title.startsWith('文章 1'))).toBe(true);
    const views = body.data?.map((r) => r.views) ?? [];
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('answers the demo OLAP model with its columns and one row of cells per day', async () => {
    const body = await call<OlapResult>(MODEL_PATHS.queryOlapResult.build({ app: DEMO.appId }), {
      modelId: DEMO.olapModel,
      version: 1,
    });
    expectAnswer(MODEL_PATHS.queryOlapResult, body.data);
    expect(body.data?.columns.map((c) => [c.name, c.kind])).toEqual([
      ['day', 'dimension'],
      ['articles', 'measure'],
      ['views', 'measure'],
    ]);
    // Articles 1..50 are published hourly from 2026-01-01 09:00 UTC.
    expect(body.data?.cells.map((row) => [row[0], row[1]])).toEqual([
      ['2026-01-01', 15],
      ['2026-01-02', 24],
      ['2026-01-03', 11],
    ]);
    const total = body.data?.cells.reduce((sum, row) => sum + Number(row[2]), 0);
    expect(total).toBe(
      Array.from({ length: 50 }, (_, i) => ((i + 1) * 37) % 1000).reduce((a, b) => a + b, 0),
    );
  });

  it('exports the OLAP result and the API model data as CSV files', async () => {
    const olap = await injectSigned(app, {
      method: 'POST',
      url: api(MODEL_PATHS.exportOlapResult.build({ app: DEMO.appId })),
      payload: { modelId: DEMO.olapModel },
    });
    expect(olap.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(olap.headers['content-disposition']).toContain('attachment');
    expect(olap.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFF日期,文章数,阅读量',
      expect.stringMatching(/^2026-01-01,15,\d+$/),
    ]);
    const apiCsv = await injectSigned(app, {
      method: 'POST',
      url: api(MODEL_PATHS.exportApiModelData.build({ app: DEMO.appId })),
      payload: { modelId: DEMO.apiModel, body: [{ paramKey: 'top', paramValue: 2 }] },
    });
    expect(apiCsv.body.split('\r\n')[0]).toBe('\uFEFFtitle,views,publishedAt');
    expect(apiCsv.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('takes the app from the appid header when ?app= is absent', async () => {
    const body = await sendEnvelope(app, {
      method: 'POST',
      url: api('forward/olap/apiModel/getApiModelData'),
      payload: { modelId: 'scalar' },
      headers: { appid: DEMO.appId },
    });
    expect(body.data).toEqual({ answer: 42 });
  });

  it.each([
    [
      'an unknown model',
      MODEL_PATHS.apiModelData.build({ app: DEMO.appId }),
      { modelId: 'nope' },
      '40400',
    ],
    [
      'another version',
      MODEL_PATHS.apiModelData.build({ app: DEMO.appId }),
      { modelId: DEMO.apiModel, version: '2' },
      '40400',
    ],
    [
      'an OLAP id on the API call',
      MODEL_PATHS.apiModelData.build({ app: DEMO.appId }),
      { modelId: DEMO.olapModel },
      '40400',
    ],
    ['no modelId', MODEL_PATHS.queryOlapResult.build({ app: DEMO.appId }), {}, '40000'],
    [
      'a parameter list that is not a list',
      MODEL_PATHS.apiModelData.build({ app: DEMO.appId }),
      { modelId: 'scalar', body: {} },
      '40000',
    ],
    [
      'a parameter the model refuses',
      MODEL_PATHS.apiModelData.build({ app: DEMO.appId }),
      { modelId: DEMO.apiModel, body: [{ paramKey: 'top', paramValue: 0 }] },
      '40000',
    ],
    [
      'a filter the demo model refuses',
      MODEL_PATHS.queryOlapResult.build({ app: DEMO.appId }),
      { modelId: DEMO.olapModel, dataFilterExpression: "day eq '2026-01-01'" },
      '40000',
    ],
    [
      'an export of a non-table result',
      MODEL_PATHS.exportApiModelData.build({ app: DEMO.appId }),
      { modelId: 'scalar' },
      '40000',
    ],
  ])('answers %s with its code', async (_case, path, payload, code) => {
    const body = await call(path, payload);
    expect(body.rspCd).toBe(code);
    expect(body.rspInf).not.toBe('');
  });

  it.each([
    ['no modelId', {}, '缺少 modelId'],
    [
      'a version that is neither text nor a number',
      { modelId: 'scalar', version: true },
      '请求体字段 version 应为文本 或 数字 或 null',
    ],
    [
      'a parameter list that is not a list',
      { modelId: 'scalar', body: {} },
      '请求体字段 body 应为列表 或 null',
    ],
    [
      'a parameter without its key',
      { modelId: 'scalar', body: [{ paramValue: 1 }] },
      '缺少 body[0].paramKey',
    ],
  ])('refuses %s by its schema (40000)', async (_case, payload, rspInf) => {
    const body = await call(MODEL_PATHS.apiModelData.build({ app: DEMO.appId }), payload);
    expect(body).toEqual({ rspCd: '40000', rspInf, data: null });
  });

  it('lists the models an app may call to a designer, and to nobody else', async () => {
    const url = api(MODEL_PATHS.models.build({ app: DEMO.appId }));
    const body = await sendEnvelope<unknown[]>(app, { method: 'GET', url });
    expectAnswer(MODEL_PATHS.models, body.data);
    expect(body.data).toEqual([
      { modelType: 'API', modelId: 'article-search', version: '1', name: '文章搜索' },
      { modelType: 'API', modelId: 'scalar', version: '1', name: '标量' },
      { modelType: 'API', modelId: 'slow', version: '1', name: '慢模型' },
      {
        modelType: 'OLAP',
        modelId: 'article-views-by-day',
        version: '1',
        name: '每日文章阅读量',
        columns: expect.arrayContaining([expect.objectContaining({ kind: 'measure' })]),
      },
    ]);

    const applicant = DEMO_USERS.find((u) => u.key === 'applicant')!;
    const { accessToken } = await signIn(app, {
      phone: applicant.phone,
      password: applicant.password,
    });
    const denied = await injectSigned(app, {
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { rspCd: '40300', rspInf: '您没有该操作的权限', data: null },
    });
  });

  it('gives up on a model at its time limit', async () => {
    const body = await call(MODEL_PATHS.apiModelData.build({ app: DEMO.appId }), {
      modelId: 'slow',
    });
    expect(body).toMatchObject({ rspCd: '50000', rspInf: '模型 慢模型 运行超时（超过 100 毫秒）' });
  });
});
