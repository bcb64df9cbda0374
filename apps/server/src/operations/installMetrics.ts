import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { Gauge, Registry } from 'prom-client';
import { poolOf } from '../db/createDatabase.js';
import type { Db } from '../db/database.js';
import type { ContentChangeBus } from '../realtime/contentChangeBus.js';

/** Where Prometheus scrapes; unsigned, outside `/api`. */
export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics at `GET /metrics` through fastify-metrics (prom-client): the process's
 * default metrics, `http_request_duration_seconds` (histogram) and
 * `http_request_summary_seconds` by `method`, `route` (the route pattern, so ids do not explode
 * the label set) and `status_code`; `tessera_db_pool_connections{state}` (PostgreSQL pool:
 * total, idle, waiting) and `tessera_active_subscriptions`. Each server has its own registry,
 * so several servers in one process (tests) do not collide in prom-client's global one.
 */
export async function installMetrics(
  app: FastifyInstance,
  services: { db: Db; changes: ContentChangeBus },
): Promise<void> {
  const register = new Registry();
  const pool = poolOf(services.db);
  if (pool) {
    new Gauge({
      name: 'tessera_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'tessera_active_subscriptions',
    help: 'contentChanged subscriptions being served now',
    registers: [register],
    collect() {
      this.set(services.changes.activeSubscriptions);
    },
  });
  await app.register(fastifyMetrics, {
    endpoint: {
      url: METRICS_PATH,
      method: 'GET',
      config: { unsigned: true },
      logLevel: 'warn',
      handler: () => undefined, // replaced by the plugin
    },
    defaultMetrics: { enabled: true, register },
    routeMetrics: {
      enabled: true,
      routeBlacklist: [METRICS_PATH],
      overrides: { histogram: { registers: [register] }, summary: { registers: [register] } },
    },
  });
}
