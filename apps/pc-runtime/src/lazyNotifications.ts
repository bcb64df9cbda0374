// The notification bell loads after the first paint (README "Notification centre"): a module of
// its own, so the first download stays as it was.
export { NotificationBell } from '@tessera/screens/pc';
