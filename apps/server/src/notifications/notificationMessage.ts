import {
  APPROVAL_PAGE_PATHS,
  NOTIFICATION_KIND_TEXTS,
  notificationSentence,
  type NotificationKind,
} from '@tessera/protocol';

/*
 * What an out-of-band notification says (README "Notification delivery", texts ours: the spec
 * has none). The sentence is the bell's (protocol's `notificationSentence`); e-mail, SMS and
 * enterprise messaging add a subject, the time and a link.
 */

/** The facts a message is written from. */
export interface MessageFacts {
  kind: NotificationKind;
  instanceId: string | null;
  taskId: string | null;
  workflowName: string;
  applicantName: string;
  processStatus: string;
  /** An account event's device and IP. */
  device: string;
  ip: string;
  created: Date;
}

/** yyyy-MM-dd HH:mm in China time (the product's users read Beijing time). */
function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The page a notification opens, under the account portal's URL. */
export function notificationLink(facts: MessageFacts, portalUrl: string): string {
  const base = portalUrl.replace(/\/+$/, '');
  if (facts.instanceId === null) return `${base}/`;
  const query = new URLSearchParams({ id: facts.instanceId });
  if ((facts.kind === 'todo' || facts.kind === 'urge') && facts.taskId) {
    query.set('taskId', facts.taskId);
    query.set('type', 'todo');
  }
  if (facts.kind === 'cc') query.set('type', 'cc');
  return `${base}${APPROVAL_PAGE_PATHS.approvalDetail}?${query.toString()}`;
}

/** The subject and body of a notification, e.g. 【待办】张三的请假申请待你审批. */
export function notificationMessage(facts: MessageFacts): { subject: string; text: string } {
  const accountEvent = facts.kind === 'passwordChanged' || facts.kind === 'signIn';
  const account = accountEvent ? { device: facts.device, ip: facts.ip } : null;
  const line = notificationSentence({ ...facts, account });
  const subject = `【${NOTIFICATION_KIND_TEXTS[facts.kind]}】${line}`;
  const when = beijingTime(facts.created);
  if (accountEvent) {
    return { subject, text: `${line}。时间：${when}。如非本人操作，请立即修改密码。` };
  }
  const action = facts.kind === 'todo' || facts.kind === 'urge' ? '请及时处理' : '点击查看详情';
  return { subject, text: `${line}（${when}），${action}。` };
}
