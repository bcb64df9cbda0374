import type { FastifyInstance } from 'fastify';
import { ORGANISATION_PATHS as P, type Envelope } from '@tessera/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../createServer.js';
import type { DatabaseOptions } from '../db/createDatabase.js';
import type { Db } from '../db/database.js';
import { signIn } from '../__tests__/signIn.js';
import { injectSigned, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import { runDueTasks } from './scheduledTasks.js';
import { TASK_DEFINITIONS } from './taskDefinitions.js';

/*
 * README "Scheduled tasks": two server instances on one PostgreSQL schema, each with its own
 * scheduler looking for due tasks every 20 ms, while the test also runs due tasks on both at
 * once: every due run happens exactly once (counted in task_runs), and a task stopped on one
 * instance runs on neither.
 */

const postgres = TEST_DATABASES.find((database) => database.name === 'PostgreSQL');
const ADMIN = DEMO_USERS.find((user) => user.key === 'admin')!;
const ROUNDS = 20;

async function runCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('task_runs')
    .select(['task_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('task_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.task_id, Number(row.n)]));
}

/** Makes every task due now, as the clock passing its next run time would. */
async function makeDue(db: Db): Promise<void> {
  await db
    .updateTable('scheduled_tasks')
    .set({ next_run_at: new Date(Date.now() - 1000) })
    .execute();
}

/** Waits until no enabled task is due any more (someone ran each). */
async function settled(db: Db): Promise<void> {
  await vi.waitFor(
    async () => {
      const due = await db
        .selectFrom('scheduled_tasks')
        .select('id')
        .where('enabled', '=', true)
        .where('next_run_at', '<=', new Date())
        .execute();
      expect(due).toEqual([]);
    },
    { timeout: 20_000, interval: 20 },
  );
}

describe.skipIf(!postgres)('scheduled tasks on two instances of one PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const database = postgres!.options() as Extract<DatabaseOptions, { kind: 'postgres' }>;
    [a, b] = await Promise.all([
      createServer({ database, tasks: { pollMs: 20 } }),
      createServer({ database: { ...database, dropSchemaOnClose: false }, tasks: { pollMs: 20 } }),
    ]);
    await settled(a.tessera.db);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs each due run exactly once', { timeout: 120_000 }, async () => {
    const before = await runCounts(a.tessera.db);
    let byTest = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await makeDue(a.tessera.db);
      // Both instances' schedulers and the test's calls on both race for the same due runs.
      const runs = await Promise.all([runDueTasks(a.tessera.db), runDueTasks(b.tessera.db)]);
      byTest += runs.flat().length;
      await settled(b.tessera.db);
    }
    // One more round the schedulers run alone: each instance's loop finds due tasks by itself.
    await makeDue(a.tessera.db);
    await settled(b.tessera.db);
    const after = await runCounts(b.tessera.db);
    for (const task of TASK_DEFINITIONS) {
      expect((after[task.id] ?? 0) - (before[task.id] ?? 0)).toBe(ROUNDS + 1);
    }
    // The test's calls took part (not every run was the schedulers').
    expect(byTest).toBeGreaterThan(0);
  });

  it('runs a task stopped on one instance on neither', { timeout: 60_000 }, async () => {
    const { accessToken } = await signIn(a, ADMIN);
    const stop = await injectSigned(a, {
      method: 'POST',
      url: `/api/${P.stopTask.build({ appId: DEMO.appId, jobId: 'token-purge' })}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(stop.json<Envelope<unknown>>().rspCd).toBe('00000');
    const before = await runCounts(a.tessera.db);
    for (let round = 0; round < 5; round++) {
      await makeDue(b.tessera.db);
      await Promise.all([runDueTasks(a.tessera.db), runDueTasks(b.tessera.db)]);
      // Both instances looked at the due tasks (the test's calls), and the enabled one ran.
      await settled(a.tessera.db);
    }
    const after = await runCounts(a.tessera.db);
    expect(after['dormancy-sweep']! - before['dormancy-sweep']!).toBe(5);
    expect(after['token-purge'] ?? 0).toBe(before['token-purge'] ?? 0);
  });
});
