import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * One notification's delivery on one out-of-band channel (migration 0020_notification_delivery;
 * README "Notification delivery"): `pending` until sent (`sent`) or given up (`failed`, with the
 * last error). `next_attempt_at` is both the backoff and the claim's lease.
 */
export interface NotificationDeliveriesTable {
  id: Generated<string>;
  notification_id: string;
  channel: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created: Timestamp;
}

/** A user's choice of one event on one channel (absent: the default of README "Preferences"). */
export interface NotificationPreferencesTable {
  user_id: string;
  event: string;
  channel: string;
  enabled: boolean;
}

/** A device and IP a user signed in from (a sign-in from a new one is an account event). */
export interface KnownSignInsTable {
  user_id: string;
  device: string;
  ip: string;
  first_seen: Timestamp;
  last_seen: Timestamp;
}

/** The delivery tables. */
export interface NotificationTables {
  known_sign_ins: KnownSignInsTable;
  notification_deliveries: NotificationDeliveriesTable;
  notification_preferences: NotificationPreferencesTable;
}
