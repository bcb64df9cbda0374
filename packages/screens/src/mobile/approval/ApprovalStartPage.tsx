import { useState } from 'react';
import { Button, ErrorBlock, List, NoticeBar, Picker, SafeArea } from 'antd-mobile';
import { useNavigation } from '@tessera/react';
import type { ApprovalPageQuery } from '@tessera/widgets';
import { submittedHref, workflowStartHref } from '../../approval/approvalPages.js';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import { useApprovalPage, type ApprovalCalls } from '../../react/useApprovalCalls.js';
import { useApprovalCategories } from '../../react/useApprovalCategories.js';
import { useApprovalStart } from '../../react/useApprovalStart.js';
import { goBack } from '../account/AccountLayout.js';
import { ApprovalFieldItem } from './ApprovalFieldItem.js';
import { ApprovalCard, ApprovalFailed, ApprovalFrame, ApprovalLoading } from './ApprovalFrame.js';

/** Without `id`: the categories with their workflows; tapping one opens its start page. */
function Chooser({ calls, query }: { calls: ApprovalCalls; query: ApprovalPageQuery }) {
  const navigation = useNavigation();
  const { state, groups } = useApprovalCategories(calls);
  if (state === 'loading') return <ApprovalLoading />;
  if (state === 'failed') return <ApprovalFailed />;
  if (groups.length === 0) {
    return <ErrorBlock status="empty" title={APPROVAL_TEXTS.chooserEmpty} description="" />;
  }
  return (
    <>
      {groups.map((group) => (
        <ApprovalCard key={group.categoryId} title={group.name} testId="approval-category">
          <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
            {group.workflows.map((workflow) => (
              <List.Item
                key={workflow.id}
                description={workflow.memo || undefined}
                onClick={() => navigation?.navigate(workflowStartHref(workflow, query))}
              >
                <span data-testid="workflow-option">{workflow.displayName}</span>
              </List.Item>
            ))}
          </List>
        </ApprovalCard>
      ))}
    </>
  );
}

/** With `id`: applicant, department, the form and 提交. */
function StartForm({ calls, query }: { calls: ApprovalCalls; query: ApprovalPageQuery }) {
  const navigation = useNavigation();
  const [pickerOpen, setPickerOpen] = useState(false);
  const start = useApprovalStart({
    calls,
    workflowId: query.id,
    formId: query.formId || undefined,
    onSubmitted: () => {
      if (navigation) navigation.navigate(submittedHref(query), { replace: true });
      else goBack(navigation);
    },
  });
  const department = start.departments.find((d) => d.id === start.departmentId);
  const missing = start.workflowState === 'missing';
  return (
    <>
      {missing && (
        <NoticeBar content={APPROVAL_TEXTS.noWorkflow} color="error" data-testid="no-workflow" />
      )}
      <ApprovalCard
        title={start.workflow?.displayName ?? APPROVAL_TEXTS.startTitle}
        testId="approval-start-head"
      >
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <List.Item extra={calls.viewer?.nickName ?? ''}>{APPROVAL_TEXTS.applicant}</List.Item>
          {start.requireDepartment && (
            <List.Item
              extra={
                start.departmentError ? (
                  <span style={{ color: 'var(--adm-color-danger)' }}>{start.departmentError}</span>
                ) : (
                  (department?.label ?? (
                    <span style={{ color: '#ccc' }}>{APPROVAL_TEXTS.chooseDepartment}</span>
                  ))
                )
              }
              onClick={start.departmentError ? undefined : () => setPickerOpen(true)}
              data-testid="department-picker"
            >
              {APPROVAL_TEXTS.department}
            </List.Item>
          )}
        </List>
      </ApprovalCard>
      <Picker
        visible={pickerOpen}
        title={APPROVAL_TEXTS.chooseDepartment}
        columns={[start.departments.map((d) => ({ label: d.label, value: d.id }))]}
        value={start.departmentId ? [start.departmentId] : []}
        onClose={() => setPickerOpen(false)}
        onConfirm={(value) => start.setDepartmentId((value[0] as string | undefined) ?? null)}
      />
      {start.formState === 'loading' && !missing && <ApprovalLoading />}
      {start.models.length > 0 && (
        <ApprovalCard title={APPROVAL_TEXTS.formSection} testId="approval-form">
          {start.models.map((model) => (
            <ApprovalFieldItem key={model.name} binding={start.form.bind(model)} />
          ))}
        </ApprovalCard>
      )}
      <div style={{ padding: '24px 16px 16px' }}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={start.submitting}
          disabled={start.submitDisabled}
          onClick={() => void start.submit()}
          data-testid="approval-submit"
        >
          {missing ? APPROVAL_TEXTS.noWorkflow : APPROVAL_TEXTS.submit}
        </Button>
      </div>
      <SafeArea position="bottom" />
    </>
  );
}

/**
 * /frame/approval-category (spec 2 §2.12) in the account portal: the chooser of the workflows by
 * category without `id`, else the start form (query id, formId, userId, nickName, token, title).
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
