import type { NotificationItem, NotificationKind } from './notificationPaths.js';
import type { WireProcessStatus } from './workflowTypes.js';

/*
 * The words of a notification, written once for the bells (screens) and the server's e-mail and
 * SMS messages. 待办, 催办 and 抄送 are spec 2 §2.12's words; the rest are ours (the spec has
 * none: server README "Notification delivery").
 */

/** What a notification is about, by kind: the bell's tag and the bracket of an e-mail subject. */
export const NOTIFICATION_KIND_TEXTS: Readonly<Record<NotificationKind, string>> = {
  todo: '待办',
  urge: '催办',
  cc: '抄送',
  result: '审批结果',
  passwordChanged: '账户安全',
  signIn: '登录提醒',
};

/** The status texts of an instance (ours: spec 2 §4 leaves the full list unstated). */
export const PROCESS_STATUS_TEXTS: Readonly<Record<WireProcessStatus, string>> = {
  running: '审批中',
  returned: '已退回',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤回',
  cancelled: '已撤销',
};

/** The status text of an instance; an unknown status shows as it is. */
export function processStatusText(status: string): string {
  return (PROCESS_STATUS_TEXTS as Record<string, string>)[status] ?? status;
}

/** The facts a notification's sentence is written from. */
export type NotificationFacts = Pick<
  NotificationItem,
  'kind' | 'workflowName' | 'applicantName' | 'processStatus' | 'account'
>;

/**
 * The sentence a notification reads as, e.g. 张三的请假申请待你审批; an account event names its
 * device and IP: 你的账户在新设备登录：Chrome（Windows），IP 192.0.2.1.
 */
export function notificationSentence(item: NotificationFacts): string {
  const from = item.account ? `${item.account.device}，IP ${item.account.ip}` : '';
  if (item.kind === 'passwordChanged') return `你的账户密码已修改（${from}）`;
  if (item.kind === 'signIn') return `你的账户在新设备登录：${from}`;
  const what = `${item.applicantName}的${item.workflowName}`;
  if (item.kind === 'urge') return `${item.applicantName}催你审批${item.workflowName}`;
  if (item.kind === 'cc') return `${what}抄送给你`;
  if (item.kind === 'result')
    return `你的${item.workflowName}${processStatusText(item.processStatus)}`;
  return `${what}待你审批`;
}
