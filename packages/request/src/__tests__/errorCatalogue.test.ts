import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@tessera/test-utils';
import {
  client,
  closedPort,
  demoContext,
  memoryNavigation,
  pageRouters,
  rejection,
  startFaultyServer,
} from './harness.js';
import type { FaultyServer } from './harness.js';

// spec 1 §8, every row the request client owns, against the real server on loopback. The
// server's test configuration injects the HTTP statuses, envelopes and delays.
describe('the error catalogue of spec 1 §8 against the reference server', () => {
  let server: FaultyServer;
  beforeAll(async () => {
    server = await startFaultyServer();
  });
  afterAll(() => server?.close());

  it.each([
    { status: 502, kind: 'http', shown: '服务器内部错误' },
    { status: 404, kind: 'http', shown: '请求地址错误' },
    { status: 405, kind: 'http', shown: '请求方式错误' },
    { status: 500, kind: 'http', shown: '服务器繁忙' },
    { status: 503, kind: 'http', shown: '服务器繁忙' },
    { status: 204, kind: 'http', shown: '服务器繁忙' },
    { status: 401, kind: 'unauthorized', shown: '会话已失效, 请重新登录' },
    { status: 403, kind: 'deny', shown: undefined },
  ])('HTTP $status → $kind, shows $shown', async ({ status, kind, shown }) => {
    server.faults(() => ({ status }));
    const { client: api, messages } = client(server.url);
    const error = await rejection(api.get(pageRouters));
    expect(error).toMatchObject({ kind, status });
    expect(messages.shown).toEqual(shown ? [{ level: 'error', text: shown }] : []);
  });

  it('answers 请求地址错误 for a route the server does not have', async () => {
    server.faults(undefined);
    const { client: api, messages } = client(server.url);
    expect(await rejection(api.get('no/such/route'))).toMatchObject({ kind: 'http', status: 404 });
    expect(messages.shown).toEqual([{ level: 'error', text: '请求地址错误' }]);
  });

  it.each([
    { workflowProId: undefined, visit: 'go:/deny' },
    { workflowProId: 'wf-1', visit: 'redirect:/deny' },
  ])(
    'goes to /deny on 403 (workflow page: $workflowProId → $visit)',
    async ({ workflowProId, visit }) => {
      server.faults(() => ({ status: 403 }));
      const navigation = memoryNavigation();
      const { client: api, messages } = client(server.url, {
        navigation,
        getContext: () => ({ ...demoContext, workflowProId }),
      });
      expect(await rejection(api.get(pageRouters))).toMatchObject({ kind: 'deny', status: 403 });
      expect(navigation.visits).toEqual([visit]);
      expect(messages.shown).toEqual([]);
    },
  );

  it('succeeds on 201 with the envelope data', async () => {
    server.faults(() => ({
      status: 201,
      body: { rspCd: '00000', rspInf: 'success', data: { id: 1 } },
    }));
    const { client: api } = client(server.url);
    expect(await api.get(pageRouters)).toEqual({ id: 1 });
  });

  it('warns 请先登录 on rspCd 30002 and returns nothing', async () => {
    server.faults(() => ({ body: { rspCd: '30002', rspInf: '未登录', data: null } }));
    const { client: api, messages } = client(server.url);
    const error = await rejection(api.get(pageRouters));
    expect(error).toMatchObject({ kind: 'envelope', rspCd: '30002', message: '请先登录' });
    expect(messages.shown).toEqual([{ level: 'warning', text: '请先登录' }]);
  });

  it('shows the rspInf of any other code (a real refusal of the server: bad signature)', async () => {
    server.faults(undefined);
    const { client: api, messages } = client(server.url, {
      getContext: () => ({
        appId: DEMO.appId,
        subAppId: DEMO.pcSubAppId,
        pageId: DEMO.pages.pcHome,
        subAppType: 'Pc',
        envType: 'Runtime',
        currentPublishVersion: '1',
        accessKey: DEMO.accessKey,
        secretKey: 'not-the-secret',
      }),
    });
    const error = await rejection(api.get(pageRouters));
    expect(error).toMatchObject({ kind: 'envelope', rspCd: '40100' });
    expect(messages.shown).toEqual([{ level: 'error', text: error.message }]);
    expect(error.message).toContain('token 校验失败');
  });

  it('returns octet-stream answers whole (Blob or ArrayBuffer)', async () => {
    server.faults(() => ({
      body: Buffer.from([1, 2, 3]),
      headers: { 'content-type': 'application/octet-stream' },
    }));
    const { client: api } = client(server.url);
    const blob = await api.get<Blob>(pageRouters);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const buffer = await api.get<ArrayBuffer>(pageRouters, { binary: 'arrayBuffer' });
    expect(buffer.byteLength).toBe(3);
  });

  it('times out slow answers with 请求超时 (client and per-call timeout)', async () => {
    server.faults(() => ({ delayMs: 400 }));
    const { client: api, messages } = client(server.url, { timeoutMs: 50 });
    expect(await rejection(api.get(pageRouters))).toMatchObject({
      kind: 'timeout',
      message: '请求超时',
    });
    const { client: patient } = client(server.url);
    expect(await rejection(patient.get(pageRouters, { timeoutMs: 50 }))).toMatchObject({
      kind: 'timeout',
    });
    expect(messages.shown).toEqual([{ level: 'error', text: '请求超时' }]);
  });

  it('answers a slow call that stays within the timeout', async () => {
    server.faults(() => ({ delayMs: 100 }));
    const { client: api } = client(server.url, { timeoutMs: 5_000 });
    expect(await api.get(pageRouters)).toContainEqual(expect.objectContaining({ name: 'home' }));
  });

  it('reports a refused connection as a network error (服务器繁忙)', async () => {
    const { client: api, messages } = client(await closedPort());
    const error = await rejection(api.get('anything'));
    expect(error).toMatchObject({ kind: 'network', message: '服务器繁忙' });
    expect(error.status).toBeUndefined();
    expect(messages.shown).toEqual([{ level: 'error', text: '服务器繁忙' }]);
  });

  it('rejects a call cancelled by its caller with the abort reason and shows nothing', async () => {
    server.faults(() => ({ delayMs: 300 }));
    const { client: api, messages } = client(server.url);
    const controller = new AbortController();
    const call = api.get(pageRouters, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(messages.shown).toEqual([]);
  });
});
