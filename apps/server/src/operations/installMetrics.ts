import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { Gauge, Registry } from 'prom-client';
import { poolOf } from '../db/createDatabase.js';
import type { Db } from '../db/database.js';
import type { ContentChangeBus } from '../content/realtime/contentChangeBus.js';

/** Where Prometheus scrapes; unsigned, outside `/api`. */
export const METRICS_PATH = '/metrics';

/** Who may read `/metrics`: anyone in development, else the bearer of `token` (none: no route). */
export interface MetricsAccess {
  development: boolean;
  token?: string;
}

/** Whether an `Authorization` header carries the metrics token (compared in constant time). */
function carriesToken(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!sent) return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}

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
  services: { db: Db; changes: ContentChangeBus } & MetricsAccess,
): Promise<void> {
  // README "Health, readiness, metrics and shutdown": outside development the numbers (routes,
  // pool, memory) are for the operator only — a bearer token, or no endpoint at all.
  const { development, token } = services;
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
    endpoint:
      development || token
        ? {
            url: METRICS_PATH,
            method: 'GET',
            // `signIn`: the bearer here is the metrics token, not an access token to verify.
            config: { unsigned: true, signIn: true },
            logLevel: 'warn',
            onRequest: async (request, reply) => {
              if (development || carriesToken(request.headers.authorization, token!)) return;
              await reply
                .status(401)
                .header('www-authenticate', 'Bearer realm="metrics"')
                .type('text/plain; charset=utf-8')
                .send('metrics need the bearer token METRICS_TOKEN\n');
            },
            handler: () => undefined, // replaced by the plugin
          }
        : null,
    defaultMetrics: { enabled: true, register },
    routeMetrics: {
      enabled: true,
      routeBlacklist: [METRICS_PATH],
      overrides: { histogram: { registers: [register] }, summary: { registers: [register] } },
    },
  });
}
