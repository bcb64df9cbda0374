import { castDraft } from 'immer';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import {
  addFormData,
  getDepartsByUserId,
  getFormInfo,
  getWorkflowById,
  isFlowRequireDepartment,
  startInstance,
  type AccountRef,
  type UserDepartment,
  type WorkflowAppRef,
} from '@tessera/api';
import type { MessagesPort } from '@tessera/ports';
import type { FormAnswer, StartInstanceAnswer, WorkflowConfigAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { APPROVAL_REDIRECT_MS } from '@tessera/widgets';
import { createLatest } from '../model/latest.js';
import { derivedSnapshot, subscribeTo, type Model } from '../model/snapshot.js';
import {
  approvalFieldModels,
  emptyApprovalValues,
  toFieldDataList,
  toFormJsonData,
  type ApprovalFieldModel,
} from './approvalFields.js';
import {
  approvalFormCommands,
  type ApprovalFormCommands,
  type ApprovalFormState,
} from './approvalFormState.js';
import { APPROVAL_TEXTS } from './approvalTexts.js';
import type { ApprovalViewer } from './approvalViewer.js';

/** Input of {@link createApprovalStartModel}. */
export interface ApprovalStartModelInput {
  client: RequestClient;
  app: WorkflowAppRef;
  account: AccountRef;
  /** The applicant; {@link ApprovalStartModel.setViewer} when it becomes known. */
  viewer: ApprovalViewer | null;
  messages: MessagesPort;
  /** The workflow (query `id`). */
  workflowId: string;
  /** The form (query `formId`); default the workflow's. */
  formId?: string;
  /** Called {@link APPROVAL_REDIRECT_MS} after 提交成功 (the page goes to the list, or back). */
  onSubmitted: (answer: StartInstanceAnswer) => void;
}

/** What the approval-start page shows. */
export interface ApprovalStartSnapshot {
  /** `loading` until workflowbyid answers; `missing` shows 未获取到审批流程！ and disables submit. */
  workflowState: 'loading' | 'ready' | 'missing';
  workflow: WorkflowConfigAnswer | null;
  /** `loading` until the form answers; `missing` when there is none. */
  formState: 'loading' | 'ready' | 'missing';
  formAnswer: FormAnswer | null;
  models: ApprovalFieldModel[];
  values: Record<string, unknown>;
  errors: Record<string, string>;
  /** isFlowRequireDepartment. */
  requireDepartment: boolean;
  departments: UserDepartment[];
  /** 用户部门信息获取失败 when the lookup failed, else null. */
  departmentError: string | null;
  departmentId: string | null;
  /** Submit is disabled (no workflow, still loading, or submitting). */
  submitDisabled: boolean;
  submitting: boolean;
  /** true from 提交成功 until the redirect. */
  submitted: boolean;
}

/** The commands of the approval-start page. */
export interface ApprovalStartCommands extends ApprovalFormCommands {
  setDepartmentId(id: string | null): void;
  /** Validates, then addformdata and startinstance; 提交成功 and `onSubmitted` later, or 提交失败. */
  submit(): Promise<boolean>;
}

/** The approval-start page's model. */
export interface ApprovalStartModel extends Model<ApprovalStartSnapshot>, ApprovalStartCommands {
  /** The viewer became known or changed (the departments are the applicant's). */
  setViewer(viewer: ApprovalViewer | null): void;
}

type StartState = Omit<ApprovalStartSnapshot, 'submitDisabled'> & { viewer: ApprovalViewer | null };

/**
 * The approval-start page (spec 2 §2.12) as a framework-free model: the workflow
 * (workflowbyid), its form (forminfo), the applicant's departments when the flow requires one,
 * the form state, and the submit: form validation first, then addformdata, then startinstance
 * with the fields as `fieldDataList`; 提交成功 and `onSubmitted` after 1500 ms, or 提交失败.
 */
export function createApprovalStartModel(input: ApprovalStartModelInput): ApprovalStartModel {
  const { client, app, account, messages, workflowId } = input;
  const store = createStore<StartState>()(
    immer(() => ({
      workflowState: 'loading' as const,
      workflow: null,
      formState: 'loading' as const,
      formAnswer: null,
      models: [],
      values: {},
      errors: {},
      requireDepartment: false,
      departments: [],
      departmentError: null,
      departmentId: null,
      submitting: false,
      submitted: false,
      viewer: input.viewer,
    })),
  );
  const set = (change: (draft: StartState) => void) => store.setState(change);
  const calls = {
    workflow: createLatest(),
    required: createLatest(),
    form: createLatest(),
    departments: createLatest(),
  };
  let requestedFormId = '';
  let requestedDepartments = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The form of the workflow (or of the query), once per form; none → `missing`. */
  const loadForm = () => {
    const { workflow, workflowState } = store.getState();
    const formId = input.formId || workflow?.formId || '';
    if (!formId) {
      if (workflowState !== 'loading') set((draft) => void (draft.formState = 'missing'));
      return;
    }
    if (formId === requestedFormId) return;
    requestedFormId = formId;
    set((draft) => void (draft.formState = 'loading'));
    calls.form.run(
      getFormInfo(client, app, formId),
      (answer) => {
        // The models and their empty values in one change.
        const models = approvalFieldModels(answer?.fields);
        set((draft) => {
          Object.assign(draft, castDraft({ formAnswer: answer, models }));
          draft.formState = 'ready';
          draft.values = emptyApprovalValues(models);
          draft.errors = {};
        });
      },
      () => set((draft) => void (draft.formState = 'missing')),
    );
  };

  /** The applicant's departments, once the flow requires one and the applicant is known. */
  const loadDepartments = () => {
    const { requireDepartment, viewer } = store.getState();
    const userId = viewer?.userId ?? '';
    if (!requireDepartment || !userId || userId === requestedDepartments) return;
    requestedDepartments = userId;
    calls.departments.run(
      getDepartsByUserId(client, account, app, userId),
      (list) =>
        set((draft) => {
          draft.departments = castDraft(list);
          draft.departmentError = null;
          draft.departmentId ??= list.length === 1 ? list[0]!.id : null;
        }),
      () => {
        set((draft) => void (draft.departmentError = APPROVAL_TEXTS.departmentFailed));
        messages.error(APPROVAL_TEXTS.departmentFailed);
      },
    );
  };

  const requireDepartment = (required: boolean) => {
    set((draft) => void (draft.requireDepartment = required));
    loadDepartments();
  };

  const loadWorkflow = () => {
    if (!workflowId) {
      set((draft) => void (draft.workflowState = 'missing'));
      loadForm();
      return;
    }
    calls.workflow.run(
      getWorkflowById(client, app, workflowId),
      (answer) => {
        set((draft) => {
          draft.workflow = castDraft(answer);
          draft.workflowState = answer ? 'ready' : 'missing';
        });
        if (answer) requireDepartment(answer.requireDepartment === true);
        loadForm();
      },
      () => {
        set((draft) => void (draft.workflowState = 'missing'));
        loadForm();
      },
    );
    calls.required.run(isFlowRequireDepartment(client, app, workflowId), requireDepartment);
  };

  const form = approvalFormCommands(store.getState, ({ values, errors }: ApprovalFormState) =>
    set((draft) => {
      draft.values = values;
      draft.errors = errors;
    }),
  );

  const submit = async (): Promise<boolean> => {
    const state = store.getState();
    const { workflow, submitting, submitted, departmentId } = state;
    if (state.workflowState !== 'ready' || !workflow || submitting || submitted) return false;
    const invalid = form.validateForm();
    if (invalid) {
      messages.warning(invalid);
      return false;
    }
    if (state.requireDepartment && !departmentId) {
      messages.warning(state.departmentError ?? APPROVAL_TEXTS.chooseDepartment);
      return false;
    }
    const { viewer } = state;
    if (!viewer) return false;
    set((draft) => void (draft.submitting = true));
    try {
      const { models, values } = store.getState();
      const formId = input.formId || workflow.formId || '';
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
        departmentId: state.requireDepartment ? departmentId : (departmentId ?? null),
        formDataId: stored?.id ?? null,
        fieldDataList: toFieldDataList(models, values),
      });
      if (!answer?.isSuccess) {
        messages.error(APPROVAL_TEXTS.submitFailed);
        return false;
      }
      messages.info(APPROVAL_TEXTS.submitted);
      set((draft) => void (draft.submitted = true));
      timer = setTimeout(() => input.onSubmitted(answer), APPROVAL_REDIRECT_MS);
      return true;
    } catch {
      // The client has shown the server's message.
      return false;
    } finally {
      set((draft) => void (draft.submitting = false));
    }
  };

  return {
    getSnapshot: derivedSnapshot(store, ({ viewer: _viewer, ...state }) => ({
      ...state,
      submitDisabled: state.workflowState !== 'ready' || state.submitting || state.submitted,
    })),
    subscribe: subscribeTo(store),
    start() {
      requestedFormId = '';
      requestedDepartments = '';
      loadWorkflow();
      if (input.formId) loadForm();
      return () => {
        Object.values(calls).forEach((call) => call.stop());
        clearTimeout(timer);
      };
    },
    setViewer(viewer) {
      const { viewer: known } = store.getState();
      if (known?.userId === viewer?.userId && known?.nickName === viewer?.nickName) return;
      set((draft) => void (draft.viewer = viewer));
      loadDepartments();
    },
    ...form,
    setDepartmentId: (id) => set((draft) => void (draft.departmentId = id)),
    submit,
  };
}
