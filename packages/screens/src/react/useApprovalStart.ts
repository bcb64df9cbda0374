import { useEffect, useMemo, useRef } from 'react';
import type { StartInstanceAnswer } from '@tessera/protocol';
import { useMessages } from '@tessera/react';
import {
  createApprovalStartModel,
  type ApprovalStartCommands,
  type ApprovalStartSnapshot,
} from '../approval/approvalStartModel.js';
import { approvalFormOf } from './approvalFormOf.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import type { ApprovalForm } from './useApprovalForm.js';
import { useModel } from './useModel.js';

/** Input of {@link useApprovalStart}. */
export interface ApprovalStartInput {
  calls: ApprovalCalls;
  /** The workflow (query `id`). */
  workflowId: string;
  /** The form (query `formId`); default the workflow's. */
  formId?: string;
  /** Called 1500 ms after 提交成功 (the page goes to the list, or back). */
  onSubmitted: (answer: StartInstanceAnswer) => void;
}

/** What the approval-start page shows and does: the model's snapshot, its form and commands. */
export interface ApprovalStart
  extends
    Omit<ApprovalStartSnapshot, 'values' | 'errors'>,
    Pick<ApprovalStartCommands, 'setDepartmentId' | 'submit'> {
  form: ApprovalForm;
}

/** The approval-start page's state for React: {@link createApprovalStartModel}. */
export function useApprovalStart(input: ApprovalStartInput): ApprovalStart {
  const { calls, workflowId, formId } = input;
  const { client, app, account, viewer } = calls;
  const messages = useMessages();
  const latest = useRef(input);
  latest.current = input;
  const [snapshot, model] = useModel(
    () =>
      createApprovalStartModel({
        client,
        app,
        account,
        viewer: latest.current.calls.viewer,
        messages,
        workflowId,
        formId,
        onSubmitted: (answer) => latest.current.onSubmitted(answer),
      }),
    [client, app, account, messages, workflowId, formId],
  );
  useEffect(() => model.setViewer(viewer), [model, viewer]);
  return useMemo(
    () => ({
      ...snapshot,
      form: approvalFormOf(model, snapshot),
      setDepartmentId: model.setDepartmentId,
      submit: model.submit,
    }),
    [model, snapshot],
  );
}
