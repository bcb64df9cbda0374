import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, List, SafeArea, Steps, Tag, TextArea } from 'antd-mobile';
import type { WireStepOperation } from '@tessera/protocol';
import { useNavigation } from '@tessera/react';
import { formatDateTime, approvalListHref, readApprovalQuery } from '@tessera/widgets';
import {
  APPROVAL_TEXTS,
  PROCESS_STATUS_TONES,
  processStatusText,
} from '../../approval/approvalTexts.js';
import type { TimelineEntry } from '../../approval/approvalTimeline.js';
import { useApprovalCalls } from '../../react/useApprovalCalls.js';
import { useApprovalDetail, type ApprovalDetail } from '../../react/useApprovalDetail.js';
import { ApprovalFieldItem } from './ApprovalFieldItem.js';
import { ApprovalCard, ApprovalFailed, ApprovalFrame, ApprovalLoading } from './ApprovalFrame.js';
import { BackPopup, UserPopup, type UserPopupKind } from './ApprovalActionPopups.js';

/** antd-mobile Tag colours of the tones. */
export const TONE_COLORS = {
  primary: 'primary',
  warning: 'warning',
  success: 'success',
  danger: 'danger',
  default: 'default',
} as const;

function Head({ detail }: { detail: ApprovalDetail }) {
  const d = detail.detail!;
  const waiting = d.currentSteps
    .map(
      (step) =>
        `${step.stepName}${step.approverNames.length ? `（${step.approverNames.join('、')}）` : ''}`,
    )
    .join('；');
  return (
    <ApprovalCard
      title={<span data-testid="workflow-name">{d.workflowName}</span>}
      extra={
        <Tag
          color={TONE_COLORS[PROCESS_STATUS_TONES[d.processStatus] ?? 'default']}
          fill="outline"
          data-testid="instance-status"
        >
          {processStatusText(d.processStatus)}
        </Tag>
      }
      testId="approval-head"
    >
      <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--font-size': '14px' }}>
        <List.Item extra={<span data-testid="applicant-name">{d.applicantName}</span>}>
          {APPROVAL_TEXTS.applicant}
        </List.Item>
        <List.Item extra={formatDateTime(d.startedAt, 'yyyy-MM-dd HH:mm')}>
          {APPROVAL_TEXTS.startedAt}
        </List.Item>
        {d.finishedAt && (
          <List.Item extra={formatDateTime(d.finishedAt, 'yyyy-MM-dd HH:mm')}>
            {APPROVAL_TEXTS.finishedAt}
          </List.Item>
        )}
        {waiting && (
          <List.Item extra={<span data-testid="current-step">{waiting}</span>}>
            {APPROVAL_TEXTS.currentStep}
          </List.Item>
        )}
      </List>
    </ApprovalCard>
  );
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ApprovalCard title={APPROVAL_TEXTS.timeline} testId="approval-timeline">
      <div style={{ padding: '8px 8px 0' }}>
        <Steps direction="vertical" current={entries.length}>
          {entries.map((entry) => (
            <Steps.Step
              key={entry.key}
              status={entry.tone === 'danger' ? 'error' : 'finish'}
              title={
                <span
                  data-testid="timeline-entry"
                  style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
                >
                  <span>
                    <span style={{ fontWeight: 600, color: '#1a1a1a' }}>{entry.userName}</span>
                    <Tag color={TONE_COLORS[entry.tone]} fill="outline" style={{ marginLeft: 8 }}>
                      {entry.result}
                    </Tag>
                  </span>
                  <span style={{ color: '#969799', fontSize: 12, fontWeight: 400 }}>
                    {entry.time}
                  </span>
                </span>
              }
              description={
                <div style={{ fontSize: 13, color: '#646566', lineHeight: 1.6 }}>
                  <div>{entry.stepName}</div>
                  {entry.targets && (
                    <div data-testid="timeline-targets" style={{ color: '#323233' }}>
                      {entry.targets}
                    </div>
                  )}
                  {entry.comment && (
                    <div
                      data-testid="timeline-comment"
                      style={{
                        background: '#f7f8fa',
                        borderRadius: 4,
                        padding: '4px 8px',
                        margin: '4px 0',
                        color: '#323233',
                      }}
                    >
                      {entry.comment}
                    </div>
                  )}
                  {entry.spent && (
                    <div style={{ color: '#969799' }}>
                      {APPROVAL_TEXTS.spent} {entry.spent}
                    </div>
                  )}
                </div>
              }
            />
          ))}
        </Steps>
      </div>
    </ApprovalCard>
  );
}

function CommentBox({ detail }: { detail: ApprovalDetail }) {
  return (
    <ApprovalCard title={APPROVAL_TEXTS.comment} testId="approval-comment">
      <div style={{ padding: '12px 16px' }}>
        <TextArea
          aria-label={APPROVAL_TEXTS.comment}
          placeholder={APPROVAL_TEXTS.commentPlaceholder}
          value={detail.comment}
          onChange={detail.setComment}
          autoSize={{ minRows: 3, maxRows: 5 }}
          maxLength={500}
        />
      </div>
    </ApprovalCard>
  );
}

function ActionBar({ detail }: { detail: ApprovalDetail }) {
  const [backOpen, setBackOpen] = useState(false);
  const [userPopup, setUserPopup] = useState<UserPopupKind | null>(null);
  const open = (operation: WireStepOperation) => {
    if (operation === 'BACK') setBackOpen(true);
    else if (operation === 'TRANSFER' || operation === 'ADD_SIGN' || operation === 'CC')
      setUserPopup(operation);
  };
  const main = detail.taskActions.filter(
    (a) => a.operation === 'PASS' || a.operation === 'NOT_PASS',
  );
  const more = detail.taskActions.filter(
    (a) => a.operation !== 'PASS' && a.operation !== 'NOT_PASS',
  );
  return (
    <>
      <BottomBar testId="approval-actions">
        {more.length > 0 && (
          <div style={{ display: 'flex', gap: 8, marginBottom: 10 }}>
            {more.map((action) => (
              <Button
                key={action.operation}
                size="small"
                fill="outline"
                shape="rounded"
                style={{ flex: 1 }}
                disabled={detail.busy || detail.done}
                onClick={() => open(action.operation)}
              >
                {action.text}
              </Button>
            ))}
          </div>
        )}
        <div style={{ display: 'flex', gap: 12 }}>
          {main.map((action) => (
            <Button
              key={action.operation}
              block
              shape="rounded"
              color={action.operation === 'PASS' ? 'primary' : 'danger'}
              fill={action.operation === 'PASS' ? 'solid' : 'outline'}
              disabled={detail.busy || detail.done}
              onClick={() =>
                void (action.operation === 'PASS' ? detail.approve() : detail.reject())
              }
            >
              {action.text}
            </Button>
          ))}
        </div>
      </BottomBar>
      <BackPopup detail={detail} visible={backOpen} onClose={() => setBackOpen(false)} />
      <UserPopup detail={detail} kind={userPopup} onClose={() => setUserPopup(null)} />
    </>
  );
}

function ApplicantBar({ detail }: { detail: ApprovalDetail }) {
  const act = async (operation: WireStepOperation) => {
    if (operation === 'URGE') return void detail.urge();
    const content =
      operation === 'WITHDRAW' ? APPROVAL_TEXTS.withdrawConfirm : APPROVAL_TEXTS.cancelConfirm;
    const confirmed = await Dialog.confirm({
      content,
      confirmText: APPROVAL_TEXTS.confirm,
      cancelText: APPROVAL_TEXTS.cancelDialog,
    });
    if (!confirmed) return;
    if (operation === 'WITHDRAW') await detail.withdraw();
    else await detail.cancel();
  };
  return (
    <>
      <BottomBar testId="applicant-actions" row>
        {detail.applicantActions.map((action) => (
          <Button
            key={action.operation}
            block
            shape="rounded"
            color={action.operation === 'URGE' ? 'primary' : 'default'}
            fill={action.operation === 'URGE' ? 'solid' : 'outline'}
            disabled={detail.busy || detail.done}
            onClick={() => void act(action.operation)}
          >
            {action.text}
          </Button>
        ))}
        {detail.canResubmit && (
          <Button
            block
            shape="rounded"
            color="primary"
            fill="solid"
            loading={detail.busy}
            disabled={detail.busy || detail.done}
            onClick={() => void detail.resubmit()}
            data-testid="approval-resubmit"
          >
            {APPROVAL_TEXTS.resubmitted}
          </Button>
        )}
      </BottomBar>
    </>
  );
}

/** The space kept between the page's last card and the action bar. */
const BAR_GAP = 12;

/**
 * The action bar fixed at the bottom of the screen, above the safe area; `row` lays its buttons
 * side by side. The page keeps room for it: a spacer of the bar's measured height (buttons wrap,
 * the safe area differs per phone), and the document's scroll padding, so a field scrolled into
 * view (the 审批意见 box as it takes focus) stops above the bar instead of under it.
 */
function BottomBar({
  testId,
  row = false,
  children,
}: {
  testId: string;
  row?: boolean;
  children: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const room = element.offsetHeight + BAR_GAP;
      setHeight(room);
      root.style.scrollPaddingBottom = `${room}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <>
      <div style={{ height }} />
      <div
        ref={bar}
        data-testid={testId}
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          background: '#fff',
          boxShadow: '0 -2px 8px rgba(0,0,0,0.06)',
          padding: '10px 12px',
          zIndex: 10,
        }}
      >
        {row ? <div style={{ display: 'flex', gap: 12 }}>{children}</div> : children}
        <SafeArea position="bottom" />
      </div>
    </>
  );
}

/**
 * /frame/approval-detail (spec 2 §2.12): the instance, its form, the step timeline, and for
 * `type=todo` the comment box with 同意 / 驳回 and the step's other allowed operations; the
 * applicant's 催办 / 撤回 / 撤销 on their own open instance, and on a returned one the editable
 * form with 重新提交 (then the applicant's list).
 */
export function ApprovalDetailPage({ search }: { search: URLSearchParams }) {
  const query = readApprovalQuery(search);
  const calls = useApprovalCalls(query);
  const navigation = useNavigation();
  const carried = { token: query.token, userId: query.userId, nickName: query.nickName };
  const detail = useApprovalDetail({
    calls,
    instanceId: query.id,
    taskId: query.taskId || undefined,
    formId: query.formId || undefined,
    type: query.type,
    onTaskDone: () => navigation?.navigate(approvalListHref('todo', carried), { replace: true }),
    onResubmitted: () =>
      navigation?.navigate(approvalListHref('apply', carried), { replace: true }),
  });
  return (
    <ApprovalFrame
      calls={calls}
      title={query.title || APPROVAL_TEXTS.detailTitle}
      testId="approval-detail"
    >
      {detail.state === 'loading' && <ApprovalLoading />}
      {detail.state === 'failed' && <ApprovalFailed title={APPROVAL_TEXTS.notFound} />}
      {detail.state === 'ready' && detail.detail && (
        <>
          <Head detail={detail} />
          {detail.models.length > 0 && (
            <ApprovalCard title={APPROVAL_TEXTS.formSection} testId="approval-form">
              {detail.models
                .filter((model) => !detail.hidden(model))
                .map((model) => (
                  <ApprovalFieldItem
                    key={model.name}
                    binding={detail.form.bind(model)}
                    readOnly={!detail.editable(model)}
                  />
                ))}
            </ApprovalCard>
          )}
          {detail.isTodo && <CommentBox detail={detail} />}
          <Timeline entries={detail.timeline} />
          {detail.isTodo ? (
            <ActionBar detail={detail} />
          ) : detail.applicantActions.length > 0 || detail.canResubmit ? (
            <ApplicantBar detail={detail} />
          ) : (
            <div style={{ height: 24 }} />
          )}
        </>
      )}
    </ApprovalFrame>
  );
}
