import { NOTIFICATION_KIND_TEXTS } from '@tessera/protocol';

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
  kinds: NOTIFICATION_KIND_TEXTS,
} as const;

/** The sentence a notification reads as: protocol's, shared with the server's e-mail and SMS. */
export { notificationSentence } from '@tessera/protocol';
