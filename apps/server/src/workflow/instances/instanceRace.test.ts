import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS as P, type InstanceCommandAnswer } from '@tessera/protocol';
import { WORKFLOW_MESSAGES as M, type StartNode } from '@tessera/workflow';
import { POSTGRES_URL, startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import {
  app$,
  complete,
  people,
  publishWorkflow,
  startAs,
  url,
  type Answer,
  type People,
} from './__tests__/workflowSupport.js';

const ROUNDS = 200;

/*
 * Two commands on one instance at the same moment. PGlite runs
 * one connection and cannot overlap them, so this runs on the PostgreSQL server only (a pool of
 * connections: both requests really are in their transactions at once). Each pair is started
 * before either is awaited.
 */
describe.skipIf(!POSTGRES_URL)('workflow runtime races on PostgreSQL', () => {
  let app: FastifyInstance;
  let u: People;
  let orFlow: string;
  let singleFlow: string;
  beforeAll(async () => {
    app = await startServer(TEST_DATABASES.find((database) => database.name === 'PostgreSQL')!);
    u = await people(app);
    // START → 或签 (王五, 管理员) → 复核 (李四) → END.
    const tree: StartNode = {
      key: 'start',
      type: 'start',
      name: '申请人',
      next: {
        key: 'either',
        type: 'approver',
        name: '或签',
        mode: 'or',
        assignee: { kind: 'users', users: [u.approver2.ref, u.admin.ref] },
        next: {
          key: 'next',
          type: 'approver',
          name: '复核',
          assignee: { kind: 'users', users: [u.approver1.ref] },
          next: { key: 'end', type: 'end', name: '结束' },
        },
      },
    };
    orFlow = await publishWorkflow(app, tree, { name: '或签竞争' });
    singleFlow = await publishWorkflow(app, {
      key: 'start',
      type: 'start',
      name: '申请人',
      next: {
        key: 'only',
        type: 'approver',
        name: '审批',
        assignee: { kind: 'users', users: [u.approver1.ref] },
        next: { key: 'end', type: 'end', name: '结束' },
      },
    });
  }, 60_000);
  afterAll(() => app?.close());

  const db = () => app.tessera.db;
  const pendingTasks = (instanceId: string) =>
    db()
      .selectFrom('wf_tasks')
      .select(['id', 'assignee_id'])
      .where('instance_id', '=', instanceId)
      .where('status', '=', 'pending')
      .execute();
  const kinds = async (instanceId: string) =>
    (
      await db()
        .selectFrom('wf_actions')
        .select('kind')
        .where('instance_id', '=', instanceId)
        .orderBy('seq')
        .execute()
    ).map((row) => row.kind);
  const outcome = (answers: Answer<InstanceCommandAnswer>[]) =>
    answers.map((answer) => answer.body.rspCd).sort();

  it(`two 或签 approvers pass at once: exactly one wins, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await startAs(u.applicant, orFlow);
      const tasks = await pendingTasks(id);
      const wang = tasks.find((task) => task.assignee_id === u.approver2.ref.userId)!;
      const admin = tasks.find((task) => task.assignee_id === u.admin.ref.userId)!;
      const answers = await Promise.all([
        complete(u.approver2, wang.id, true),
        complete(u.admin, admin.id, true),
      ]);
      expect(outcome(answers), JSON.stringify(answers.map((a) => a.body))).toEqual([
        '00000',
        '40900',
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const loser = answers.find((answer) => answer.body.rspCd === '40900')!;
      expect(loser.body.rspInf).toBe(M.taskHandled);
      expect(await kinds(id)).toEqual(['APPLY', 'PASS']);
      const nextRuns = await db()
        .selectFrom('wf_node_runs')
        .select(['status'])
        .where('instance_id', '=', id)
        .where('step_uuid', '=', 'next')
        .execute();
      expect(nextRuns).toEqual([{ status: 'active' }]);
      const stepTasks = await db()
        .selectFrom('wf_tasks')
        .select('status')
        .where('instance_id', '=', id)
        .where('step_uuid', '=', 'either')
        .execute();
      expect(stepTasks.map((task) => task.status).sort()).toEqual(['cancelled', 'passed']);
    }
  }, 300_000);

  it(`the applicant's withdraw races the first approver's pass: exactly one wins, ${ROUNDS} times`, async () => {
    const winners = { withdraw: 0, pass: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const id = await startAs(u.applicant, singleFlow);
      const [task] = await pendingTasks(id);
      const [withdrawn, passed] = await Promise.all([
        u.applicant.post<InstanceCommandAnswer>(url(P.withdraw.build(app$)), {
          flowInstanceId: id,
        }),
        complete(u.approver1, task!.id, true),
      ]);
      expect(outcome([withdrawn, passed])).toEqual(['00000', '40900']);
      const log = await kinds(id);
      if (withdrawn.body.rspCd === '00000') {
        winners.withdraw++;
        expect(passed.body.rspInf).toBe(M.finished);
        expect(log).toEqual(['APPLY', 'WITHDRAW']);
      } else {
        winners.pass++;
        expect(withdrawn.body.rspInf).toBe(M.finished);
        expect(log).toEqual(['APPLY', 'PASS']);
      }
    }
    expect(winners.withdraw + winners.pass).toBe(ROUNDS);
  }, 300_000);

  it(`the same approver submits twice at once: one success, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await startAs(u.applicant, singleFlow);
      const [task] = await pendingTasks(id);
      const answers = await Promise.all([
        complete(u.approver1, task!.id, true),
        complete(u.approver1, task!.id, true),
      ]);
      expect(outcome(answers)).toEqual(['00000', '40900']);
      expect(await kinds(id)).toEqual(['APPLY', 'PASS']);
    }
  }, 300_000);
});
