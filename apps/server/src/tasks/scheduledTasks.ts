import { sql } from 'kysely';
import type { PagedList } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { readInteger } from '../http/readPaging.js';
import {
  backoffMs,
  createWorkerLoop,
  errorText,
  type WorkerLoop,
} from '../jobs/createWorkerLoop.js';
import {
  auditChange,
  inTransaction,
  type ChangeActor,
  type OrgTransaction,
} from '../organisation/orgTransaction.js';
import { TASK_DEFINITIONS, type TaskDefinition } from './taskDefinitions.js';

/** One task as the list answers it. */
export interface ScheduledTask {
  jobId: string;
  name: string;
  description: string;
  intervalSeconds: number;
  enabled: boolean;
  /** ISO 8601 UTC; null before the first run. */
  lastRunAt: string | null;
  nextRunAt: string;
  lastResult: 'success' | 'failure' | null;
}

/** One run of a task (its log line). */
export interface TaskRun {
  id: string;
  taskId: string;
  startedAt: string;
  finishedAt: string;
  result: 'success' | 'failure';
  trigger: 'schedule' | 'manual';
  affected: number;
  message: string;
}

/** What {@link runTask} did: the run, or `skipped` when another instance is running the task. */
export type RunOutcome = { skipped: true } | { skipped: false; run: TaskRun };

function definition(
  jobId: unknown,
  tasks: readonly TaskDefinition[] = TASK_DEFINITIONS,
): TaskDefinition {
  const found = tasks.find((task) => task.id === jobId);
  if (!found) throw notFound(`任务 ${String(jobId)} 不存在`);
  return found;
}

/** Writes a row per known task (at start; existing rows keep their state). */
export async function registerTasks(
  db: Db,
  tasks: readonly TaskDefinition[] = TASK_DEFINITIONS,
): Promise<void> {
  for (const task of tasks) {
    await db
      .insertInto('scheduled_tasks')
      .values({ id: task.id, next_run_at: new Date(), updated: new Date() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/** Every task with its state and its last run's result (spec 2 §7.3 "GET all tasks"). */
export async function listTasks(db: Db): Promise<ScheduledTask[]> {
  await registerTasks(db);
  const rows = await db
    .selectFrom('scheduled_tasks as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('task_runs as r')
        .select('r.result')
        .whereRef('r.task_id', '=', 't.id')
        .orderBy('r.started_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(1)
        .as('last_result'),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return TASK_DEFINITIONS.map((task) => {
    const row = byId.get(task.id)!;
    return {
      jobId: task.id,
      name: task.name,
      description: task.description,
      intervalSeconds: task.intervalSeconds,
      enabled: row.enabled,
      lastRunAt: row.last_run_at ? new Date(row.last_run_at).toISOString() : null,
      nextRunAt: new Date(row.next_run_at).toISOString(),
      lastResult: (row.last_result as ScheduledTask['lastResult']) ?? null,
    };
  });
}

/** A task's runs, newest first (spec 2 §7.3 "task logs (taskId, currentIndex, pageSize)"). */
export async function listTaskRuns(
  db: Db,
  query: { taskId?: unknown; currentIndex?: unknown; pageSize?: unknown },
): Promise<PagedList<TaskRun>> {
  const task = definition(query.taskId);
  const index = readInteger(query.currentIndex, 'currentIndex', {
    min: 1,
    max: 1_000_000,
    fallback: 1,
  });
  const size = readInteger(query.pageSize, 'pageSize', { min: 1, max: 100, fallback: 10 });
  const base = db.selectFrom('task_runs').where('task_id', '=', task.id);
  const total = await base
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  return { total: Number(total.n), items: rows.map(toRun) };
}

function toRun(row: {
  id: string;
  task_id: string;
  started_at: Date;
  finished_at: Date;
  result: 'success' | 'failure';
  trigger: 'schedule' | 'manual';
  affected: number;
  message: string;
}): TaskRun {
  return {
    id: String(row.id),
    taskId: row.task_id,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: new Date(row.finished_at).toISOString(),
    result: row.result,
    trigger: row.trigger,
    affected: row.affected,
    message: row.message,
  };
}

/** The scheduled tasks' limits (README "Scheduled tasks"). */
export const TASK_SCHEDULE = {
  /** How often each instance looks for due tasks. */
  pollMs: 60_000,
  /**
   * A failed run is tried again after this long, then twice as long after each further failure,
   * never later than the task's own interval (its next regular run).
   */
  firstRetryMs: 60_000,
} as const;

/** Options of {@link runTask} and {@link runDueTasks}. */
export interface RunOptions {
  /** The run's clock (tests); default the current time. */
  now?: Date;
  /** The tasks known (tests add their own); default {@link TASK_DEFINITIONS}. */
  tasks?: readonly TaskDefinition[];
}

/** A task row claimed for a run: locked by the run's transaction. */
interface ClaimedTask {
  id: string;
  failures: number;
}

/**
 * Claims one task row and runs it, all in one transaction: `claim` locks the row (`FOR UPDATE
 * SKIP LOCKED`: a row another instance is running is passed over, not waited for); the task's
 * work runs under a savepoint; the run (`task_runs`) and the row's next run time are written in
 * the same transaction. A success schedules the next regular run; a failure rolls the work back
 * to the savepoint, keeps the error (the run's message and `last_error`) and schedules a retry
 * after the backoff. Answers undefined when there was nothing to claim.
 */
async function claimAndRun(
  db: Db,
  claim: (trx: OrgTransaction) => Promise<ClaimedTask | undefined>,
  options: { now: Date; trigger: 'schedule' | 'manual'; tasks: readonly TaskDefinition[] },
): Promise<TaskRun | undefined> {
  const startedAt = options.now;
  return inTransaction(db, async (trx) => {
    const claimed = await claim(trx);
    if (!claimed) return undefined;
    const task = definition(claimed.id, options.tasks);
    let outcome: { result: 'success' | 'failure'; affected: number; message: string };
    await sql`savepoint task_work`.execute(trx);
    try {
      outcome = { result: 'success', ...(await task.run(trx, startedAt)) };
      await sql`release savepoint task_work`.execute(trx);
    } catch (error) {
      await sql`rollback to savepoint task_work`.execute(trx);
      outcome = { result: 'failure', affected: 0, message: errorText(error) };
    }
    const intervalMs = task.intervalSeconds * 1000;
    const failures = outcome.result === 'success' ? 0 : claimed.failures + 1;
    const next =
      outcome.result === 'success'
        ? new Date(startedAt.getTime() + intervalMs)
        : new Date(
            startedAt.getTime() +
              backoffMs(failures, { firstMs: TASK_SCHEDULE.firstRetryMs, maxMs: intervalMs }),
          );
    await trx
      .updateTable('scheduled_tasks')
      .set({
        last_run_at: startedAt,
        next_run_at: next,
        failures,
        last_error: outcome.result === 'success' ? null : outcome.message,
        updated: new Date(),
      })
      .where('id', '=', task.id)
      .execute();
    const row = await trx
      .insertInto('task_runs')
      .values({ task_id: task.id, started_at: startedAt, trigger: options.trigger, ...outcome })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRun(row);
  });
}

/**
 * Runs a task now, whether due or not (a manual start; tests), as one instance of the cluster:
 * answers `skipped` when another instance is running it right now (its row is locked).
 */
export async function runTask(
  db: Db,
  jobId: string,
  options: RunOptions & { trigger?: 'schedule' | 'manual' } = {},
): Promise<RunOutcome> {
  const tasks = options.tasks ?? TASK_DEFINITIONS;
  const task = definition(jobId, tasks);
  const run = await claimAndRun(
    db,
    (trx) =>
      trx
        .selectFrom('scheduled_tasks')
        .select(['id', 'failures'])
        .where('id', '=', task.id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst(),
    { now: options.now ?? new Date(), trigger: options.trigger ?? 'schedule', tasks },
  );
  return run ? { skipped: false, run } : { skipped: true };
}

/**
 * Runs the next due task (enabled, `next_run_at` come, not being run by another instance), the
 * one due longest first; answers its run, or undefined when nothing is due.
 */
export async function runNextDueTask(
  db: Db,
  options: RunOptions = {},
): Promise<TaskRun | undefined> {
  const tasks = options.tasks ?? TASK_DEFINITIONS;
  const now = options.now ?? new Date();
  return claimAndRun(
    db,
    (trx) =>
      trx
        .selectFrom('scheduled_tasks')
        .select(['id', 'failures'])
        // Rows of tasks this server does not know (a newer version's) are left alone.
        .where(
          'id',
          'in',
          tasks.map((task) => task.id),
        )
        .where('enabled', '=', true)
        .where('next_run_at', '<=', now)
        .orderBy('next_run_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst(),
    { now, trigger: 'schedule', tasks },
  );
}

/** Runs due tasks one after the other until none is due (one scheduler round to its end). */
export async function runDueTasks(db: Db, options: RunOptions = {}): Promise<TaskRun[]> {
  const runs: TaskRun[] = [];
  for (;;) {
    const run = await runNextDueTask(db, options);
    if (!run) return runs;
    runs.push(run);
  }
}

/**
 * Starts (enables and runs now) or stops (disables) a task by its jobId (spec 2 §7.3 "start and
 * stop by jobId"); audited as `task_started` / `task_stopped`. Starting answers the run (or a
 * refusal when another instance is running it right now).
 */
export async function setTaskEnabled(
  db: Db,
  actor: ChangeActor,
  jobId: string,
  enabled: boolean,
): Promise<ScheduledTask> {
  const task = definition(jobId);
  await registerTasks(db);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('scheduled_tasks')
      // A start's own run (below) sets the next run time: made due here, another instance's
      // scheduler could run it as well, just before.
      .set({ enabled, updated: new Date() })
      .where('id', '=', task.id)
      .execute();
    await auditChange(trx, actor, enabled ? 'task_started' : 'task_stopped', { jobId: task.id });
  });
  if (enabled) {
    const outcome = await runTask(db, task.id, { trigger: 'manual' });
    if (outcome.skipped)
      throw badRequest(`任务「${task.name}」正在另一台服务器上运行，请稍后再看日志`);
  }
  return (await listTasks(db)).find((each) => each.jobId === task.id)!;
}

/**
 * The scheduler of one instance: the workers' loop (`jobs/createWorkerLoop.ts`, as the
 * notification dispatcher's) whose round runs the next due task; a round that ran one goes on
 * at once, an idle one looks again every `pollMs`. Rows locked by the run's transaction make
 * each due run happen on one instance of the cluster. Start it; stop it on close.
 */
export function startTaskScheduler(
  db: Db,
  options: { pollMs?: number; log?: { warn(details: object, message: string): void } } = {},
): WorkerLoop {
  const loop = createWorkerLoop({
    round: async () => ((await runNextDueTask(db)) ? 1 : 0),
    batchSize: 1,
    pollMs: options.pollMs ?? TASK_SCHEDULE.pollMs,
    log: options.log,
    failedMessage: 'scheduled tasks round failed',
  });
  loop.start();
  return loop;
}
