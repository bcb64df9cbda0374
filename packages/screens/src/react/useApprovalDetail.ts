import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { WireStepOperation } from '@tessera/protocol';
import { useMessages } from '@tessera/react';
import {
  createApprovalDetailModel,
  type ApprovalDetailCommands,
  type ApprovalDetailSnapshot,
} from '../approval/approvalDetailModel.js';
import { approvalFormOf } from './approvalFormOf.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import type { ApprovalForm } from './useApprovalForm.js';

export type { ApprovalAction } from '../approval/approvalDetailModel.js';

/** Input of {@link useApprovalDetail}. */
export interface ApprovalDetailInput {
  calls: ApprovalCalls;
  /** The instance (query `id`). */
  instanceId: string;
  /** The task (query `taskId`); default the caller's open task the detail answers. */
  taskId?: string;
  /** The form (query `formId`); default the instance's. */
  formId?: string;
  /** Query `type`: `todo` shows the comment box and the step's buttons; `cc` marks the CC read. */
  type?: string;
  /** Called 1500 ms after a task action succeeded (back to the todo list). */
  onTaskDone: (operation: WireStepOperation) => void;
  /**
   * Called 1500 ms after a resubmission's 提交成功 (the pages go to the applicant's list);
   * without it the detail reloads.
   */
  onResubmitted?: () => void;
}

/** What the detail / todo page shows and does: the model's snapshot, its form and commands. */
export interface ApprovalDetail
  extends
    Omit<ApprovalDetailSnapshot, 'values' | 'errors'>,
    Omit<ApprovalDetailCommands, 'setField' | 'blurField' | 'validateForm' | 'resetForm'> {
  /** The submitted values and what is typed, bound for either UI kit. */
  form: ApprovalForm;
}

/**
 * The approval detail / todo page's state (spec 2 §2.12) for React: the page's
 * {@link createApprovalDetailModel} read with useSyncExternalStore. The answer is the same object
 * until the model changes.
 */
export function useApprovalDetail(input: ApprovalDetailInput): ApprovalDetail {
  const { calls, instanceId, taskId, formId, type } = input;
  const { client, app, viewer } = calls;
  const messages = useMessages();
  const callbacks = useRef(input);
  callbacks.current = input;
  const resubmitGoesOn = Boolean(input.onResubmitted);
  const model = useMemo(
    () =>
      createApprovalDetailModel({
        client,
        app,
        // The viewer may change without a new model (setViewer below).
        viewer: callbacks.current.calls.viewer,
        messages,
        instanceId,
        taskId,
        formId,
        type,
        onTaskDone: (operation) => callbacks.current.onTaskDone(operation),
        onResubmitted: resubmitGoesOn ? () => callbacks.current.onResubmitted?.() : undefined,
      }),
    [client, app, messages, instanceId, taskId, formId, type, resubmitGoesOn],
  );
  useEffect(() => model.start(), [model]);
  // The viewer is a new object on every render of useApprovalCalls: the model keeps an equal one.
  useEffect(() => model.setViewer(viewer), [model, viewer]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  return useMemo(() => {
    const { values: _values, errors: _errors, ...shown } = snapshot;
    const {
      setField: _setField,
      blurField: _blurField,
      validateForm: _validateForm,
      resetForm: _resetForm,
      getSnapshot: _getSnapshot,
      subscribe: _subscribe,
      setViewer: _setViewer,
      start: _start,
      ...commands
    } = model;
    return { ...shown, ...commands, form: approvalFormOf(model, snapshot) };
  }, [model, snapshot]);
}
