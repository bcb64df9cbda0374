/*
 * Cost-limit benchmark of the reference server (pnpm --filter @tessera/server bench, after
 * bench/content.ts). Starts the server in its own process with 100,000 items (bench/
 * contentServer.ts; PostgreSQL when DATABASE_URL is set, else PGlite) and prints, for each
 * maximum-cost legal request: p99 of a light content query while that request runs in a loop,
 * divided by the light query's p99 with nothing else running (goal ≤ 3×, README "Cost limits").
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DEMO } from '../src/demo.js';
import { GRAPHQL_LIMITS } from '../src/content/graphql/requestCost.js';
import { signedHeaders } from './benchSigning.js';
import { ITEM_COUNT } from './benchQuery.js';
import { median, percentile } from './benchStats.js';

const SAMPLES = 200;
const WARM_UP = 50;
/** Each measurement stops after SAMPLES or this long, whichever comes first. */
const PHASE_MS = 45_000;

const child = fork(fileURLToPath(new URL('./contentServer.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', '--conditions=@tessera/source'],
  env: {
    ...process.env,
    ...(process.env.DATABASE_URL
      ? {
          BENCH_DATABASE_URL: process.env.DATABASE_URL,
          BENCH_SCHEMA: `bench_${randomBytes(5).toString('hex')}`,
        }
      : {}),
  },
});
const ready = await new Promise<{ port: number; kind: string; accessToken: string }>(
  (resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    child.on(
      'message',
      (message: { type: string; port: number; kind: string; accessToken: string }) => {
        if (message.type === 'ready') resolve(message);
      },
    );
  },
);
const graphqlUrl = `http://127.0.0.1:${ready.port}/api/querygraphqls?app=${DEMO.appId}`;

async function post(body: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: signedHeaders(body, String(ready.accessToken)),
    body,
  });
  const answer = (await response.json()) as { rspCd: string; rspInf: string };
  if (answer.rspCd !== '00000') throw new Error(`request refused: ${answer.rspInf}`);
  return performance.now() - start;
}

/** A light query: one page of 5 items in the default order, as a small list asks. */
const LIGHT = JSON.stringify({
  query: '{ queryBenchitemContentsWithTotal(top: 5, noTotal: true) { items { id data } } }',
});

/** `maxAliases` aliases, together asking `maxItems` items, each with `args`. */
function heavy(args: string): string {
  const { maxAliases, maxItems } = GRAPHQL_LIMITS;
  const top = Math.floor(maxItems / maxAliases);
  const fields = Array.from(
    { length: maxAliases },
    (_, i) =>
      `a${i}: queryBenchitemContentsWithTotal(top: ${top}, skip: ${i * top}${args}) { total items { id contentId version created createdBy lastModified lastModifiedBy status data } }`,
  );
  return JSON.stringify({ query: `{ ${fields.join(' ')} }` });
}

const HEAVY = {
  'every item budget in the default order (index), with totals': heavy(''),
  'every item budget sorted on a form field, filter matching all, with totals': heavy(
    ', filter: "price ge 0", orderfield: "price", orderasc: false',
  ),
};

const p99 = (times: number[]) => percentile(times, 99);

let samples = 0;

async function lightP99(): Promise<number> {
  const times: number[] = [];
  const end = performance.now() + PHASE_MS;
  for (let i = 0; i < WARM_UP + SAMPLES && performance.now() < end; i += 1) {
    const ms = await post(LIGHT);
    if (i >= WARM_UP) times.push(ms);
  }
  samples = times.length;
  return p99(times);
}

console.log(`cost-limit bench on ${ready.kind} with ${ITEM_COUNT} items`);
const alone = await lightP99();
console.log(`light query alone: p99 ${alone.toFixed(1)} ms (${samples} samples)`);
for (const [name, body] of Object.entries(HEAVY)) {
  let running = true;
  const heavyTimes: number[] = [];
  const loop = (async () => {
    while (running) heavyTimes.push(await post(body));
  })();
  const loaded = await lightP99();
  running = false;
  await loop;
  const heavyMedian = median(heavyTimes);
  console.log(
    `with "${name}" in a loop (median ${heavyMedian.toFixed(0)} ms each): light p99 ${loaded.toFixed(1)} ms (${samples} samples) = ${(loaded / alone).toFixed(2)}× alone (goal ≤ 3)`,
  );
}

child.send({ type: 'close' });
