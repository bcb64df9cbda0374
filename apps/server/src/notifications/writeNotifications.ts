import type { NotificationKind } from '@tessera/protocol';
import { toJson, type Db } from '../db/database.js';
import { deliveriesFor } from './notificationPreferences.js';

/** One notification to write (README "Notification delivery"). */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** The app whose bell shows it; null: every app of the user (an account event). */
  appId: string | null;
  workflowInstanceId?: string | null;
  taskId?: string | null;
  /** An account event's facts (device, IP). */
  detail?: Record<string, string> | null;
}

/**
 * Writes notifications and their deliveries, inside the caller's transaction (the transactional
 * outbox): the in-app one is the row itself, seen once the transaction commits; each out-of-band
 * channel the user enabled and has an address on gets one `notification_deliveries` row, which
 * the dispatcher sends exactly once. The caller publishes `notificationsChanged` in the same
 * transaction. Answers the new ids.
 */
export async function writeNotifications(
  trx: Db,
  notifications: readonly NewNotification[],
): Promise<string[]> {
  if (notifications.length === 0) return [];
  const rows = await trx
    .insertInto('wf_notifications')
    .values(
      notifications.map((n) => ({
        user_id: n.userId,
        kind: n.kind,
        app_id: n.appId === null ? null : n.appId.toLowerCase(),
        instance_id: n.workflowInstanceId ?? null,
        task_id: n.taskId ?? null,
        detail: n.detail ? toJson(n.detail) : null,
        created: new Date(),
      })),
    )
    .returning('id')
    .execute();
  const deliveries = await deliveriesFor(
    trx,
    rows.map((row, index) => ({
      id: String(row.id),
      userId: notifications[index]!.userId,
      kind: notifications[index]!.kind,
    })),
  );
  if (deliveries.length > 0) {
    await trx
      .insertInto('notification_deliveries')
      .values(
        deliveries.map((d) => ({
          notification_id: d.notificationId,
          channel: d.channel,
          next_attempt_at: new Date(),
        })),
      )
      .execute();
  }
  return rows.map((row) => String(row.id));
}
