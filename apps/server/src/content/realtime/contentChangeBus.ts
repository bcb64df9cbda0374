import { createHash } from 'node:crypto';
import type { ContentChanged } from '@tessera/protocol';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  createBoundedSubscriber,
  type BoundedSubscriber,
} from '../../realtime/boundedSubscriber.js';
import type { Listener } from '../../realtime/createListener.js';

/** spec 1 §7 subscription contentChanged: what one change answers (protocol's wire type). */
export type ContentChange = ContentChanged;

/**
 * Most changes one subscriber may have waiting (README "Content changes: fan-out"). A subscriber
 * further behind loses its oldest waiting changes: the ones it still gets are the latest, so a
 * client that reloads on a change (spec 1 §4 autoRefresh) still ends up current.
 */
export const MAX_PENDING_CHANGES = 100;

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
  /**
   * The changes of one schema of one app, as they arrive; at most {@link MAX_PENDING_CHANGES}
   * wait for a slow reader (the oldest are dropped). `return()` unsubscribes at once.
   */
  subscribe(appId: string, schemaName: string): AsyncIterableIterator<ContentChange>;
  /** How many subscriptions are open now (the metric `tessera_active_subscriptions`). */
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
 * Creates the bus of one server and starts listening through the instance's one listener.
 *
 * @param schema - the PostgreSQL schema of the server, if it has one (names the channel).
 */
export async function createContentChangeBus(
  listener: Listener,
  schema: string | undefined,
): Promise<ContentChangeBus> {
  const channel = contentChannel(schema);
  const topics = new Map<string, Set<BoundedSubscriber<ContentChange>>>();
  let active = 0;
  const topic = (appId: string, schemaName: string) => `${appId}\u0000${schemaName}`;
  const deliver = (payload: string) => {
    const change = readChange(payload);
    if (!change) return;
    for (const subscriber of topics.get(topic(change.appId, change.schemaName)) ?? []) {
      subscriber.push(change);
    }
  };
  function subscribe(appId: string, schemaName: string): AsyncIterableIterator<ContentChange> {
    const key = topic(appId, schemaName);
    const subscribers = topics.get(key) ?? new Set<BoundedSubscriber<ContentChange>>();
    topics.set(key, subscribers);
    active += 1;
    const subscriber = createBoundedSubscriber<ContentChange>(MAX_PENDING_CHANGES, () => {
      active -= 1;
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && topics.get(key) === subscribers) topics.delete(key);
    });
    subscribers.add(subscriber);
    return subscriber.iterator;
  }

  const unlisten = await listener.listen(channel, deliver);

  return {
    channel,
    async publish(executor, change) {
      await sql`select pg_notify(${channel}, ${JSON.stringify(change)})`.execute(executor);
    },
    get activeSubscriptions() {
      return active;
    },
    subscribe,
    close: () => unlisten(),
  };
}
