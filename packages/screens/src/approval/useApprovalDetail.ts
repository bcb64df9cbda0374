import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
} from '@tessera/api';
import type {
  AddSignConfAnswer,
  AssigneeCandidate,
  BackTargetAnswer,
  FormAnswer,
  TaskDetailAnswer,
  WireStepOperation,
} from '@tessera/protocol';
import { useMessages } from '@tessera/react';
import { validateApprovalComment } from '@tessera/validation';
import {
  approvalFieldModels,
  modelsFromFieldData,
  toFieldDataList,
  toFormJsonData,
  valuesFromFieldData,
  type ApprovalFieldModel,
} from './approvalFields.js';
import { APPROVAL_REDIRECT_MS } from '@tessera/widgets';
import { APPROVAL_TEXTS, OPERATION_TEXTS } from './approvalTexts.js';
import { timelineEntries, type TimelineEntry } from './approvalTimeline.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import { useApprovalForm, type ApprovalForm } from './useApprovalForm.js';

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

/** What the detail / todo page shows and does. */
export interface ApprovalDetail {
  state: 'loading' | 'ready' | 'failed';
  detail: TaskDetailAnswer | null;
  models: ApprovalFieldModel[];
  /**
   * The submitted values; the fields the step marks `write` are editable (`editable`), and every
   * shown field while the applicant may resubmit.
   */
  form: ApprovalForm;
  editable: (model: ApprovalFieldModel) => boolean;
  hidden: (model: ApprovalFieldModel) => boolean;
  timeline: TimelineEntry[];
  /** The todo view: a comment box and the task's buttons. */
  isTodo: boolean;
  taskId: string | null;
  comment: string;
  setComment: (comment: string) => void;
  /** PASS and NOT_PASS first, then the other allowed task operations (stepOperationList only). */
  taskActions: ApprovalAction[];
  /** The applicant's operations on an open instance (WITHDRAW, CANCEL, URGE). */
  applicantActions: ApprovalAction[];
  /** The resubmit mode: the caller is the applicant and the instance is `returned` (退回). */
  canResubmit: boolean;
  busy: boolean;
  /** true from a successful task action (or resubmission) until `onTaskDone` (`onResubmitted`). */
  done: boolean;
  approve: () => Promise<boolean>;
  /** 请填写驳回意见！ without a comment (nothing is sent). */
  reject: () => Promise<boolean>;
  loadBackTargets: () => Promise<BackTargetAnswer[]>;
  back: (stepUuid: string) => Promise<boolean>;
  searchAssignees: (keyWord?: string) => Promise<AssigneeCandidate[]>;
  /** 转办 to `userId`; the message names `userName` (已转办给 王五). */
  transfer: (userId: string, userName?: string) => Promise<boolean>;
  loadAddSignConf: () => Promise<AddSignConfAnswer | null>;
  addSign: (input: Omit<AddSignInput, 'taskId' | 'approvalComments'>) => Promise<boolean>;
  carbonCopy: (userIds: string[]) => Promise<boolean>;
  withdraw: () => Promise<boolean>;
  cancel: () => Promise<boolean>;
  urge: () => Promise<boolean>;
  /**
   * 重新提交: checks the form (spec 2 §5), updates the instance's form data (addformdata with its
   * id), then resubmit with the fields; 提交成功 and `onResubmitted` after 1500 ms, or 提交失败.
   */
  resubmit: () => Promise<boolean>;
  reload: () => void;
}

const TASK_ORDER: WireStepOperation[] = ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'];
const APPLICANT_ORDER: WireStepOperation[] = ['URGE', 'WITHDRAW', 'CANCEL'];

/**
 * The approval detail / todo page's state (spec 2 §2.12): the instance (getTaskDetail) with its
 * form, the timeline, and — for `type=todo` — the comment and the task's allowed operations;
 * the applicant's operations on their own open instance. A CC opened from the CC list is marked
 * read. Every action reports its own result — 审批成功! (同意), 已驳回, 已退回, 已转办给 王五,
 * 已加签, 操作成功 — and reloads; a rejection without a comment is refused here with
 * 请填写驳回意见！.
 * The applicant of a returned (退回) instance may change the form and resubmit (重新提交).
 */
export function useApprovalDetail(input: ApprovalDetailInput): ApprovalDetail {
  const { calls, instanceId, type = '' } = input;
  const { client, app } = calls;
  const messages = useMessages();
  const [detail, setDetail] = useState<TaskDetailAnswer | null>(null);
  const [state, setState] = useState<ApprovalDetail['state']>('loading');
  const [formAnswer, setFormAnswer] = useState<FormAnswer | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [version, setVersion] = useState(0);
  const onTaskDone = useRef(input.onTaskDone);
  onTaskDone.current = input.onTaskDone;
  const onResubmitted = useRef(input.onResubmitted);
  onResubmitted.current = input.onResubmitted;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    let live = true;
    if (!instanceId) {
      setState('failed');
      return;
    }
    getTaskDetail(client, app, instanceId).then(
      (answer) => {
        if (!live) return;
        setDetail(answer);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [client, app, instanceId, version]);

  const formId = input.formId || detail?.formId || '';
  // The form whose definition has arrived (or failed): until then the page stays loading, so
  // nothing can be typed into fields that the definition's arrival would set up again.
  const [settledFormId, setSettledFormId] = useState('');
  useEffect(() => {
    if (!formId) return;
    let live = true;
    getFormInfo(client, app, formId).then(
      (answer) => {
        if (!live) return;
        setFormAnswer(answer);
        setSettledFormId(formId);
      },
      () => live && setSettledFormId(formId),
    );
    return () => {
      live = false;
    };
  }, [client, app, formId]);

  // A CC recipient opening the instance from the CC list marks it read.
  useEffect(() => {
    if (type !== 'cc' || !instanceId) return;
    readCc(client, app, instanceId).catch(() => undefined);
  }, [client, app, instanceId, type]);

  const models = useMemo(
    () =>
      formAnswer
        ? approvalFieldModels(formAnswer.fields)
        : modelsFromFieldData(detail?.fieldDataList),
    [formAnswer, detail],
  );
  const form = useApprovalForm(models);
  const { reset } = form;
  useEffect(() => {
    reset(valuesFromFieldData(models, detail?.fieldDataList));
  }, [models, detail, reset]);

  const taskId = input.taskId || detail?.taskId || null;
  const isTodo = type === 'todo' && Boolean(taskId) && (detail?.stepOperationList.length ?? 0) > 0;
  const permissions = detail?.fieldPermissions ?? {};
  const hidden = (model: ApprovalFieldModel) => permissions[model.uuid] === 'hidden';
  const open = detail?.processStatus === 'running' || detail?.processStatus === 'returned';
  const isApplicant = Boolean(detail) && calls.viewer?.userId === detail!.applicantId;
  const canResubmit = isApplicant && detail?.processStatus === 'returned';
  const editable = (model: ApprovalFieldModel) =>
    canResubmit ? !hidden(model) : isTodo && permissions[model.uuid] === 'write';

  const taskActions: ApprovalAction[] = isTodo
    ? TASK_ORDER.filter((op) => detail!.stepOperationList.includes(op)).map((operation) => ({
        operation,
        text: OPERATION_TEXTS[operation],
        party: 'task' as const,
      }))
    : [];
  const applicantActions: ApprovalAction[] =
    open && detail && isApplicant
      ? APPLICANT_ORDER.filter((op) => detail.applicantOperationList.includes(op)).map(
          (operation) => ({
            operation,
            text: OPERATION_TEXTS[operation],
            party: 'applicant' as const,
          }),
        )
      : [];

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  /** Runs one call; on success shows `success`, then ends the task view or reloads. */
  const run = async (
    operation: WireStepOperation,
    call: () => Promise<unknown>,
    success: string,
  ): Promise<boolean> => {
    if (busy || done) return false;
    setBusy(true);
    try {
      await call();
      messages.info(success);
      if (operation === 'URGE') {
        reload();
      } else if (isTodo && TASK_ORDER.includes(operation) && operation !== 'CC') {
        setDone(true);
        timer.current = setTimeout(() => onTaskDone.current(operation), APPROVAL_REDIRECT_MS);
      } else {
        setComment('');
        reload();
      }
      return true;
    } catch {
      // The client has shown the server's message; nothing changed.
      return false;
    } finally {
      setBusy(false);
    }
  };

  const writable = models.filter(editable);
  const complete = (isPass: boolean) => {
    const refused = validateApprovalComment(isPass, comment.trim());
    if (refused) {
      messages.warning(refused);
      return Promise.resolve(false);
    }
    if (writable.length > 0) {
      const invalid = form.validate();
      if (invalid) {
        messages.warning(invalid);
        return Promise.resolve(false);
      }
    }
    return run(
      isPass ? 'PASS' : 'NOT_PASS',
      () =>
        completeTask(client, app, {
          taskId: taskId!,
          appUserId: calls.viewer?.userId,
          isPass,
          approvalComments: comment.trim(),
          ...(writable.length > 0 ? { fieldDataList: toFieldDataList(models, form.values) } : {}),
        }),
      isPass ? APPROVAL_TEXTS.approved : APPROVAL_TEXTS.rejected,
    );
  };
  const approvalComments = () => comment.trim() || undefined;

  const resubmit = async (): Promise<boolean> => {
    if (!canResubmit || !detail || busy || done) return false;
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return false;
    }
    setBusy(true);
    try {
      const values = form.values;
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
      setDone(true);
      timer.current = setTimeout(() => {
        if (onResubmitted.current) return onResubmitted.current();
        setDone(false);
        reload();
      }, APPROVAL_REDIRECT_MS);
      return true;
    } catch {
      // The client has shown the server's message; the instance is still returned.
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    state: state === 'ready' && formId !== '' && formId !== settledFormId ? 'loading' : state,
    detail,
    models,
    form,
    editable,
    hidden,
    timeline: timelineEntries(detail?.commentsList),
    isTodo,
    taskId,
    comment,
    setComment,
    taskActions,
    applicantActions,
    canResubmit,
    busy,
    done,
    approve: () => complete(true),
    reject: () => complete(false),
    loadBackTargets: () =>
      getBackTargets(client, app, { flowInstanceId: instanceId, taskId: taskId! }).catch(() => []),
    back: (stepUuid) =>
      run(
        'BACK',
        () =>
          backTask(client, app, {
            taskId: taskId!,
            stepUuid,
            approvalComments: approvalComments(),
          }),
        APPROVAL_TEXTS.returned,
      ),
    searchAssignees: (keyWord) =>
      queryAssigneeList(client, app, { taskId: taskId!, keyWord }).catch(() => []),
    transfer: (userId, userName = '') =>
      run(
        'TRANSFER',
        () =>
          transferTask(client, app, {
            taskId: taskId!,
            userId,
            approvalComments: approvalComments(),
          }),
        APPROVAL_TEXTS.transferred(userName),
      ),
    loadAddSignConf: () =>
      detail?.stepUuid
        ? getAddSignConf(client, app, {
            flowInstanceId: instanceId,
            stepUuid: detail.stepUuid,
          }).catch(() => null)
        : Promise.resolve(null),
    addSign: (sign) =>
      run(
        'ADD_SIGN',
        () =>
          addSign(client, app, { ...sign, taskId: taskId!, approvalComments: approvalComments() }),
        APPROVAL_TEXTS.signAdded,
      ),
    carbonCopy: (userIds) =>
      run(
        'CC',
        () =>
          carbonCopy(client, app, {
            taskId: taskId!,
            userIds,
            approvalComments: approvalComments(),
          }),
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
    reload,
  };
}
