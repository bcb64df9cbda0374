import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { approvalFieldModels } from '../approval/approvalFields.js';
import { useApprovalForm } from './useApprovalForm.js';

const MODELS = approvalFieldModels([
  { uuid: 'r', name: 'reason', type: 'textarea', label: '请假事由', rules: [{ required: true }] },
  { uuid: 'd', name: 'start', type: 'date', label: '开始日期', rules: [{ required: true }] },
]);

/** A tiny form: a text field (checked on blur), a date set by a button (checked on change). */
function LeaveForm() {
  const form = useApprovalForm(MODELS);
  const [verdict, setVerdict] = useState('');
  const reason = form.bind(MODELS[0]!);
  const start = form.bind(MODELS[1]!);
  return (
    <div>
      <input
        aria-label="reason"
        value={String(reason.value ?? '')}
        onChange={(event) => reason.onChange(event.target.value)}
        onBlur={reason.onBlur}
      />
      <span data-testid="reason-error">{reason.error ?? ''}</span>
      <button type="button" onClick={() => start.onChange(null)}>
        clear date
      </button>
      <button type="button" onClick={() => start.onChange('2026-12-01')}>
        pick date
      </button>
      <span data-testid="start-error">{start.error ?? ''}</span>
      <button type="button" onClick={() => setVerdict(form.validate() ?? '通过')}>
        submit
      </button>
      <span data-testid="verdict">{verdict}</span>
    </div>
  );
}

describe('useApprovalForm (spec 2 §5: on blur, on change for dates, every field at submit)', () => {
  it('checks text on blur, dates on change, and all fields at submit', async () => {
    const screen = await render(<LeaveForm />);
    const reason = screen.getByLabelText('reason');
    await reason.click();
    await screen.getByText('pick date').click(); // blurs the text field
    await expect.element(screen.getByTestId('reason-error')).toHaveTextContent('请假事由不能为空');
    await expect.element(screen.getByTestId('start-error')).toHaveTextContent('');
    await screen.getByText('clear date').click();
    await expect.element(screen.getByTestId('start-error')).toHaveTextContent('请选择日期');
    await reason.fill('家中有事');
    await expect.element(screen.getByTestId('reason-error')).toHaveTextContent('');
    await screen.getByText('submit').click();
    await expect.element(screen.getByTestId('verdict')).toHaveTextContent('请选择日期');
    await screen.getByText('pick date').click();
    await screen.getByText('submit').click();
    await expect.element(screen.getByTestId('verdict')).toHaveTextContent('通过');
  });
});
