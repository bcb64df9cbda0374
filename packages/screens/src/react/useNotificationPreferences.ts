import { useMemo } from 'react';
import { useRequestClient, useSettings } from '@tessera/react';
import {
  createNotificationPreferencesModel,
  type NotificationPreferencesModel,
  type NotificationPreferencesSnapshot,
} from '../notifications/notificationPreferencesModel.js';
import { useModel } from './useModel.js';

/** The signed-in user's notification settings for React ({@link createNotificationPreferencesModel}). */
export function useNotificationPreferences(): [
  NotificationPreferencesSnapshot,
  NotificationPreferencesModel,
] {
  const client = useRequestClient();
  const settings = useSettings();
  const app = useMemo(() => ({ appId: settings.appId }), [settings.appId]);
  return useModel(() => createNotificationPreferencesModel({ client, app }), [client, app]);
}
