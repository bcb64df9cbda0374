import { createStore } from 'zustand/vanilla';
import { getNotifications, markAllNotificationsRead, markNotificationsRead } from '@tessera/api';
import type { AppRef } from '@tessera/api';
import { SYSTEM_PATHS } from '@tessera/protocol';
import type {
  NotificationItem,
  NotificationListAnswer,
  NotificationsChangedEvent,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { approvalDetailHref, formatDateTime, type CarriedQuery } from '@tessera/widgets';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { NOTIFICATION_TEXTS, notificationSentence } from './notificationTexts.js';

/** One row of the bell's list. */
export interface NotificationRow {
  id: string;
  /** 待办, 催办, 抄送, 审批结果, 账户安全, 登录提醒. */
  kindText: string;
  /** e.g. 张三的请假申请待你审批. */
  text: string;
  /** yyyy-MM-dd HH:mm. */
  time: string;
  read: boolean;
  /** The approval detail it opens (type=todo with its task for 待办 and 催办), or the account page. */
  href: string;
}

/** What the bell shows. */
export interface NotificationCentreSnapshot {
  state: 'loading' | 'ready' | 'failed';
  unreadCount: number;
  rows: NotificationRow[];
  total: number;
}

/**
 * Subscribes to the live unread and todo counts (`subscribeNotificationsChanged` on the app's
 * socket); answers the unsubscribe function.
 */
export type NotificationsChangedPort = (
  onChange: (event: NotificationsChangedEvent) => void,
) => () => void;

/** Input of {@link createNotificationCentreModel}. */
export interface NotificationCentreModelInput {
  client: RequestClient;
  app: AppRef;
  /** The live event; without it the list is loaded once (and on `refresh`). */
  notificationsChanged?: NotificationsChangedPort;
  /** token, userId, nickName: they go with the rows' links. */
  carried?: CarriedQuery;
  /** How many of the newest the list shows. Default 20. */
  pageSize?: number;
  /**
   * The account page an account event (password changed, new sign-in) opens. Default the
   * home, which is the account portal's 账户中心.
   */
  accountHref?: string;
}

/** The bell's model: the snapshot plus its commands. */
export interface NotificationCentreModel extends Model<NotificationCentreSnapshot> {
  refresh(): Promise<void>;
  /** Marks one read (opening it does); the list and the count follow. */
  markRead(id: string): Promise<void>;
  /** 全部已读. */
  markAllRead(): Promise<void>;
}

function hrefOf(item: NotificationItem, carried: CarriedQuery, accountHref: string): string {
  // An account event belongs to no approval: it opens the account page.
  if (item.workflowInstanceId === null) return accountHref;
  const onTask = item.kind === 'todo' || item.kind === 'urge';
  return approvalDetailHref({
    id: item.workflowInstanceId,
    ...(onTask ? { taskId: item.taskId, type: 'todo' } : {}),
    ...(item.kind === 'cc' ? { type: 'cc' } : {}),
    ...carried,
  });
}

function rowOf(
  item: NotificationItem,
  carried: CarriedQuery,
  accountHref: string,
): NotificationRow {
  return {
    id: item.id,
    kindText: NOTIFICATION_TEXTS.kinds[item.kind],
    text: notificationSentence(item),
    time: formatDateTime(item.created, 'yyyy-MM-dd HH:mm'),
    read: item.read,
    href: hrefOf(item, carried, accountHref),
  };
}

/**
 * The notification centre of one app (README "Notification centre"): the signed-in user's
 * newest notifications and unread count, loaded at start and again whenever the live event says
 * they changed (a new one arrived, or some were read — here or in another tab); mark one read,
 * mark all read.
 */
export function createNotificationCentreModel(
  input: NotificationCentreModelInput,
): NotificationCentreModel {
  const { client, app, carried = {}, pageSize = 20, accountHref = SYSTEM_PATHS.home } = input;
  const store = createStore<NotificationCentreSnapshot>()(() => ({
    state: 'loading',
    unreadCount: 0,
    rows: [],
    total: 0,
  }));
  const latest = createLatest();

  const show = (page: NotificationListAnswer) =>
    store.setState({
      state: 'ready',
      unreadCount: page.unreadCount,
      total: page.total,
      rows: page.items.map((item) => rowOf(item, carried, accountHref)),
    });

  let newest: Promise<unknown> = Promise.resolve();
  /**
   * Settles once the newest load answered: a live event may start another one meanwhile, and a
   * command's caller expects to see its effect when it settles.
   */
  const refresh = async () => {
    const answer = getNotifications(client, app, { pageNo: 1, pageSize });
    latest.run(answer, show, () => store.setState({ state: 'failed' }));
    newest = answer;
    let awaited: Promise<unknown> = answer;
    await awaited.catch(() => undefined);
    while (newest !== awaited) {
      awaited = newest;
      await awaited.catch(() => undefined);
    }
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void refresh();
      const unsubscribe = input.notificationsChanged?.(({ unreadCount }) => {
        // The count at once; the rows with the reload.
        store.setState({ unreadCount });
        void refresh();
      });
      return () => {
        unsubscribe?.();
        latest.stop();
      };
    },
    refresh,
    async markRead(id) {
      const row = store.getState().rows.find((each) => each.id === id);
      if (!row || row.read) return;
      await markNotificationsRead(client, app, [id]);
      await refresh();
    },
    async markAllRead() {
      await markAllNotificationsRead(client, app);
      await refresh();
    },
  };
}
