import { createStore } from 'zustand/vanilla';
import { getMyApplyList, getMyCcList, getMyDoneList, getMyTodoList } from '@tessera/api';
import { PROCESS_STATUSES } from '@tessera/protocol';
import type { InstanceListItem, TodoListItem, WireProcessStatus } from '@tessera/protocol';
import { formatDateTime, approvalDetailHref, type CarriedQuery } from '@tessera/widgets';
import {
  APPROVAL_TEXTS,
  PROCESS_STATUS_TONES,
  processStatusText,
  type ApprovalListType,
} from './approvalTexts.js';
import type { WorkflowAppRef } from '@tessera/api';
import type { RequestClient } from '@tessera/request';
import type { NotificationsChangedPort } from '../notifications/notificationCentreModel.js';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';

/** One row of an approval list, the same for the four lists. */
export interface ApprovalListRow {
  key: string;
  instanceId: string;
  taskId: string | null;
  workflowName: string;
  applicantName: string;
  /** 审批中 … (instance lists); the step's name on the todo list. */
  statusText: string;
  tone: 'primary' | 'warning' | 'success' | 'danger' | 'default';
  /** The steps now waiting and who holds them ('' when finished). */
  currentStep: string;
  approvers: string;
  /** Submitted (apply, CC), arrived (todo) or my last action (done), formatted. */
  time: string;
  /** CC list: unread. Todo list: urged. */
  unread: boolean;
  urged: boolean;
  /** Where the row opens: /frame/approval-detail (type=todo on the todo list). */
  href: string;
}

/** The processStatus filter of the instance lists (all, then each status). */
export const PROCESS_STATUS_FILTERS: (WireProcessStatus | '')[] = ['', ...PROCESS_STATUSES];

function instanceRow(
  item: InstanceListItem,
  type: ApprovalListType,
  carried: CarriedQuery,
): ApprovalListRow {
  const time = type === 'done' && item.myLastActionAt ? item.myLastActionAt : item.startedAt;
  return {
    key: item.workflowInstanceId,
    instanceId: item.workflowInstanceId,
    taskId: null,
    workflowName: item.workflowName,
    applicantName: item.applicantName,
    statusText: processStatusText(item.processStatus),
    tone: PROCESS_STATUS_TONES[item.processStatus] ?? 'default',
    currentStep: item.currentStepNames.join('、'),
    approvers: item.currentApproverNames.join('、'),
    time: formatDateTime(time, 'yyyy-MM-dd HH:mm'),
    unread: type === 'cc' && item.read === false,
    urged: false,
    href: approvalDetailHref({
      id: item.workflowInstanceId,
      formId: null,
      type: type === 'cc' ? 'cc' : type,
      ...carried,
    }),
  };
}

function todoRow(item: TodoListItem, carried: CarriedQuery): ApprovalListRow {
  return {
    key: item.taskId,
    instanceId: item.workflowInstanceId,
    taskId: item.taskId,
    workflowName: item.workflowName,
    applicantName: item.applicantName,
    statusText: processStatusText('running'),
    tone: 'primary',
    currentStep: item.stepName,
    approvers: '',
    time: formatDateTime(item.arrivedAt, 'yyyy-MM-dd HH:mm'),
    unread: false,
    urged: item.urged,
    href: approvalDetailHref({
      id: item.workflowInstanceId,
      taskId: item.taskId,
      type: 'todo',
      ...carried,
    }),
  };
}

/** What an approval list shows. */
export interface ApprovalListSnapshot {
  state: 'loading' | 'ready' | 'failed';
  rows: ApprovalListRow[];
  total: number;
  /** The empty state's text. */
  emptyText: string;
  /**
   * How many tasks wait for the viewer (the 待办 tab's badge): live with `notificationsChanged`,
   * else the todo list's total once loaded; null while unknown.
   */
  todoCount: number | null;
}

/** Input of {@link createApprovalListModel}. */
export interface ApprovalListModelInput {
  client: RequestClient;
  app: WorkflowAppRef;
  type: ApprovalListType;
  processStatus?: WireProcessStatus | '';
  /** token, userId, nickName: they go with the rows' links. */
  carried?: CarriedQuery;
  /**
   * The live counts (the app's one socket): the 待办 count follows them, and the todo list
   * reloads when a task arrives or leaves. Without it the list loads once (and on `refresh`).
   */
  notificationsChanged?: NotificationsChangedPort;
}

/** An approval list's model: `refresh` loads the rows again (the old ones stay shown meanwhile). */
export interface ApprovalListModel extends Model<ApprovalListSnapshot> {
  refresh(): Promise<void>;
}

/**
 * One of the four lists (my applications, todo, copied to me, done — ours: /frame/approval-list),
 * with the processStatus filter on the instance lists. Rows open the detail page; `carried`
 * (token, userId, nickName) goes with them. With `notificationsChanged` the 待办 count is live
 * and the todo list reloads when its count changes (a task arrived, or left: done elsewhere,
 * taken by a co-approver).
 */
export function createApprovalListModel(input: ApprovalListModelInput): ApprovalListModel {
  const { client, app, type, processStatus, carried = {} } = input;
  const store = createStore<ApprovalListSnapshot>()(() => ({
    state: 'loading',
    rows: [],
    total: 0,
    emptyText: APPROVAL_TEXTS.empty,
    todoCount: null,
  }));
  let liveTodoCount = false;
  const latest = createLatest();

  const fetchRows = async (): Promise<[ApprovalListRow[], number]> => {
    if (type === 'todo') {
      const page = await getMyTodoList(client, app);
      return [page.items.map((item) => todoRow(item, carried)), page.total];
    }
    const call = type === 'cc' ? getMyCcList : type === 'done' ? getMyDoneList : getMyApplyList;
    const page = await call(client, app, { processStatus: processStatus || undefined });
    return [page.items.map((item) => instanceRow(item, type, carried)), page.total];
  };

  /** Settles once the call answered (its rows are shown unless a newer call started). */
  const refresh = async () => {
    const answer = fetchRows();
    latest.run(
      answer,
      ([rows, total]) =>
        store.setState({
          state: 'ready',
          rows,
          total,
          ...(type === 'todo' && !liveTodoCount ? { todoCount: total } : {}),
        }),
      () => store.setState({ state: 'failed' }),
    );
    await answer.catch(() => undefined);
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void refresh();
      let first = true;
      const unsubscribe = input.notificationsChanged?.(({ todoCount }) => {
        liveTodoCount = true;
        store.setState({ todoCount });
        // The first event tells the counts at subscription (the load shows those rows already);
        // each later one means the viewer's tasks or notifications changed.
        if (type === 'todo' && !first) void refresh();
        first = false;
      });
      return () => {
        unsubscribe?.();
        latest.stop();
      };
    },
    refresh,
  };
}
