import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useMemo } from 'react';
import type { ApprovalStepRecordAnswer, FormFieldDefinition } from '@tessera/protocol';
import { approvalFieldModels } from '../../approval/approvalFields.js';
import { timelineEntries } from '../../approval/approvalTimeline.js';
import { useApprovalForm } from '../../react/useApprovalForm.js';
import { ApprovalField } from './ApprovalField.js';
import { ApprovalTimeline } from './ApprovalParts.js';

const FIELDS: FormFieldDefinition[] = [
  {
    uuid: 'reason',
    name: 'reason',
    label: '请假事由',
    type: 'textarea',
    rules: [{ required: true }],
  },
  {
    uuid: 'leaveType',
    name: 'leaveType',
    label: '请假类型',
    type: 'select',
    rules: [{ required: true }],
    options: { choices: [{ label: '年假', value: '年假' }] },
  },
];

/** The Pc fields of a form over the headless form state, with its values shown for the test. */
function Form() {
  const models = useMemo(() => approvalFieldModels(FIELDS), []);
  const form = useApprovalForm(models);
  return (
    <>
      {models.map((model) => (
        <ApprovalField key={model.name} binding={form.bind(model)} />
      ))}
      <output data-testid="values">{JSON.stringify(form.values)}</output>
    </>
  );
}

describe('Pc approval fields and timeline', () => {
  it('checks a field on blur with the spec’s message and keeps what is typed', async () => {
    const view = await render(<Form />);
    const reason = view.getByRole('textbox', { name: '请假事由' });
    await reason.click();
    await view.getByRole('combobox').click();
    await expect.element(view.getByText('请假事由不能为空')).toBeVisible();
    await view.getByRole('option', { name: '年假' }).click();
    await reason.fill('探亲');
    await expect
      .element(view.getByTestId('values'))
      .toHaveTextContent('{"reason":"探亲","leaveType":"年假"}');
    await expect.element(view.getByText('请假事由不能为空')).not.toBeInTheDocument();
  });

  it('draws each record: step, person, result, time spent and comment', async () => {
    const records: ApprovalStepRecordAnswer[] = [
      {
        approvalType: 'APPLY',
        isPass: null,
        appUserId: 'u1',
        appUserName: '张三',
        createdTime: '2026-11-24T08:00:00Z',
        approvalComments: '',
        stepName: '申请人',
        spentMs: null,
        targets: [],
      },
      {
        approvalType: 'PASS',
        isPass: true,
        appUserId: 'u2',
        appUserName: '李四',
        createdTime: '2026-11-24T09:01:05Z',
        approvalComments: '同意',
        stepName: '部门主管审批',
        spentMs: 3_665_000,
        targets: [],
      },
    ];
    const view = await render(<ApprovalTimeline entries={timelineEntries(records)} />);
    const entries = view.getByTestId('timeline-entry');
    await expect.element(entries.nth(0)).toHaveTextContent(/申请人.*张三.*发起申请/);
    await expect.element(entries.nth(1)).toHaveTextContent(/部门主管审批.*李四.*同意/);
    await expect.element(entries.nth(1)).toHaveTextContent('耗时 1小时1分钟5秒');
  });
});
