import { createStore } from 'zustand/vanilla';
import { listTaskLogs, listTasks, setTaskRunning, type OrganisationRef } from '@tessera/api';
import type { ScheduledTask, TaskRun } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { adminResource } from './adminResource.js';

/** The texts of the scheduled tasks screen (ours: spec 2 §7.3 names the calls only). */
export const TASK_TEXTS = {
  title: '定时任务',
  columns: {
    name: '任务',
    interval: '运行间隔',
    state: '状态',
    lastRun: '上次运行',
    nextRun: '下次运行',
  },
  running: '运行中',
  stopped: '已停止',
  start: '启动',
  stop: '停止',
  startHelp: '启动后立即运行一次，之后按间隔运行',
  logs: '运行日志',
  chooseTask: '选择一个任务，查看它的运行日志',
  noLogs: '还没有运行记录',
  never: '从未运行',
  results: { success: '成功', failure: '失败' },
  triggers: { schedule: '定时', manual: '手动' },
  affected: (n: number) => `影响 ${n} 条`,
  started: (name: string) => `${name}：已启动并运行一次`,
  stoppedNotice: (name: string) => `${name}：已停止`,
  every: (seconds: number) =>
    seconds % 3600 === 0 ? `每 ${seconds / 3600} 小时` : `每 ${Math.round(seconds / 60)} 分钟`,
} as const;

/** The page size of a task's log. */
export const TASK_LOG_PAGE_SIZE = 10;

/** What the scheduled tasks screen shows. */
export interface ScheduledTasksSnapshot {
  state: 'loading' | 'ready' | 'failed';
  error: string | null;
  denied: boolean;
  tasks: ScheduledTask[];
  /** The task whose log shows (`''`: none). */
  chosenId: string;
  runs: TaskRun[];
  runTotal: number;
  /** 1-based page of the log. */
  runPage: number;
  busy: boolean;
}

/** The model of {@link createScheduledTasksModel}. */
export interface ScheduledTasksModel extends Model<ScheduledTasksSnapshot> {
  reload(): Promise<void>;
  /** Shows a task's log from its newest run. */
  choose(jobId: string): Promise<void>;
  logPage(page: number): Promise<void>;
  /** Starts (and runs now) or stops a task; rejects with the server's text. */
  setRunning(jobId: string, running: boolean): Promise<ScheduledTask>;
}

/**
 * The scheduled tasks (spec 2 §7.3 "Tasks": all tasks, logs, start and stop by jobId): the list
 * with each task's state and last result, a chosen task's runs, start and stop. Administrators
 * only.
 */
export function createScheduledTasksModel(input: {
  client: RequestClient;
  org: OrganisationRef;
}): ScheduledTasksModel {
  const { client, org } = input;
  const store = createStore<ScheduledTasksSnapshot>()(() => ({
    state: 'loading',
    error: null,
    denied: false,
    tasks: [],
    chosenId: '',
    runs: [],
    runTotal: 0,
    runPage: 1,
    busy: false,
  }));
  const resource = adminResource(store);
  const { set } = resource;
  const list = resource.main(
    () => listTasks(client, org),
    (tasks) => ({ tasks }),
  );
  const logs = resource.side({
    fetch: () => {
      const { chosenId, runPage } = store.getState();
      if (!chosenId) return null;
      return listTaskLogs(client, org, {
        taskId: chosenId,
        currentIndex: runPage,
        pageSize: TASK_LOG_PAGE_SIZE,
      });
    },
    ready: (page) => ({ runs: page.items, runTotal: page.total }),
    failed: { runs: [], runTotal: 0 },
    idle: { runs: [], runTotal: 0 },
  });
  const reload = () => list.load();
  const loadLogs = () => logs.load();

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      return resource.stopAll;
    },
    reload,
    async choose(jobId) {
      set({ chosenId: jobId, runPage: 1 });
      await loadLogs();
    },
    async logPage(page) {
      set({ runPage: page });
      await loadLogs();
    },
    setRunning: (jobId, running) =>
      resource.write(() => setTaskRunning(client, org, jobId, running)),
  };
}
