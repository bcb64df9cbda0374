import type { NotificationItem } from '@tessera/protocol';
import { processStatusText } from '../approval/approvalTexts.js';

/**
 * The notification centre's texts (README "Notification centre"). 待办, 催办 and 抄送 are the
 * spec's words (spec 2 §2.12 type todo, spec 2 §4 urge 催办, CC 抄送); the rest are ours.
 */
export const NOTIFICATION_TEXTS = {
  bell: '通知',
  title: '通知',
  markAllRead: '全部已读',
  empty: '暂无通知',
  failed: '通知加载失败',
  kinds: { todo: '待办', urge: '催办', cc: '抄送', result: '审批结果' },
} as const;

/** The sentence a notification reads as, e.g. 张三的请假申请待你审批. */
export function notificationSentence(item: NotificationItem): string {
  const what = `${item.applicantName}的${item.workflowName}`;
  if (item.kind === 'urge') return `${item.applicantName}催你审批${item.workflowName}`;
  if (item.kind === 'cc') return `${what}抄送给你`;
  if (item.kind === 'result')
    return `你的${item.workflowName}${processStatusText(item.processStatus)}`;
  return `${what}待你审批`;
}
