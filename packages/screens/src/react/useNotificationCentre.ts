import { useMemo } from 'react';
import { useRequestClient, useSettings } from '@tessera/react';
import {
  createNotificationCentreModel,
  type NotificationCentreModel,
  type NotificationCentreSnapshot,
  type NotificationsChangedPort,
} from '../notifications/notificationCentreModel.js';
import { useModel } from './useModel.js';

/** What {@link useNotificationCentre} answers: the snapshot and the model's commands. */
export type NotificationCentre = NotificationCentreSnapshot &
  Pick<NotificationCentreModel, 'markRead' | 'markAllRead' | 'refresh'>;

/**
 * The signed-in user's notification centre of the app for React
 * ({@link createNotificationCentreModel}), live through `notificationsChanged` (the app
 * services' port on the app's one socket).
 */
export function useNotificationCentre(
  notificationsChanged: NotificationsChangedPort | undefined,
): NotificationCentre {
  const client = useRequestClient();
  const settings = useSettings();
  const app = useMemo(() => ({ appId: settings.appId }), [settings.appId]);
  const [snapshot, model] = useModel(
    () =>
      createNotificationCentreModel({
        client,
        app,
        ...(notificationsChanged ? { notificationsChanged } : {}),
      }),
    [client, app, notificationsChanged],
  );
  return {
    ...snapshot,
    markRead: model.markRead,
    markAllRead: model.markAllRead,
    refresh: model.refresh,
  };
}
