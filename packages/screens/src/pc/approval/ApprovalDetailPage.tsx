import { useState } from 'react';
import { Alert, Box, Button, Grid, Stack, TextField } from '@mui/material';
import { useNavigation } from '@tessera/react';
import { formatDateTime, approvalListHref, readApprovalQuery } from '@tessera/widgets';
import {
  APPROVAL_TEXTS,
  PROCESS_STATUS_TONES,
  processStatusText,
} from '../../approval/approvalTexts.js';
import { useApprovalCalls } from '../../react/useApprovalCalls.js';
import { useApprovalDetail, type ApprovalAction } from '../../react/useApprovalDetail.js';
import { ApprovalActionDialog, type DialogOperation } from './ApprovalActionDialogs.js';
import { ApprovalField, ApprovalFieldValue } from './ApprovalField.js';
import {
  ApprovalCard,
  ApprovalFailed,
  ApprovalFrame,
  ApprovalLoading,
  ApprovalTimeline,
  StatusChip,
  SummaryItem,
} from './ApprovalParts.js';

/**
 * /frame/approval-detail (spec 2 §2.12): the approval detail / todo page. Query id, taskId,
 * formId, userId, nickName, type, title. The summary, the form (fields the step lets the approver
 * write are editable on a todo), the step timeline; with `type=todo` the comment box, 同意 / 驳回
 * and the step's other allowed actions; the applicant's 催办 / 撤回 / 撤销 on an open instance, and
 * on a returned one the editable form with 重新提交 (then the applicant's list).
 */
export function ApprovalDetailPage({ search }: { search: URLSearchParams }) {
  const query = readApprovalQuery(search);
  const calls = useApprovalCalls(query);
  const navigation = useNavigation();
  const [dialog, setDialog] = useState<DialogOperation | null>(null);
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
  const info = detail.detail;

  const act = (action: ApprovalAction) => {
    if (action.operation === 'PASS') void detail.approve();
    else if (action.operation === 'NOT_PASS') void detail.reject();
    else if (action.operation === 'URGE') void detail.urge();
    else setDialog(action.operation as DialogOperation);
  };
  const applicantButtons = detail.applicantActions.map((action) => (
    <Button
      key={action.operation}
      variant="outlined"
      color={action.operation === 'URGE' ? 'primary' : 'inherit'}
      disabled={detail.busy || detail.done}
      onClick={() => act(action)}
    >
      {action.text}
    </Button>
  ));
  if (detail.canResubmit) {
    applicantButtons.push(
      <Button
        key="RESUBMIT"
        variant="contained"
        disabled={detail.busy || detail.done}
        loading={detail.busy}
        onClick={() => void detail.resubmit()}
        data-testid="approval-resubmit"
      >
        {APPROVAL_TEXTS.resubmitted}
      </Button>,
    );
  }

  return (
    <ApprovalFrame
      calls={calls}
      title={query.title || APPROVAL_TEXTS.detailTitle}
      actions={
        applicantButtons.length > 0 && (
          <Stack direction="row" spacing={1} data-testid="applicant-actions">
            {applicantButtons}
          </Stack>
        )
      }
      testId="approval-detail"
    >
      {detail.state === 'loading' && <ApprovalLoading />}
      {detail.state === 'failed' && (
        <ApprovalFailed title={APPROVAL_TEXTS.notFound} onRetry={detail.reload} />
      )}
      {detail.state === 'ready' && info && (
        <>
          <ApprovalCard
            title={info.workflowName}
            action={
              <StatusChip
                text={processStatusText(info.processStatus)}
                tone={PROCESS_STATUS_TONES[info.processStatus] ?? 'default'}
              />
            }
            testId="approval-summary"
          >
            <Grid container spacing={3}>
              <Grid size={{ xs: 6, sm: 3 }}>
                <SummaryItem label={APPROVAL_TEXTS.applicant}>{info.applicantName}</SummaryItem>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <SummaryItem label={APPROVAL_TEXTS.startedAt}>
                  {formatDateTime(info.startedAt, 'yyyy-MM-dd HH:mm')}
                </SummaryItem>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <SummaryItem label={APPROVAL_TEXTS.currentStep}>
                  {info.currentSteps.map((step) => step.stepName).join('、') || '—'}
                </SummaryItem>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <SummaryItem label={APPROVAL_TEXTS.approvers}>
                  {info.currentSteps.flatMap((step) => step.approverNames).join('、') || '—'}
                </SummaryItem>
              </Grid>
            </Grid>
          </ApprovalCard>

          <ApprovalCard title={APPROVAL_TEXTS.formSection} testId="approval-form">
            {detail.models.filter((model) => !detail.hidden(model)).length === 0 && (
              <Box sx={{ color: 'text.secondary' }}>{APPROVAL_TEXTS.empty}</Box>
            )}
            {detail.models
              .filter((model) => !detail.hidden(model))
              .map((model) =>
                detail.editable(model) ? (
                  <Box key={model.name} sx={{ pt: 1 }}>
                    <ApprovalField binding={detail.form.bind(model)} />
                  </Box>
                ) : (
                  <ApprovalFieldValue key={model.name} binding={detail.form.bind(model)} />
                ),
              )}
          </ApprovalCard>

          <ApprovalCard title={APPROVAL_TEXTS.timeline}>
            <ApprovalTimeline entries={detail.timeline} />
          </ApprovalCard>

          {detail.isTodo && (
            <ApprovalCard title={APPROVAL_TEXTS.myTask} testId="approval-task">
              {detail.done ? (
                <Alert severity="success">{APPROVAL_TEXTS.approved}</Alert>
              ) : (
                <Stack spacing={2}>
                  <TextField
                    label={APPROVAL_TEXTS.comment}
                    placeholder={APPROVAL_TEXTS.commentPlaceholder}
                    multiline
                    minRows={3}
                    fullWidth
                    value={detail.comment}
                    onChange={(event) => detail.setComment(event.target.value)}
                    slotProps={{ htmlInput: { 'data-testid': 'approval-comment' } }}
                  />
                  <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
                    {detail.taskActions.map((action) => (
                      <Button
                        key={action.operation}
                        variant={
                          action.operation === 'PASS' || action.operation === 'NOT_PASS'
                            ? 'contained'
                            : 'outlined'
                        }
                        color={
                          action.operation === 'PASS'
                            ? 'primary'
                            : action.operation === 'NOT_PASS'
                              ? 'error'
                              : 'inherit'
                        }
                        disabled={detail.busy}
                        onClick={() => act(action)}
                        data-testid={`action-${action.operation}`}
                        sx={{ minWidth: 96 }}
                      >
                        {action.text}
                      </Button>
                    ))}
                  </Stack>
                </Stack>
              )}
            </ApprovalCard>
          )}
        </>
      )}
      <ApprovalActionDialog operation={dialog} detail={detail} onClose={() => setDialog(null)} />
    </ApprovalFrame>
  );
}
