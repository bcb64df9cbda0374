import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import type { ContentChangeBus } from '../content/realtime/contentChangeBus.js';
import { installMetrics, type MetricsAccess } from './installMetrics.js';

/*
 * README "Health, readiness, metrics and shutdown": outside development `/metrics` answers only
 * the bearer of the metrics token, and does not exist without one; development answers anyone.
 * The rule does not depend on the database, so the metrics are installed on a bare instance
 * (no pool, no subscriptions) instead of three whole servers; operations.test.ts reads the
 * real server's metrics with the token.
 */
describe('who may read /metrics', () => {
  const servers: FastifyInstance[] = [];
  let production: FastifyInstance;
  let withToken: FastifyInstance;
  let development: FastifyInstance;

  beforeAll(async () => {
    const start = async (access: MetricsAccess) => {
      const app = Fastify();
      const services = { db: {} as Db, changes: { activeSubscriptions: 0 } as ContentChangeBus };
      await installMetrics(app, { ...services, ...access });
      await app.ready();
      servers.push(app);
      return app;
    };
    production = await start({ development: false });
    withToken = await start({ development: false, token: 's3cret-metrics' });
    development = await start({ development: true });
  });
  afterAll(() => Promise.all(servers.map((app) => app.close())));

  const read = (app: FastifyInstance, authorization?: string) =>
    app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('has no /metrics outside development without a token', async () => {
    expect((await read(production)).statusCode).toBe(404);
    expect((await read(production, 'Bearer anything')).statusCode).toBe(404);
  });

  it('answers only the bearer of the token when one is set', async () => {
    const anonymous = await read(withToken);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/process_cpu|tessera_/);
    expect((await read(withToken, 'Bearer wrong-token')).statusCode).toBe(401);
    expect((await read(withToken, 's3cret-metrics')).statusCode).toBe(401);
    const scraped = await read(withToken, 'Bearer s3cret-metrics');
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toMatch(/^tessera_active_subscriptions 0$/m);
  });

  it('answers anyone in development', async () => {
    const scraped = await read(development);
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toMatch(/^tessera_active_subscriptions 0$/m);
  });
});
