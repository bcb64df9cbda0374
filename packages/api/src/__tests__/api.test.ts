import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { ok } from '@tessera/protocol';
import type { Settings } from '@tessera/protocol';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import {
  buildRouteTable,
  createMemoryStorage,
  matchRoute,
  ROUTING_STORAGE_KEYS,
} from '@tessera/routing';
import {
  createSettingsCache,
  getJsonPageData,
  getPageRouters,
  getSettings,
  queryContentsWithTotal,
  readAppSetting,
  SettingsError,
  settingsContext,
} from '../index.js';
import { rejection } from './rejection.js';

const pc = {
  appId: DEMO.appId,
  subAppId: DEMO.pcSubAppId,
  appType: 'Pc',
  envType: 'Runtime',
} as const;

interface Harness {
  client: RequestClient;
  requests: string[];
  shown: string[];
}

/** A client of the demo page; `accessToken` signs it in (content reads of non-public schemas need one). */
function harness(baseUrl: string, accessToken: string | null = null): Harness {
  const requests: string[] = [];
  const shown: string[] = [];
  const client = createRequestClient({
    baseUrl,
    getContext: () => ({ ...DEMO_REQUEST_CONTEXT, accessToken }),
    messages: {
      info: (text) => void shown.push(`info:${text}`),
      error: (text) => void shown.push(text),
      warning: (text) => void shown.push(`warning:${text}`),
    },
    // Counts the requests that really go out; every one still reaches the server.
    fetch: (input, init) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return globalThis.fetch(input, init);
    },
  });
  return { client, requests, shown };
}

describe('api against the reference server', () => {
  let server: TestServer;
  let host: string;
  let accessToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    host = new URL(server.url).host;
    ({ accessToken } = await server.signIn());
  });
  afterAll(() => server?.close());

  it('loads the settings of a host', async () => {
    const { client } = harness(server.url, accessToken);
    const settings = await getSettings(client, { host });
    expect(settings).toMatchObject({
      appId: DEMO.appId,
      subAppName: DEMO.subAppName,
      designApiUrl: server.url,
    });
    expect(settings.error).toBeUndefined();
  });

  it('writes CDS_APP_SETTING and gives the request client its keys', async () => {
    const { client } = harness(server.url, accessToken);
    const storage = createMemoryStorage();
    const settings = await getSettings(client, { host, storage });
    expect(JSON.parse(storage.getItem('CDS_APP_SETTING') ?? '')).toEqual({
      subAppType: 'Pc',
      gateWayMiniHost: server.url,
      currentPublishVersion: '1',
    });
    expect(readAppSetting(storage)).toEqual({
      subAppType: 'Pc',
      gateWayMiniHost: server.url,
      currentPublishVersion: '1',
    });
    expect(settingsContext(settings)).toMatchObject({
      appId: DEMO.appId,
      accessKey: DEMO.accessKey,
      secretKey: DEMO.secretKey,
      publicKey: expect.stringContaining('BEGIN PUBLIC KEY'),
      bodyIsSecret: false,
    });
  });

  it('caches settings for 5 minutes per host on the injected clock', async () => {
    const { client, requests } = harness(server.url, accessToken);
    let time = 0;
    const cache = createSettingsCache({ clock: { now: () => time } });
    const first = await getSettings(client, { host, cache });
    time = 5 * 60_000 - 1;
    expect(await getSettings(client, { host, cache })).toBe(first);
    expect(requests).toHaveLength(1);
    await getSettings(client, { host: 'other.example:8080', cache });
    expect(requests).toHaveLength(2);
    time = 5 * 60_000;
    await getSettings(client, { host, cache });
    expect(requests).toHaveLength(3);
  });

  it('shares one request between simultaneous settings calls and caches per client by default', async () => {
    const { client, requests } = harness(server.url, accessToken);
    const [a, b] = await Promise.all([
      getSettings(client, { host }),
      getSettings(client, { host }),
    ]);
    expect(a).toBe(b);
    await getSettings(client, { host });
    expect(requests).toHaveLength(1);
    const other = harness(server.url, accessToken);
    await getSettings(other.client, { host });
    expect(other.requests).toHaveLength(1);
  });

  it('builds the route table from the page routers, with the home redirect', async () => {
    const { client } = harness(server.url, accessToken);
    const storage = createMemoryStorage();
    const table = buildRouteTable(await getPageRouters(client, pc), { storage });
    expect(table.redirect).toEqual({ from: '/', to: '/home' });
    expect(matchRoute(table, table.redirect?.to ?? '')?.route).toMatchObject({
      pageId: DEMO.pages.pcHome,
      title: '首页',
      isLoginRequire: true,
    });
    expect(matchRoute(table, '/page/detail/12')).toMatchObject({
      route: { pageId: DEMO.pages.pcDetail, path: '/page/detail/:id' },
      params: { id: '12' },
    });
    expect(matchRoute(table, '/login')?.route.isLoginRequire).toBe(false);
    expect(storage.getItem(ROUTING_STORAGE_KEYS.homePageUrl)).toBe('/home');
    expect(storage.getItem(ROUTING_STORAGE_KEYS.homePageId)).toBe('home');
    expect(storage.getItem(ROUTING_STORAGE_KEYS.loginParamsNumber)).toBe('0');
  });

  it('loads the JSON page data of the home page', async () => {
    const { client } = harness(server.url, accessToken);
    const page = await getJsonPageData(client, pc, DEMO.pages.pcHome);
    expect(page.pageId).toBe(DEMO.pages.pcHome);
    expect(page.pageData.controls.map((control) => control.typeName)).toContain('List');
    expect(page.pageDataSource.map((source) => source.schemaName)).toContain(DEMO.articleSchema);
  });

  it('answers an unknown page with the server envelope error', async () => {
    const { client, shown } = harness(server.url, accessToken);
    const pageId = '7e55e7a0-0002-4000-8000-00000000abcd';
    const error = await rejection(getJsonPageData(client, pc, pageId));
    expect(error).toMatchObject({ kind: 'envelope', rspCd: '40400' });
    expect(error.message).toContain(pageId);
    expect(shown).toEqual([error.message]);
  });

  it('queries contents with top, skip and descending order', async () => {
    const { client } = harness(server.url, accessToken);
    const page = await queryContentsWithTotal<{ title: string }>(
      client,
      { appId: DEMO.appId },
      {
        schemaName: DEMO.articleSchema,
        top: 5,
        skip: 10,
        orderasc: false,
      },
    );
    expect(page.total).toBe(DEMO.articleCount);
    expect(page.items.map((item) => item.data.title.iv)).toEqual([
      '文章 40',
      '文章 39',
      '文章 38',
      '文章 37',
      '文章 36',
    ]);
  });

  it('queries contents with the server defaults (top 20, created ascending)', async () => {
    const { client } = harness(server.url, accessToken);
    const page = await queryContentsWithTotal<{ title: string }>(
      client,
      { appId: DEMO.appId },
      {
        schemaName: 'article',
      },
    );
    expect(page.items).toHaveLength(20);
    expect(page.items[0]?.data.title.iv).toBe('文章 1');
    expect(page.items[19]?.data.title.iv).toBe('文章 20');
    expect(page.items[0]).toMatchObject({
      version: expect.any(Number),
      status: expect.any(String),
    });
  });

  it('answers an unknown schema with the GraphQL message', async () => {
    const { client, shown } = harness(server.url, accessToken);
    const error = await rejection(
      queryContentsWithTotal(client, { appId: DEMO.appId }, { schemaName: 'nosuchschema' }),
    );
    expect(error).toMatchObject({ kind: 'envelope', rspCd: '40000' });
    expect(error.message).toContain('queryNosuchschemaContentsWithTotal');
    expect(shown).toEqual([error.message]);
  });
});

describe('getSettings with an error text', () => {
  // The demo seed has no misconfigured host row; the server's fault injection answers one.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      serverOptions: {
        testFaults: (request) =>
          request.url.includes('bad.example')
            ? { body: ok({ appId: 'x', error: '站点未配置' } as Partial<Settings>) }
            : undefined,
      },
    });
  });
  afterAll(() => server?.close());

  it('shows the error, rejects with SettingsError and caches nothing', async () => {
    const { client, requests, shown } = harness(server.url);
    const cache = createSettingsCache({ clock: { now: () => 0 } });
    const storage = createMemoryStorage();
    await expect(
      getSettings(client, { host: 'bad.example', cache, storage }),
    ).rejects.toBeInstanceOf(SettingsError);
    await expect(getSettings(client, { host: 'bad.example', cache })).rejects.toThrow('站点未配置');
    expect(shown).toEqual(['站点未配置', '站点未配置']);
    expect(requests).toHaveLength(2);
    expect(storage.getItem('CDS_APP_SETTING')).toBeNull();
  });
});
