import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FORM_PATHS, WORKFLOW_PATHS } from '@tessera/protocol';
import type { FormAnswer, TaskDetailAnswer } from '@tessera/protocol';
import type { MessagesPort } from '@tessera/ports';
import { TesseraProvider } from '@tessera/react';
import type { RequestClient } from '@tessera/request';
import { approvalFieldModels } from './approvalFields.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import { useApprovalDetail } from './useApprovalDetail.js';

// The resubmit mode of the detail hook. The server cannot run inside the browser test, so the
// calls go to a small in-memory stand-in behind the `RequestClient` interface that answers like
// the server (envelope data) and records what was sent; the real server runs it end to end in
// the account portal's and the Pc runtime's e2e tests.

const APP = { appId: 'a0000000-0000-4000-8000-000000000001' };
const ZHANG = { userId: 'u-zhang', nickName: '张三' };
const FIELDS = [
  { uuid: 'r', name: 'reason', type: 'textarea', label: '请假事由', rules: [{ required: true }] },
  { uuid: 'd', name: 'days', type: 'number', label: '请假天数', rules: [{ required: true }] },
] as FormAnswer['fields'];
const MODELS = approvalFieldModels(FIELDS);

function returnedDetail(applicantId: string): TaskDetailAnswer {
  return {
    workflowInstanceId: 'i1',
    workFlowId: 'w1',
    workflowName: '请假申请',
    processStatus: 'returned',
    applicantId,
    applicantName: '张三',
    departmentId: null,
    formDataId: 'fd1',
    formId: 'f1',
    fieldDataList: [
      { FieldType: 'textarea', FieldName: 'reason', FieldValue: '家中有事', FieldUuid: 'r' },
      { FieldType: 'number', FieldName: 'days', FieldValue: 2, FieldUuid: 'd' },
    ],
    startedAt: '2026-11-24T08:00:00Z',
    finishedAt: null,
    taskId: null,
    workflowProNodeId: null,
    stepUuid: null,
    stepName: null,
    stepOperationList: [],
    applicantOperationList: ['CANCEL'],
    fieldPermissions: {},
    commentsList: [],
    currentSteps: [],
  };
}

/** The in-memory server: the detail, the form, and addformdata / resubmit recorded. */
function standIn(detail: TaskDetailAnswer, refuse?: string, isSuccess = true) {
  const sent: { path: string; body: unknown }[] = [];
  const shown: string[] = [];
  const messages: MessagesPort = {
    info: (text) => void shown.push(text),
    warning: (text) => void shown.push(text),
    error: (text) => void shown.push(text),
  };
  const form: FormAnswer = {
    id: 'f1',
    name: '请假单',
    formTypeId: null,
    templateId: null,
    fields: FIELDS,
    enabled: true,
    updated: '',
  };
  const client = {
    messages,
    get: async (path: string) => {
      if (path.startsWith(WORKFLOW_PATHS.taskDetail.build({ app: APP.appId }))) return detail;
      if (path === FORM_PATHS.formInfo.build({ appId: APP.appId, id: 'f1' })) return form;
      throw new Error(`unexpected GET ${path}`);
    },
    post: async (path: string, body: unknown) => {
      sent.push({ path, body });
      if (refuse) {
        // As the real client: the server's text is shown, the call rejects.
        messages.error(refuse);
        throw new Error(refuse);
      }
      if (path === FORM_PATHS.addFormData.build({ appId: APP.appId })) return { id: 'fd1' };
      if (path === WORKFLOW_PATHS.resubmit.build({ app: APP.appId }))
        return {
          isSuccess,
          workflowInstanceId: 'i1',
          processStatus: isSuccess ? 'running' : 'returned',
        };
      throw new Error(`unexpected POST ${path}`);
    },
  } as unknown as RequestClient;
  const calls: ApprovalCalls = {
    client,
    app: APP,
    account: { accountUrl: '' } as ApprovalCalls['account'],
    viewer: ZHANG,
    needsSignIn: false,
  };
  return { calls, sent, shown, messages };
}

function Detail({ calls, onResubmitted }: { calls: ApprovalCalls; onResubmitted: () => void }) {
  const detail = useApprovalDetail({
    calls,
    instanceId: 'i1',
    onTaskDone: () => undefined,
    onResubmitted,
  });
  if (detail.state !== 'ready' || detail.form.values.reason === undefined) return <p>loading</p>;
  const reason = detail.form.bind(MODELS[0]!);
  return (
    <div>
      {/* First, so a message appearing on blur does not move it under the pointer. */}
      <button type="button" onClick={() => void detail.resubmit()}>
        重新提交
      </button>
      <span data-testid="mode">{detail.canResubmit ? 'resubmit' : 'view'}</span>
      <span data-testid="editable">{detail.models.filter(detail.editable).length}</span>
      <span data-testid="actions">{detail.applicantActions.map((a) => a.text).join(',')}</span>
      <input
        aria-label="reason"
        value={String(reason.value ?? '')}
        onChange={(event) => reason.onChange(event.target.value)}
        onBlur={reason.onBlur}
      />
      <span data-testid="reason-error">{reason.error ?? ''}</span>
      <span data-testid="done">{String(detail.done)}</span>
    </div>
  );
}

async function renderDetail(detail: TaskDetailAnswer, refuse?: string, isSuccess?: boolean) {
  const server = standIn(detail, refuse, isSuccess);
  const redirected: number[] = [];
  const screen = await render(
    <TesseraProvider messages={server.messages}>
      <Detail calls={server.calls} onResubmitted={() => redirected.push(Date.now())} />
    </TesseraProvider>,
  );
  return { ...server, screen, redirected };
}

describe('useApprovalDetail: the applicant resubmits a returned instance', () => {
  it('checks the form first, then stores the form data, resubmits, 提交成功 and moves on', async () => {
    const { screen, sent, shown, redirected } = await renderDetail(returnedDetail(ZHANG.userId));
    await expect.element(screen.getByTestId('mode')).toHaveTextContent('resubmit');
    await expect.element(screen.getByTestId('editable')).toHaveTextContent('2');
    await expect.element(screen.getByTestId('actions')).toHaveTextContent('撤销');
    const reason = screen.getByLabelText('reason');
    await expect.element(reason).toHaveValue('家中有事');

    // spec 2 §5: an empty required field is refused before anything is sent.
    await reason.fill('');
    await screen.getByText('重新提交').click();
    await expect.element(screen.getByTestId('reason-error')).toHaveTextContent('请假事由不能为空');
    await expect.poll(() => shown).toEqual(['请假事由不能为空']);
    expect(sent).toEqual([]);

    await reason.fill('家中有事，已补充交接人');
    await screen.getByText('重新提交').click();
    await expect.element(screen.getByTestId('done')).toHaveTextContent('true');
    expect(shown.at(-1)).toBe('提交成功');
    expect(sent.map((call) => call.path)).toEqual([
      FORM_PATHS.addFormData.build({ appId: APP.appId }),
      WORKFLOW_PATHS.resubmit.build({ app: APP.appId }),
    ]);
    expect(sent[0]!.body).toEqual({
      id: 'fd1',
      formId: 'f1',
      jsonData: { reason: '家中有事，已补充交接人', days: 2 },
    });
    expect(sent[1]!.body).toMatchObject({
      flowInstanceId: 'i1',
      fieldDataList: [
        { FieldName: 'reason', FieldValue: '家中有事，已补充交接人', FieldUuid: 'r' },
        { FieldName: 'days', FieldValue: 2, FieldUuid: 'd' },
      ],
    });
    // 1500 ms later the page moves on (the applicant's list), once.
    expect(redirected).toHaveLength(0);
    await expect.poll(() => redirected.length, { timeout: 3000 }).toBe(1);
  });

  it('shows the server’s message when the resubmission is refused, and stays', async () => {
    const { screen, shown, redirected } = await renderDetail(
      returnedDetail(ZHANG.userId),
      '审批已结束',
    );
    await expect.element(screen.getByLabelText('reason')).toHaveValue('家中有事');
    await screen.getByText('重新提交').click();
    await expect.poll(() => shown.at(-1)).toBe('审批已结束');
    await expect.element(screen.getByTestId('done')).toHaveTextContent('false');
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(redirected).toHaveLength(0);
  });

  it('says 提交失败 when the server answers isSuccess: false', async () => {
    const { screen, shown } = await renderDetail(returnedDetail(ZHANG.userId), undefined, false);
    await expect.element(screen.getByLabelText('reason')).toHaveValue('家中有事');
    await screen.getByText('重新提交').click();
    await expect.poll(() => shown.at(-1)).toBe('提交失败');
    await expect.element(screen.getByTestId('done')).toHaveTextContent('false');
  });

  it('is not offered to anyone but the applicant', async () => {
    const { screen, sent } = await renderDetail(returnedDetail('u-someone-else'));
    await expect.element(screen.getByTestId('mode')).toHaveTextContent('view');
    await expect.element(screen.getByTestId('editable')).toHaveTextContent('0');
    await screen.getByText('重新提交').click();
    expect(sent).toEqual([]);
  });
});
