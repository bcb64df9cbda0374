/**
 * The scale test (`pnpm test:scale`; server README "Running several instances"): three server
 * instances on one PostgreSQL behind HAProxy, checked from outside as clients see them. Needs
 * DATABASE_URL (a database it may create others next to; it works in a new one and drops it) and
 * HAProxy. The instances keep media on one S3-compatible server (s3rver, started here in a new
 * temporary folder), never on their own disk. Ports: SCALE_PORT (the balancer, default 4840), the
 * three after it (instances) and the next (s3rver).
 * Part of `pnpm test:all` (tooling/scripts/test-all.sh), beside the browser suites.
 */
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import S3rver from 's3rver';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { HEADERS, IDENTITY_PATHS, MEDIA_PATHS, WORKFLOW_PATHS } from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { compileFlow } from '@tessera/workflow';
import {
  collaborationRoomName,
  COLLABORATION_PATH,
  connectCollaboration,
  pageCommands,
  readPageJson,
} from '@tessera/designer';
import * as Y from 'yjs';
import { DEMO, DEMO_USERS, demoRequestHeaders } from '@tessera/server/demo';
import { DRAIN_MS, HEALTH_CHECK, startBalancer, startInstance, waitForOk } from './cluster.js';

const host = '127.0.0.1';
const balancerPort = Number(process.env.SCALE_PORT ?? 4840);
const instancePorts = [1, 2, 3].map((i) => balancerPort + i);
const balancer = `http://${host}:${balancerPort}`;
const direct = instancePorts.map((port) => `http://${host}:${port}`);
const [A, B, C] = direct as [string, string, string];
const s3Port = balancerPort + 4;
const s3Bucket = 'tessera-scale-media';
const articles = `/api/${DEMO.appId}/content/article?$top=1`;
const graphqlPath = `/api/querygraphqls?app=${DEMO.appId}`;
const user = (key: string) => DEMO_USERS.find((u) => u.key === key)!;

if (!process.env.DATABASE_URL) {
  console.error('The scale test needs DATABASE_URL (PostgreSQL).');
  process.exit(1);
}

// ── the cluster ────────────────────────────────────────────────────────────────────────────

const databaseName = `tessera_scale_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const logFile = join(tmpdir(), `${databaseName}.log`);
const log = openSync(logFile, 'a');
const instances: (ChildProcess | undefined)[] = [];
let haproxy: ChildProcess | undefined;
// The objects s3rver keeps: files under its folder, named after their keys.
const s3Directory = mkdtempSync(join(tmpdir(), `${databaseName}-s3-`));
const s3 = new S3rver({
  address: host,
  port: s3Port,
  silent: true,
  directory: s3Directory,
  configureBuckets: [{ name: s3Bucket, configs: [] }],
});

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Starts instance `i` (0-based), its output in the log file, and waits until it is ready. */
async function startNode(i: number): Promise<void> {
  const child = startInstance({
    port: instancePorts[i]!,
    output: log,
    env: {
      DATABASE_URL: databaseUrl,
      HOST: host,
      // The development SMS sender (codes to the log): the rate limit is what is checked.
      NODE_ENV: 'development',
      ISSUER: `${balancer}/oidc`,
      // Media on the shared object storage (server README "Media on object storage").
      MEDIA_S3_BUCKET: s3Bucket,
      MEDIA_S3_ENDPOINT: `http://${host}:${s3Port}`,
      MEDIA_S3_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_SECRET_KEY: 'S3RVER',
    },
  });
  instances[i] = child;
  // Three instances compiling the server from source at once on a busy CI machine: minutes.
  await waitForOk(`${direct[i]}/readyz`, 300_000);
}

/** Waits until HAProxy sends requests to every instance again (its checks see them ready). */
async function balancerSeesAll(): Promise<void> {
  await new Promise((resolve) =>
    setTimeout(resolve, HEALTH_CHECK.intervalMs * (HEALTH_CHECK.rise + 1)),
  );
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// ── clients ────────────────────────────────────────────────────────────────────────────────

interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { rspCd: string; rspInf: string; data?: T };
}

/**
 * A signed call as the apps make it; `headers` may fix the nonce and timestamp. A `form` is sent
 * as multipart/form-data, signed as a body that is not text (protocol README "Signing").
 */
async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: {
    token?: string;
    body?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const text = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers = withSignatureHeaders(
    {
      ...demoRequestHeaders(),
      ...(text ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey },
    text,
  );
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(text ? { body: text } : options.form ? { body: options.form } : {}),
  });
  const raw = await response.text();
  let body: Answer<T>['body'];
  try {
    body = JSON.parse(raw) as Answer<T>['body'];
  } catch {
    body = { rspCd: `HTTP ${response.status}`, rspInf: raw.slice(0, 200) };
  }
  return { status: response.status, headers: response.headers, body };
}

async function signIn(base: string, phone: string, password: string): Promise<string> {
  const answer = await call<{ accessToken: string }>(
    base,
    'POST',
    IDENTITY_PATHS.loginExpand.pattern,
    {
      body: { PhoneNumber: phone, Password: password, ActionType: 2 },
    },
  );
  assert.equal(answer.body.rspCd, '00000', `sign-in of ${phone}: ${answer.body.rspInf}`);
  return answer.body.data!.accessToken;
}

async function eventually(what: string, check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a call failed because its connection closed under it (undici's `SocketError`). */
const connectionClosed = (error: unknown) =>
  ((error as Error).cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';

/**
 * Steady load through the balancer: `clients` loops of signed authenticated reads. A read whose
 * connection closes under it is sent again once, newly signed, as a browser sends an idempotent
 * request again on a closed keep-alive connection (RFC 9110 §9.2.2); such reads are counted in
 * `resent` and reported, a second failure is a failure.
 */
function steadyLoad(token: string, clients = 6) {
  let running = true;
  const failures: string[] = [];
  let done = 0;
  let resent = 0;
  const read = () => call(balancer, 'GET', articles, { token });
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      try {
        const answer = await read().catch((error: unknown) => {
          if (!connectionClosed(error)) throw error;
          resent += 1;
          return read();
        });
        if (answer.status !== 200 || answer.body.rspCd !== '00000') {
          failures.push(`${answer.status} ${answer.body.rspCd} ${answer.body.rspInf}`);
        }
      } catch (error) {
        failures.push(String((error as Error).cause ?? error));
      }
      done += 1;
    }
  });
  return {
    failures,
    get done() {
      return done;
    },
    get resent() {
      return resent;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

// ── the checks ─────────────────────────────────────────────────────────────────────────────

const checks: [string, () => Promise<void>][] = [];
const check = (name: string, run: () => Promise<void>) => checks.push([name, run]);
let applicantToken = '';
let adminToken = '';

check('signs in through one instance and calls through the others', async () => {
  applicantToken = await signIn(A, user('applicant').phone, user('applicant').password);
  adminToken = await signIn(balancer, user('admin').phone, user('admin').password);
  for (const base of [B, C, balancer]) {
    const answer = await call(base, 'GET', articles, { token: applicantToken });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.rspCd, '00000');
  }
});

check('refuses on another instance a nonce used on one', async () => {
  const fixed = { nonce: randomBytes(8).toString('hex'), timestamp: String(Date.now()) };
  const first = await call(A, 'GET', articles, { token: applicantToken, headers: fixed });
  assert.equal(first.body.rspCd, '00000');
  for (const base of [B, C]) {
    const again = await call(base, 'GET', articles, { token: applicantToken, headers: fixed });
    assert.equal(again.body.rspCd, '40101');
    assert.equal(again.body.rspInf, '重复的请求：该 nonce 已被使用，请求被拒绝');
  }
});

check('holds the per-address SMS limit (20 an hour) whichever instance answers', async () => {
  const phones = Array.from({ length: 20 }, (_, i) => `1390001${String(i).padStart(4, '0')}`);
  const sent = await Promise.all(
    phones.map((phone) =>
      call<{ isSuccess: boolean; message: string }>(
        balancer,
        'POST',
        IDENTITY_PATHS.sendPhoneCode.pattern,
        {
          body: { phone, purpose: 'SysLogin' },
        },
      ),
    ),
  );
  assert.deepEqual(
    sent.map((answer) => answer.body.data?.isSuccess),
    phones.map(() => true),
    JSON.stringify(sent.map((answer) => answer.body)),
  );
  for (const base of direct) {
    const refused = await call<{ isSuccess: boolean; message: string }>(
      base,
      'POST',
      IDENTITY_PATHS.sendPhoneCode.pattern,
      { body: { phone: '13900019999', purpose: 'SysLogin' } },
    );
    assert.equal(refused.body.data?.isSuccess, false);
    assert.match(refused.body.data!.message, /^获取验证码过于频繁，请\d+分钟后再试$/);
  }
});

check('kicks on B a single-session account signed in again on A', async () => {
  const single = user('approver1');
  await withDatabase((db) =>
    db.query('update users set single_session = true where mobile_phone = $1', [single.phone]),
  );
  try {
    const first = await signIn(A, single.phone, single.password);
    assert.equal((await call(B, 'GET', articles, { token: first })).status, 200);
    await signIn(A, single.phone, single.password);
    await eventually('the older session refused on B', async () => {
      const answer = await call(B, 'GET', articles, { token: first });
      return answer.status === 401 && answer.headers.get(HEADERS.loginConcurrentSession) === '1';
    });
  } finally {
    await withDatabase((db) =>
      db.query('update users set single_session = false where mobile_phone = $1', [single.phone]),
    );
  }
});

check(
  'co-edits one page with designers on A, on B and through the balancer (server README "Collaboration")',
  async () => {
    const room = collaborationRoomName({
      appId: DEMO.appId,
      subAppId: DEMO.pcSubAppId,
      kind: 'page',
      pageId: DEMO.pages.pcHome,
    });
    const designers = [A, B, balancer].map((base) => {
      const doc = new Y.Doc();
      const live = connectCollaboration({
        url: `${base.replace('http:', 'ws:')}${COLLABORATION_PATH}`,
        room,
        doc,
        token: () => adminToken,
        WebSocketPolyfill: WebSocket,
      });
      return { doc, live };
    });
    try {
      await Promise.all(designers.map(({ live }) => live.whenSynced()));
      designers.forEach(({ doc }, i) => {
        const commands = pageCommands(doc, { origin: `scale-${i}`, newId: () => `scale-${i}` });
        commands.addControl({ typeName: 'Button' });
        commands.setPageSetting('title', `协同 ${i}`);
      });
      await eventually('the three designers converge', async () => {
        const pages = designers.map(({ doc }) => JSON.stringify(readPageJson(doc)));
        const ids = readPageJson(designers[0]!.doc).pageData.controls.map((control) => control.id);
        return (
          pages.every((page) => page === pages[0]) &&
          ['scale-0', 'scale-1', 'scale-2'].every((id) => ids.includes(id))
        );
      });
    } finally {
      for (const { live } of designers) live.destroy();
    }
  },
);

/** The files s3rver keeps for objects whose key contains `part`. */
function storedObjects(part: string): string[] {
  return readdirSync(s3Directory, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.includes(part),
  );
}

check(
  'keeps media on the shared object storage: uploaded on A, read on B and C, deleted on C',
  async () => {
    const apiPath = (built: string) => (built.startsWith('/') ? built : `/api/${built}`);
    const form = new FormData();
    form.append('categoryId', DEMO.imageCategoryId);
    // An 8×8 grey PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAAAAADhZOFXAAAADklEQVR4nGNogAIGyhgAgIQgAQ2AJGEAAAAASUVORK5CYII=',
      'base64',
    );
    form.append('file', new Blob([png], { type: 'image/png' }), '扩展.png');
    const uploaded = await call<{ imageId: string; url: string; storage: string; size: number }>(
      A,
      'POST',
      apiPath(
        MEDIA_PATHS.postImage.build({
          appId: DEMO.appId,
          subAppId: DEMO.pcSubAppId,
          appType: 'Pc',
        }),
      ),
      { token: adminToken, form },
    );
    assert.equal(uploaded.body.rspCd, '00000', uploaded.body.rspInf);
    const image = uploaded.body.data!;
    assert.equal(image.storage, 's3');
    assert.equal(storedObjects(image.imageId).length > 0, true, 'no object in the bucket');
    // The image's address on each instance (the URL may name the instance it was uploaded on).
    const read = (base: string) => {
      const { pathname, search } = new URL(image.url, base);
      return fetch(`${base}${pathname}${search}`);
    };
    for (const base of [B, C]) {
      const answer = await read(base);
      const bytes = Buffer.from(await answer.arrayBuffer());
      assert.equal(answer.status, 200, `read through ${base}`);
      assert.equal(answer.headers.get('content-type'), 'image/webp');
      assert.equal(bytes.length, image.size);
    }
    const deleted = await call(
      C,
      'POST',
      apiPath(MEDIA_PATHS.deleteImage.build({ appId: DEMO.appId, id: image.imageId })),
      { token: adminToken, body: {} },
    );
    assert.equal(deleted.body.rspCd, '00000', deleted.body.rspInf);
    const gone = await read(A);
    await gone.arrayBuffer();
    assert.equal(gone.status, 404);
    assert.deepEqual(storedObjects(image.imageId), []);
  },
);

check('announces a write on A to a subscriber on C (contentChanged)', async () => {
  const client = createClient({
    url: `ws://${host}:${instancePorts[2]}/api/querygraphqls`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${adminToken}` },
    retryAttempts: 0,
  });
  try {
    const changes = client.iterate<{ contentChanged: { id: string; mutationTypeName: string } }>({
      query:
        'subscription ($a: String!, $s: String!) { contentChanged(appId: $a, schemaName: $s) { id mutationTypeName } }',
      variables: { a: DEMO.appId, s: 'article' },
    });
    const first = changes.next();
    // graphql-ws does not acknowledge a subscribe, so the test cannot know when C holds it: it
    // writes on A every 2 s until C announces one of its writes (a fixed wait before one write
    // missed the change whenever C subscribed later than the wait on a loaded machine).
    const written: string[] = [];
    const arrived = await (async () => {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const added = await call<{ addArticleContent: { id: string } }>(A, 'POST', graphqlPath, {
          token: adminToken,
          body: {
            query: 'mutation ($d: JSON!) { addArticleContent(contentData: $d) { id } }',
            variables: { d: { title: `scale ${randomUUID()}` } },
          },
        });
        assert.equal(added.body.rspCd, '00000', added.body.rspInf);
        written.push(added.body.data!.addArticleContent.id);
        const next = await Promise.race([
          first,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
        ]);
        if (next) return next;
      }
      throw new Error('no contentChanged on C within 20 s of writes on A');
    })();
    type Change = { data: { contentChanged: { id: string; mutationTypeName: string } } };
    const change = (arrived.value as Change).data.contentChanged;
    assert.ok(written.includes(change.id), `C announced ${change.id}, not a write of A`);
    assert.equal(change.mutationTypeName, 'Created');
    await changes.return?.();
  } finally {
    await client.dispose();
  }
});

check(
  '200 concurrent 或签 approvals over the three instances: exactly one wins each time',
  async () => {
    const ref = (key: string) => ({ userId: user(key).id, userName: user(key).nickName });
    const compiled = compileFlow({
      key: 'start',
      type: 'start',
      name: '申请人',
      next: {
        key: 'either',
        type: 'approver',
        name: '或签',
        mode: 'or',
        assignee: { kind: 'users', users: [ref('approver1'), ref('approver2')] },
        // A step after it: the instance runs on, so the loser hears 该任务已处理.
        next: {
          key: 'next',
          type: 'approver',
          name: '复核',
          assignee: { kind: 'users', users: [ref('admin')] },
          next: { key: 'end', type: 'end', name: '结束' },
        },
      },
    });
    const workflowId = await withDatabase(async (db) => {
      const json = (value: unknown) => JSON.stringify(value);
      const { rows } = await db.query<{ id: string }>(
        `insert into wf_definitions (app_id, display_name, category_id, enabled, json_detail, json_data,
         flow_step_operator_list, published_version)
       values ($1, '或签（扩展测试）', 'scale', true, $2, $3, $4, 1) returning id`,
        [
          DEMO.appId,
          json(compiled.jsonDetail),
          json(compiled.jsonData),
          json(compiled.flowStepOperatorList),
        ],
      );
      await db.query(
        `insert into wf_versions (workflow_id, version, json_detail, json_data, flow_step_operator_list)
       values ($1, 1, $2, $3, $4)`,
        [
          rows[0]!.id,
          json(compiled.jsonDetail),
          json(compiled.jsonData),
          json(compiled.flowStepOperatorList),
        ],
      );
      return rows[0]!.id;
    });
    const [tokenLi, tokenWang] = [
      await signIn(B, user('approver1').phone, user('approver1').password),
      await signIn(C, user('approver2').phone, user('approver2').password),
    ];
    const app = { app: DEMO.appId };
    const path = (built: string) => (built.startsWith('/') ? built : `/api/${built}`);
    const start = path(
      WORKFLOW_PATHS.startInstance.build({ app: DEMO.appId, subapp: DEMO.pcSubAppId }),
    );
    const complete = path(WORKFLOW_PATHS.completeTask.build(app));
    const round = async (n: number) => {
      const started = await call<{ workflowInstanceId: string }>(direct[n % 3]!, 'POST', start, {
        token: applicantToken,
        body: {
          workFlowId: workflowId,
          userId: user('applicant').id,
          userName: user('applicant').nickName,
          fieldDataList: [],
        },
      });
      assert.equal(started.body.rspCd, '00000', started.body.rspInf);
      const instanceId = started.body.data!.workflowInstanceId;
      const tasks = await withDatabase((db) =>
        db.query<{ id: string; assignee_id: string }>(
          `select id, assignee_id from wf_tasks where instance_id = $1 and status = 'pending'`,
          [instanceId],
        ),
      );
      const taskOf = (key: string) => tasks.rows.find((t) => t.assignee_id === user(key).id)!.id;
      // Each approver on another instance than the other, rotating.
      const answers = await Promise.all([
        call(direct[(n + 1) % 3]!, 'POST', complete, {
          token: tokenLi,
          body: { taskId: taskOf('approver1'), isPass: true, approvalComments: '' },
        }),
        call(direct[(n + 2) % 3]!, 'POST', complete, {
          token: tokenWang,
          body: { taskId: taskOf('approver2'), isPass: true, approvalComments: '' },
        }),
      ]);
      const codes = answers.map((answer) => answer.body.rspCd).sort();
      assert.deepEqual(codes, ['00000', '40900'], JSON.stringify(answers.map((a) => a.body)));
      assert.equal(answers.find((a) => a.body.rspCd === '40900')!.body.rspInf, '该任务已处理');
      const passes = await withDatabase((db) =>
        db.query(`select 1 from wf_actions where instance_id = $1 and kind = 'PASS'`, [instanceId]),
      );
      assert.equal(passes.rowCount, 1);
    };
    // Ten rounds at a time: 20 approvals in flight at once over the three instances.
    for (let first = 0; first < 200; first += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => round(first + i)));
    }
  },
);

check('SIGTERM each instance in turn under steady load: no request fails', async () => {
  const load = steadyLoad(applicantToken);
  try {
    for (let i = 0; i < instances.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const child = instances[i]!;
      child.kill('SIGTERM');
      assert.equal(await exitOf(child), 0, `instance ${i + 1} did not shut down cleanly`);
      await startNode(i);
      await balancerSeesAll();
    }
  } finally {
    await load.stop();
  }
  assert.ok(load.done > 100, `only ${load.done} requests were made`);
  assert.deepEqual(load.failures, [], `${load.failures.length} of ${load.done} failed`);
  console.log(
    `    (${load.done} requests, ${load.resent} sent again on a closed connection, drain ${DRAIN_MS} ms per instance)`,
  );
});

check(
  'kill -9 of one instance: the balancer routes around it, nothing acknowledged is lost',
  async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        try {
          const added = await call<{ addArticleContent: { id: string } }>(
            balancer,
            'POST',
            graphqlPath,
            {
              token: adminToken,
              body: {
                query: 'mutation ($d: JSON!) { addArticleContent(contentData: $d) { id } }',
                variables: { d: { title: `kill ${randomUUID()}` } },
              },
            },
          );
          if (added.body.rspCd === '00000')
            acknowledged.push(added.body.data!.addArticleContent.id);
        } catch {
          // in flight on the killed instance: not acknowledged
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    instances[1]!.kill('SIGKILL');
    await exitOf(instances[1]!);
    // Failed checks take it out; until then a refused connection is retried elsewhere.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    const after = [];
    for (let i = 0; i < 30; i += 1)
      after.push(await call(balancer, 'GET', articles, { token: applicantToken }));
    writing = false;
    await writer;
    assert.deepEqual(
      after.filter((answer) => answer.body.rspCd !== '00000').map((answer) => answer.body),
      [],
    );
    assert.ok(acknowledged.length > 0);
    const stored = await withDatabase((db) =>
      db.query('select id from content_items where id = any($1::uuid[])', [acknowledged]),
    );
    assert.equal(stored.rowCount, acknowledged.length, 'an acknowledged write is missing');
    console.log(`    (${acknowledged.length} acknowledged writes, all stored)`);
  },
);

async function withDatabase<T>(use: (db: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

// ── run ────────────────────────────────────────────────────────────────────────────────────

let failed = 0;
try {
  await admin(`create database "${databaseName}"`);
  await s3.run();
  console.log(
    `scale test: 3 instances on ${databaseName} behind HAProxy at ${balancer} (log ${logFile})`,
  );
  // Started together on an empty database: migrations and the seed run once (advisory lock).
  await Promise.all(instancePorts.map((_, i) => startNode(i)));
  haproxy = startBalancer({
    host,
    port: balancerPort,
    instances: instancePorts.map((port, i) => ({ name: `instance${i + 1}`, port })),
    prefix: `${databaseName}-`,
    quiet: true,
  });
  await waitForOk(`${balancer}/readyz`, 30_000);
  await balancerSeesAll();
  for (const [name, run] of checks) {
    const started = Date.now();
    try {
      await run();
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(
        `  ✗ ${name}\n    ${String((error as Error).stack ?? error)
          .split('\n')
          .join('\n    ')}`,
      );
    }
  }
} finally {
  for (const child of instances) child?.kill('SIGTERM');
  haproxy?.kill('SIGTERM');
  await Promise.all(instances.map((child) => (child ? exitOf(child) : undefined)));
  closeSync(log);
  await s3.close().catch(() => undefined);
  rmSync(s3Directory, { recursive: true, force: true });
  await admin(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
}
console.log(failed === 0 ? 'scale test passed' : `scale test: ${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
