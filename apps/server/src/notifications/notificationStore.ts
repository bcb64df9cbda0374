import type { NotificationItem, NotificationListAnswer } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { publishNotificationsChanged } from './notificationsChanged.js';

/*
 * The caller's notifications (README "Notifications"): the rows of the workflow outbox
 * `wf_notifications` addressed to them, of one app (through their instance), read with what a
 * person needs to understand them — the workflow's name, the applicant, the instance's status.
 */

/** Refusal of a mark-read naming a notification that is not the caller's (or does not exist). */
export const NOTIFICATION_NOT_FOUND = '通知不存在';

/** Whose notifications, in which app. */
export interface NotificationOwner {
  appId: string;
  userId: string;
}

/** The caller's notifications of `appId`, joined to their instances. */
function ownedBy(db: Db, { appId, userId }: NotificationOwner) {
  return db
    .selectFrom('wf_notifications as n')
    .innerJoin('wf_instances as i', 'i.id', 'n.instance_id')
    .where('n.user_id', '=', userId)
    .where('i.app_id', '=', appId);
}

/** How many of the caller's notifications are unread. */
export async function countUnread(db: Db, owner: NotificationOwner): Promise<number> {
  const row = await ownedBy(db, owner)
    .where('n.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of the caller's notifications, newest first, with the total and the unread count. */
export async function listNotifications(
  db: Db,
  owner: NotificationOwner,
  page: { pageNo: number; pageSize: number },
): Promise<NotificationListAnswer> {
  const rows = await ownedBy(db, owner)
    .select([
      'n.id',
      'n.kind',
      'n.instance_id',
      'n.task_id',
      'n.created',
      'n.read_at',
      'i.workflow_name',
      'i.applicant_name',
      'i.process_status',
    ])
    .orderBy('n.created', 'desc')
    .orderBy('n.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const total = await ownedBy(db, owner)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total.count),
    unreadCount: await countUnread(db, owner),
    items: rows.map((row): NotificationItem => ({
      id: String(row.id),
      kind: row.kind as NotificationItem['kind'],
      workflowName: row.workflow_name,
      applicantName: row.applicant_name,
      processStatus: row.process_status,
      workflowInstanceId: row.instance_id,
      taskId: row.task_id,
      created: new Date(row.created).toISOString(),
      read: row.read_at !== null,
    })),
  };
}

/**
 * Marks some of the caller's notifications read, in one transaction: every id must be the
 * caller's in this app, else nothing changes and the call answers 40400 通知不存在 (another
 * user's id is as unknown as a made-up one). Answers the unread count after.
 */
export async function markRead(
  db: Db,
  owner: NotificationOwner,
  ids: readonly string[],
): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const owned = await ownedBy(trx, owner)
      .where('n.id', 'in', wanted)
      .select('n.id')
      .forUpdate()
      .execute();
    if (owned.length !== wanted.length) throw notFound(NOTIFICATION_NOT_FOUND);
    const changed = await trx
      .updateTable('wf_notifications')
      .set({ read_at: new Date() })
      .where('id', 'in', wanted)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) await publishNotificationsChanged(trx, [owner.userId]);
    return countUnread(trx, owner);
  });
}

/** Marks every unread notification of the caller in this app read; answers the unread count after. */
export async function markAllRead(db: Db, owner: NotificationOwner): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('wf_notifications')
      .set({ read_at: new Date() })
      .where('user_id', '=', owner.userId)
      .where('read_at', 'is', null)
      .where(
        'instance_id',
        'in',
        trx.selectFrom('wf_instances').select('id').where('app_id', '=', owner.appId),
      )
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) await publishNotificationsChanged(trx, [owner.userId]);
    return countUnread(trx, owner);
  });
}
