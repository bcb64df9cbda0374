import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { MIGRATIONS } from '../db/migrate.js';

/** Paths of the probes; outside `/api`, unsigned, answered as plain JSON (not envelopes). */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** A readiness probe that takes longer than this counts as "database unreachable". */
const READY_TIMEOUT_MS = 2_000;

/** What `/readyz` answers. */
export interface Readiness {
  status: 'ready' | 'not ready';
  database: 'ok' | 'unreachable';
  migrations: 'ok' | 'pending' | 'unknown';
  /** Present once the instance began shutting down: a balancer stops sending it requests. */
  shutdown?: 'draining';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reads the database's state: reachable (a round trip answers) and migrated (every migration
 * this code knows is recorded in `kysely_migration`, in the server's schema).
 */
export async function checkReadiness(db: Db): Promise<Readiness> {
  try {
    const { rows } = await withTimeout(
      sql<{ name: string }>`select name from kysely_migration`.execute(db),
      READY_TIMEOUT_MS,
    );
    const done = new Set(rows.map((r) => r.name));
    const migrated = Object.keys(MIGRATIONS).every((name) => done.has(name));
    return {
      status: migrated ? 'ready' : 'not ready',
      database: 'ok',
      migrations: migrated ? 'ok' : 'pending',
    };
  } catch {
    return { status: 'not ready', database: 'unreachable', migrations: 'unknown' };
  }
}

/**
 * `GET /healthz` — the process is up and serving: 200 `{ status: 'ok' }`, no database work.
 * `GET /readyz` — ready for traffic: 200 with {@link Readiness} when the database answers and
 * every migration ran, else 503 with what is missing. Both unsigned (probes of a load balancer
 * or orchestrator carry no keys) and never logged per request. After `drain()` (the first step
 * of a graceful shutdown) `/readyz` answers 503 `shutdown: 'draining'` while requests are still
 * served, so a balancer takes the instance out before it stops listening.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db): { drain(): void } {
  const route = { config: { unsigned: true }, logLevel: 'warn' as const };
  let draining = false;
  app.get(HEALTH_PATHS.live, route, async () => ({ status: 'ok' }));
  app.get(HEALTH_PATHS.ready, route, async (_request, reply) => {
    if (draining) {
      const answer: Readiness = {
        status: 'not ready',
        database: 'ok',
        migrations: 'ok',
        shutdown: 'draining',
      };
      return reply.code(503).send(answer);
    }
    const readiness = await checkReadiness(db);
    return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });
  return {
    drain() {
      draining = true;
    },
  };
}
