import type { NotificationItem, NotificationListAnswer } from '@tessera/protocol';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { publishNotificationsChanged } from './notificationsChanged.js';

/*
 * The caller's notifications (README "Notifications"): the rows of `wf_notifications` addressed
 * to them in one app — a workflow's (its `app_id`) or an account event (no app: every app's
 * bell shows it) — read with what a person needs to understand them: the workflow's name, the
 * applicant, the instance's status, or the account event's device and IP.
 */

/** Refusal of a mark-read naming a notification that is not the caller's (or does not exist). */
export const NOTIFICATION_NOT_FOUND = '通知不存在';

/** Whose notifications, in which app. */
export interface NotificationOwner {
  appId: string;
  userId: string;
}

/** The caller's notifications of `appId` and their account events. */
function ownedBy(db: Db, { appId, userId }: NotificationOwner) {
  return db
    .selectFrom('wf_notifications as n')
    .where('n.user_id', '=', userId)
    .where((eb) => eb.or([eb('n.app_id', '=', appId), eb('n.app_id', 'is', null)]));
}

/** An account event's detail as the list answers it. */
function accountOf(detail: unknown): NotificationItem['account'] {
  if (typeof detail !== 'object' || detail === null) return null;
  const { device, ip } = detail as { device?: unknown; ip?: unknown };
  return { device: typeof device === 'string' ? device : '', ip: typeof ip === 'string' ? ip : '' };
}

/** How many of the caller's notifications are unread. */
export async function countUnread(db: Db, owner: NotificationOwner): Promise<number> {
  const row = await ownedBy(db, owner)
    .where('n.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many tasks of the app wait for the user (the todo list's total without filters), served by
 * the partial index `wf_tasks_todo_idx`.
 */
export async function countTodo(db: Db, owner: NotificationOwner): Promise<number> {
  const row = await db
    .selectFrom('wf_tasks')
    .where('assignee_id', '=', owner.userId)
    .where('app_id', '=', owner.appId)
    .where('status', '=', sql.lit('pending'))
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
    .leftJoin('wf_instances as i', 'i.id', 'n.instance_id')
    .select([
      'n.id',
      'n.kind',
      'n.instance_id',
      'n.task_id',
      'n.created',
      'n.read_at',
      'n.detail',
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
      workflowName: row.workflow_name ?? '',
      applicantName: row.applicant_name ?? '',
      processStatus: row.process_status ?? '',
      workflowInstanceId: row.instance_id,
      taskId: row.task_id,
      account: accountOf(row.detail),
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
      .where((eb) => eb.or([eb('app_id', '=', owner.appId), eb('app_id', 'is', null)]))
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) await publishNotificationsChanged(trx, [owner.userId]);
    return countUnread(trx, owner);
  });
}
