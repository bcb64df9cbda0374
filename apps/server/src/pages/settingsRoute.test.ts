import type { Settings } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnvelope, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';

describe.each(TEST_DATABASES)('settings on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database, { development: true });
    await app.tessera.db
      .insertInto('site_settings')
      .values([
        {
          host: 'shop.example.com',
          app_id: DEMO.appId,
          sub_app_id: DEMO.mobileSubAppId,
          sub_app_type: 'Mobile',
          app_type: 'Mobile',
          env_type: 'Runtime',
          design_api_url: 'https://api.example.com',
          sub_app_name: '商城',
        },
        {
          host: 'broken.example.com',
          app_id: DEMO.appId,
          sub_app_id: DEMO.pcSubAppId,
          sub_app_type: 'Pc',
          app_type: 'Pc',
          env_type: 'Runtime',
          error: '站点已停用',
        },
      ])
      .execute();
  });
  afterAll(() => app?.close());

  it('answers the default row for an unknown host, with base URLs set to the request origin in development', async () => {
    const response = await app.inject({
      url: '/api/home/configuration?host=localhost:5173',
      headers: { host: 'localhost:5173', cookie: 'XSRF-TOKEN=t' },
    });
    // Built from the caller's Host: no shared cache may keep it (README "Base URLs and caching").
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers.vary).toMatch(/\bHost\b/);
    const body = response.json<{ rspCd: string; data: Settings }>();
    expect(body.rspCd).toBe('00000');
    expect(body.data).toEqual({
      designApiUrl: 'http://localhost:5173',
      appId: DEMO.appId,
      subAppId: DEMO.pcSubAppId,
      subAppType: 'Pc',
      appType: 'Pc',
      envType: 'Runtime',
      imageOssUrl: 'http://localhost:5173',
      staticOssUrl: 'http://localhost:5173',
      schemaUrl: 'http://localhost:5173',
      accountUrl: 'http://localhost:5173',
      identityUrl: 'http://localhost:5173',
      designerUrl: 'http://localhost:5173',
      gateWayApiUrl: 'http://localhost:5173',
      GateWayMiniHost: 'http://localhost:5173',
      schemaWsUrl: 'ws://localhost:5173',
      objectStorage: 'noObjectStorage',
      currentPublishVersion: '1',
      thisSiteGraphqlBodyIsSecret: false,
      mediaUrl: 'http://localhost:5173',
      accessKey: DEMO.accessKey,
      secretKey: DEMO.secretKey,
      publicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/),
      workflowId: '',
      subAppName: 'Tessera 演示',
    });
    expect(body.data).not.toHaveProperty('error');
  });

  it('answers the row of a known host, keeping its explicit base URLs', async () => {
    const body = await getEnvelope<Settings>(app, '/api/home/configuration?host=SHOP.example.com');
    expect(body.data).toMatchObject({
      subAppId: DEMO.mobileSubAppId,
      subAppType: 'Mobile',
      designApiUrl: 'https://api.example.com',
      subAppName: '商城',
    });
    expect(body.data?.schemaUrl).toBe('http://localhost:80');
  });

  it('answers the error field of a misconfigured host (spec 1 §3)', async () => {
    const body = await getEnvelope<Settings>(
      app,
      '/api/home/configuration?host=broken.example.com',
    );
    expect(body.rspCd).toBe('00000');
    expect(body.data?.error).toBe('站点已停用');
  });

  it('answers 40000 when the host parameter is missing', async () => {
    const body = await getEnvelope(app, '/api/home/configuration');
    expect(body).toEqual({ rspCd: '40000', rspInf: expect.stringContaining('host'), data: null });
  });

  it('reflects the caller origin for CORS with credentials', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/querygraphqls?app=x',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,appid',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const get = await app.inject({
      url: '/api/home/configuration?host=x',
      headers: { origin: 'http://127.0.0.1:5174' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5174');
  });

  it.each(['PUT', 'DELETE'])(
    'allows %s in the preflight and exposes the headers the client reads',
    async (method) => {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: `/api/${DEMO.appId}/content/article/7e55e7a0-0003-4000-8000-000000000001`,
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type,appid,sign',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
        expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'DELETE']),
      );

      const answer = await app.inject({
        url: '/api/home/configuration?host=x',
        headers: { origin: 'http://localhost:5173' },
      });
      expect(String(answer.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(
        expect.arrayContaining(['contentkey', 'graphqkey', 'requestid']),
      );
    },
  );

  it('answers HTTP 404 (not an envelope) for an unknown route', async () => {
    const response = await app.inject({ url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
  });
});
