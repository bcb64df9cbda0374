import { createGraphQLError } from 'graphql-yoga';
import { SESSION_INVALID_MESSAGE, type Caller } from '../authorization/caller.js';
import type { Db } from '../db/database.js';
import { countTodo, countUnread } from './notificationStore.js';
import type { NotificationsChange, NotificationsChangeBus } from './notificationsChanged.js';

/** The schema part of subscription `notificationsChanged` (the content socket's schema adds it). */
export const NOTIFICATIONS_CHANGED_TYPE_DEFS = `
"The signed-in user's notifications or tasks of an app changed: one arrived, some were read, a task was done."
type NotificationsChanged {
  "How many of them are unread now."
  unreadCount: Int!
  "How many tasks wait for the user now (the todo list's total)."
  todoCount: Int!
}`;

/** The field of `type Subscription`. */
export const NOTIFICATIONS_CHANGED_FIELD =
  'notificationsChanged(appId: String!): NotificationsChanged!';

/** What the resolver needs of the subscription context. */
export interface NotificationsSubscriptionContext {
  db: Db;
  notifications: NotificationsChangeBus;
  caller: Caller | null;
}

/**
 * `first`, then whatever `source` yields; `return` goes straight to the source, so a completed
 * subscription ends at once.
 */
function startingWith<T>(first: T, source: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let sentFirst = false;
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (sentFirst) return source.next();
      sentFirst = true;
      return Promise.resolve({ done: false, value: first });
    },
    return: (value?: unknown) =>
      source.return
        ? source.return(value)
        : Promise.resolve({ done: true as const, value: value as T }),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * subscription notificationsChanged(appId): the signed-in subscriber's unread count and todo
 * count of the app, at once and after every change of their own notifications or tasks (never
 * another user's). The first
 * answer also brings a reconnected client up to date. Anonymous subscribers are refused.
 */
export const notificationsChangedResolver = {
  subscribe: (_source: unknown, _args: unknown, context: NotificationsSubscriptionContext) => {
    const userId = context.caller?.userId;
    if (!userId) throw createGraphQLError(SESSION_INVALID_MESSAGE);
    return startingWith<NotificationsChange>({ userId }, context.notifications.subscribe(userId));
  },
  resolve: async (
    change: NotificationsChange,
    args: { appId: string },
    context: NotificationsSubscriptionContext,
  ) => {
    const owner = { appId: args.appId.toLowerCase(), userId: change.userId };
    return {
      unreadCount: await countUnread(context.db, owner),
      todoCount: await countTodo(context.db, owner),
    };
  },
};
