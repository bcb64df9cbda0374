/*
 * Realtime and notification benchmark of the reference server (`pnpm bench`, after the others;
 * README "Benchmark of realtime and notifications"). Starts the server in its own process — on
 * PostgreSQL when DATABASE_URL is set (a throw-away schema), else on PGlite — and prints:
 *   1. content change → visible to a subscriber: p50/p95 over 200 changes, from sending the
 *      signed add mutation to the contentChanged event on a graphql-ws socket; the goal is
 *      p95 ≤ 500 ms on loopback, reported as p95 ÷ 500.
 *   2. 1,000 open subscriptions (1,000 sockets, as 1,000 open pages): the server's memory per
 *      subscription (heap after GC, and RSS) and the fan-out time of one change to all of them.
 *   3. notification dispatch throughput: in-app (one notification per transaction, published
 *      at commit) and e-mail (the dispatcher draining 1,000 deliveries through nodemailer to a
 *      local SMTP server, one connection per mail and pooled).
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO } from '../src/demo.js';
import { signedHeaders } from './benchSigning.js';
import { percentile } from './benchStats.js';

const CHANGES = 200;
const SUBSCRIPTIONS = 1000;
const NOTIFICATIONS = 1000;
const GOAL_P95_MS = 500;
const KB = 1024;
const SUBSCRIPTION =
  'subscription ($a: String!, $s: String!) { contentChanged(appId: $a, schemaName: $s) { id } }';

type Message = { type: string; [key: string]: unknown };
const child = fork(fileURLToPath(new URL('./realtimeServer.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', '--conditions=@tessera/source', '--expose-gc'],
  env: {
    ...process.env,
    BENCH_PORT: process.env.BENCH_PORT ?? '0',
    ...(process.env.DATABASE_URL
      ? {
          BENCH_DATABASE_URL: process.env.DATABASE_URL,
          BENCH_SCHEMA: `bench_${randomBytes(5).toString('hex')}`,
        }
      : {}),
  },
});
child.once('exit', (code) => {
  if (code !== 0) {
    console.error(`bench server exited (${code})`);
    process.exit(1);
  }
});
const ask = (type: string, extra: object = {}) =>
  new Promise<Message>((resolve) => {
    const onMessage = (message: Message) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    if (type !== 'ready') child.send({ type, ...extra });
  });

const ready = await ask('ready');
const base = `http://127.0.0.1:${String(ready.port)}`;
const wsUrl = `ws://127.0.0.1:${String(ready.port)}/api/querygraphqls`;
const token = String(ready.accessToken);

async function addArticle(title: string): Promise<void> {
  const body = JSON.stringify({
    query: 'mutation ($d: JSON!) { addArticleContent(contentData: $d) { id } }',
    variables: { d: { title } },
  });
  const response = await fetch(`${base}/api/querygraphqls?app=${DEMO.appId}`, {
    method: 'POST',
    headers: signedHeaders(body, token),
    body,
  });
  const answer = (await response.json()) as { rspCd: string };
  if (answer.rspCd !== '00000') throw new Error(`add answered ${answer.rspCd}`);
}

/** One socket with one contentChanged subscription; `onChange` per event. */
async function subscriber(onChange: () => void): Promise<Client> {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
    client.subscribe(
      { query: SUBSCRIPTION, variables: { a: DEMO.appId, s: 'article' } },
      { next: onChange, error: reject, complete: () => undefined },
    );
  });
  return client;
}

// 1. Change → visible, one change at a time.
let arrived: (() => void) | undefined;
const watcher = await subscriber(() => arrived?.());
// The server holds the subscription once an event can arrive: one warm-up change proves it.
const latencies: number[] = [];
for (let i = -10; i < CHANGES; i += 1) {
  const seen = new Promise<void>((resolve) => (arrived = resolve));
  const started = performance.now();
  await addArticle(`实时 ${i}`);
  await seen;
  if (i >= 0) latencies.push(performance.now() - started);
}
await watcher.dispose();
const p50 = percentile(latencies, 50);
const p95 = percentile(latencies, 95);

// 2. 1,000 subscriptions: memory and fan-out.
const before = await ask('memory');
let received = 0;
let allReceived: (() => void) | undefined;
const clients: Client[] = [];
for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
  clients.push(
    await subscriber(() => {
      received += 1;
      if (received === SUBSCRIPTIONS) allReceived?.();
    }),
  );
}
// A change proves every subscription is held (and warms the fan-out path).
await new Promise<void>((resolve) => {
  allReceived = resolve;
  void addArticle('预热');
});
const after = await ask('memory');
received = 0;
const fanOut = new Promise<void>((resolve) => (allReceived = resolve));
const fanOutStarted = performance.now();
await addArticle('扇出');
await fanOut;
const fanOutMs = performance.now() - fanOutStarted;
await Promise.all(clients.map((client) => client.dispose()));
const heapPerSub = (Number(after.heapUsed) - Number(before.heapUsed)) / SUBSCRIPTIONS;
const rssPerSub = (Number(after.rss) - Number(before.rss)) / SUBSCRIPTIONS;

// 3. Dispatch throughput.
const inApp = Number((await ask('inApp', { count: NOTIFICATIONS })).perSecond);
const email = Number((await ask('email', { count: NOTIFICATIONS, pooled: false })).perSecond);
const emailPooled = Number((await ask('email', { count: NOTIFICATIONS, pooled: true })).perSecond);
child.send({ type: 'close' });

const fixed = (n: number, digits = 1) => n.toFixed(digits);
console.log(`Realtime and notifications on ${String(ready.kind)} (loopback)
  change → subscriber, ${CHANGES} changes: p50 ${fixed(p50)} ms, p95 ${fixed(p95)} ms; p95 ÷ goal ${GOAL_P95_MS} ms = ${fixed(p95 / GOAL_P95_MS, 3)}
  ${SUBSCRIPTIONS} open subscriptions (one socket each): heap ${fixed(heapPerSub / KB)} KB and RSS ${fixed(rssPerSub / KB)} KB per subscription; one change fanned out to all in ${fixed(fanOutMs)} ms
  dispatch, ${NOTIFICATIONS} notifications: in-app ${fixed(inApp, 0)}/s; e-mail over SMTP ${fixed(email, 0)}/s (a connection per mail), ${fixed(emailPooled, 0)}/s (pooled, 5 connections)`);
