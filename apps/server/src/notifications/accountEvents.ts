import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { publishNotificationsChanged } from './notificationsChanged.js';
import { writeNotifications } from './writeNotifications.js';

/*
 * Account events as notifications (README "Account events"): a changed password and a sign-in
 * from a new device. Both belong to no app (every app's bell of the user shows them) and open
 * the account page.
 */

/** Where a sign-in or a change came from. */
export interface AccountEventOrigin {
  /** The caller's User-Agent header ('' when none). */
  userAgent: string;
  ip: string;
}

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, '微信'],
  [/wxwork/i, '企业微信'],
  [/Edg\//, 'Edge'],
  [/HeadlessChrome/, 'Chrome'],
  [/Chrome\//, 'Chrome'],
  [/Firefox\//, 'Firefox'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

/**
 * A device as a person reads it, from its User-Agent: "Chrome（Windows）", "微信（iOS）",
 * 未知设备 when neither is recognised.
 */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser}（${system}）`;
  return browser ?? system ?? '未知设备';
}

/**
 * Notes a successful sign-in and, when the user signed in before but never from this device and
 * IP, writes a `signIn` notification (device, IP; its time is the notification's). The first
 * sign-in of an account tells nobody anything new. One transaction.
 */
export async function noteSignIn(
  db: Db,
  userId: string,
  origin: AccountEventOrigin,
): Promise<boolean> {
  const device = describeDevice(origin.userAgent);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('known_sign_ins')
      .select(sql<number>`1`.as('one'))
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    const added = await trx
      .insertInto('known_sign_ins')
      .values({ user_id: userId, device, ip: origin.ip })
      .onConflict((oc) =>
        oc.columns(['user_id', 'device', 'ip']).doUpdateSet({ last_seen: sql<Date>`now()` }),
      )
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .executeTakeFirstOrThrow();
    if (!before || !added.inserted) return false;
    await writeNotifications(trx, [
      { userId, kind: 'signIn', appId: null, detail: { device, ip: origin.ip } },
    ]);
    await publishNotificationsChanged(trx, [userId]);
    return true;
  });
}

/** The device of a password an administrator set (the owner's device is not involved). */
export const ADMIN_CHANGE_DEVICE = '管理员重置';

/**
 * Writes a `passwordChanged` notification (with the device and IP of the change; an
 * administrator's change reads {@link ADMIN_CHANGE_DEVICE}) inside the transaction that changed
 * the password.
 */
export async function notePasswordChanged(
  trx: Db,
  userId: string,
  origin: AccountEventOrigin,
  by: 'self' | 'admin' = 'self',
): Promise<void> {
  const device = by === 'admin' ? ADMIN_CHANGE_DEVICE : describeDevice(origin.userAgent);
  await writeNotifications(trx, [
    { userId, kind: 'passwordChanged', appId: null, detail: { device, ip: origin.ip } },
  ]);
  await publishNotificationsChanged(trx, [userId]);
}
