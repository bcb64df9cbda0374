import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from '../db/createDatabase.js';

/** Stops listening and releases the connection. */
export type Unlisten = () => Promise<void>;

/** How long to wait before reconnecting a lost PostgreSQL listener connection. */
const RECONNECT_MS = 1000;

/**
 * LISTENs on a channel of the embedded PGlite: notifications sent inside its own transactions
 * arrive after their commit (PGlite has LISTEN/NOTIFY within one instance).
 */
export async function listenOnPglite(
  pglite: PGlite,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  const unlisten = await pglite.listen(channel, onPayload);
  return async () => {
    await unlisten().catch(() => undefined);
  };
}

/**
 * LISTENs on a PostgreSQL channel over a dedicated connection (a pooled one would be returned
 * to the pool and lose its LISTEN). A lost connection is reopened after a second, so a database
 * restart interrupts delivery only briefly; notifications sent meanwhile are lost, as with any
 * LISTEN (clients refresh on the next one, spec 1 §4 autoRefresh).
 *
 * @param log - receives connection problems (never thrown: the server keeps serving).
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  log: (message: string, error: unknown) => void,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  // The channel is built from a validated schema name ([a-z0-9_]), quoted all the same.
  const listen = `LISTEN "${channel.replaceAll('"', '""')}"`;

  // Connects and listens; a failure (the database still down) retries after RECONNECT_MS, for
  // as long as it takes, so delivery resumes once the database is back.
  const connect = async (first: boolean): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // An idle listener learns of a vanished database from TCP keep-alive probes.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const retry = (error: unknown) => {
      if (closed || client !== next) return;
      log('content notification connection lost; reconnecting', error);
      client = undefined;
      next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(false), RECONNECT_MS);
    };
    next.on('error', retry);
    next.on('end', () => retry(new Error('connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(listen);
    } catch (error) {
      if (!first) return retry(error);
      // At start-up the server does not start without its listener.
      closed = true;
      clearTimeout(timer);
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  await connect(true);
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
