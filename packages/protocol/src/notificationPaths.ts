import { Type } from 'typebox';
import type { Static } from 'typebox';
import { route } from './route.js';

/**
 * Why a notification reached its reader (the workflow outbox's kinds): a task arrived (`todo`),
 * the applicant urged a task (`urge`, 催办), the instance was copied to the reader (`cc`, 抄送),
 * or the reader's own instance ended (`result`).
 */
export const WORKFLOW_NOTIFICATION_KINDS = ['todo', 'urge', 'cc', 'result'] as const;

/**
 * Account events (protocol README "Notifications"): the password was changed (`passwordChanged`)
 * or the account signed in (`signIn`, with its device and IP). They belong to no approval and
 * show in the bell of every app the user opens.
 */
export const ACCOUNT_NOTIFICATION_KINDS = ['passwordChanged', 'signIn'] as const;

/** Every kind of notification, in the order the preferences list them. */
export const NOTIFICATION_KINDS = [
  ...WORKFLOW_NOTIFICATION_KINDS,
  ...ACCOUNT_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The channels a notification may travel besides the in-app bell (always): e-mail, SMS and
 * enterprise messaging (spec 2 §7.4; an interface without a provider yet).
 */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'enterprise'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** One notification of the caller's (protocol README "Notifications"). */
export const NotificationItemSchema = Type.Object({
  /** The notification's id (text: a bigserial). */
  id: Type.String(),
  kind: Type.Enum(NOTIFICATION_KINDS),
  /** The workflow's display name (spec 2 §3 Workflow displayName), e.g. 请假申请; '' for an account event. */
  workflowName: Type.String(),
  /** The applicant's name. */
  applicantName: Type.String(),
  /** The instance's processStatus now (a `result` reads approved, rejected, …). */
  processStatus: Type.String(),
  /** The instance to open (spec 2 §2.12 approval detail `id`); null for an account event. */
  workflowInstanceId: Type.Union([Type.String(), Type.Null()]),
  /** The task to open, when the notification is about one (approval detail `taskId`). */
  taskId: Type.Union([Type.String(), Type.Null()]),
  /** An account event's facts (`signIn`: the device and the IP it came from); else null. */
  account: Type.Union([Type.Object({ device: Type.String(), ip: Type.String() }), Type.Null()]),
  /** When it was written (ISO 8601). */
  created: Type.String(),
  read: Type.Boolean(),
});
export type NotificationItem = Static<typeof NotificationItemSchema>;

/** One page of the caller's notifications, newest first, and how many are unread in all. */
export const NotificationListAnswerSchema = Type.Object({
  total: Type.Integer(),
  unreadCount: Type.Integer(),
  items: Type.Array(NotificationItemSchema),
});
export type NotificationListAnswer = Static<typeof NotificationListAnswerSchema>;

/** What a mark-read call answers: how many are unread now. */
export const NotificationUnreadAnswerSchema = Type.Object({ unreadCount: Type.Integer() });
export type NotificationUnreadAnswer = Static<typeof NotificationUnreadAnswerSchema>;

/** Body of `markRead`: the notifications to mark read (the caller's own, at most 100). */
export const MarkNotificationsReadSchema = Type.Object({
  ids: Type.Array(Type.String({ maxLength: 20 }), { minItems: 1, maxItems: 100 }),
});
export type MarkNotificationsRead = Static<typeof MarkNotificationsReadSchema>;

/** One event's choice on one channel. */
export const NotificationPreferenceSchema = Type.Object({
  event: Type.Enum(NOTIFICATION_KINDS),
  channel: Type.Enum(NOTIFICATION_CHANNELS),
  enabled: Type.Boolean(),
});
export type NotificationPreference = Static<typeof NotificationPreferenceSchema>;

/** A channel as the preferences show it: usable or not, and why not. */
export const NotificationChannelStateSchema = Type.Object({
  channel: Type.Enum(NOTIFICATION_CHANNELS),
  /** The user has an address on it and the server a provider for it. */
  available: Type.Boolean(),
  /** Where it goes (a masked address), '' when unavailable. */
  address: Type.String(),
});
export type NotificationChannelState = Static<typeof NotificationChannelStateSchema>;

/** The caller's preferences: every event × channel (defaults filled in) and the channels' state. */
export const NotificationPreferencesAnswerSchema = Type.Object({
  channels: Type.Array(NotificationChannelStateSchema),
  items: Type.Array(NotificationPreferenceSchema),
});
export type NotificationPreferencesAnswer = Static<typeof NotificationPreferencesAnswerSchema>;

/** Body of `savePreferences`: the choices to change (others keep theirs). */
export const SaveNotificationPreferencesSchema = Type.Object({
  items: Type.Array(NotificationPreferenceSchema, { minItems: 1, maxItems: 100 }),
});
export type SaveNotificationPreferences = Static<typeof SaveNotificationPreferencesSchema>;

/**
 * The notification centre's calls (the spec is silent; protocol README "Notifications"): the
 * signed-in caller's own notifications of one app, `?pageNo&pageSize` (default 1 and 20).
 */
export const NOTIFICATION_PATHS = {
  /** GET the caller's notifications, newest first, with the unread count. */
  list: route('/api/:appId/notifications', {
    method: 'GET',
    answer: NotificationListAnswerSchema,
  }),
  /** POST mark some read: body {@link MarkNotificationsRead}; another user's id answers 40400. */
  markRead: route('/api/:appId/notifications/read', {
    method: 'POST',
    body: MarkNotificationsReadSchema,
    answer: NotificationUnreadAnswerSchema,
  }),
  /** POST mark every notification of the caller read. */
  markAllRead: route('/api/:appId/notifications/readall', {
    method: 'POST',
    answer: NotificationUnreadAnswerSchema,
  }),
  /** GET the caller's notification preferences (which events reach which channel). */
  preferences: route('/api/:appId/notifications/preferences', {
    method: 'GET',
    answer: NotificationPreferencesAnswerSchema,
  }),
  /** POST change some preferences: body {@link SaveNotificationPreferences}; answers them all. */
  savePreferences: route('/api/:appId/notifications/preferences', {
    method: 'POST',
    body: SaveNotificationPreferencesSchema,
    answer: NotificationPreferencesAnswerSchema,
  }),
} as const;

/**
 * The subscription of the unread count and the todo count (on the content subscription socket,
 * spec 1 §7): both at once, and after every change of the caller's notifications or tasks.
 */
export const NOTIFICATIONS_CHANGED_SUBSCRIPTION =
  'subscription ($appId: String!) { notificationsChanged(appId: $appId) { unreadCount todoCount } }';

/** What one `notificationsChanged` event carries. */
export interface NotificationsChangedEvent {
  /** The caller's unread notifications of the app. */
  unreadCount: number;
  /** The caller's pending tasks of the app (the 待办 list's total). */
  todoCount: number;
}
