import { createHash } from 'node:crypto';
import type { ContentChanged } from '@tessera/protocol';
import { sql } from 'kysely';
import { createPubSub } from 'graphql-yoga';
import { pgliteOf, type DatabaseOptions } from '../db/createDatabase.js';
import type { Db } from '../db/database.js';
import { listenOnPglite, listenOnPostgres, type Unlisten } from './listenForNotifications.js';

/** spec 1 §7 subscription contentChanged: what one change answers (protocol's wire type). */
export type ContentChange = ContentChanged;

/**
 * Content-change notifications across server instances (DESIGN.md: "Content-change
 * notifications fan out with Postgres LISTEN/NOTIFY"). A write publishes inside its own
 * transaction, so subscribers hear only of committed changes, once, on every instance.
 */
export interface ContentChangeBus {
  /** The NOTIFY channel (one per database schema, so isolated schemas never cross-talk). */
  readonly channel: string;
  /** Sends a change with `pg_notify` through `executor` (delivered when its transaction commits). */
  publish(executor: Db, change: ContentChange): Promise<void>;
  /** The changes of one schema of one app, as they arrive. */
  subscribe(appId: string, schemaName: string): AsyncIterable<ContentChange>;
  /** How many `subscribe` iterables are being read now (the metric `tessera_active_subscriptions`). */
  readonly activeSubscriptions: number;
  /** Stops listening. */
  close(): Promise<void>;
}

/** The channel of a database: `tessera_content`, plus the schema when the server has one. */
export function contentChannel(schema: string | undefined): string {
  const channel = schema ? `tessera_content_${schema}` : 'tessera_content';
  // PostgreSQL identifiers (and channels) have at most 63 bytes.
  return channel.length <= 63
    ? channel
    : `tessera_content_${createHash('sha1').update(channel).digest('hex').slice(0, 32)}`;
}

function readChange(payload: string): ContentChange | undefined {
  try {
    const change = JSON.parse(payload) as ContentChange;
    return typeof change.appId === 'string' && typeof change.schemaName === 'string'
      ? change
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the bus of one server and starts listening: on PGlite through the embedded instance,
 * on PostgreSQL over a dedicated connection.
 */
export async function createContentChangeBus(
  db: Db,
  database: DatabaseOptions,
  log: (message: string, error: unknown) => void,
): Promise<ContentChangeBus> {
  const channel = contentChannel(database.kind === 'postgres' ? database.schema : undefined);
  const pubSub = createPubSub<Record<string, [ContentChange]>>();
  let active = 0;
  // Counts a subscription from its first read until graphql-ws returns it (client complete,
  // socket closed, server shutting down).
  async function* counted(source: AsyncIterable<ContentChange>): AsyncIterable<ContentChange> {
    active += 1;
    try {
      yield* source;
    } finally {
      active -= 1;
    }
  }
  const topic = (appId: string, schemaName: string) => `${appId}\u0000${schemaName}`;
  const deliver = (payload: string) => {
    const change = readChange(payload);
    if (change) pubSub.publish(topic(change.appId, change.schemaName), change);
  };

  const pglite = pgliteOf(db);
  let unlisten: Unlisten;
  if (pglite) unlisten = await listenOnPglite(pglite, channel, deliver);
  else if (database.kind === 'postgres')
    unlisten = await listenOnPostgres(database.url, channel, deliver, log);
  else throw new Error('No database to listen on.');

  return {
    channel,
    async publish(executor, change) {
      await sql`select pg_notify(${channel}, ${JSON.stringify(change)})`.execute(executor);
    },
    get activeSubscriptions() {
      return active;
    },
    subscribe(appId, schemaName) {
      return counted(pubSub.subscribe(topic(appId, schemaName)));
    },
    close: () => unlisten(),
  };
}
