import type { ApprovalStepRecordAnswer, WireStepOperation } from '@tessera/protocol';
import { formatTimeSpent } from '@tessera/validation';
import { formatDateTime } from '@tessera/widgets';
import { APPROVAL_TEXTS, OPERATION_TEXTS } from './approvalTexts.js';

/** One line of the step timeline as both UI kits draw it. */
export interface TimelineEntry {
  key: string;
  stepName: string;
  /** The submitter or approver. */
  userName: string;
  /** `yyyy-MM-dd HH:mm:ss` in the viewer's time zone. */
  time: string;
  /** 发起申请, 同意, 驳回, 退回, 转办, … */
  result: string;
  tone: 'primary' | 'success' | 'danger' | 'warning' | 'default';
  comment: string;
  /** Time spent (spec 2 §9: days, hours, minutes, seconds, zero units left out); '' when none. */
  spent: string;
  /** Whom the action named: 转办给 王五, 加签人员 …, 抄送人员 …; '' for other actions. */
  targets: string;
}

/** The heading of each action's named people (ours). */
const TARGET_HEADINGS: Readonly<Record<string, string>> = {
  TRANSFER: APPROVAL_TEXTS.transferTo,
  ADD_SIGN: APPROVAL_TEXTS.signUsers,
  CC: APPROVAL_TEXTS.ccUsers,
};

/** `转办给 王五` for a transfer (names joined by 、), '' when the record names nobody. */
export function recordTargets(record: ApprovalStepRecordAnswer): string {
  const heading = TARGET_HEADINGS[record.approvalType];
  const names = (record.targets ?? []).map((user) => user.userName).filter(Boolean);
  return heading && names.length > 0 ? `${heading} ${names.join('、')}` : '';
}

/** The result text of a record: APPLY 发起申请, PASS 同意, NOT_PASS 驳回, other actions by name. */
export function recordResult(record: ApprovalStepRecordAnswer): string {
  if (record.approvalType === 'APPLY') return APPROVAL_TEXTS.applied;
  if (record.approvalType === 'RESUBMIT') return APPROVAL_TEXTS.resubmitted;
  if (record.isPass === true) return APPROVAL_TEXTS.pass;
  if (record.isPass === false) return APPROVAL_TEXTS.notPass;
  return (
    (OPERATION_TEXTS as Record<string, string>)[record.approvalType as WireStepOperation] ??
    record.approvalType
  );
}

function toneOf(record: ApprovalStepRecordAnswer): TimelineEntry['tone'] {
  if (record.approvalType === 'APPLY' || record.approvalType === 'RESUBMIT') return 'primary';
  if (record.isPass === true) return 'success';
  if (record.isPass === false) return 'danger';
  if (record.approvalType === 'BACK') return 'warning';
  return 'default';
}

/**
 * The timeline of an instance (spec 2 §2.12: submitter/approver, time, result, comment and
 * time spent), oldest first as the server answers it.
 *
 * @example
 * timelineEntries([{ approvalType: 'PASS', isPass: true, appUserName: '李四', spentMs: 3_600_000, … }])[0];
 * // { result: '同意', spent: '1小时', … }
 */
export function timelineEntries(
  records: readonly ApprovalStepRecordAnswer[] | null | undefined,
): TimelineEntry[] {
  return (records ?? []).map((record, index) => ({
    key: `${index}-${record.createdTime}`,
    stepName: record.stepName,
    userName: record.appUserName,
    time: formatDateTime(record.createdTime),
    result: recordResult(record),
    tone: toneOf(record),
    comment: record.approvalComments ?? '',
    spent:
      typeof record.spentMs === 'number' && record.spentMs >= 0
        ? formatTimeSpent(record.spentMs)
        : '',
    targets: recordTargets(record),
  }));
}
