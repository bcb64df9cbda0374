import { NOTIFICATION_PATHS, NOTIFICATIONS_CHANGED_SUBSCRIPTION } from '@tessera/protocol';
import type {
  NotificationListAnswer,
  NotificationPreference,
  NotificationPreferencesAnswer,
  NotificationsChangedEvent,
  NotificationUnreadAnswer,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { ContentChangedClient } from './subscribeContentChanged.js';
import type { AppRef } from './subAppRef.js';

/** GET `{appId}/notifications?pageNo&pageSize`: the caller's notifications, newest first. */
export function getNotifications(
  client: RequestClient,
  ref: AppRef,
  page: { pageNo?: number; pageSize?: number } = {},
): Promise<NotificationListAnswer> {
  return call(client, NOTIFICATION_PATHS.list, {
    params: { appId: ref.appId },
    search: { pageNo: page.pageNo, pageSize: page.pageSize },
  });
}

/** POST `{appId}/notifications/read`: marks the caller's `ids` read; answers the unread count. */
export function markNotificationsRead(
  client: RequestClient,
  ref: AppRef,
  ids: readonly string[],
): Promise<NotificationUnreadAnswer> {
  return call(client, NOTIFICATION_PATHS.markRead, {
    params: { appId: ref.appId },
    body: { ids: [...ids] },
  });
}

/** POST `{appId}/notifications/readall`: marks all the caller's notifications read. */
export function markAllNotificationsRead(
  client: RequestClient,
  ref: AppRef,
): Promise<NotificationUnreadAnswer> {
  return call(client, NOTIFICATION_PATHS.markAllRead, {
    params: { appId: ref.appId },
    body: undefined,
  });
}

/** GET `{appId}/notifications/preferences`: which events reach which channel, and the channels. */
export function getNotificationPreferences(
  client: RequestClient,
  ref: AppRef,
): Promise<NotificationPreferencesAnswer> {
  return call(client, NOTIFICATION_PATHS.preferences, { params: { appId: ref.appId } });
}

/** POST `{appId}/notifications/preferences`: changes some choices; answers them all. */
export function saveNotificationPreferences(
  client: RequestClient,
  ref: AppRef,
  items: readonly NotificationPreference[],
): Promise<NotificationPreferencesAnswer> {
  return call(client, NOTIFICATION_PATHS.savePreferences, {
    params: { appId: ref.appId },
    body: { items: [...items] },
  });
}

/** Input of {@link subscribeNotificationsChanged}. */
export interface SubscribeNotificationsChangedInput {
  appId: string;
  /**
   * Called with the unread count and the todo count at once, and after every change of the
   * caller's notifications or tasks.
   */
  onChange: (event: NotificationsChangedEvent) => void;
}

/**
 * `subscription notificationsChanged(appId)` on the app's one subscription socket (the content
 * one: {@link ContentChangedClient}); the connection must carry an access token. Answers the
 * unsubscribe function; errors go to the client's `onError`, never thrown.
 */
export function subscribeNotificationsChanged(
  ws: ContentChangedClient,
  input: SubscribeNotificationsChangedInput,
): () => void {
  return ws.subscribe<{ notificationsChanged: NotificationsChangedEvent }>(
    { query: NOTIFICATIONS_CHANGED_SUBSCRIPTION, variables: { appId: input.appId } },
    {
      next: (message) => {
        if (message.data?.notificationsChanged) input.onChange(message.data.notificationsChanged);
        else if (message.errors?.length) ws.onError(message.errors);
      },
      error: ws.onError,
      complete: () => undefined,
    },
  );
}
