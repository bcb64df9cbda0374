import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferencesAnswer,
} from '@tessera/protocol';
import type { Db } from '../db/database.js';

/*
 * Which events reach which out-of-band channel (README "Notification delivery", "Preferences").
 * The in-app bell always gets every notification; a user changes only e-mail, SMS and enterprise
 * messaging. A row exists only where the user chose; the rest read the defaults below.
 */

/**
 * The defaults (ours): e-mail for every event; SMS, which costs per message and interrupts,
 * only for an urge and a changed password; enterprise messaging for every event (used once a
 * provider and the user's binding exist).
 */
export const DEFAULT_PREFERENCES: Readonly<
  Record<NotificationChannel, ReadonlySet<NotificationKind>>
> = {
  email: new Set(NOTIFICATION_KINDS),
  sms: new Set<NotificationKind>(['urge', 'passwordChanged']),
  enterprise: new Set(NOTIFICATION_KINDS),
};

/** The third-party provider whose binding is a user's enterprise messaging address. */
export const ENTERPRISE_PROVIDER = 'wxwork';

/** A user's addresses on the out-of-band channels ('' where none). */
export type ChannelAddresses = Record<NotificationChannel, string>;

/** The users' addresses: their e-mail, mobile phone and enterprise messaging binding. */
export async function readAddresses(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, ChannelAddresses>> {
  const addresses = new Map<string, ChannelAddresses>();
  if (userIds.length === 0) return addresses;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('external_identities as x', (join) =>
      join.onRef('x.user_id', '=', 'u.id').on('x.provider', '=', ENTERPRISE_PROVIDER),
    )
    .select(['u.id', 'u.email', 'u.mobile_phone', 'x.subject'])
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) {
    addresses.set(row.id, {
      email: row.email ?? '',
      sms: row.mobile_phone ?? '',
      enterprise: row.subject ?? '',
    });
  }
  return addresses;
}

/** The users' own choices, as `userId → "event:channel" → enabled`. */
async function readChoices(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, Map<string, boolean>>> {
  const choices = new Map<string, Map<string, boolean>>();
  if (userIds.length === 0) return choices;
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'event', 'channel', 'enabled'])
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) {
    const own = choices.get(row.user_id) ?? new Map<string, boolean>();
    own.set(`${row.event}:${row.channel}`, row.enabled);
    choices.set(row.user_id, own);
  }
  return choices;
}

/** Whether `event` reaches `channel` for a user with these choices. */
function enabled(
  own: Map<string, boolean> | undefined,
  event: NotificationKind,
  channel: NotificationChannel,
): boolean {
  return own?.get(`${event}:${channel}`) ?? DEFAULT_PREFERENCES[channel].has(event);
}

/** One notification to route: whose, and of which kind. */
export interface RoutedNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
}

/**
 * The deliveries these notifications need: one per notification and channel its user enabled
 * for its kind and has an address on. Read inside the notification's own transaction.
 */
export async function deliveriesFor(
  db: Db,
  notifications: readonly RoutedNotification[],
): Promise<{ notificationId: string; channel: NotificationChannel }[]> {
  const userIds = notifications.map((n) => n.userId);
  const [addresses, choices] = await Promise.all([
    readAddresses(db, userIds),
    readChoices(db, userIds),
  ]);
  return notifications.flatMap((n) =>
    NOTIFICATION_CHANNELS.filter(
      (channel) =>
        addresses.get(n.userId)?.[channel] && enabled(choices.get(n.userId), n.kind, channel),
    ).map((channel) => ({ notificationId: n.id, channel })),
  );
}

/** Shows the start and the end of an address: 138****0000, zh***@example.com. */
function mask(channel: NotificationChannel, address: string): string {
  if (!address) return '';
  if (channel === 'sms') return address.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2');
  if (channel === 'email') return address.replace(/^(.{1,2})[^@]*(@.*)$/, '$1***$2');
  return address;
}

/** The caller's preferences, every event × channel, with the channels they can use. */
export async function readPreferences(
  db: Db,
  userId: string,
  configured: ReadonlySet<NotificationChannel>,
): Promise<NotificationPreferencesAnswer> {
  const [addresses, choices] = await Promise.all([
    readAddresses(db, [userId]),
    readChoices(db, [userId]),
  ]);
  const own = addresses.get(userId);
  const mine = choices.get(userId);
  return {
    channels: NOTIFICATION_CHANNELS.map((channel) => {
      const available = Boolean(own?.[channel]) && configured.has(channel);
      return { channel, available, address: available ? mask(channel, own![channel]) : '' };
    }),
    items: NOTIFICATION_KINDS.flatMap((event) =>
      NOTIFICATION_CHANNELS.map((channel) => ({
        event,
        channel,
        enabled: enabled(mine, event, channel),
      })),
    ),
  };
}

/** Saves some of the caller's choices in one transaction (others keep theirs). */
export async function savePreferences(
  db: Db,
  userId: string,
  items: readonly NotificationPreference[],
): Promise<void> {
  // The last choice of an event and channel wins when a body names it twice.
  const latest = new Map(items.map((item) => [`${item.event}:${item.channel}`, item]));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notification_preferences')
      .values(
        [...latest.values()].map((item) => ({
          user_id: userId,
          event: item.event,
          channel: item.channel,
          enabled: item.enabled,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'event', 'channel'])
          .doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })),
      )
      .execute();
  });
}
