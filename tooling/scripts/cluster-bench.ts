/*
 * Throughput of 1 vs 3 server instances on one PostgreSQL (issue 30 "Benchmark"; server README
 * "Running several instances"): `pnpm --filter @tessera/scripts bench:cluster` with DATABASE_URL.
 *
 * A throw-away database; three instances started together (cluster.ts, as `pnpm start:cluster`)
 * and 100,000 items of the content benchmark's schema (apps/server/bench/contentServer.ts: the
 * same rows and query). Two HAProxy balancers over the same instances: one sends everything to
 * instance 1, the other round robin to all three. 50 clients, each a loop of signed
 * authenticated `queryBenchitemContentsWithTotal` calls (a fresh nonce each), run for
 * BENCH_SECONDS (15) through one balancer, then the other, twice (1, 3, 1, 3), so a busy moment of
 * the shared machine falls on both; prints req/s and p50/p99 of each run. On a 2-core machine
 * three Node processes and PostgreSQL share the same two cores: the figure says what a second
 * and third instance cost or give there, not what three machines would do.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { IDENTITY_PATHS } from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { DEMO, demoRequestHeaders } from '@tessera/server/demo';
import { startBalancer, startInstance, waitForOk } from './cluster.js';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ITEMS = 100_000;
const host = '127.0.0.1';
const basePort = Number(process.env.BENCH_PORT ?? 4830);
const oneBalancer = `http://${host}:${basePort}`;
const threeBalancer = `http://${host}:${basePort + 1}`;
const instancePorts = [2, 3, 4].map((i) => basePort + i);

if (!process.env.DATABASE_URL) {
  console.log('cluster bench: skipped (set DATABASE_URL to a PostgreSQL server)');
  process.exit(0);
}
const databaseName = `tessera_cbench_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const log = openSync(join(tmpdir(), `${databaseName}.log`), 'a');

async function sql(url: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The query of bench/benchQuery.ts: a two-condition filter, a sort on a form field, top 20. */
const BODY = JSON.stringify({
  query: `query ($queryStr: String) { queryBenchitemContentsWithTotal(top: 20, skip: 0, filter: $queryStr, orderfield: "price", orderasc: false) { total items { id contentId version created createdBy lastModified lastModifiedBy status data } } }`,
  variables: { queryStr: "category eq 'c3' and price ge 500" },
});

function signed(body: string, token?: string): Record<string, string> {
  return withSignatureHeaders(
    {
      ...demoRequestHeaders(),
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey },
    body,
  );
}

async function signIn(base: string): Promise<string> {
  const body = JSON.stringify({
    PhoneNumber: DEMO.demoLogin.phone,
    Password: DEMO.demoLogin.password,
    ActionType: 2,
  });
  const response = await fetch(`${base}${IDENTITY_PATHS.loginExpand.pattern}`, {
    method: 'POST',
    headers: signed(body),
    body,
  });
  const answer = (await response.json()) as { rspCd: string; data?: { accessToken: string } };
  if (!answer.data) throw new Error(`sign-in refused: ${JSON.stringify(answer)}`);
  return answer.data.accessToken;
}

/** CLIENTS loops of the query through `base` for SECONDS: req/s, p50, p99, failures. */
async function load(base: string, token: string) {
  const url = `${base}/api/querygraphqls?app=${DEMO.appId}`;
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const headers = signed(BODY, token);
        const start = performance.now();
        try {
          const response = await fetch(url, { method: 'POST', headers, body: BODY });
          const text = await response.text();
          if (!text.startsWith('{"rspCd":"00000"')) failures += 1;
        } catch {
          failures += 1;
        }
        times.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))];
  return { rps: times.length / seconds, p50: at(50) ?? NaN, p99: at(99) ?? NaN, failures };
}

const instances: ChildProcess[] = [];
const balancers: ChildProcess[] = [];
try {
  await sql(process.env.DATABASE_URL, `create database "${databaseName}"`);
  for (const port of instancePorts) {
    instances.push(
      startInstance({
        port,
        output: log,
        env: { DATABASE_URL: databaseUrl, HOST: host, ISSUER: `${threeBalancer}/oidc` },
      }),
    );
  }
  await Promise.all(
    instancePorts.map((port) => waitForOk(`http://${host}:${port}/readyz`, 300_000)),
  );
  // The rows of bench/contentServer.ts, written straight into the shared database.
  await sql(
    databaseUrl,
    `insert into schemas (app_id, name, label, fields) values ($1, 'benchitem', '基准', $2)`,
    [
      DEMO.appId,
      JSON.stringify([
        { fieldId: 1, name: 'title', label: '标题', fieldType: 'String' },
        { fieldId: 2, name: 'category', label: '类别', fieldType: 'String' },
        { fieldId: 3, name: 'price', label: '价格', fieldType: 'Number' },
        { fieldId: 4, name: 'qty', label: '数量', fieldType: 'Number' },
        { fieldId: 5, name: 'publishedAt', label: '发布时间', fieldType: 'DateTime' },
      ]),
    ],
  );
  await sql(
    databaseUrl,
    `insert into content_items (app_id, schema_name, created, last_modified, status, data)
     select $1::uuid, 'benchitem', timestamptz '2026-01-01' + i * interval '1 minute', timestamptz '2026-01-01', 'Published',
       jsonb_build_object(
         'title', jsonb_build_object('iv', '商品 ' || i || ' 的标题，带一些描述文字'),
         'category', jsonb_build_object('iv', 'c' || (i % 10)),
         'price', jsonb_build_object('iv', (i * 7919) % 1000),
         'qty', jsonb_build_object('iv', i % 37),
         'publishedAt', jsonb_build_object('iv', to_char((timestamptz '2026-01-01' + i * interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
     from generate_series(1, ${ITEMS}::int) as i`,
    [DEMO.appId],
  );
  await sql(databaseUrl, 'analyze content_items');
  const address = (port: number, i: number) => ({ name: `instance${i + 1}`, port });
  balancers.push(
    startBalancer({
      host,
      port: basePort,
      instances: [address(instancePorts[0]!, 0)],
      prefix: `${databaseName}-1-`,
      quiet: true,
    }),
    startBalancer({
      host,
      port: basePort + 1,
      instances: instancePorts.map(address),
      prefix: `${databaseName}-3-`,
      quiet: true,
    }),
  );
  await waitForOk(`${oneBalancer}/readyz`, 30_000);
  await waitForOk(`${threeBalancer}/readyz`, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 4000)); // every health check passed
  const token = await signIn(threeBalancer);
  await load(threeBalancer, token); // warm-up: schema caches, JIT, pools of every instance
  console.log(
    `cluster bench (PostgreSQL, ${ITEMS} items, ${CLIENTS} clients, ${SECONDS} s per run, HAProxy):`,
  );
  for (const round of [1, 2]) {
    for (const [name, base] of [
      ['1 instance ', oneBalancer],
      ['3 instances', threeBalancer],
    ] as const) {
      const r = await load(base, token);
      console.log(
        `  run ${round}, ${name}: ${r.rps.toFixed(1)} req/s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.failures} failed`,
      );
    }
  }
} finally {
  for (const child of [...instances, ...balancers]) child.kill('SIGTERM');
  await Promise.all(
    instances.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve),
        ),
    ),
  );
  closeSync(log);
  await sql(
    process.env.DATABASE_URL,
    `drop database if exists "${databaseName}" with (force)`,
  ).catch(() => undefined);
}
