import { Button, Stack } from '@mui/material';
import { formatDateTime, readApprovalQuery } from '@tessera/widgets';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import { useApprovalCalls } from '../../react/useApprovalCalls.js';
import { useFormDetail } from '../../react/useFormDetail.js';
import { ApprovalField, ApprovalFieldValue } from './ApprovalField.js';
import { ApprovalCard, ApprovalFailed, ApprovalFrame, ApprovalLoading } from './ApprovalParts.js';

/**
 * /frame/form-detail (spec 2 §2.12): a submitted form. Query id, editable 0/1, userId, nickName,
 * url, title, token. `editable=1` draws the fields as inputs with 保存 (保存成功 / 保存失败！);
 * otherwise the submitted values are shown read-only.
 */
export function FormDetailPage({ search }: { search: URLSearchParams }) {
  const query = readApprovalQuery(search);
  const calls = useApprovalCalls(query);
  const page = useFormDetail({ calls, id: query.id, editable: query.editable });
  const data = page.data;
  return (
    <ApprovalFrame
      calls={calls}
      title={query.title || page.formAnswer?.name || APPROVAL_TEXTS.formDetailTitle}
      subtitle={data && `${data.CreatedName} · ${formatDateTime(data.updated, 'yyyy-MM-dd HH:mm')}`}
      testId="form-detail"
    >
      {page.state === 'loading' && <ApprovalLoading />}
      {page.state === 'failed' && <ApprovalFailed />}
      {page.state === 'ready' && (
        <>
          <ApprovalCard title={APPROVAL_TEXTS.formSection} testId="approval-form">
            <Stack spacing={page.editable ? 1 : 0}>
              {page.models.map((model) =>
                page.editable ? (
                  <ApprovalField key={model.name} binding={page.form.bind(model)} />
                ) : (
                  <ApprovalFieldValue key={model.name} binding={page.form.bind(model)} />
                ),
              )}
            </Stack>
          </ApprovalCard>
          {page.editable && (
            <Stack direction="row" justifyContent="flex-end">
              <Button
                variant="contained"
                size="large"
                loading={page.saving}
                onClick={() => void page.save()}
                data-testid="form-save"
                sx={{ minWidth: 160 }}
              >
                {APPROVAL_TEXTS.save}
              </Button>
            </Stack>
          )}
        </>
      )}
    </ApprovalFrame>
  );
}
