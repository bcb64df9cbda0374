/*
 * Workflow benchmark (pnpm --filter @tessera/server bench): the reference server in
 * this process on loopback over PostgreSQL (DATABASE_URL, a throw-away schema) with
 * 1,000,000 tasks over 10,000 users, and prints:
 *   1. a user's todo list (getmytodolist, page 1, size 100) through the server ÷ the same SQL
 *      (the query the server builds, `todoListQuery`) run directly on a pg connection, medians of
 *      interleaved rounds; goal ≤ 1.5×.
 *   2. completeTask throughput with 50 concurrent approvers on distinct tasks, with p50/p99.
 * Without DATABASE_URL it says so and exits: races, locks and a million rows are PostgreSQL's.
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { IDENTITY_PATHS, WORKFLOW_PATHS } from '@tessera/protocol';
import { createServer } from '../src/createServer.js';
import { DEMO } from '../src/demo.js';
import { withoutStatementTimeout } from '../src/db/statementTimeout.js';
import { todoListQuery } from '../src/workflow/instances/instanceLists.js';
import { signedHeaders } from './benchSigning.js';
import { BULK_INSTANCE_PREFIX, writeBulkData } from './workflowData.js';
import { median, percentile } from './benchStats.js';

const SHAPE = {
  users: 10_000,
  instances: 200_000,
  tasksPerInstance: 5,
  pendingShare: 0.1,
  benchUserPending: 500,
};
const LIST_ROUNDS = 300;
const LIST_WARM_UP = 30;
const APPROVERS = 50;
const TASKS_PER_APPROVER = 10;

const url = process.env.DATABASE_URL;
if (!url) {
  console.log(
    'workflow bench: skipped (set DATABASE_URL to a PostgreSQL database; README "Benchmarks")',
  );
  process.exit(0);
}
const schema = `bench_${randomBytes(5).toString('hex')}`;
const app = await createServer({
  database: { kind: 'postgres', url, schema, dropSchemaOnClose: true },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const db = app.tessera.db;
const appId = DEMO.appId;

interface Answer {
  rspCd: string;
  rspInf: string;
  data: unknown;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<{ ms: number; data: unknown }> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const start = performance.now();
  // Built paths under /api/ come without the prefix (protocol `route`).
  const absolute = path.startsWith('/') ? path : `/api/${path}`;
  const response = await fetch(`${base}${absolute}`, {
    method,
    headers: signedHeaders(text, token),
    body: method === 'POST' ? text : undefined,
  });
  const answer = (await response.json()) as Answer;
  const ms = performance.now() - start;
  if (answer.rspCd !== '00000')
    throw new Error(`${path} refused: ${answer.rspCd} ${answer.rspInf}`);
  return { ms, data: answer.data };
}

async function signIn(phone: string, password: string): Promise<string> {
  const { data } = await call('POST', IDENTITY_PATHS.loginExpand.pattern, undefined, {
    PhoneNumber: phone,
    Password: password,
    ActionType: 2,
  });
  const answer = data as { accessToken?: string; error?: { message: string } };
  // A refused sign-in answers 00000 with data.error (the login form's contract): without this
  // check the caller went on with no token and was refused later as signed out (30002).
  if (!answer.accessToken) throw new Error(`sign-in of ${phone} refused: ${answer.error?.message}`);
  return answer.accessToken;
}

async function userIdOf(phone: string): Promise<{ id: string; nick_name: string }> {
  return db
    .selectFrom('users')
    .select(['id', 'nick_name'])
    .where('mobile_phone', '=', phone)
    .executeTakeFirstOrThrow();
}

const f = (ms: number) => `${ms.toFixed(2)} ms`;

// 1. Data.
let started = performance.now();
const bulk = await withoutStatementTimeout(db, (connection) =>
  writeBulkData(connection, appId, SHAPE),
);
const taskCount = await db
  .selectFrom('wf_tasks')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();
console.log(
  `workflow bench on PostgreSQL: ${Number(taskCount.n).toLocaleString('en')} tasks over ${SHAPE.users.toLocaleString('en')} users written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// 2. The todo list: server vs the same SQL direct.
const benchUser = await userIdOf(bulk.benchUserPhone);
const benchToken = await signIn(bulk.benchUserPhone, bulk.password);
const listPath =
  WORKFLOW_PATHS.myTodoList.pattern.replace(':appId', appId) + '?pageNo=1&pageSize=100';
const compiled = todoListQuery(db, {
  appId,
  userId: benchUser.id,
  pageNo: 1,
  pageSize: 100,
}).compile();
const direct = new pg.Client({ connectionString: url });
await direct.connect();
await direct.query(`set search_path to "${schema}"`);
const viaServer: number[] = [];
const viaSql: number[] = [];
let listed = 0;
for (let i = 0; i < LIST_WARM_UP + LIST_ROUNDS; i++) {
  const runSql = async () => {
    const start = performance.now();
    const result = await direct.query(compiled.sql, compiled.parameters as unknown[]);
    return { ms: performance.now() - start, rows: result.rowCount ?? 0 };
  };
  const runServer = () => call('GET', listPath, benchToken);
  // Alternate which goes first, so neither always meets a warmer cache.
  const [server, sqlRun] =
    i % 2 === 0
      ? [await runServer(), await runSql()]
      : (([a, b]) => [b, a] as const)([await runSql(), await runServer()] as const);
  if (i < LIST_WARM_UP) continue;
  viaServer.push(server.ms);
  viaSql.push(sqlRun.ms);
  listed = (server.data as { items: unknown[] }).items.length;
}
await direct.end();
// The floor every signed call pays (signature, nonce row, session, app check): the todo list of
// a user with no pending task, an empty index range.
const idleToken = await signIn(bulk.phoneOf(SHAPE.users - 1), bulk.password);
await db
  .deleteFrom('wf_tasks')
  .where('assignee_id', '=', (await userIdOf(bulk.phoneOf(SHAPE.users - 1))).id)
  .execute();
const floor: number[] = [];
for (let i = 0; i < LIST_WARM_UP + LIST_ROUNDS; i++) {
  const { ms } = await call('GET', listPath, idleToken);
  if (i >= LIST_WARM_UP) floor.push(ms);
}
console.log(
  `  todo list (page 1, size 100; ${listed} rows of ${SHAPE.benchUserPending}+ pending), ${LIST_ROUNDS} interleaved rounds:`,
);
console.log(
  `    through the server: p50 ${f(median(viaServer))}, p99 ${f(percentile(viaServer, 99))}`,
);
console.log(`    same SQL direct:    p50 ${f(median(viaSql))}, p99 ${f(percentile(viaSql, 99))}`);
console.log(
  `    server ÷ direct (p50): ${(median(viaServer) / median(viaSql)).toFixed(3)}× (goal ≤ 1.5×)`,
);
console.log(
  `    the same call for a user with no pending task (the per-call floor): p50 ${f(median(floor))}`,
);

// 3. completeTask with 50 concurrent approvers on distinct tasks.
const applicantPhone = bulk.phoneOf(SHAPE.users);
const applicant = await userIdOf(applicantPhone);
const applicantToken = await signIn(applicantPhone, bulk.password);
// Signed in one after another: what is measured is completeTask, not a burst of sign-ins (a
// burst of 50 is the server's to survive: README "Identity" → Passwords, at most two at once).
const approvers: { id: string; nick_name: string; token: string }[] = [];
for (let k = 0; k < APPROVERS; k++) {
  const phone = bulk.phoneOf(2 + k);
  approvers.push({ ...(await userIdOf(phone)), token: await signIn(phone, bulk.password) });
}
started = performance.now();
for (let round = 0; round < TASKS_PER_APPROVER; round++) {
  for (const approver of approvers) {
    await call(
      'POST',
      WORKFLOW_PATHS.startInstance.build({ app: appId, subapp: DEMO.pcSubAppId }),
      applicantToken,
      {
        workFlowId: bulk.workflowId,
        userId: applicant.id,
        userName: applicant.nick_name,
        fieldDataList: [],
        chosenApprovers: { approve: [approver.id] },
      },
    );
  }
}
const startMs = performance.now() - started;
const todoPath = (approverToken: string) =>
  call(
    'GET',
    WORKFLOW_PATHS.myTodoList.pattern.replace(':appId', appId) + '?pageNo=1&pageSize=100',
    approverToken,
  );
const queues = await Promise.all(
  approvers.map(async (approver) => {
    const { data } = await todoPath(approver.token);
    // The instances started above, not the bulk rows (list data without an action log).
    return (data as { items: { taskId: string; workflowInstanceId: string }[] }).items
      .filter((item) => !item.workflowInstanceId.startsWith(BULK_INSTANCE_PREFIX))
      .map((item) => item.taskId);
  }),
);
const latencies: number[] = [];
started = performance.now();
await Promise.all(
  approvers.map(async (approver, k) => {
    for (const taskId of queues[k]!) {
      const { ms } = await call(
        'POST',
        WORKFLOW_PATHS.completeTask.build({ app: appId }),
        approver.token,
        {
          taskId,
          isPass: true,
          approvalComments: '同意',
        },
      );
      latencies.push(ms);
    }
  }),
);
const wallMs = performance.now() - started;
console.log(
  `  completeTask, ${APPROVERS} concurrent approvers × ${TASKS_PER_APPROVER} distinct tasks (${latencies.length} calls; ${(startMs / latencies.length).toFixed(1)} ms per start before):`,
);
console.log(
  `    throughput ${(latencies.length / (wallMs / 1000)).toFixed(1)} completions/s; latency p50 ${f(median(latencies))}, p99 ${f(percentile(latencies, 99))}`,
);
await app.close();
