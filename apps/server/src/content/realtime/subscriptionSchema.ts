import type { GraphQLSchema } from 'graphql';
import { createGraphQLError, createSchema } from 'graphql-yoga';
import { loadAppSchemas, requireSchema } from '../contentSchema.js';
import type { Caller } from '../../authorization/caller.js';
import { requireReadable } from '../../authorization/publicSchemas.js';
import type { Db } from '../../db/database.js';
import { EnvelopeError } from '../../http/envelopeError.js';
import type { ContentChange, ContentChangeBus } from './contentChangeBus.js';
import type { NotificationsChangeBus } from '../../notifications/notificationsChanged.js';
import {
  NOTIFICATIONS_CHANGED_FIELD,
  NOTIFICATIONS_CHANGED_TYPE_DEFS,
  notificationsChangedResolver,
} from '../../notifications/notificationsSubscription.js';

/** The context of a subscription operation. */
export interface SubscriptionContext {
  db: Db;
  changes: ContentChangeBus;
  /** Notification changes (subscription notificationsChanged: the app's one socket serves both). */
  notifications: NotificationsChangeBus;
  /** Who subscribes: from the access token of `connection_init`, null when anonymous. */
  caller: Caller | null;
}

const TYPE_DEFS = `
"spec 1 §7 subscription contentChanged: one change of a content item."
type ContentChanged {
  appId: String!
  schemaId: String!
  schemaName: String!
  "The changed item's id."
  id: String!
  createdDate: String!
  actor: String!
  "Created, Updated or Deleted."
  mutationTypeName: String!
}
type Query {
  "The subscription endpoint answers no queries; this field only completes the schema."
  contentChangedProtocol: String!
}
${NOTIFICATIONS_CHANGED_TYPE_DEFS}
type Subscription {
  contentChanged(appId: String!, schemaName: String!): ContentChanged!
  ${NOTIFICATIONS_CHANGED_FIELD}
}`;

interface ContentChangedArgs {
  appId: string;
  schemaName: string;
}

/**
 * The changes of a personal schema a subscriber may hear of (README "Personal content"): those
 * of their own items — written by them, as only the owner writes them; none when anonymous.
 * `return` goes straight to the source, so a completed subscription ends at once.
 */
export function ownChanges(
  source: AsyncIterable<ContentChange>,
  userId: string | undefined,
): AsyncIterableIterator<ContentChange> {
  const iterator = source[Symbol.asyncIterator]();
  const own: AsyncIterableIterator<ContentChange> = {
    async next() {
      for (;;) {
        const result = await iterator.next();
        if (result.done || (userId !== undefined && result.value.actor === userId)) return result;
      }
    },
    return: (value?: unknown) =>
      iterator.return
        ? iterator.return(value)
        : Promise.resolve({ done: true as const, value: value as ContentChange }),
    [Symbol.asyncIterator]: () => own,
  };
  return own;
}

/**
 * The schema of the subscription endpoint (spec 1 §7 "Subscription contentChanged(appId,
 * schemaName) returns appId, schemaId, createdDate, actor, mutationTypeName"). One schema for
 * every app: the app is an argument. Subscribing to an unknown app or schema is an error.
 */
export function buildSubscriptionSchema(): GraphQLSchema {
  return createSchema<SubscriptionContext>({
    typeDefs: TYPE_DEFS,
    resolvers: {
      Query: { contentChangedProtocol: () => 'graphql-transport-ws' },
      Subscription: {
        contentChanged: {
          subscribe: async (
            _source: unknown,
            args: ContentChangedArgs,
            context: SubscriptionContext,
          ) => {
            let personal: boolean;
            try {
              ({ personal } = requireSchema(
                await loadAppSchemas(context.db, args.appId),
                args.schemaName,
              ));
              // Anonymous subscribers hear only schemas that public pages bind.
              await requireReadable(context, args.appId, args.schemaName);
            } catch (error) {
              if (error instanceof EnvelopeError) throw createGraphQLError(error.message);
              throw error;
            }
            const changes = context.changes.subscribe(args.appId, args.schemaName);
            return personal ? ownChanges(changes, context.caller?.userId) : changes;
          },
          resolve: (change: ContentChange) => change,
        },
        notificationsChanged: notificationsChangedResolver,
      },
    },
  });
}
