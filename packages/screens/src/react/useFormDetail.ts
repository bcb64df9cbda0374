import { useMemo } from 'react';
import { useMessages } from '@tessera/react';
import { createFormDetailModel, type FormDetailSnapshot } from '../approval/formDetailModel.js';
import { approvalFormOf } from './approvalFormOf.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import type { ApprovalForm } from './useApprovalForm.js';
import { useModel } from './useModel.js';

/** What the form-detail page shows and does. */
export interface FormDetail extends Omit<FormDetailSnapshot, 'values' | 'errors'> {
  form: ApprovalForm;
  /** Checks the form, then addformdata with the id; 保存成功 or 保存失败！. */
  save: () => Promise<boolean>;
}

/** /frame/form-detail's state for React: {@link createFormDetailModel}. */
export function useFormDetail(input: {
  calls: ApprovalCalls;
  id: string;
  editable: boolean;
}): FormDetail {
  const { calls, id, editable } = input;
  const { client, app } = calls;
  const messages = useMessages();
  const [snapshot, model] = useModel(
    () => createFormDetailModel({ client, app, messages, id, editable }),
    [client, app, messages, id, editable],
  );
  return useMemo(
    () => ({ ...snapshot, form: approvalFormOf(model, snapshot), save: model.save }),
    [model, snapshot],
  );
}
