import { useEffect, useMemo, useRef, useState } from 'react';
import {
  addFormData,
  getDepartsByUserId,
  getFormInfo,
  getWorkflowById,
  isFlowRequireDepartment,
  startInstance,
  type UserDepartment,
} from '@tessera/api';
import type { FormAnswer, StartInstanceAnswer, WorkflowConfigAnswer } from '@tessera/protocol';
import { useMessages } from '@tessera/react';
import {
  approvalFieldModels,
  emptyApprovalValues,
  toFieldDataList,
  toFormJsonData,
} from './approvalFields.js';
import type { ApprovalFieldModel } from './approvalFields.js';
import { APPROVAL_REDIRECT_MS } from '@tessera/widgets';
import { APPROVAL_TEXTS } from './approvalTexts.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import { useApprovalForm, type ApprovalForm } from './useApprovalForm.js';

/** Input of {@link useApprovalStart}. */
export interface ApprovalStartInput {
  calls: ApprovalCalls;
  /** The workflow (query `id`). */
  workflowId: string;
  /** The form (query `formId`); default the workflow's. */
  formId?: string;
  /** Called {@link APPROVAL_REDIRECT_MS} after 提交成功 (the page goes to the list, or back). */
  onSubmitted: (answer: StartInstanceAnswer) => void;
}

/** What the approval-start page shows and does. */
export interface ApprovalStart {
  /** `loading` until workflowbyid answers; `missing` shows 未获取到审批流程！ and disables submit. */
  workflowState: 'loading' | 'ready' | 'missing';
  workflow: WorkflowConfigAnswer | null;
  /** `loading` until the form answers; `missing` when there is none. */
  formState: 'loading' | 'ready' | 'missing';
  formAnswer: FormAnswer | null;
  models: ApprovalFieldModel[];
  form: ApprovalForm;
  /** isFlowRequireDepartment. */
  requireDepartment: boolean;
  departments: UserDepartment[];
  /** 用户部门信息获取失败 when the lookup failed, else null. */
  departmentError: string | null;
  departmentId: string | null;
  setDepartmentId: (id: string | null) => void;
  /** Submit is disabled (no workflow, still loading, or submitting). */
  submitDisabled: boolean;
  submitting: boolean;
  /** true from 提交成功 until the redirect. */
  submitted: boolean;
  submit: () => Promise<boolean>;
}

/**
 * The approval-start page's state (spec 2 §2.12): the workflow (workflowbyid), its form
 * (forminfo), the applicant's departments when the flow requires one, the form state, and the
 * submit: form validation first, then addformdata, then startinstance with the fields as
 * `fieldDataList`; 提交成功 and `onSubmitted` after 1500 ms, or 提交失败.
 */
export function useApprovalStart(input: ApprovalStartInput): ApprovalStart {
  const { calls, workflowId } = input;
  const { client, app, account } = calls;
  const messages = useMessages();
  const userId = calls.viewer?.userId ?? '';
  const [workflow, setWorkflow] = useState<WorkflowConfigAnswer | null>(null);
  const [workflowState, setWorkflowState] = useState<ApprovalStart['workflowState']>('loading');
  const [formAnswer, setFormAnswer] = useState<FormAnswer | null>(null);
  const [formState, setFormState] = useState<ApprovalStart['formState']>('loading');
  const [requireDepartment, setRequireDepartment] = useState(false);
  const [departments, setDepartments] = useState<UserDepartment[]>([]);
  const [departmentError, setDepartmentError] = useState<string | null>(null);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const onSubmitted = useRef(input.onSubmitted);
  onSubmitted.current = input.onSubmitted;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The workflow, then its form and whether it needs a department.
  const formId = input.formId || workflow?.formId || '';
  useEffect(() => {
    let live = true;
    setWorkflowState('loading');
    if (!workflowId) {
      setWorkflowState('missing');
      return;
    }
    getWorkflowById(client, app, workflowId).then(
      (answer) => {
        if (!live) return;
        setWorkflow(answer);
        setWorkflowState(answer ? 'ready' : 'missing');
        if (answer) setRequireDepartment(answer.requireDepartment === true);
      },
      () => live && setWorkflowState('missing'),
    );
    isFlowRequireDepartment(client, app, workflowId).then(
      (required) => live && setRequireDepartment(required),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, app, workflowId]);

  useEffect(() => {
    if (!formId) {
      if (workflowState !== 'loading') setFormState('missing');
      return;
    }
    let live = true;
    setFormState('loading');
    getFormInfo(client, app, formId).then(
      (answer) => {
        if (!live) return;
        setFormAnswer(answer);
        setFormState('ready');
      },
      () => live && setFormState('missing'),
    );
    return () => {
      live = false;
    };
  }, [client, app, formId, workflowState]);

  useEffect(() => {
    if (!requireDepartment || !userId) return;
    let live = true;
    getDepartsByUserId(client, account, app, userId).then(
      (list) => {
        if (!live) return;
        setDepartments(list);
        setDepartmentError(null);
        setDepartmentId((current) => current ?? (list.length === 1 ? list[0]!.id : null));
      },
      () => {
        if (!live) return;
        setDepartmentError(APPROVAL_TEXTS.departmentFailed);
        messages.error(APPROVAL_TEXTS.departmentFailed);
      },
    );
    return () => {
      live = false;
    };
  }, [client, account, app, userId, requireDepartment, messages]);

  const models = useMemo(() => approvalFieldModels(formAnswer?.fields), [formAnswer]);
  const form = useApprovalForm(models);
  const { reset } = form;
  useEffect(() => {
    reset(emptyApprovalValues(models));
  }, [models, reset]);

  const submit = async (): Promise<boolean> => {
    if (workflowState !== 'ready' || !workflow || submitting || submitted) return false;
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return false;
    }
    if (requireDepartment && !departmentId) {
      messages.warning(departmentError ?? APPROVAL_TEXTS.chooseDepartment);
      return false;
    }
    const viewer = calls.viewer;
    if (!viewer) return false;
    setSubmitting(true);
    try {
      const values = form.values;
      const stored = formId
        ? await addFormData(client, app, {
            formId,
            jsonData: toFormJsonData(models, values),
            createdby: viewer.userId,
            CreatedName: viewer.nickName,
          })
        : null;
      const answer = await startInstance(client, app, {
        workFlowId: workflow.id,
        userId: viewer.userId,
        userName: viewer.nickName,
        departmentId: requireDepartment ? departmentId : (departmentId ?? null),
        formDataId: stored?.id ?? null,
        fieldDataList: toFieldDataList(models, values),
      });
      if (!answer?.isSuccess) {
        messages.error(APPROVAL_TEXTS.submitFailed);
        return false;
      }
      messages.info(APPROVAL_TEXTS.submitted);
      setSubmitted(true);
      timer.current = setTimeout(() => onSubmitted.current(answer), APPROVAL_REDIRECT_MS);
      return true;
    } catch {
      // The client has shown the server's message.
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return {
    workflowState,
    workflow,
    formState,
    formAnswer,
    models,
    form,
    requireDepartment,
    departments,
    departmentError,
    departmentId,
    setDepartmentId,
    submitDisabled: workflowState !== 'ready' || submitting || submitted,
    submitting,
    submitted,
    submit,
  };
}
