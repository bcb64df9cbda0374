import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { createBoundedSubscriber, type BoundedSubscriber } from '../realtime/boundedSubscriber.js';
import type { Listener } from '../realtime/createListener.js';

/**
 * The NOTIFY channel of notification changes. One for every database schema: the payload names
 * the schema (`current_schema()` of the writer), so the publishing SQL needs nothing from the
 * server and isolated test schemas never cross-talk.
 */
export const NOTIFICATIONS_CHANNEL = 'tessera_notifications';

/** What a listener hears: whose notifications changed (a new one, or some read). */
export interface NotificationsChange {
  userId: string;
}

/**
 * Tells every server instance that `userIds`' notifications changed, with `pg_notify` through
 * `executor`: called inside the transaction that inserts or reads them, so listeners hear of it
 * only once it commits (README "Notifications"). PostgreSQL folds identical notifications of
 * one transaction into one.
 */
export async function publishNotificationsChanged(
  executor: Db,
  userIds: Iterable<string>,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('schema', current_schema(), 'userId', ${userId}::text)::text)`.execute(
      executor,
    );
  }
}

/** The live changes of each user's notifications on this server instance. */
export interface NotificationsChangeBus {
  /**
   * The changes of one user's notifications as they arrive. Only the latest waits for a slow
   * reader: each means "reload", so one is as good as many. `return()` unsubscribes at once.
   */
  subscribe(userId: string): AsyncIterableIterator<NotificationsChange>;
  /** Stops listening. */
  close(): Promise<void>;
}

function readChange(payload: string, schema: string): NotificationsChange | undefined {
  try {
    const change = JSON.parse(payload) as { schema?: unknown; userId?: unknown };
    return change.schema === schema && typeof change.userId === 'string'
      ? { userId: change.userId }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts listening for notification changes through the instance's one listener (shared with
 * the content bus) and fans them out to the subscribers of each user.
 */
export async function createNotificationsChangeBus(
  db: Db,
  listener: Listener,
): Promise<NotificationsChangeBus> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]!.schema;
  const users = new Map<string, Set<BoundedSubscriber<NotificationsChange>>>();
  const deliver = (payload: string) => {
    const change = readChange(payload, schema);
    if (!change) return;
    for (const subscriber of users.get(change.userId) ?? []) subscriber.push(change);
  };
  const unlisten = await listener.listen(NOTIFICATIONS_CHANNEL, deliver);

  return {
    subscribe(userId) {
      const subscribers = users.get(userId) ?? new Set();
      users.set(userId, subscribers);
      const subscriber = createBoundedSubscriber<NotificationsChange>(1, () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && users.get(userId) === subscribers) users.delete(userId);
      });
      subscribers.add(subscriber);
      return subscriber.iterator;
    },
    close: () => unlisten(),
  };
}
