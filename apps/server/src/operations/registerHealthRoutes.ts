import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { MIGRATIONS } from '../db/migrate.js';
import type { Listener } from '../realtime/createListener.js';

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

/** What readiness is decided from. */
export interface ReadinessSources {
  /** Where the migrations are recorded (read through the pool, until they were found complete). */
  db: Db;
  /** The instance's listening connection: the database's reachability is asked over it. */
  listener: Pick<Listener, 'ping'>;
}

/** Whether every migration this code knows is recorded in `kysely_migration` (server's schema). */
async function migrationsDone(db: Db): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(rows.map((r) => r.name));
  return Object.keys(MIGRATIONS).every((name) => done.has(name));
}

/**
 * Reads the database's state (README "Health, readiness, metrics and shutdown"): reachable when
 * a round trip over the listening connection answers, never queued behind busy requests in the
 * pool (a saturated pool would otherwise take a healthy instance out of the balancer); migrated
 * when every migration is recorded. Migrations never go back under a running instance, so once
 * found complete they are not read again: the returned function asks the pool at most until then.
 */
export function readinessChecker({ db, listener }: ReadinessSources): () => Promise<Readiness> {
  let migrated = false;
  return async () => {
    try {
      await withTimeout(listener.ping(), READY_TIMEOUT_MS);
    } catch {
      return { status: 'not ready', database: 'unreachable', migrations: 'unknown' };
    }
    if (!migrated) {
      try {
        migrated = await withTimeout(migrationsDone(db), READY_TIMEOUT_MS);
      } catch {
        return { status: 'not ready', database: 'ok', migrations: 'unknown' };
      }
    }
    return migrated
      ? { status: 'ready', database: 'ok', migrations: 'ok' }
      : { status: 'not ready', database: 'ok', migrations: 'pending' };
  };
}

/**
 * `GET /healthz` — the process is up and serving: 200 `{ status: 'ok' }`, no database work.
 * `GET /readyz` — ready for traffic: 200 with {@link Readiness} when the database answers and
 * every migration ran, else 503 with what is missing ({@link readinessChecker}). Both unsigned
 * (probes of a load balancer or orchestrator carry no keys) and never logged per request. After
 * `drain()` (the first step of a graceful shutdown) `/readyz` answers 503 `shutdown: 'draining'`
 * while requests are still served, so a balancer takes the instance out before it stops
 * listening.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  sources: ReadinessSources,
): { drain(): void } {
  const route = { config: { unsigned: true }, logLevel: 'warn' as const };
  const readiness = readinessChecker(sources);
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
    const answer = await readiness();
    return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
  });
  return {
    drain() {
      draining = true;
    },
  };
}
