// The notification bell (README "Notification centre"), loaded after the first paint: a module
// of its own, so the first download does not hold the notification centre.
export { NotificationBell } from '@tessera/screens/mobile';
