import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  NOTIFICATION_PATHS as P,
  ok,
  SaveNotificationPreferencesSchema,
  type NotificationChannel,
} from '@tessera/protocol';
import { requireCaller } from '../authorization/caller.js';
import type { Db } from '../db/database.js';
import { OptionalText } from '../http/inputSchemas.js';
import { readInteger } from '../http/readPaging.js';
import {
  listNotifications,
  markAllRead,
  markRead,
  type NotificationOwner,
} from './notificationStore.js';
import { readPreferences, savePreferences } from './notificationPreferences.js';

/** Most notifications one page answers. */
export const MAX_NOTIFICATION_PAGE_SIZE = 100;
/** The page size when the caller names none (a bell's list). */
export const DEFAULT_NOTIFICATION_PAGE_SIZE = 20;

const ListQuery = Type.Object({ pageNo: OptionalText, pageSize: OptionalText });
/** A notification id: the bigserial as text. */
const NotificationId = Type.String({ pattern: '^[0-9]{1,18}$' });
const MarkReadBody = Type.Object({
  ids: Type.Array(NotificationId, { minItems: 1, maxItems: MAX_NOTIFICATION_PAGE_SIZE }),
});

/** The signed-in caller (401 otherwise) and the app of the path. */
async function ownerOf(request: FastifyRequest): Promise<NotificationOwner> {
  const { userId } = requireCaller(request);
  return { appId: (await request.ctx.appId()).toLowerCase(), userId };
}

/**
 * The notification centre's calls (`NOTIFICATION_PATHS`): only ever the caller's own. The
 * preferences offer the channels this server sends on (`configured`).
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  db: Db,
  configured: ReadonlySet<NotificationChannel>,
): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(P.list.pattern, { schema: { querystring: ListQuery } }, async (request) => {
    const owner = await ownerOf(request);
    const pageNo = readInteger(request.query.pageNo, 'pageNo', {
      min: 1,
      max: 1_000_000,
      fallback: 1,
    });
    const pageSize = readInteger(request.query.pageSize, 'pageSize', {
      min: 1,
      max: MAX_NOTIFICATION_PAGE_SIZE,
      fallback: DEFAULT_NOTIFICATION_PAGE_SIZE,
    });
    return ok(await listNotifications(db, owner, { pageNo, pageSize }));
  });
  routes.post(P.markRead.pattern, { schema: { body: MarkReadBody } }, async (request) => {
    const owner = await ownerOf(request);
    return ok({ unreadCount: await markRead(db, owner, request.body.ids) });
  });
  routes.post(P.markAllRead.pattern, async (request) => {
    const owner = await ownerOf(request);
    return ok({ unreadCount: await markAllRead(db, owner) });
  });
  routes.get(P.preferences.pattern, async (request) => {
    const { userId } = await ownerOf(request);
    return ok(await readPreferences(db, userId, configured));
  });
  routes.post(
    P.savePreferences.pattern,
    { schema: { body: SaveNotificationPreferencesSchema } },
    async (request) => {
      const { userId } = await ownerOf(request);
      await savePreferences(db, userId, request.body.items);
      return ok(await readPreferences(db, userId, configured));
    },
  );
}
