import { ORGANISATION_PATHS as P, type Envelope, type PagedList } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../__tests__/signIn.js';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import { saveSecurityPolicy } from '../organisation/securityPolicies.js';
import { addUser } from '../organisation/userRecords.js';
import {
  registerTasks,
  runDueTasks,
  runTask,
  TASK_SCHEDULE,
  type ScheduledTask,
  type TaskRun,
} from './scheduledTasks.js';
import type { TaskDefinition } from './taskDefinitions.js';

// The scheduled tasks (spec 2 §7.3 "Tasks"; README "Scheduled tasks") on PGlite and PostgreSQL:
// the dormancy sweep marks the accounts its scope's policy says, and sign-in then refuses them;
// the token purge deletes expired rows; every run is logged; stop and start by jobId; a failing
// task is retried after a backoff with its error kept; a task another instance is running (its
// row locked) is passed over, on PostgreSQL.

const [ADMIN, APPLICANT] = DEMO_USERS as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const app$ = { appId: DEMO.appId };
const url = (built: string) => `/api/${built}`;
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('scheduled tasks on $name', (database) => {
  let app: FastifyInstance;
  let adminToken: string;
  beforeAll(async () => {
    app = await startServer(database);
    adminToken = (await signIn(app, ADMIN)).accessToken;
  });
  afterAll(() => app?.close());

  const call = async <T>(method: 'GET' | 'POST', path: string, token = adminToken) => {
    const response = await injectSigned(app, {
      method,
      url: path,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };

  it('marks dormant the accounts idle for the scope’s days, and sign-in refuses them', async () => {
    const db = app.tessera.db;
    const actor = { actorId: ADMIN.id };
    const change = { db, actor, appId: DEMO.appId };
    const idle = await addUser(change, {
      userName: 'idle-user',
      phone: '13700000001',
      password: 'Idle2026a',
      userType: 'sweep',
    });
    const recent = await addUser(change, {
      userName: 'recent-user',
      phone: '13700000002',
      password: 'Recent2026a',
      userType: 'sweep',
    });
    const now = new Date();
    await db
      .updateTable('users')
      .set({ last_login_at: new Date(now.getTime() - 40 * DAY) })
      .where('id', '=', idle.id)
      .execute();
    await db
      .updateTable('users')
      .set({ last_login_at: new Date(now.getTime() - 5 * DAY) })
      .where('id', '=', recent.id)
      .execute();
    await saveSecurityPolicy(db, actor, {
      userScope: 'sweep',
      type: 'account',
      policy: { dormancyDays: 30 },
    });

    const outcome = await runTask(db, 'dormancy-sweep', { now, trigger: 'manual' });
    expect(outcome).toMatchObject({
      skipped: false,
      run: { result: 'success', affected: 1, message: '标记休眠账号 sweep（30 天）：1 个' },
    });
    const flags = await db
      .selectFrom('users')
      .select(['user_name', 'dormant'])
      .where('user_scope', '=', 'sweep')
      .orderBy('user_name')
      .execute();
    expect(flags).toEqual([
      { user_name: 'idle-user', dormant: true },
      { user_name: 'recent-user', dormant: false },
    ]);
    await expect(
      signIn(app, { phone: '13700000001', password: 'Idle2026a', userType: 'sweep' }),
    ).rejects.toThrow('sign-in refused: 账号已休眠，请联系管理员激活');
    // A second run finds nobody new.
    expect(await runTask(db, 'dormancy-sweep', { now })).toMatchObject({ run: { affected: 0 } });
  });

  it('purges expired token rows and logs each run, newest first', async () => {
    const db = app.tessera.db;
    await db
      .insertInto('oidc_payloads')
      .values([
        {
          model: 'AccessToken',
          id: 'expired-1',
          payload: '{}',
          grant_id: null,
          user_code: null,
          uid: null,
          account_id: null,
          consumed_at: null,
          expires_at: new Date(Date.now() - 1000),
        },
        {
          model: 'AccessToken',
          id: 'alive-1',
          payload: '{}',
          grant_id: null,
          user_code: null,
          uid: null,
          account_id: null,
          consumed_at: null,
          expires_at: new Date(Date.now() + 60_000),
        },
      ])
      .execute();
    const outcome = await runTask(db, 'token-purge', { trigger: 'manual' });
    expect(outcome).toMatchObject({ skipped: false, run: { result: 'success' } });
    const left = await db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', 'in', ['expired-1', 'alive-1'])
      .execute();
    expect(left.map((row) => row.id)).toEqual(['alive-1']);

    const logs = await call<PagedList<TaskRun>>(
      'GET',
      `${url(P.taskLogs.build(app$))}?taskId=token-purge&currentIndex=1&pageSize=5`,
    );
    expect(logs.body.data!.items[0]).toMatchObject({
      taskId: 'token-purge',
      result: 'success',
      trigger: 'manual',
    });
    expect(logs.body.data!.items[0]!.message).toMatch(/^删除过期令牌 \d+ 条$/);
  });

  it('lists the tasks, stops and starts one by jobId; refuses members and unknown jobs', async () => {
    const list = await call<ScheduledTask[]>('GET', url(P.tasks.build(app$)));
    expect(list.body.data!.map((task) => [task.jobId, task.name])).toEqual([
      ['dormancy-sweep', '休眠账号检查'],
      ['token-purge', '清理过期令牌'],
    ]);
    const stopped = await call<ScheduledTask>(
      'POST',
      url(P.stopTask.build({ ...app$, jobId: 'token-purge' })),
    );
    expect(stopped.body.data).toMatchObject({ jobId: 'token-purge', enabled: false });
    // A stopped task is not due, whatever its time.
    const due = await runDueTasks(app.tessera.db, { now: new Date(Date.now() + 365 * DAY) });
    expect(due.map((run) => run.taskId)).toEqual(['dormancy-sweep']);
    const started = await call<ScheduledTask>(
      'POST',
      url(P.startTask.build({ ...app$, jobId: 'token-purge' })),
    );
    expect(started.body.data).toMatchObject({ enabled: true, lastResult: 'success' });

    const applicant = (await signIn(app, APPLICANT)).accessToken;
    const refused = await call(
      'POST',
      url(P.stopTask.build({ ...app$, jobId: 'token-purge' })),
      applicant,
    );
    expect(refused.status).toBe(403);
    const unknown = await call('POST', url(P.stopTask.build({ ...app$, jobId: 'nothing' })));
    expect(unknown.body).toMatchObject({ rspCd: '40400', rspInf: '任务 nothing 不存在' });
    const after = await call<ScheduledTask[]>('GET', url(P.tasks.build(app$)));
    expect(after.body.data!.find((task) => task.jobId === 'token-purge')!.enabled).toBe(true);
  });

  it('retries a failing task after a backoff, keeps its error and rolls its work back; a success resets it', async () => {
    const db = app.tessera.db;
    let calls = 0;
    // A task of the test: each of its first two runs writes a row, then fails.
    const flaky: TaskDefinition = {
      id: 'flaky-test',
      name: '测试任务',
      description: '',
      intervalSeconds: 86_400,
      async run(trx) {
        calls += 1;
        await trx
          .insertInto('audit_config')
          .values({ action: `flaky-${calls}`, recorded: false })
          .execute();
        if (calls <= 2) throw new Error('上游接口返回 503');
        return { affected: 1, message: '完成' };
      },
    };
    const tasks = [flaky];
    await registerTasks(db, tasks);
    const t0 = Date.now() + 1000;
    const at = (ms: number) => new Date(t0 + ms);
    const row = () =>
      db
        .selectFrom('scheduled_tasks')
        .select(['next_run_at', 'failures', 'last_error'])
        .where('id', '=', 'flaky-test')
        .executeTakeFirstOrThrow();

    const first = await runDueTasks(db, { now: at(0), tasks });
    expect(first).toMatchObject([
      { taskId: 'flaky-test', result: 'failure', message: '上游接口返回 503' },
    ]);
    expect(await row()).toMatchObject({ failures: 1, last_error: '上游接口返回 503' });
    // Tried again after the first backoff, not at the next regular run (a day later).
    const retry = TASK_SCHEDULE.firstRetryMs;
    expect(new Date((await row()).next_run_at).getTime()).toBe(t0 + retry);
    expect(await runDueTasks(db, { now: at(retry - 1), tasks })).toEqual([]);
    expect(await runDueTasks(db, { now: at(retry), tasks })).toMatchObject([{ result: 'failure' }]);
    // The second failure waits twice as long.
    expect(await row()).toMatchObject({ failures: 2 });
    expect(new Date((await row()).next_run_at).getTime()).toBe(t0 + retry + 2 * retry);
    expect(await runDueTasks(db, { now: at(3 * retry), tasks })).toMatchObject([
      { result: 'success', affected: 1, message: '完成' },
    ]);
    expect(await row()).toMatchObject({ failures: 0, last_error: null });
    expect(new Date((await row()).next_run_at).getTime()).toBe(t0 + 3 * retry + 86_400_000);
    // The failed runs' work was rolled back; the successful run's kept.
    const written = await db
      .selectFrom('audit_config')
      .select('action')
      .where('action', 'like', 'flaky-%')
      .execute();
    expect(written.map((each) => each.action)).toEqual(['flaky-3']);
    const runs = await db
      .selectFrom('task_runs')
      .select(['result', 'message'])
      .where('task_id', '=', 'flaky-test')
      .orderBy('id')
      .execute();
    expect(runs).toEqual([
      { result: 'failure', message: '上游接口返回 503' },
      { result: 'failure', message: '上游接口返回 503' },
      { result: 'success', message: '完成' },
    ]);
  });

  it.runIf(database.name === 'PostgreSQL')(
    'passes over a task another instance is running, and runs it once that run ends',
    async () => {
      const db = app.tessera.db;
      const runsOf = async () =>
        Number(
          (
            await db
              .selectFrom('task_runs')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('task_id', '=', 'token-purge')
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await runsOf();
      const later = new Date(Date.now() + 365 * DAY);
      // Another instance's run: a transaction holding the task's row.
      await db.transaction().execute(async (other) => {
        await other
          .selectFrom('scheduled_tasks')
          .select('id')
          .where('id', '=', 'token-purge')
          .forUpdate()
          .execute();
        expect(await runTask(db, 'token-purge')).toEqual({ skipped: true });
        const due = await runDueTasks(db, { now: later });
        expect(due.map((run) => run.taskId)).not.toContain('token-purge');
      });
      expect(await runsOf()).toBe(before);
      expect(await runDueTasks(db, { now: later })).toMatchObject([{ taskId: 'token-purge' }]);
      expect(await runsOf()).toBe(before + 1);
    },
  );
});
