import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnvelope, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';

const METRICS_TOKEN = 'metrics-token-of-the-test';

describe.each(TEST_DATABASES)('health, readiness and metrics on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer(database, { metricsToken: METRICS_TOKEN });
  });
  afterAll(() => app?.close());

  // First: migrations are read until found complete once (README "Readiness never queues
  // behind the pool"), so this runs before any /readyz answered 200.
  it('answers /readyz 503 while a migration is missing', async () => {
    const { db } = app.tessera;
    const [last] = await sql<{ name: string; timestamp: string }>`
      delete from kysely_migration where name = (select max(name) from kysely_migration)
      returning name, timestamp`
      .execute(db)
      .then((r) => r.rows);
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', database: 'ok', migrations: 'pending' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last!.name}, ${last!.timestamp})`.execute(
        db,
      );
    }
  });

  it('answers /healthz and /readyz unsigned with a small JSON', async () => {
    const live = await app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' });
  });

  it('counts a request by route and status code at /metrics', async () => {
    const url = `/api/${DEMO.appId}/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`;
    expect((await getEnvelope(app, url)).rspCd).toBe('00000');
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    const route = '/api/:appId/:subAppId/pagerouters/:appType/:envType';
    const counted = new RegExp(
      `^http_request_duration_seconds_count\\{[^}]*route="${route.replace(/[/:]/g, '\\$&')}"[^}]*status_code="200"[^}]*\\} 1$`,
      'm',
    );
    expect(metrics.body).toMatch(counted);
    expect(metrics.body).toMatch(/^tessera_active_subscriptions 0$/m);
    if (database.name === 'PostgreSQL') {
      expect(metrics.body).toMatch(/^tessera_db_pool_connections\{state="total"\} \d+$/m);
    }
  });
});
