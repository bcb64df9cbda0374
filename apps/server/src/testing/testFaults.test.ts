import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAdminToken } from '../__tests__/signIn.js';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import type { TestFault } from './testFaults.js';

const pageRouters = `/api/${DEMO.appId}/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`;
const graphql = `/api/querygraphqls?app=${DEMO.appId}`;

describe.each(TEST_DATABASES)('testFaults on $name', (database) => {
  let app: FastifyInstance;
  let fault: TestFault | undefined;
  const bodies: unknown[] = [];
  beforeAll(async () => {
    app = await startServer(database, {
      testFaults: (request) => {
        bodies.push(request.body);
        return fault;
      },
    });
    // The test administrator's sign-in (what signed requests carry) happens before any fault.
    await testAdminToken(app);
    bodies.length = 0;
  });
  afterAll(() => app?.close());

  it('answers an injected status with its headers, after the signature checks', async () => {
    fault = { status: 401, headers: { loginconcurrentsession: '1' } };
    const response = await injectSigned(app, { method: 'GET', url: pageRouters });
    expect(response.statusCode).toBe(401);
    expect(response.headers.loginconcurrentsession).toBe('1');
    // An unsigned request never reaches the fault: it is refused first.
    const unsigned = await app.inject({ url: pageRouters });
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.json().rspCd).toBe('40100');
  });

  it('delays the normal answer and sees the parsed body', async () => {
    fault = { delayMs: 120, headers: { 'x-fault': 'slow' } };
    bodies.length = 0;
    const started = Date.now();
    const response = await injectSigned(app, {
      method: 'POST',
      url: graphql,
      payload: { query: '{ queryArticleContentsWithTotal(top: 1) { total } }' },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(response.headers['x-fault']).toBe('slow');
    expect(response.json().rspCd).toBe('00000');
    expect(bodies).toEqual([{ query: '{ queryArticleContentsWithTotal(top: 1) { total } }' }]);
  });

  it('answers a replacement body with status 200 by default', async () => {
    fault = { body: { rspCd: '30002', rspInf: '未登录', data: null } };
    const response = await injectSigned(app, { method: 'GET', url: pageRouters });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rspCd: '30002', rspInf: '未登录', data: null });
    fault = undefined;
  });
});
