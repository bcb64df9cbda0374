import { castDraft } from 'immer';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import {
  addFormData,
  addSign,
  backTask,
  cancelInstance,
  carbonCopy,
  completeTask,
  getAddSignConf,
  getBackTargets,
  getFormInfo,
  getTaskDetail,
  hastenInstance,
  queryAssigneeList,
  readCc,
  resubmitInstance,
  transferTask,
  withdrawInstance,
  type AddSignInput,
  type WorkflowAppRef,
} from '@tessera/api';
import type { MessagesPort } from '@tessera/ports';
import type {
  AddSignConfAnswer,
  AssigneeCandidate,
  BackTargetAnswer,
  FormAnswer,
  TaskDetailAnswer,
  WireStepOperation,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { validateApprovalComment } from '@tessera/validation';
import { APPROVAL_REDIRECT_MS } from '@tessera/widgets';
import {
  approvalFieldModels,
  modelsFromFieldData,
  toFieldDataList,
  toFormJsonData,
  valuesFromFieldData,
  type ApprovalFieldModel,
} from './approvalFields.js';
import {
  approvalFormCommands,
  type ApprovalFormCommands,
  type ApprovalFormState,
} from './approvalFormState.js';
import { APPROVAL_TEXTS, OPERATION_TEXTS } from './approvalTexts.js';
import { timelineEntries, type TimelineEntry } from './approvalTimeline.js';
import type { ApprovalViewer } from './approvalViewer.js';

/** Input of {@link createApprovalDetailModel}. */
export interface ApprovalDetailModelInput {
  client: RequestClient;
  app: WorkflowAppRef;
  /** Who looks at the page (the applicant may resubmit); {@link ApprovalDetailModel.setViewer} later. */
  viewer: ApprovalViewer | null;
  messages: MessagesPort;
  /** The instance (query `id`). */
  instanceId: string;
  /** The task (query `taskId`); default the caller's open task the detail answers. */
  taskId?: string;
  /** The form (query `formId`); default the instance's. */
  formId?: string;
  /** Query `type`: `todo` shows the comment box and the step's buttons; `cc` marks the CC read. */
  type?: string;
  /** Called {@link APPROVAL_REDIRECT_MS} after a task action succeeded (back to the todo list). */
  onTaskDone: (operation: WireStepOperation) => void;
  /**
   * Called {@link APPROVAL_REDIRECT_MS} after a resubmission's 提交成功 (the pages go to the
   * applicant's list); without it the detail reloads.
   */
  onResubmitted?: () => void;
}

/** A button of the detail page: the operation, its text, and whether it needs a dialog first. */
export interface ApprovalAction {
  operation: WireStepOperation;
  text: string;
  /** Which party the button belongs to: the step's approver or the applicant. */
  party: 'task' | 'applicant';
}

/** What the detail / todo page shows (a snapshot: a new object only when something changed). */
export interface ApprovalDetailSnapshot {
  /** `loading` until the instance and its form's definition have arrived (or failed). */
  state: 'loading' | 'ready' | 'failed';
  detail: TaskDetailAnswer | null;
  models: ApprovalFieldModel[];
  /** The form's values (the submitted ones, then what is typed) and its fields' messages. */
  values: Record<string, unknown>;
  errors: Record<string, string>;
  /**
   * Whether a field may be changed: the fields the step marks `write` on a todo, every shown
   * field while the applicant may resubmit.
   */
  editable: (model: ApprovalFieldModel) => boolean;
  hidden: (model: ApprovalFieldModel) => boolean;
  timeline: TimelineEntry[];
  /** The todo view: a comment box and the task's buttons. */
  isTodo: boolean;
  taskId: string | null;
  comment: string;
  /** PASS and NOT_PASS first, then the other allowed task operations (stepOperationList only). */
  taskActions: ApprovalAction[];
  /** The applicant's operations on an open instance (WITHDRAW, CANCEL, URGE). */
  applicantActions: ApprovalAction[];
  /** The resubmit mode: the caller is the applicant and the instance is `returned` (退回). */
  canResubmit: boolean;
  busy: boolean;
  /** true from a successful task action (or resubmission) until `onTaskDone` (`onResubmitted`). */
  done: boolean;
}

/** The commands of the detail / todo page. */
export interface ApprovalDetailCommands extends ApprovalFormCommands {
  setComment(comment: string): void;
  approve(): Promise<boolean>;
  /** 请填写驳回意见！ without a comment (nothing is sent). */
  reject(): Promise<boolean>;
  loadBackTargets(): Promise<BackTargetAnswer[]>;
  back(stepUuid: string): Promise<boolean>;
  searchAssignees(keyWord?: string): Promise<AssigneeCandidate[]>;
  /** 转办 to `userId`; the message names `userName` (已转办给 王五). */
  transfer(userId: string, userName?: string): Promise<boolean>;
  loadAddSignConf(): Promise<AddSignConfAnswer | null>;
  addSign(input: Omit<AddSignInput, 'taskId' | 'approvalComments'>): Promise<boolean>;
  carbonCopy(userIds: string[]): Promise<boolean>;
  withdraw(): Promise<boolean>;
  cancel(): Promise<boolean>;
  urge(): Promise<boolean>;
  /**
   * 重新提交: checks the form (spec 2 §5), updates the instance's form data (addformdata with its
   * id), then resubmit with the fields; 提交成功 and `onResubmitted` after 1500 ms, or 提交失败.
   */
  resubmit(): Promise<boolean>;
  /** Loads the instance again. */
  reload(): void;
}

/** The approval detail / todo page's model: a store of {@link ApprovalDetailSnapshot}s and its commands. */
export interface ApprovalDetailModel extends ApprovalDetailCommands {
  getSnapshot(): ApprovalDetailSnapshot;
  subscribe(listener: () => void): () => void;
  /** The viewer became known or changed (a framed page's user info arrives later). */
  setViewer(viewer: ApprovalViewer | null): void;
  /** Loads the instance (and marks a CC read); answers the stop, after which answers are dropped. */
  start(): () => void;
}

interface DetailState extends ApprovalFormState {
  loaded: 'loading' | 'ready' | 'failed';
  detail: TaskDetailAnswer | null;
  formAnswer: FormAnswer | null;
  /** The form whose definition has arrived or failed. */
  settledFormId: string;
  models: ApprovalFieldModel[];
  viewer: ApprovalViewer | null;
  comment: string;
  busy: boolean;
  done: boolean;
}

const TASK_ORDER: WireStepOperation[] = ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'];
const APPLICANT_ORDER: WireStepOperation[] = ['URGE', 'WITHDRAW', 'CANCEL'];

function actions(
  order: WireStepOperation[],
  allowed: readonly WireStepOperation[],
  party: ApprovalAction['party'],
): ApprovalAction[] {
  return order
    .filter((op) => allowed.includes(op))
    .map((operation) => ({ operation, text: OPERATION_TEXTS[operation], party }));
}

/**
 * The approval detail / todo page (spec 2 §2.12) as a framework-free model: the instance
 * (getTaskDetail) with its form, the timeline, and — for `type=todo` — the comment and the task's
 * allowed operations; the applicant's operations on their own open instance. A CC opened from
 * the CC list is marked read. Every action reports its own result — 审批成功! (同意), 已驳回,
 * 已退回, 已转办给 王五, 已加签, 操作成功 — and reloads; a rejection without a comment is refused
 * here with 请填写驳回意见！. The applicant of a returned (退回) instance may change the form and
 * resubmit (重新提交). The page stays `loading` until the form's definition has arrived or
 * failed, so nothing typed before it is set back when it arrives.
 */
export function createApprovalDetailModel(input: ApprovalDetailModelInput): ApprovalDetailModel {
  const { client, app, messages, instanceId, type = '' } = input;
  const store = createStore<DetailState>()(
    immer(() => ({
      loaded: 'loading' as const,
      detail: null,
      formAnswer: null,
      settledFormId: '',
      models: [],
      viewer: input.viewer,
      comment: '',
      busy: false,
      done: false,
      values: {},
      errors: {},
    })),
  );
  let running = false;
  let requestedFormId = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const formIdOf = (state: DetailState) => input.formId || state.detail?.formId || '';
  const taskIdOf = (state: DetailState) => input.taskId || state.detail?.taskId || null;

  /**
   * An answer arrived: the models from the form's definition (else the submitted fields) and
   * their values are set in the same change, so no snapshot shows one without the other.
   */
  const arrive = (
    change: Partial<Pick<DetailState, 'loaded' | 'settledFormId'>> & {
      detail?: TaskDetailAnswer;
      formAnswer?: FormAnswer;
    },
  ) => {
    const state = store.getState();
    const detail = change.detail ?? state.detail;
    const formAnswer = change.formAnswer ?? state.formAnswer;
    const models = formAnswer
      ? approvalFieldModels(formAnswer.fields)
      : modelsFromFieldData(detail?.fieldDataList);
    const values = valuesFromFieldData(models, detail?.fieldDataList);
    store.setState((draft) => {
      Object.assign(draft, castDraft({ ...change, detail, formAnswer, models, values }));
      draft.errors = {};
    });
  };

  const loadForm = () => {
    const formId = formIdOf(store.getState());
    if (!formId || formId === requestedFormId) return;
    requestedFormId = formId;
    // The fields the instance was started with (its form version), not the form as edited since.
    const version = store.getState().detail?.formVersion ?? null;
    getFormInfo(client, app, formId, { version }).then(
      (answer) => {
        if (!running || requestedFormId !== formId) return;
        arrive({ formAnswer: answer, settledFormId: formId });
      },
      () => {
        if (running && requestedFormId === formId)
          store.setState((draft) => void (draft.settledFormId = formId));
      },
    );
  };

  let loads = 0;
  const load = () => {
    if (!instanceId) {
      store.setState((draft) => void (draft.loaded = 'failed'));
      return;
    }
    const mine = ++loads;
    getTaskDetail(client, app, instanceId).then(
      (answer) => {
        if (!running || mine !== loads) return;
        arrive({ detail: answer, loaded: 'ready' });
        loadForm();
      },
      () => {
        if (running && mine === loads) store.setState((draft) => void (draft.loaded = 'failed'));
      },
    );
  };

  // The snapshot is derived once per store state, so it is the same object until a change.
  let derivedFrom: DetailState | undefined;
  let snapshot: ApprovalDetailSnapshot;
  const getSnapshot = (): ApprovalDetailSnapshot => {
    const state = store.getState();
    if (state === derivedFrom) return snapshot;
    derivedFrom = state;
    const { detail } = state;
    const taskId = taskIdOf(state);
    const isTodo =
      type === 'todo' && Boolean(taskId) && (detail?.stepOperationList.length ?? 0) > 0;
    const permissions = detail?.fieldPermissions ?? {};
    const hidden = (model: ApprovalFieldModel) => permissions[model.uuid] === 'hidden';
    const open = detail?.processStatus === 'running' || detail?.processStatus === 'returned';
    const isApplicant = Boolean(detail) && state.viewer?.userId === detail!.applicantId;
    const canResubmit = isApplicant && detail?.processStatus === 'returned';
    const formId = formIdOf(state);
    snapshot = {
      state:
        state.loaded === 'ready' && formId !== '' && formId !== state.settledFormId
          ? 'loading'
          : state.loaded,
      detail,
      models: state.models,
      values: state.values,
      errors: state.errors,
      editable: (model) =>
        canResubmit ? !hidden(model) : isTodo && permissions[model.uuid] === 'write',
      hidden,
      timeline: timelineEntries(detail?.commentsList),
      isTodo,
      taskId,
      comment: state.comment,
      taskActions: isTodo ? actions(TASK_ORDER, detail!.stepOperationList, 'task') : [],
      applicantActions:
        open && detail && isApplicant
          ? actions(APPLICANT_ORDER, detail.applicantOperationList, 'applicant')
          : [],
      canResubmit,
      busy: state.busy,
      done: state.done,
    };
    return snapshot;
  };

  const form = approvalFormCommands(store.getState, ({ values, errors }: ApprovalFormState) =>
    store.setState((draft) => {
      draft.values = values;
      draft.errors = errors;
    }),
  );
  const { validateForm } = form;
  const setBusy = (busy: boolean) => store.setState((draft) => void (draft.busy = busy));
  const later = (then: () => void) => {
    timer = setTimeout(then, APPROVAL_REDIRECT_MS);
  };

  /** Runs one call; on success shows `success`, then ends the task view or reloads. */
  const run = async (
    operation: WireStepOperation,
    call: () => Promise<unknown>,
    success: string,
  ): Promise<boolean> => {
    const { busy, done } = store.getState();
    if (busy || done) return false;
    const { isTodo } = getSnapshot();
    setBusy(true);
    try {
      await call();
      messages.info(success);
      if (operation === 'URGE') {
        load();
      } else if (isTodo && TASK_ORDER.includes(operation) && operation !== 'CC') {
        store.setState((draft) => void (draft.done = true));
        later(() => input.onTaskDone(operation));
      } else {
        store.setState((draft) => void (draft.comment = ''));
        load();
      }
      return true;
    } catch {
      // The client has shown the server's message; nothing changed.
      return false;
    } finally {
      setBusy(false);
    }
  };

  const comments = () => store.getState().comment.trim() || undefined;
  const taskId = () => taskIdOf(store.getState())!;

  const complete = (isPass: boolean): Promise<boolean> => {
    const { comment, models, viewer } = store.getState();
    const refused = validateApprovalComment(isPass, comment.trim());
    if (refused) {
      messages.warning(refused);
      return Promise.resolve(false);
    }
    const writable = models.filter(getSnapshot().editable);
    if (writable.length > 0) {
      const invalid = validateForm();
      if (invalid) {
        messages.warning(invalid);
        return Promise.resolve(false);
      }
    }
    return run(
      isPass ? 'PASS' : 'NOT_PASS',
      () =>
        completeTask(client, app, {
          taskId: taskId(),
          appUserId: viewer?.userId,
          isPass,
          approvalComments: comment.trim(),
          ...(writable.length > 0
            ? { fieldDataList: toFieldDataList(models, store.getState().values) }
            : {}),
        }),
      isPass ? APPROVAL_TEXTS.approved : APPROVAL_TEXTS.rejected,
    );
  };

  const resubmit = async (): Promise<boolean> => {
    const { detail, busy, done } = store.getState();
    if (!getSnapshot().canResubmit || !detail || busy || done) return false;
    const invalid = validateForm();
    if (invalid) {
      messages.warning(invalid);
      return false;
    }
    setBusy(true);
    try {
      // What the store holds now: every change made before 重新提交 is in it.
      const { models, values } = store.getState();
      const formId = formIdOf(store.getState());
      // The submission the instance points at is stored again under its id (as form-detail saves).
      if (detail.formDataId && formId) {
        await addFormData(client, app, {
          id: detail.formDataId,
          formId,
          jsonData: toFormJsonData(models, values),
        });
      }
      const answer = await resubmitInstance(client, app, {
        flowInstanceId: instanceId,
        fieldDataList: toFieldDataList(models, values),
      });
      if (!answer?.isSuccess) {
        messages.error(APPROVAL_TEXTS.submitFailed);
        return false;
      }
      messages.info(APPROVAL_TEXTS.submitted);
      store.setState((draft) => void (draft.done = true));
      later(() => {
        if (input.onResubmitted) return input.onResubmitted();
        store.setState((draft) => void (draft.done = false));
        load();
      });
      return true;
    } catch {
      // The client has shown the server's message; the instance is still returned.
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    getSnapshot,
    subscribe: (listener) => store.subscribe(() => listener()),
    setViewer: (viewer) => {
      const { viewer: known } = store.getState();
      if (known?.userId === viewer?.userId && known?.nickName === viewer?.nickName) return;
      store.setState((draft) => void (draft.viewer = viewer));
    },
    start() {
      running = true;
      load();
      // A CC recipient opening the instance from the CC list marks it read.
      if (type === 'cc' && instanceId) readCc(client, app, instanceId).catch(() => undefined);
      return () => {
        running = false;
        clearTimeout(timer);
      };
    },
    setComment: (comment) => store.setState((draft) => void (draft.comment = comment)),
    ...form,
    approve: () => complete(true),
    reject: () => complete(false),
    loadBackTargets: () =>
      getBackTargets(client, app, { flowInstanceId: instanceId, taskId: taskId() }).catch(() => []),
    back: (stepUuid) =>
      run(
        'BACK',
        () => backTask(client, app, { taskId: taskId(), stepUuid, approvalComments: comments() }),
        APPROVAL_TEXTS.returned,
      ),
    searchAssignees: (keyWord) =>
      queryAssigneeList(client, app, { taskId: taskId(), keyWord }).catch(() => []),
    transfer: (userId, userName = '') =>
      run(
        'TRANSFER',
        () => transferTask(client, app, { taskId: taskId(), userId, approvalComments: comments() }),
        APPROVAL_TEXTS.transferred(userName),
      ),
    loadAddSignConf: () => {
      const stepUuid = store.getState().detail?.stepUuid;
      return stepUuid
        ? getAddSignConf(client, app, { flowInstanceId: instanceId, stepUuid }).catch(() => null)
        : Promise.resolve(null);
    },
    addSign: (sign) =>
      run(
        'ADD_SIGN',
        () => addSign(client, app, { ...sign, taskId: taskId(), approvalComments: comments() }),
        APPROVAL_TEXTS.signAdded,
      ),
    carbonCopy: (userIds) =>
      run(
        'CC',
        () => carbonCopy(client, app, { taskId: taskId(), userIds, approvalComments: comments() }),
        APPROVAL_TEXTS.done,
      ),
    withdraw: () =>
      run(
        'WITHDRAW',
        () => withdrawInstance(client, app, { flowInstanceId: instanceId }),
        APPROVAL_TEXTS.done,
      ),
    cancel: () =>
      run(
        'CANCEL',
        () => cancelInstance(client, app, { flowInstanceId: instanceId }),
        APPROVAL_TEXTS.done,
      ),
    urge: () => run('URGE', () => hastenInstance(client, app, instanceId), APPROVAL_TEXTS.urged),
    resubmit,
    reload: load,
  };
}
