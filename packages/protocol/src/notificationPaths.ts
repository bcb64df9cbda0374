import { Type } from 'typebox';
import type { Static } from 'typebox';
import { route } from './route.js';

/**
 * Why a notification reached its reader (the workflow outbox's kinds): a task arrived (`todo`),
 * the applicant urged a task (`urge`, 催办), the instance was copied to the reader (`cc`, 抄送),
 * or the reader's own instance ended (`result`).
 */
export const NOTIFICATION_KINDS = ['todo', 'urge', 'cc', 'result'] as const;

/** One notification of the caller's (protocol README "Notifications"). */
export const NotificationItemSchema = Type.Object({
  /** The notification's id (text: a bigserial). */
  id: Type.String(),
  kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  /** The workflow's display name (spec 2 §3 Workflow displayName), e.g. 请假申请. */
  workflowName: Type.String(),
  /** The applicant's name. */
  applicantName: Type.String(),
  /** The instance's processStatus now (a `result` reads approved, rejected, …). */
  processStatus: Type.String(),
  /** The instance to open (spec 2 §2.12 approval detail `id`). */
  workflowInstanceId: Type.String(),
  /** The task to open, when the notification is about one (approval detail `taskId`). */
  taskId: Type.Union([Type.String(), Type.Null()]),
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
} as const;

/** The subscription of the unread count (on the content subscription socket, spec 1 §7). */
export const NOTIFICATIONS_CHANGED_SUBSCRIPTION =
  'subscription ($appId: String!) { notificationsChanged(appId: $appId) { unreadCount } }';
