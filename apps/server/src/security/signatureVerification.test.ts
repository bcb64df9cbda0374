import { WORKFLOW_PATHS } from '@tessera/protocol';
import { SIGNING_VECTORS, SKEW_WINDOW_MS } from '@tessera/protocol/signing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectSigned,
  POSTGRES_URL,
  sendEnvelope,
  signedRequest,
  startServer,
  TEST_DATABASES,
  seededPostgresDatabase,
} from '../__tests__/testDatabases.js';
import { createServer } from '../createServer.js';
import { DEMO } from '../demo.js';

const pageRouters = `/api/${DEMO.appId}/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`;
const graphql = `/api/querygraphqls?app=${DEMO.appId}`;
const [tokenVector] = SIGNING_VECTORS.tokens;
const [getVector, postVector, operationVector] = SIGNING_VECTORS.signs;

describe.each(TEST_DATABASES)('signature verification on $name', (database) => {
  let app: FastifyInstance;
  // The server clock is pinned to the vectors' timestamp, so the vectors can be sent verbatim.
  let clock = Number(tokenVector!.fields.timestamp);
  beforeAll(async () => {
    app = await startServer(database, { security: { now: () => clock } });
  });
  afterAll(() => app?.close());

  it('accepts a GET signed exactly as the shared vectors say', async () => {
    const v = getVector!;
    clock = Number(v.fields.timestamp);
    const response = await app.inject({
      method: 'GET',
      url: pageRouters,
      headers: {
        ak: DEMO.accessKey,
        nonce: tokenVector!.fields.nonce,
        timestamp: v.fields.timestamp,
        token: tokenVector!.token,
        appid: v.fields.appId,
        subappid: v.fields.subAppId,
        pageid: v.fields.pageId,
        mode: v.fields.mode,
        requestid: v.fields.requestId,
        sign: v.sign,
      },
    });
    expect(response.json()).toMatchObject({ rspCd: '00000' });
  });

  it('accepts a POST with a token, a body and an operation id signed by the vectors', async () => {
    for (const v of [postVector!, operationVector!]) {
      clock = Number(v.fields.timestamp);
      const { headers } = await signedRequest(app, {
        method: 'POST',
        url: graphql,
        payload: v.fields.body,
        // Exactly the vector's fields: no test token added.
        anonymous: true,
        headers: {
          'content-type': 'application/json',
          nonce: 'Vv01',
          timestamp: v.fields.timestamp,
          appid: v.fields.appId,
          subappid: v.fields.subAppId,
          pageid: v.fields.pageId,
          mode: v.fields.mode,
          requestid: v.fields.requestId,
          ...(v.fields.authorization ? { authorization: v.fields.authorization } : {}),
          ...(v.fields.operationId ? { operationid: v.fields.operationId } : {}),
        },
      });
      expect(headers.sign).toBe(v.sign);
      const answer = await app.inject({
        method: 'POST',
        url: graphql,
        headers,
        payload: v.fields.body,
      });
      // Both are accepted as signed. The vector's bearer token is an unsigned (alg none) JWT,
      // which the token check then refuses (401, README "Authorization"); without one, the
      // GraphQL vector answers data and the other body, no GraphQL request, 40000.
      const expected = v.fields.authorization
        ? '30002'
        : v.fields.body.includes('query')
          ? '00000'
          : '40000';
      expect(answer.json().rspCd).toBe(expected);
    }
  });

  it.each([
    ['ak', 'unknown-ak', 'token 校验失败'],
    ['token', '0'.repeat(64), 'token 校验失败'],
    ['sign', 'f'.repeat(64), 'sign 校验失败'],
    ['nonce', 'a!', 'nonce 格式无效'],
  ])('refuses a wrong %s with 40100 and a clear rspInf', async (name, value, text) => {
    clock = Date.now();
    const body = await sendEnvelope(app, {
      method: 'GET',
      url: pageRouters,
      headers: { [name]: value },
    });
    expect(body).toEqual({ rspCd: '40100', rspInf: expect.stringContaining(text), data: null });
  });

  it('refuses an unsigned request, naming the missing headers', async () => {
    const response = await app.inject({ method: 'GET', url: pageRouters });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rspCd: '40100',
      rspInf: '请求未签名：缺少请求头 ak, nonce, timestamp, token, sign',
      data: null,
    });
  });

  it('refuses a tampered body (sign covers the body as sent)', async () => {
    clock = Date.now();
    const { headers } = await signedRequest(app, {
      method: 'POST',
      url: graphql,
      payload: { query: '{ queryArticleContentsWithTotal(top: 1) { total } }' },
    });
    const tampered = JSON.stringify({
      query: '{ queryArticleContentsWithTotal(top: 50) { total } }',
    });
    const response = await app.inject({ method: 'POST', url: graphql, headers, payload: tampered });
    expect(response.json()).toMatchObject({
      rspCd: '40100',
      rspInf: 'sign 校验失败：请求内容与签名不符',
    });
  });

  it('checks hashtoken against Authorization and permissionsign against the body', async () => {
    clock = Date.now();
    const withToken = await sendEnvelope(app, {
      method: 'GET',
      url: pageRouters,
      headers: { authorization: 'Bearer abc', hashtoken: 'x' },
    });
    expect(withToken.rspInf).toContain('hashtoken 校验失败');
    const withOperation = await sendEnvelope(app, {
      method: 'POST',
      url: graphql,
      payload: { query: '{ contentSchemas }' },
      headers: { operationid: 'op-1', permissionsign: 'y' },
    });
    expect(withOperation.rspInf).toContain('permissionsign 校验失败');
  });

  it.each([
    { offset: SKEW_WINDOW_MS + 60_000, accepted: false },
    { offset: -(SKEW_WINDOW_MS + 60_000), accepted: false },
    { offset: SKEW_WINDOW_MS - 60_000, accepted: true },
    { offset: -(SKEW_WINDOW_MS - 60_000), accepted: true },
  ])(
    'treats a timestamp $offset ms from the server clock as accepted=$accepted',
    async ({ offset, accepted }) => {
      clock = Date.now();
      const body = await sendEnvelope(app, {
        method: 'GET',
        url: pageRouters,
        headers: { timestamp: String(clock + offset) },
      });
      if (accepted) expect(body.rspCd).toBe('00000');
      else
        expect(body).toMatchObject({ rspCd: '40102', rspInf: expect.stringContaining('15 分钟') });
    },
  );

  it('refuses a replay, remembers nonces in the database and purges them after their lifetime', async () => {
    clock = Date.now();
    const { headers } = await signedRequest(app, { method: 'GET', url: pageRouters });
    const first = await app.inject({ method: 'GET', url: pageRouters, headers });
    const replay = await app.inject({ method: 'GET', url: pageRouters, headers });
    expect(first.json().rspCd).toBe('00000');
    expect(replay.json()).toMatchObject({
      rspCd: '40101',
      rspInf: expect.stringContaining('nonce'),
    });

    const stored = await app.tessera.db
      .selectFrom('request_nonces')
      .selectAll()
      .where('nonce', '=', headers.nonce!)
      .where('timestamp', '=', headers.timestamp!)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.expires_at).getTime()).toBe(clock + 2 * SKEW_WINDOW_MS);

    clock += 2 * SKEW_WINDOW_MS + 120_000;
    const later = await injectSigned(app, {
      method: 'GET',
      url: pageRouters,
      headers: { timestamp: String(clock) },
    });
    expect(later.json().rspCd).toBe('00000');
    const left = await app.tessera.db
      .selectFrom('request_nonces')
      .select('nonce')
      .where('expires_at', '<', new Date(clock))
      .execute();
    expect(left).toEqual([]);
  });

  it('answers a list that reads while its call is verified only after the verdict, which wins', async () => {
    clock = Date.now();
    const todo = `${WORKFLOW_PATHS.myTodoList.pattern.replace(':appId', DEMO.appId)}?pageSize=500`;
    const { headers } = await signedRequest(app, { method: 'GET', url: todo });
    // The list's own refusal once the call passed; its replay is refused as a replay.
    const first = await app.inject({ method: 'GET', url: todo, headers });
    expect(first.json()).toMatchObject({
      rspCd: '40000',
      rspInf: expect.stringContaining('pageSize'),
    });
    const replay = await app.inject({ method: 'GET', url: todo, headers });
    expect(replay.json()).toMatchObject({ rspCd: '40101' });
    // A wrong signature is answered before the token's 401 (refused before the route).
    const tampered = await signedRequest(app, {
      method: 'GET',
      url: todo,
      headers: { authorization: 'Bearer x.y.z', sign: 'a'.repeat(64) },
    });
    const refused = await app.inject({ method: 'GET', url: todo, headers: tampered.headers });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ rspCd: '40100' });
    const listed = await injectSigned(app, {
      method: 'GET',
      url: WORKFLOW_PATHS.myTodoList.pattern.replace(':appId', DEMO.appId),
    });
    expect(listed.json()).toMatchObject({ rspCd: '00000' });
  });

  it('answers the settings, CORS preflights and unknown routes without signatures', async () => {
    const settings = await app.inject({ url: '/api/home/configuration?host=x' });
    expect(settings.json().rspCd).toBe('00000');
    expect(settings.headers['set-cookie']).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax$/);
    // The answer that sets a caller's cookie is private; with the cookie it stays public.
    expect(settings.headers['cache-control']).toBe('private, max-age=300');
    const again = await app.inject({
      url: '/api/home/configuration?host=x',
      headers: { cookie: 'XSRF-TOKEN=abc' },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: graphql,
      headers: { origin: 'http://a.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/no/such/route' })).statusCode).toBe(404);
  });
});

describe.runIf(POSTGRES_URL)('replays across server instances on one PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    // Both on one copy of the worker's seeded database (dropped with the run's databases).
    const database = await seededPostgresDatabase();
    first = await createServer({ database });
    second = await createServer({ database });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('shares the key pair and refuses on one instance a request accepted by the other', async () => {
    const publicKey = (app: FastifyInstance) => app.tesseraSecurity.publicKeyPem;
    expect(publicKey(second)).toBe(publicKey(first));
    const { headers } = await signedRequest(first, { method: 'GET', url: pageRouters });
    const accepted = await first.inject({ method: 'GET', url: pageRouters, headers });
    const replayed = await second.inject({ method: 'GET', url: pageRouters, headers });
    expect(accepted.json().rspCd).toBe('00000');
    expect(replayed.json().rspCd).toBe('40101');
  });
});
