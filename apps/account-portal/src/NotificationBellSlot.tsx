import { lazy, Suspense } from 'react';

const NotificationBell = lazy(async () => ({
  default: (await import('./lazyNotifications.js')).NotificationBell,
}));

/**
 * The signed-in nav bar's bell (widgets' `NavBarActionsProvider` slot), live on the app's one
 * socket (the provider's `notificationsChanged`).
 */
export function NotificationBellSlot() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
