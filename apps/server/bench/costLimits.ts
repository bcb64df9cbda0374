/*
 * Cost-limit benchmark of the reference server (pnpm --filter @tessera/server bench, after
 * bench/content.ts). Starts the server in its own process with 100,000 items (bench/
 * contentServer.ts), on PostgreSQL when DATABASE_URL is set and then on PGlite (BENCH_DATABASES
 * = postgres or pglite runs one), and prints, for each maximum-cost request: p99 of a light
 * content query while that request runs in a loop, divided by the light query's p99 with
 * nothing else running (issue 30 "Bystanders stay fast": goal ≤ 3× on PostgreSQL, ≤ 5× on
 * PGlite; README "Cost limits"). A heavy request the server refuses up front (PGlite's sort
 * limit) still runs in the loop: its refusal is what the bystander meets.
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

type Ready = { port: number; kind: string; accessToken: string };

/** Starts bench/contentServer.ts on PostgreSQL (a throw-away schema) or PGlite. */
async function startServer(url: string | undefined): Promise<{ ready: Ready; close(): void }> {
  const child = fork(fileURLToPath(new URL('./contentServer.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--conditions=@tessera/source'],
    env: {
      ...process.env,
      BENCH_DATABASE_URL: url ?? '',
      BENCH_SCHEMA: url ? `bench_${randomBytes(5).toString('hex')}` : '',
    },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    child.on('message', (message: Ready & { type: string }) => {
      if (message.type === 'ready') resolve(message);
    });
  });
  return { ready, close: () => child.send({ type: 'close' }) };
}

/** Ms of one request; a refusal (40000) counts as an answer when `refusable`. */
async function post(
  ready: Ready,
  body: string,
  refusable = false,
): Promise<{ ms: number; refused: boolean }> {
  const start = performance.now();
  const response = await fetch(
    `http://127.0.0.1:${ready.port}/api/querygraphqls?app=${DEMO.appId}`,
    { method: 'POST', headers: signedHeaders(body, ready.accessToken), body },
  );
  const answer = (await response.json()) as { rspCd: string; rspInf: string };
  const refused = answer.rspCd !== '00000';
  if (refused && !(refusable && answer.rspCd === '40000')) {
    throw new Error(`request refused: ${answer.rspInf}`);
  }
  return { ms: performance.now() - start, refused };
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

/** The light query's p99 over SAMPLES (or PHASE_MS), and how many samples it took. */
async function lightP99(ready: Ready): Promise<{ p99: number; samples: number }> {
  const times: number[] = [];
  const end = performance.now() + PHASE_MS;
  for (let i = 0; i < WARM_UP + SAMPLES && performance.now() < end; i += 1) {
    const { ms } = await post(ready, LIGHT);
    if (i >= WARM_UP) times.push(ms);
  }
  return { p99: p99(times), samples: times.length };
}

/** Goals of issue 30: light p99 with a heavy request ÷ alone. */
const GOAL = { postgres: 3, pglite: 5 } as Record<string, number>;

async function measure(url: string | undefined): Promise<void> {
  const { ready, close } = await startServer(url);
  const goal = GOAL[ready.kind] ?? 3;
  console.log(`cost-limit bench on ${ready.kind} with ${ITEM_COUNT} items`);
  try {
    const alone = await lightP99(ready);
    console.log(`  light query alone: p99 ${alone.p99.toFixed(1)} ms (${alone.samples} samples)`);
    for (const [name, body] of Object.entries(HEAVY)) {
      let running = true;
      const heavyTimes: number[] = [];
      let refusals = 0;
      const loop = (async () => {
        while (running) {
          const { ms, refused } = await post(ready, body, true);
          heavyTimes.push(ms);
          if (refused) refusals += 1;
        }
      })();
      const loaded = await lightP99(ready);
      running = false;
      await loop;
      const answered = refusals === heavyTimes.length ? 'refused' : `${refusals} refused`;
      console.log(
        `  with "${name}" in a loop (median ${median(heavyTimes).toFixed(0)} ms each, ${answered}): light p99 ${loaded.p99.toFixed(1)} ms (${loaded.samples} samples) = ${(loaded.p99 / alone.p99).toFixed(2)}× alone (goal ≤ ${goal})`,
      );
    }
  } finally {
    close();
  }
}

// PostgreSQL (when DATABASE_URL is set) and PGlite, one after the other in one run.
if (process.env.DATABASE_URL && process.env.BENCH_DATABASES !== 'pglite') {
  await measure(process.env.DATABASE_URL);
}
if (process.env.BENCH_DATABASES !== 'postgres') await measure(undefined);
