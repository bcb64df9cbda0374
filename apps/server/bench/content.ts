/*
 * Content benchmark of the reference server (pnpm --filter @tessera/server bench). Starts the
 * server in its own process with 100,000 items of one schema — on PostgreSQL when DATABASE_URL
 * is set (a throw-away schema), else on PGlite — and prints:
 *   1. query{Schema}ContentsWithTotal with a two-condition filter, a sort and top 20: median
 *      latency through the server (signed HTTP on loopback) ÷ the median of the same SQL run
 *      directly on the same database; goal ≤ 1.25 (issue 30).
 *   2. the export of all 100,000 items (the client's export query, top 10000000): size, time,
 *      and the server's peak memory during it (RSS, heap, and live heap after GC).
 *   3. requests per second under 50 concurrent clients (autocannon, signed requests).
 * BENCH_PARTS (a comma list of latency, export, load; default all) runs only those parts.
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildExportQuery } from '@tessera/filters';
import autocannon from 'autocannon';
import { DEMO } from '../src/demo.js';
import { signedHeaders } from './benchSigning.js';
import { BENCH_BODY, ITEM_COUNT } from './benchQuery.js';
import { median, percentile } from './benchStats.js';

const SAMPLES = 300;
const WARM_UP = 30;
const CONNECTIONS = 50;
const DURATION_S = 20;
const MB = 1024 * 1024;

type Message = { type: string; [key: string]: unknown };

const PARTS = new Set((process.env.BENCH_PARTS ?? 'latency,export,load').split(','));

const child = fork(fileURLToPath(new URL('./contentServer.ts', import.meta.url)), {
  execArgv: [
    '--import',
    'tsx',
    '--conditions=@tessera/source',
    '--expose-gc',
    // BENCH_CPU_PROF=<dir>: a CPU profile of the server process, written when it closes.
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : []),
  ],
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
const pending = new Set<(error: Error) => void>();
child.once('exit', (code) => {
  for (const reject of pending) reject(new Error(`bench server exited (${code})`));
});
const waitFor = (type: string) =>
  new Promise<Message>((resolve, reject) => {
    const onMessage = (message: Message) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      pending.delete(reject);
      resolve(message);
    };
    child.on('message', onMessage);
    pending.add(reject);
  });
const ask = (type: string, extra: object = {}, answer = type) => {
  const reply = waitFor(answer);
  child.send({ type, ...extra });
  return reply;
};

const ready = await waitFor('ready');
const base = `http://127.0.0.1:${String(ready.port)}`;
const graphqlUrl = `${base}/api/querygraphqls?app=${DEMO.appId}`;

async function post(body: string): Promise<Response> {
  return fetch(graphqlUrl, {
    method: 'POST',
    headers: signedHeaders(body, String(ready.accessToken)),
    body,
  });
}

// 1. Latency ratio. Server and direct runs alternate, each going first every other round, so
// load from anything else on the machine affects both sides alike.
const serverTimes: number[] = [];
const directTimes: number[] = [];
async function viaServer(): Promise<number> {
  const start = performance.now();
  const answer = (await (await post(BENCH_BODY)).json()) as { rspCd: string; rspInf: string };
  const elapsed = performance.now() - start;
  if (answer.rspCd !== '00000') throw new Error(`benchmark query failed: ${answer.rspInf}`);
  return elapsed;
}
const viaDirect = async () => Number((await ask('direct')).ms);
for (let i = 0; PARTS.has('latency') && i < WARM_UP + SAMPLES; i += 1) {
  let server: number;
  let direct: number;
  if (i % 2 === 0) {
    server = await viaServer();
    direct = await viaDirect();
  } else {
    direct = await viaDirect();
    server = await viaServer();
  }
  if (i >= WARM_UP) {
    serverTimes.push(server);
    directTimes.push(direct);
  }
}
const serverMedian = median(serverTimes);
const directMedian = median(directTimes);

// 2. Export of every item, twice: timed, with the server's RSS and heap sampled every 5 ms;
// then with a full GC before each sample (every 25 ms), which shows the live heap — what the
// export really holds, garbage aside.
const { body: exportBody, queryName } = buildExportQuery({
  schemaName: 'benchitem',
  orderfield: 'created',
  orderasc: true,
});
type Memory = {
  baseline: { rss: number; heapUsed: number };
  peak: { rss: number; heapUsed: number };
};
async function exportAll(
  gc: boolean,
): Promise<{ bytes: number; ms: number; firstByteMs: number; items: number; memory: Memory }> {
  await ask('memory-start', { gc });
  const start = performance.now();
  const response = await post(JSON.stringify(exportBody));
  let bytes = 0;
  let firstByteMs = 0;
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += chunk.byteLength;
    chunks.push(chunk);
  }
  const ms = performance.now() - start;
  const memory = (await ask('memory-stop', {}, 'memory')) as unknown as Memory;
  const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    data: Record<string, { items: unknown[] }>;
  };
  const items = answer.data[queryName]?.items.length ?? 0;
  if (items !== ITEM_COUNT) throw new Error(`export answered ${items} items`);
  return { bytes, ms, firstByteMs, items, memory };
}
const timed = PARTS.has('export') ? await exportAll(false) : undefined;
const live = PARTS.has('export') ? await exportAll(true) : undefined;

// 3. Throughput under 50 concurrent clients (last: on PGlite it leaves a queue behind).
let failures = 0;
const load = !PARTS.has('load')
  ? undefined
  : await autocannon({
      url: graphqlUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            body: BENCH_BODY,
            headers: signedHeaders(BENCH_BODY, String(ready.accessToken)),
          }),
          onResponse: (status: number, body: string) => {
            if (status !== 200 || !body.startsWith('{"rspCd":"00000"')) failures += 1;
          },
        },
      ],
    });

await ask('close', {}, 'never').catch(() => undefined);

const mb = (n: number) => (n / MB).toFixed(1);
console.log(`content bench on ${String(ready.kind)} with ${ITEM_COUNT} items`);
if (PARTS.has('latency')) {
  console.log(
    `ContentsWithTotal (2-condition filter, sort, top 20), ${SAMPLES} alternating rounds: server p50 ${serverMedian.toFixed(2)} ms (p99 ${percentile(serverTimes, 99).toFixed(1)}) / direct SQL p50 ${directMedian.toFixed(2)} ms (p99 ${percentile(directTimes, 99).toFixed(1)}) = ${(serverMedian / directMedian).toFixed(2)}× (goal ≤ 1.25)`,
  );
}
if (load) {
  console.log(
    `${CONNECTIONS} concurrent clients, ${DURATION_S} s (autocannon): ${load.requests.average.toFixed(0)} req/s, latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${failures} failed answers, ${load.errors} errors`,
  );
}
const growth = (m: Memory, key: 'rss' | 'heapUsed') => mb(m.peak[key] - m.baseline[key]);
if (timed && live) {
  console.log(
    `export of ${timed.items} items: ${mb(timed.bytes)} MB in ${(timed.ms / 1000).toFixed(2)} s (first byte ${timed.firstByteMs.toFixed(0)} ms); server RSS peak ${mb(timed.memory.peak.rss)} MB (+${growth(timed.memory, 'rss')} MB over idle), heap peak +${growth(timed.memory, 'heapUsed')} MB; live heap peak (GC before each sample) +${growth(live.memory, 'heapUsed')} MB`,
  );
}
