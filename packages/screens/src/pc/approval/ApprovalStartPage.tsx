import {
  Alert,
  Avatar,
  Box,
  Button,
  CardActionArea,
  Grid,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNavigation } from '@tessera/react';
import type { ApprovalPageQuery } from '@tessera/widgets';
import { submittedHref, workflowStartHref } from '../../approval/approvalPages.js';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import { useApprovalPage, type ApprovalCalls } from '../../react/useApprovalCalls.js';
import { useApprovalCategories } from '../../react/useApprovalCategories.js';
import { useApprovalStart } from '../../react/useApprovalStart.js';
import { ApprovalField } from './ApprovalField.js';
import {
  ApprovalCard,
  ApprovalFailed,
  ApprovalFrame,
  ApprovalLoading,
  SummaryItem,
} from './ApprovalParts.js';

/** Without `id`: the categories with their workflows as tiles; one opens its start page. */
function Chooser({ calls, query }: { calls: ApprovalCalls; query: ApprovalPageQuery }) {
  const navigation = useNavigation();
  const { state, groups } = useApprovalCategories(calls);
  if (state === 'loading') return <ApprovalLoading />;
  if (state === 'failed') return <ApprovalFailed />;
  if (groups.length === 0) {
    return <Alert severity="info">{APPROVAL_TEXTS.chooserEmpty}</Alert>;
  }
  return (
    <>
      {groups.map((group) => (
        <ApprovalCard key={group.categoryId} title={group.name} testId="approval-category">
          <Grid container spacing={2}>
            {group.workflows.map((workflow) => (
              <Grid key={workflow.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Paper variant="outlined" sx={{ borderRadius: 2, height: '100%' }}>
                  <CardActionArea
                    sx={{
                      p: 2,
                      height: '100%',
                      display: 'flex',
                      justifyContent: 'flex-start',
                      gap: 1.5,
                    }}
                    onClick={() => navigation?.navigate(workflowStartHref(workflow, query))}
                  >
                    <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40 }}>
                      {workflow.displayName.slice(0, 1)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle2" noWrap>
                        {workflow.displayName}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {workflow.memo || ' '}
                      </Typography>
                    </Box>
                  </CardActionArea>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </ApprovalCard>
      ))}
    </>
  );
}

/** With `id`: the applicant, the department picker, the form and 提交. */
function StartForm({ calls, query }: { calls: ApprovalCalls; query: ApprovalPageQuery }) {
  const navigation = useNavigation();
  const start = useApprovalStart({
    calls,
    workflowId: query.id,
    formId: query.formId || undefined,
    onSubmitted: () => navigation?.navigate(submittedHref(query), { replace: true }),
  });
  const missing = start.workflowState === 'missing';
  return (
    <>
      {missing && (
        <Alert severity="error" data-testid="no-workflow">
          {APPROVAL_TEXTS.noWorkflow}
        </Alert>
      )}
      <ApprovalCard
        title={start.workflow?.displayName ?? APPROVAL_TEXTS.startTitle}
        testId="approval-start-head"
      >
        <Grid container spacing={3} alignItems="center">
          <Grid size={{ xs: 12, sm: 6 }}>
            <SummaryItem label={APPROVAL_TEXTS.applicant}>
              <span data-testid="approval-applicant">{calls.viewer?.nickName ?? ''}</span>
            </SummaryItem>
          </Grid>
          {start.requireDepartment && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                required
                label={APPROVAL_TEXTS.department}
                value={start.departmentId ?? ''}
                onChange={(event) => start.setDepartmentId(event.target.value || null)}
                error={Boolean(start.departmentError)}
                helperText={start.departmentError ?? ' '}
                disabled={Boolean(start.departmentError)}
                data-testid="department-picker"
              >
                {start.departments.map((department) => (
                  <MenuItem key={department.id} value={department.id}>
                    {department.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          )}
        </Grid>
      </ApprovalCard>
      {start.formState === 'loading' && !missing && <ApprovalLoading />}
      {start.models.length > 0 && (
        <ApprovalCard title={APPROVAL_TEXTS.formSection} testId="approval-form">
          <Stack spacing={1}>
            {start.models.map((model) => (
              <ApprovalField key={model.name} binding={start.form.bind(model)} />
            ))}
          </Stack>
        </ApprovalCard>
      )}
      <Stack direction="row" justifyContent="flex-end" spacing={2}>
        <Button
          variant="contained"
          size="large"
          disabled={start.submitDisabled}
          loading={start.submitting}
          onClick={() => void start.submit()}
          data-testid="approval-submit"
          sx={{ minWidth: 160 }}
        >
          {missing ? APPROVAL_TEXTS.noWorkflow : APPROVAL_TEXTS.submit}
        </Button>
      </Stack>
    </>
  );
}

/**
 * /frame/approval-category (spec 2 §2.12): the approval-start page. Query id, formId, userId,
 * nickName, token, title; without `id` a chooser of the workflows by category.
 */
export function ApprovalStartPage({ search }: { search: URLSearchParams }) {
  const { query, calls } = useApprovalPage(search);
  const Body = query.id ? StartForm : Chooser;
  return (
    <ApprovalFrame
      calls={calls}
      title={query.title || APPROVAL_TEXTS.startTitle}
      testId="approval-start"
    >
      <Body calls={calls} query={query} />
    </ApprovalFrame>
  );
}
