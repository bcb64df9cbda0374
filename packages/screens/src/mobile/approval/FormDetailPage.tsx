import { Button, SafeArea } from 'antd-mobile';
import { readApprovalQuery } from '@tessera/widgets';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import { useApprovalCalls } from '../../react/useApprovalCalls.js';
import { useFormDetail } from '../../react/useFormDetail.js';
import { ApprovalFieldItem } from './ApprovalFieldItem.js';
import { ApprovalCard, ApprovalFailed, ApprovalFrame, ApprovalLoading } from './ApprovalFrame.js';

/**
 * /frame/form-detail (spec 2 §2.12): a submitted form, read-only, or with `editable=1` its fields
 * editable and 保存 (保存失败！ when the save fails).
 */
export function FormDetailPage({ search }: { search: URLSearchParams }) {
  const query = readApprovalQuery(search);
  const calls = useApprovalCalls(query);
  const page = useFormDetail({ calls, id: query.id, editable: query.editable });
  return (
    <ApprovalFrame
      calls={calls}
      title={query.title || APPROVAL_TEXTS.formDetailTitle}
      testId="form-detail"
    >
      {page.state === 'loading' && <ApprovalLoading />}
      {page.state === 'failed' && <ApprovalFailed />}
      {page.state === 'ready' && (
        <>
          <ApprovalCard title={page.formAnswer?.name ?? page.data?.formName} testId="approval-form">
            {page.models.map((model) => (
              <ApprovalFieldItem
                key={model.name}
                binding={page.form.bind(model)}
                readOnly={!page.editable}
              />
            ))}
          </ApprovalCard>
          {page.editable && (
            <div style={{ padding: '24px 16px 16px' }}>
              <Button
                block
                color="primary"
                size="large"
                shape="rounded"
                loading={page.saving}
                onClick={() => void page.save()}
                data-testid="form-save"
              >
                {APPROVAL_TEXTS.save}
              </Button>
            </div>
          )}
          <SafeArea position="bottom" />
        </>
      )}
    </ApprovalFrame>
  );
}
