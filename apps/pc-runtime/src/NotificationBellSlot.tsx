import { lazy, Suspense } from 'react';
import type { NotificationsChangedSubscribe } from '@tessera/react';

const NotificationBell = lazy(async () => ({
  default: (await import('./lazyNotifications.js')).NotificationBell,
}));

/** The signed-in header's bell (the app bar's action slot), live on the app's one socket. */
export function NotificationBellSlot({
  notificationsChanged,
}: {
  notificationsChanged: NotificationsChangedSubscribe;
}) {
  return (
    <Suspense fallback={null}>
      <NotificationBell notificationsChanged={notificationsChanged} />
    </Suspense>
  );
}
