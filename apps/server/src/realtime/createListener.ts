import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, pgliteOf, type DatabaseOptions } from '../db/createDatabase.js';
import type { Db } from '../db/database.js';

/** Stops listening on one channel for one handler. */
export type Unlisten = () => Promise<void>;

/**
 * The one LISTEN of a server instance (README "Realtime: one listener"): every bus (content
 * changes, notifications) listens on its channels through it, so an instance holds one listening
 * connection on PostgreSQL however many channels it hears.
 */
export interface Listener {
  /** Calls `onPayload` with the payload of each notification on `channel` until unlistened. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /**
   * Calls `onChange(false)` when the listening connection is lost and `onChange(true)` once it
   * listens again: notifications sent in between were missed, so a cache kept valid by them
   * must be dropped (README "Running several instances"). Never called on PGlite.
   */
  onConnectionChange(onChange: (listening: boolean) => void): () => void;
  /** Whether notifications are being heard now. */
  isListening(): boolean;
  /**
   * One round trip to the database over the listening connection, so it never waits in the
   * pool's queue behind busy requests (README "Health, readiness, metrics and shutdown"):
   * resolves once the database answered, rejects while the connection is lost. Overlapping
   * calls share one round trip, so a database that no longer answers does not pile them up.
   * On PGlite the database lives in this process: resolves at once.
   */
  ping(): Promise<void>;
  /** Stops listening on every channel and releases the connection. */
  close(): Promise<void>;
}

/** How long to wait before reconnecting a lost PostgreSQL listener connection. */
export const RECONNECT_MS = 1000;

/** The `application_name` of the listening connection (operators find it in pg_stat_activity). */
export function listenerApplicationName(schema: string | undefined): string {
  return `tessera listener${schema ? ` ${schema}` : ''}`.slice(0, 63);
}

/** Quotes a channel name as an identifier (channels are built from validated names all the same). */
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * Starts the listener of a database: on PGlite the embedded instance's own LISTEN (notifications
 * of its transactions arrive after their commit), on PostgreSQL one dedicated connection.
 *
 * @param log - receives connection problems (never thrown: the server keeps serving).
 */
export async function createListener(
  db: Db,
  database: DatabaseOptions,
  log: (message: string, error: unknown) => void,
): Promise<Listener> {
  const pglite = pgliteOf(db);
  if (pglite) return pgliteListener(pglite);
  if (database.kind === 'postgres') return postgresListener(database.url, database.schema, log);
  throw new Error('No database to listen on.');
}

function pgliteListener(pglite: PGlite): Listener {
  const unlistens = new Set<() => Promise<void>>();
  return {
    async listen(channel, onPayload) {
      const unlisten = await pglite.listen(channel, onPayload);
      unlistens.add(unlisten);
      return async () => {
        unlistens.delete(unlisten);
        await unlisten().catch(() => undefined);
      };
    },
    onConnectionChange: () => () => undefined,
    isListening: () => true,
    ping: () => Promise.resolve(),
    async close() {
      for (const unlisten of unlistens) await unlisten().catch(() => undefined);
      unlistens.clear();
    },
  };
}

/**
 * One dedicated connection (a pooled one would go back to the pool and lose its LISTENs) that
 * LISTENs on every channel someone hears. A lost connection is reopened after a second and
 * listens again on all of them, so a database restart interrupts delivery only briefly;
 * notifications sent meanwhile are lost, as with any LISTEN (clients reload on the next one).
 */
async function postgresListener(
  url: string,
  schema: string | undefined,
  log: (message: string, error: unknown) => void,
): Promise<Listener> {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  const watchers = new Set<(listening: boolean) => void>();
  const setListening = (next: boolean) => {
    if (listening === next) return;
    listening = next;
    for (const watcher of watchers) watcher(next);
  };
  let timer: NodeJS.Timeout | undefined;

  // Connects and listens on every channel heard so far; a failure (the database still down)
  // retries after RECONNECT_MS for as long as it takes, so delivery resumes once it is back.
  const connect = async (first: boolean): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: listenerApplicationName(schema),
      // An idle listener learns of a vanished database from TCP keep-alive probes.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
    });
    const retry = (error: unknown) => {
      if (closed || client !== next) return;
      log('notification listener connection lost; reconnecting', error);
      setListening(false);
      client = undefined;
      next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(false), RECONNECT_MS);
    };
    next.on('error', retry);
    next.on('end', () => retry(new Error('connection ended')));
    client = next;
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      if (client === next) setListening(true);
    } catch (error) {
      if (!first) return retry(error);
      // At start-up the server does not start without its listener.
      closed = true;
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  // LISTEN/UNLISTEN on the current connection; when it is down, the reconnect listens on
  // whatever channels are heard by then.
  const send = async (statement: string) => {
    await client?.query(statement).catch(() => undefined);
  };
  let pinging: Promise<void> | undefined;

  await connect(true);
  return {
    async listen(channel, onPayload) {
      const channelHandlers = handlers.get(channel) ?? new Set();
      const handler = (payload: string) => onPayload(payload);
      channelHandlers.add(handler);
      if (!handlers.has(channel)) {
        handlers.set(channel, channelHandlers);
        await send(`LISTEN ${quoted(channel)}`);
      }
      return async () => {
        channelHandlers.delete(handler);
        if (channelHandlers.size > 0 || handlers.get(channel) !== channelHandlers) return;
        handlers.delete(channel);
        await send(`UNLISTEN ${quoted(channel)}`);
      };
    },
    onConnectionChange(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    isListening: () => listening,
    ping() {
      const current = client;
      if (!current || !listening) {
        return Promise.reject(new Error('the listening connection is lost'));
      }
      pinging ??= current
        .query('select 1')
        .then(() => undefined)
        .finally(() => {
          pinging = undefined;
        });
      return pinging;
    },
    async close() {
      closed = true;
      listening = false;
      watchers.clear();
      if (timer) clearTimeout(timer);
      handlers.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
